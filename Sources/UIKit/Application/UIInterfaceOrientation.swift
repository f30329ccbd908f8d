import Foundation

/// The orientation of the app's interface. A desktop window has no device rotation: a window wider than it is
/// tall counts as `.landscapeRight`, otherwise `.portrait` (what `UIPageViewController` asks its delegate about).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether the orientation is portrait or upside-down portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation a window of `size` reports: landscape when wider than tall.
    static func of(_ size: CGSize) -> UIInterfaceOrientation { size.width > size.height ? .landscapeRight : .portrait }
}
