import Foundation

/// One running `UIView.transition`: a layer laid over the view in its superlayer holds snapshots of the old
/// (and for flips and curl-down, the new) content and animates them; the view itself is kept out of sight
/// while snapshots stand in for it. Everything goes when the animations end.
@MainActor
final class UIViewTransition {
    private let view: UIView
    private let kind: UInt
    private let duration: Double
    private let options: UIView.AnimationOptions
    private let oldContent: CGImage
    private let scale: CGFloat
    private let engine: CAAnimationEngine
    /// The layer laid over the view (same place, size and transform).
    let host = CALayer()

    init(view: UIView, kind: UInt, duration: Double, options: UIView.AnimationOptions, oldContent: CGImage,
         scale: CGFloat, engine: CAAnimationEngine) {
        self.view = view
        self.kind = kind
        self.duration = duration
        self.options = options
        self.oldContent = oldContent
        self.scale = scale
        self.engine = engine
    }

    private var isFlip: Bool { kind == 1 || kind == 2 || kind == 6 || kind == 7 }

    /// Builds the layers, attaches the animations and calls `completion` when they end.
    func run(completion: ((Bool) -> Void)?) {
        let target = view.layer
        guard let superlayer = target.superlayer else { return }
        let b = target.bounds
        let group = CAAnimationCompletionGroup { [host] finished in
            host.removeFromSuperlayer()
            completion?(finished)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.bounds = b
        host.anchorPoint = target.anchorPoint
        host.position = target.position
        host.transform = target.transform
        host.zPosition = target.zPosition
        // Perspective for the 3D turns, seen from twice the larger side away.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(b.width, b.height, 1))
        host.sublayerTransform = perspective
        superlayer.insertSublayer(host, above: target)
        let old = snapshotLayer(oldContent)
        let needsNew = isFlip || kind == 4
        let new = needsNew ? target.renderSnapshot(scale: scale).map(snapshotLayer) : nil
        if let new { host.addSublayer(new) }
        host.addSublayer(old)
        CATransaction.commit()

        let curve = options.curve.timingFunction
        switch kind {
        case 5:
            // Cross-dissolve: the old picture fades out over the live new content.
            old.opacity = 0
            add(basic("opacity", from: 1, to: 0, curve: curve), to: old, group: group)
        case 3:
            // Curl up: the old page turns up about its top edge, its bottom edge toward the viewer, uncovering the new.
            pinToTop(old)
            old.opacity = 0
            add(keyframes("transform.rotation.x", [0, CGFloat.pi / 2], curve: curve), to: old, group: group)
            add(basic("opacity", from: 1, to: 0, curve: curve), to: old, group: group)
        case 4:
            // Curl down: the new page turns down over the old one about its top edge.
            guard let new else { break }
            host.insertSublayer(old, below: new)
            pinToTop(new)
            add(keyframes("transform.rotation.x", [CGFloat.pi / 2, 0], curve: curve), to: new, group: group)
            add(basic("opacity", from: 0, to: 1, curve: curve), to: new, group: group)
            hideView(group: group)
        default:
            // Flips: the old side turns edge-on in the first half, the new side turns in from edge-on in the second.
            guard let new else { break }
            let (key, sign): (String, CGFloat) = switch kind {
            case 1: ("transform.rotation.y", 1)
            case 2: ("transform.rotation.y", -1)
            case 6: ("transform.rotation.x", -1)
            default: ("transform.rotation.x", 1)
            }
            let quarter = sign * CGFloat.pi / 2
            old.opacity = 0
            add(keyframes(key, [0, quarter, quarter], times: [0, 0.5, 1], curve: curve), to: old, group: group)
            add(keyframes("opacity", [1, 0], discrete: true, curve: curve), to: old, group: group)
            add(keyframes(key, [-quarter, -quarter, 0], times: [0, 0.5, 1], curve: curve), to: new, group: group)
            add(keyframes("opacity", [0, 1], discrete: true, curve: curve), to: new, group: group)
            hideView(group: group)
        }
        group.seal(engine: engine)
    }

    private func snapshotLayer(_ image: CGImage) -> CALayer {
        let l = CALayer()
        l.frame = host.bounds
        l.contents = image
        l.contentsScale = scale
        return l
    }

    private func pinToTop(_ layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        layer.position = CGPoint(x: host.bounds.midX, y: host.bounds.minY)
        CATransaction.commit()
    }

    /// Keeps the live view invisible for the transition (the snapshots stand in for it); its model opacity is untouched.
    private func hideView(group: CAAnimationCompletionGroup) {
        let hide = CABasicAnimation(keyPath: "opacity")
        hide.fromValue = 0
        hide.toValue = 0
        hide.duration = duration
        add(hide, to: view.layer, key: nil, group: group)
    }

    private func basic(_ key: String, from: CGFloat, to: CGFloat, curve: CAMediaTimingFunction) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.timingFunction = curve
        return a
    }

    /// A keyframe animation over the whole transition (discrete: the values share the time evenly).
    private func keyframes(_ key: String, _ values: [CGFloat], times: [Double]? = nil, discrete: Bool = false,
                           curve: CAMediaTimingFunction) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: key)
        a.values = values
        a.keyTimes = times?.map { NSNumber(value: $0) }
        a.calculationMode = discrete ? .discrete : .linear
        a.duration = duration
        a.timingFunction = curve
        return a
    }

    private func add(_ anim: CAAnimation, to layer: CALayer, key: String? = "", group: CAAnimationCompletionGroup) {
        let k = key.map { $0.isEmpty ? ((anim as? CAPropertyAnimation)?.keyPath ?? "transition") : $0 }
        let attachment = engine.attach(anim, to: layer, forKey: k.map { "transition.\($0)" }, groups: [group])
        attachment?.blocksInteraction = !options.contains(.allowUserInteraction)
    }
}
