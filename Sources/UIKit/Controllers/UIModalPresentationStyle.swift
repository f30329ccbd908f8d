import Foundation

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenting controller's view leaves the window (it disappears).
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom
    /// Covers the whole window; the presenting controller stays underneath (it does not disappear).
    case overFullScreen
    case overCurrentContext, popover
    case none = -1
    /// The default: here the same as `.fullScreen` (there are no sheets on this platform).
    case automatic = -2
}

/// How a presented controller arrives and leaves.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge (and back down when dismissed).
    case coverVertical = 0
    /// Here the same as `.crossDissolve`.
    case flipHorizontal
    /// Fades in and out.
    case crossDissolve
    /// Here the same as `.coverVertical`.
    case partialCurl
}
