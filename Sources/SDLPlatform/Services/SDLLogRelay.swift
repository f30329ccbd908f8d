import Foundation
import UIKit

/// Where the platform's log lines go: standard output until the app exists, then the app's `log` (so its
/// `logHandler` sees font, image, input and controller messages too, e.g. in tests).
@MainActor
final class SDLLogRelay {
    weak var app: UIApplication?

    func write(_ message: String) {
        if let app { app.log(message) } else { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
    }

    /// A plain closure for the platform's components (they all run on the main thread).
    var closure: (String) -> Void {
        { [self] message in MainActor.assumeIsolated { self.write(message) } }
    }
}
