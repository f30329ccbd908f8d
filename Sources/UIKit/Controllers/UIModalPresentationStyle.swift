import Foundation

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenting controller's view leaves the window (it disappears).
    case fullScreen = 0
    /// A sheet (UISheetPresentationController): a card over a dimming view, the presenter still behind it.
    case pageSheet
    /// Here the same sheet as `.pageSheet` (as on iPhone).
    case formSheet
    /// Here the same as `.fullScreen`.
    case currentContext
    /// Through the transitioning delegate's presentation controller and animators.
    case custom
    /// Covers the whole window; the presenting controller stays underneath (it does not disappear).
    case overFullScreen
    case overCurrentContext, popover
    case none = -1
    /// The default: a page sheet, as on iPhone.
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
