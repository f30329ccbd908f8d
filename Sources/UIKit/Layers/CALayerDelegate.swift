import Foundation

/// The object that draws a layer's content; every `UIView` is its own layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content into `ctx` (layer coordinates, points).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Whether the delegate actually draws content (lets views that do not override `draw(_:)` skip a bitmap).
    func layerDrawsContent(_ layer: CALayer) -> Bool
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action (implicit animation) for a change of `event` on `layer`: nil for no opinion, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerDrawsContent(_ layer: CALayer) -> Bool { true }
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
