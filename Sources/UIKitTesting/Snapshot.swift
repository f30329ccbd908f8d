import Foundation
import PixelEngine
import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// How closely a snapshot must match its reference.
public struct SnapshotTolerance: Sendable {
    /// The largest difference one channel (red, green, blue, alpha; 0...255) may show and still count as equal.
    public var perChannel: Int
    /// The share of pixels (0...1) allowed to differ by more than `perChannel`.
    public var differingShare: Double

    /// A tolerance of `perChannel` per channel with at most `differingShare` of the pixels beyond it.
    public init(perChannel: Int = 0, differingShare: Double = 0) {
        self.perChannel = perChannel
        self.differingShare = differingShare
    }

    /// Pixel-exact.
    public static let exact = SnapshotTolerance()
}

/// The environment variable that switches snapshot assertions to writing their references
/// (`UIKIT_SNAPSHOT_RECORD=1 swift test ...`).
public let snapshotRecordEnvironmentVariable = "UIKIT_SNAPSHOT_RECORD"

extension XCUIApplication {
    /// Compares the window's presented pixels with `__Snapshots__/<test file>/<name>.png` beside the test
    /// file; see `assertSnapshot(of:named:tolerance:record:sourceLocation:)`.
    @discardableResult
    public func assertSnapshot(named name: String, tolerance: SnapshotTolerance = .exact, record: Bool? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let s = session else { report("assertSnapshot: the app is not running", sourceLocation); return false }
        return compareSnapshot(s.screenshot(), name: name, tolerance: tolerance, record: record, sourceLocation: sourceLocation)
    }

    /// Compares `element`'s on-screen pixels (its frame, rounded out to whole pixels) with a reference
    /// PNG in a `__Snapshots__/<test file>/` folder beside the test file. In record mode (`record`, or
    /// `UIKIT_SNAPSHOT_RECORD=1`), or when there is no reference yet, the reference is written (a missing
    /// one also fails the test, so a forgotten reference is noticed). On a mismatch the test fails with a
    /// message naming `<name>.actual.png` and `<name>.diff.png` (written beside the reference; differing
    /// pixels red over a dimmed copy). Returns whether it matched.
    @discardableResult
    public func assertSnapshot(of element: XCUIElement, named name: String, tolerance: SnapshotTolerance = .exact,
                               record: Bool? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let s = session else { report("assertSnapshot: the app is not running", sourceLocation); return false }
        guard let view = element.view, let frame = view.frameOnScreen else {
            report("assertSnapshot: no element matches \(element)", sourceLocation)
            return false
        }
        let k = s.scale
        let x0 = Int((frame.minX * k).rounded(.down)), y0 = Int((frame.minY * k).rounded(.down))
        let x1 = Int((frame.maxX * k).rounded(.up)), y1 = Int((frame.maxY * k).rounded(.up))
        guard let image = ImageComparison.crop(s.screenshot(), to: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) else {
            report("assertSnapshot: \(element) is off screen (frame \(frame))", sourceLocation)
            return false
        }
        return compareSnapshot(image, name: name, tolerance: tolerance, record: record, sourceLocation: sourceLocation)
    }

    /// The reference folder for a test file: `__Snapshots__/<file name without .swift>` beside it.
    public static func snapshotDirectory(forTestFile path: String) -> String {
        let dir = (path as NSString).deletingLastPathComponent
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return ((dir as NSString).appendingPathComponent("__Snapshots__") as NSString).appendingPathComponent(base)
    }

    private func compareSnapshot(_ actual: Bitmap, name: String, tolerance: SnapshotTolerance, record: Bool?,
                                 sourceLocation: SourceLocation) -> Bool {
        let dir = Self.snapshotDirectory(forTestFile: sourceLocation.filePath)
        let file = name.lowercased().hasSuffix(".png") ? name : name + ".png"
        let refPath = (dir as NSString).appendingPathComponent(file)
        let stem = (refPath as NSString).deletingPathExtension
        let recording = record ?? (ProcessInfo.processInfo.environment[snapshotRecordEnvironmentVariable].map { $0 != "" && $0 != "0" } ?? false)
        let exists = FileManager.default.fileExists(atPath: refPath)
        if recording || !exists {
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                try PNGFile.write(actual, to: refPath)
            } catch {
                report("assertSnapshot: cannot write the reference \(refPath): \(error)", sourceLocation)
                return false
            }
            if !exists && !recording {
                report("assertSnapshot: no reference for '\(name)'; recorded \(refPath) (run the test again to compare)", sourceLocation)
                return false
            }
            return true
        }
        guard let reference = PNGFile.read(refPath, log: { [weak self] in self?.session?.app.log($0) }) else {
            report("assertSnapshot: cannot read the reference \(refPath)", sourceLocation)
            return false
        }
        let c = ImageComparison(actual: actual, reference: reference, tolerance: tolerance.perChannel)
        if c.sizeMismatch == nil && c.differingShare <= tolerance.differingShare { return true }
        let actualPath = stem + ".actual.png", diffPath = stem + ".diff.png"
        try? PNGFile.write(actual, to: actualPath)
        if let diff = c.diff { try? PNGFile.write(diff, to: diffPath) }
        if let mismatch = c.sizeMismatch {
            report("assertSnapshot '\(name)': \(mismatch); actual image \(actualPath)", sourceLocation)
        } else {
            let percent = String(format: "%.3f%%", c.differingShare * 100)
            report("assertSnapshot '\(name)': \(c.differingPixels) of \(c.pixelCount) pixels (\(percent)) differ by more than \(tolerance.perChannel) per channel (up to \(c.largestDifference)), allowed \(String(format: "%.3f%%", tolerance.differingShare * 100)); actual \(actualPath), diff \(diffPath)", sourceLocation)
        }
        return false
    }
}
