import Foundation

/// The display the app runs on: its size in points and its scale in pixels per point.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen's rectangle in points.
    public internal(set) var bounds: CGRect
    /// Pixels per point.
    public internal(set) var scale: CGFloat
    /// Pixels per point of the native display.
    public var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) { self.bounds = bounds; self.scale = scale }

    /// The screen the application shows its windows on.
    public static var main: UIScreen { UIApplication.shared.screen }
}
