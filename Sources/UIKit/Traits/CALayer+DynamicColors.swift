import Foundation

extension CALayer {
    /// The view this layer draws for: its own delegate view, else the nearest superlayer's.
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegate as? UIView { return view }
            layer = current.superlayer
        }
        return nil
    }

    /// `color` as it resolves in the traits of the view hosting this layer, when it came from a dynamic
    /// `UIColor` (`UIColor.systemBackground.cgColor` set from code outside a draw resolves with whatever
    /// `current` was; the layer stores the value of its own view's appearance instead).
    func resolvedForHost(_ color: CGColor?) -> CGColor? {
        guard let color, color.dynamicSource != nil, let view = hostView else { return color }
        return view.withTintCurrent { color.resolved(with: view.traitCollection) }
    }

    /// Resolves the view's `backgroundColor` again when it is a dynamic colour (UIKit updates the colours of a
    /// view's own properties on an appearance change). A `CGColor` set straight on a layer (`borderColor`,
    /// `shadowColor`, a shape's `fillColor` ...) stays the value it had when it was set, as on iOS: code sets it
    /// again in `traitCollectionDidChange(_:)` or a `registerForTraitChanges` handler. A colour whose value
    /// stays the same is not touched (no damage).
    func resolveViewBackgroundColor(with traits: UITraitCollection) {
        if let c = backgroundColor, c.dynamicSource != nil {
            let fresh = c.resolved(with: traits)
            if fresh != c { backgroundColor = fresh }
        }
    }
}
