import Foundation

/// A layer that only arranges its sublayers in 3D: they keep their depth (they are not flattened
/// into this layer's plane), are drawn back to front by depth, and back-facing sublayers whose
/// `isDoubleSided` is false are skipped. Its own background, border, contents and shadow are ignored,
/// as in Core Animation.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public required init() { super.init() }
}
