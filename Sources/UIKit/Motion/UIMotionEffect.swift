import Foundation

/// Maps how the device is tilted (the viewer's offset) onto relative values for a view's key paths.
/// Subclass and override `keyPathsAndRelativeValues(forViewerOffset:)`, or use `UIInterpolatingMotionEffect`.
@preconcurrency @MainActor
open class UIMotionEffect {
    /// Creates a motion effect.
    public init() {}

    /// The values to add to the view's key paths for `viewerOffset` (each axis -1...1); nil adds nothing.
    /// Values are numbers (Int, Double, CGFloat, Float) or, for point and size key paths, CGPoint / CGSize.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
