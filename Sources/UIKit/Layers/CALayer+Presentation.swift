import Foundation

extension CALayer {
    /// The layer as currently shown on screen: a copy of the layer's render properties with the animated
    /// values at the current clock time applied and additive presentation offsets (motion effects, see
    /// CALayer+PresentationOffsets) added; while nothing changes what is shown, a copy of the model values.
    /// Nil only for a layer that has never been committed to the screen (composited in a window), as in
    /// Core Animation. The copy has no superlayer, sublayers, delegate or content of its own: read content
    /// and tree structure from the model layer. A presentation copy's own `presentation()` is itself.
    public func presentation() -> CALayer? {
        if let shown = presentationIfChanged() { return shown }
        guard wasCommitted else { return nil }
        let copy = type(of: self).init()
        copy.animationState = CALayerAnimationState(presentationOf: self)
        copy.copyPresentationProperties(from: self)
        return copy
    }

    /// The layer as the compositor and hit testing read it: the presentation copy while animations or
    /// offsets change what is shown, the layer itself otherwise (no copy is made for idle layers).
    var onScreenLayer: CALayer { presentationIfChanged() ?? self }

    /// The presentation copy when animations or offsets make the shown values differ from the model's
    /// (cached per frame time); nil when the model values are what is shown.
    func presentationIfChanged() -> CALayer? {
        guard let state = animationState else { return presentationProvider?(self) ?? offsetPresentationCopy() }
        if state.isPresentationCopy { return self }
        guard !state.attachments.isEmpty else { return presentationProvider?(self) ?? offsetPresentationCopy() }
        let now = UIApplication.shared.animationEngine.now
        if let c = state.cachedPresentation, c.time == now, c.revision == state.revision { return c.layer }
        let copy = makePresentationCopy(at: now, override: nil)
        applyPresentationOffsets(to: copy)
        state.cachedPresentation = (now, state.revision, copy)
        return copy
    }

    /// The model layer a presentation copy shows; the layer itself otherwise.
    public func model() -> CALayer {
        guard let state = animationState, state.isPresentationCopy, let m = state.model else { return self }
        return m
    }

    /// Builds a presentation copy at `time`; `override` replaces one model value before animations apply.
    func makePresentationCopy(at time: Double, override: (path: String, value: AnimationValue)?) -> CALayer {
        let copy = type(of: self).init()
        copy.animationState = CALayerAnimationState(presentationOf: self)
        copy.copyPresentationProperties(from: self)
        if let o = override { copy.setAnimationValue(o.value, forKeyPath: o.path) }
        for a in animationState?.attachments ?? [] {
            guard let path = a.animation.animatedKeyPath,
                  let base = copy.animationValue(forKeyPath: path),
                  let (fraction, iteration) = a.fraction(at: time),
                  var value = a.animation.value(atFraction: fraction, base: base, implicitFrom: a.implicitFrom) else { continue }
            if let p = a.animation as? CAPropertyAnimation, p.isCumulative, iteration > 0,
               let basic = p as? CABasicAnimation, let (from, to) = basic.endpoints(base: base, implicitFrom: a.implicitFrom) {
                let step = AnimationValue.subtract(to, from)
                for _ in 0..<min(iteration, 10_000) { value = AnimationValue.add(value, step) }
            }
            if a.animation.addsToUnderlyingValue { value = AnimationValue.add(base, value) }
            guard value.isFinite else { continue }
            copy.setAnimationValue(value, forKeyPath: path)
        }
        return copy
    }

    /// Maps this layer's coordinates into its superlayer's using presentation values of both (what hit
    /// testing and the compositor see while animating).
    public var presentationTransformToSuperlayer: CATransform3D {
        onScreenLayer.transformToSuperlayer(parent: superlayer?.onScreenLayer)
    }
}
