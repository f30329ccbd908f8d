import Foundation

/// UIKit's accessibility namespace: notifications an app posts to assistive technology, and whether a screen
/// reader is running. On the desktop these reach AT-SPI clients (Orca) through the platform's bridge; with no
/// bridge (headless runs, no accessibility bus) posting does nothing, as on iOS with VoiceOver off.
public enum UIAccessibility {
    /// A notification for assistive technology (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (most of the screen changed); the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed (an element appeared or went); the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a `String` (or `NSAttributedString`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a `String` describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technology what changed. A bad argument (an announcement that is not text) is logged and
    /// ignored.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        let app = UIApplication.shared
        if notification == .announcement || notification == .pageScrolled {
            guard argument is String || argument is NSAttributedString else {
                app.log("UIAccessibility: an announcement needs a String argument, got \(argument.map { "\(type(of: $0))" } ?? "nil"); ignored")
                return
            }
        }
        app.accessibilityBridge?.post(notification, argument: argument)
    }

    /// Whether a screen reader is running: on the desktop, an assistive technology (Orca, a test client) listens
    /// for the app's accessibility events. False without an accessibility bus.
    @MainActor
    public static var isVoiceOverRunning: Bool { UIApplication.shared.accessibilityBridge?.isScreenReaderRunning ?? false }

    /// Posted (on `NotificationCenter.default`) when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// `rect` in `view`'s coordinates converted to screen coordinates (the window's points here), where it is drawn.
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.accessibilityScreenRect(for: rect)
    }
}

/// What UIKit tells the platform's accessibility bridge (AT-SPI on the desktop). The bridge reads the tree on
/// demand through `UIAccessibilityTree`, so a bridge that nobody queries costs nothing per frame.
@_spi(Platform) @preconcurrency @MainActor
public protocol UIAccessibilityBridge: AnyObject {
    /// Whether a screen reader (any assistive technology listening for events) is running.
    var isScreenReaderRunning: Bool { get }
    /// The app posted `notification` (`UIAccessibility.post`).
    func post(_ notification: UIAccessibility.Notification, argument: Any?)
    /// The first responder or the game-controller focus moved.
    func focusDidChange()
    /// The app's window gained (`active`) or lost input focus.
    func windowActivationDidChange(active: Bool)
}

@_spi(Platform) extension UIAccessibilityBridge {
    /// A bridge that does not track window activation ignores it.
    public func windowActivationDidChange(active: Bool) {}
}
