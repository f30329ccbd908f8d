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

    /// Resolves again every colour of this layer, and of its sublayers that belong to no other view, that came
    /// from a dynamic colour; a colour whose value stays the same is not touched (no damage).
    func resolveDynamicColors(with traits: UITraitCollection, host: UIView) {
        if let c = backgroundColor, c.dynamicSource != nil { backgroundColor = c.resolved(with: traits) }
        if let c = borderColor, c.dynamicSource != nil { borderColor = c.resolved(with: traits) }
        if let c = shadowColor, c.dynamicSource != nil { shadowColor = c.resolved(with: traits) }
        switch self {
        case let shape as CAShapeLayer:
            if let c = shape.fillColor, c.dynamicSource != nil { shape.fillColor = c.resolved(with: traits) }
            if let c = shape.strokeColor, c.dynamicSource != nil { shape.strokeColor = c.resolved(with: traits) }
        case let text as CATextLayer:
            if let c = text.foregroundColor, c.dynamicSource != nil { text.foregroundColor = c.resolved(with: traits) }
        case let replicator as CAReplicatorLayer:
            if let c = replicator.instanceColor, c.dynamicSource != nil { replicator.instanceColor = c.resolved(with: traits) }
        case let gradient as CAGradientLayer:
            if let colors = gradient.colors, colors.contains(where: { ($0 as? CGColor)?.dynamicSource != nil }) {
                let fresh: [Any] = colors.map { ($0 as? CGColor)?.resolved(with: traits) ?? $0 }
                if zip(colors, fresh).contains(where: { ($0 as? CGColor) !== ($1 as? CGColor) }) { gradient.colors = fresh }
            }
        default: break
        }
        for sublayer in sublayers ?? [] {
            if let owner = sublayer.delegate as? UIView, owner !== host { continue }
            sublayer.resolveDynamicColors(with: traits, host: host)
        }
    }
}
