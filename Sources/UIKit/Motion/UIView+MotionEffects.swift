import Foundation

extension UIView {
    /// The motion effects applied to the view, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { attachedMotionEffects }
        set {
            attachedMotionEffects = newValue
            UIApplication.shared.motionCenter.motionEffectsDidChange(on: self)
        }
    }

    /// Starts applying `effect` to the view: it offsets presentation values only, the model stays.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !attachedMotionEffects.contains(where: { $0 === effect }) else { return }
        attachedMotionEffects.append(effect)
        UIApplication.shared.motionCenter.motionEffectsDidChange(on: self)
    }

    /// Stops applying `effect`; the view's presentation returns to its model values for that effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        guard attachedMotionEffects.contains(where: { $0 === effect }) else { return }
        attachedMotionEffects.removeAll { $0 === effect }
        UIApplication.shared.motionCenter.motionEffectsDidChange(on: self)
    }

    /// The layer offsets the view's effects ask for at `viewerOffset`, by layer key path.
    func motionEffectLayerOffsets(for viewerOffset: UIOffset) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for effect in attachedMotionEffects {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                for (layerKeyPath, amount) in Self.layerOffsets(viewKeyPath: keyPath, value: value) {
                    result[layerKeyPath, default: 0] += amount
                }
            }
        }
        return result
    }

    /// Translates a view key path and relative value into layer key paths and numbers; unsupported ones are
    /// reported once per key path and skipped.
    static func layerOffsets(viewKeyPath: String, value: Any) -> [(String, CGFloat)] {
        switch viewKeyPath {
        case "center":
            guard let p = value as? CGPoint else { break }
            return [("position.x", p.x), ("position.y", p.y)]
        case "layer.shadowOffset":
            guard let s = value as? CGSize else { break }
            return [("shadowOffset.width", s.width), ("shadowOffset.height", s.height)]
        default:
            let layerPath: String = switch viewKeyPath {
            case "center.x": "position.x"
            case "center.y": "position.y"
            case "alpha": "opacity"
            default: viewKeyPath.hasPrefix("layer.") ? String(viewKeyPath.dropFirst(6)) : viewKeyPath
            }
            guard CALayer.offsetKeyPaths.contains(layerPath), let n = UIMotionEffect.number(value) else { break }
            return [(layerPath, n)]
        }
        UIApplication.shared.motionCenter.reportUnsupported(keyPath: viewKeyPath)
        return []
    }
}
