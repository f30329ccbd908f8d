import Foundation
import PixelEngine

/// A layer that draws its sublayers `instanceCount` times (the original is the first instance), each
/// copy with `instanceTransform` applied once more (about the anchor point, like `sublayerTransform`),
/// its animations `instanceDelay` later, and its colours multiplied by `instanceColor` plus the
/// colour offsets times the instance index. The classic spinner: one dot, 12 instances rotated by
/// 30 degrees, each fading 1/12 s after the one before.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included (1 by default; 0 draws none).
    open var instanceCount: Int = 1 {
        didSet {
            if instanceCount < 0 {
                UIApplication.shared.log("CAReplicatorLayer.instanceCount: \(instanceCount) is negative; drawing no instances")
            }
            if instanceCount != oldValue { setNeedsComposite() }
        }
    }
    /// The delay, in seconds, between the animations of one instance and the next.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet {
            if !instanceDelay.isFinite {
                UIApplication.shared.log("CAReplicatorLayer.instanceDelay: \(instanceDelay) is not a finite number; keeping \(oldValue)")
                instanceDelay = oldValue
            }
            if instanceDelay != oldValue { setNeedsComposite() }
        }
    }
    /// The transform that takes one instance to the next (about the anchor point).
    open var instanceTransform = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { setNeedsComposite(); animatablePropertyDidChange("instanceTransform", from: oldValue) } }
    }
    /// The colour the first instance's colours are multiplied by (opaque white, no change, by default).
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { if instanceColor?.dynamicSource != nil { instanceColor = resolvedForHost(instanceColor) }; if instanceColor != oldValue { setNeedsComposite(); animatablePropertyDidChange("instanceColor", from: oldValue) } }
    }
    /// Added to the multiplying colour's red for each further instance.
    open var instanceRedOffset: Float = 0 { didSet { offsetDidChange("instanceRedOffset", &instanceRedOffset, oldValue) } }
    /// Added to the multiplying colour's green for each further instance.
    open var instanceGreenOffset: Float = 0 { didSet { offsetDidChange("instanceGreenOffset", &instanceGreenOffset, oldValue) } }
    /// Added to the multiplying colour's blue for each further instance.
    open var instanceBlueOffset: Float = 0 { didSet { offsetDidChange("instanceBlueOffset", &instanceBlueOffset, oldValue) } }
    /// Added to the multiplying colour's alpha for each further instance (negative values fade a trail).
    open var instanceAlphaOffset: Float = 0 { didSet { offsetDidChange("instanceAlphaOffset", &instanceAlphaOffset, oldValue) } }

    /// Tinted copies of sublayer bitmaps for instances whose colour is not white (see RenderTreeBuilder+Replicator).
    let tints = ReplicatorTintCache()

    /// Creates a replicator with one instance.
    public required init() { super.init() }

    private func offsetDidChange(_ name: String, _ value: inout Float, _ old: Float) {
        if !value.isFinite {
            UIApplication.shared.log("CAReplicatorLayer.\(name): \(value) is not a finite number; keeping \(old)")
            value = old
        }
        if value != old { setNeedsComposite(); animatablePropertyDidChange(name, from: old) }
    }

    static let replicatorKeys: Set<String> = ["instanceTransform", "instanceColor", "instanceRedOffset",
                                              "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]

    override class func isAnimatableKey(_ key: String) -> Bool { replicatorKeys.contains(key) || super.isAnimatableKey(key) }

    override func ownAnimationValue(forKeyPath path: String) -> AnimationValue? {
        switch path {
        case "instanceTransform": return .transform(instanceTransform)
        case "instanceColor": return .color(instanceColor)
        case "instanceRedOffset": return .number(CGFloat(instanceRedOffset))
        case "instanceGreenOffset": return .number(CGFloat(instanceGreenOffset))
        case "instanceBlueOffset": return .number(CGFloat(instanceBlueOffset))
        case "instanceAlphaOffset": return .number(CGFloat(instanceAlphaOffset))
        default: return super.ownAnimationValue(forKeyPath: path)
        }
    }

    override func setOwnAnimationValue(_ value: AnimationValue, forKeyPath path: String) -> Bool {
        switch (path, value) {
        case ("instanceTransform", .transform(let v)): instanceTransform = v
        case ("instanceColor", .color(let v)): instanceColor = v
        case ("instanceRedOffset", .number(let v)): instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .number(let v)): instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .number(let v)): instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .number(let v)): instanceAlphaOffset = Float(v)
        default: return super.setOwnAnimationValue(value, forKeyPath: path)
        }
        return true
    }

    open override func copyPresentationProperties(from layer: CALayer) {
        super.copyPresentationProperties(from: layer)
        guard let r = layer as? CAReplicatorLayer else { return }
        instanceCount = r.instanceCount
        instanceDelay = r.instanceDelay
        instanceTransform = r.instanceTransform
        instanceColor = r.instanceColor
        instanceRedOffset = r.instanceRedOffset
        instanceGreenOffset = r.instanceGreenOffset
        instanceBlueOffset = r.instanceBlueOffset
        instanceAlphaOffset = r.instanceAlphaOffset
    }

    /// The multiplying colour of instance `i` (straight RGBA, each clamped to 0...1).
    func instanceColorComponents(_ i: Int) -> [Float] {
        let base = (instanceColor?.components ?? [1, 1, 1, 1]).map { Float($0) }
        let offsets = [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset]
        return (0..<4).map { min(max(base[$0] + Float(i) * offsets[$0], 0), 1) }
    }
}
