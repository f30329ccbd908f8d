import Foundation

/// Several motion effects applied together; their values for the same key path are added.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group.
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                if let previous = merged[key] {
                    merged[key] = UIMotionEffect.sum(previous, value) ?? value
                } else {
                    merged[key] = value
                }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIMotionEffect {
    /// The sum of two relative values of the same kind (numbers, points or sizes), or nil.
    static func sum(_ a: Any, _ b: Any) -> Any? {
        if let x = number(a), let y = number(b) { return x + y }
        if let p = a as? CGPoint, let q = b as? CGPoint { return CGPoint(x: p.x + q.x, y: p.y + q.y) }
        if let p = a as? CGSize, let q = b as? CGSize { return CGSize(width: p.width + q.width, height: p.height + q.height) }
        return nil
    }
}
