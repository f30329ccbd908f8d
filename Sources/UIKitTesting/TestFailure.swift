import Foundation
// Re-exported so that the `#_sourceLocation` default arguments of the library's actions and assertions expand
// in a caller's file that imports only XCTest and UIKitTesting (a macro resolves in the caller's imports).
@_exported import Testing
import XCTest

/// Reports a failure of the library (an action on a missing element, a failed snapshot) to the test that
/// runs: a Swift Testing issue at `location`, or an XCTest failure naming the place.
@MainActor
func reportFailure(_ message: String, at location: SourceLocation) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail("\(location.filePath):\(location.line): \(message)")
    }
}
