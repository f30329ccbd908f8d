import Foundation

extension CALayer {
    // MARK: Explicit animations
    /// Attaches `anim` under `key` (replacing, and stopping with `finished == false`, any animation under the
    /// same key). The model value is not changed: set it yourself to where the animation ends.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard animationState?.isPresentationCopy != true else { return }
        if let path = anim.animatedKeyPath, animationValue(forKeyPath: path) == nil {
            UIApplication.shared.log("CALayer.add(_:forKey:): cannot animate key path \"\(path)\"; the animation runs but shows nothing")
        }
        UIApplication.shared.animationEngine.attach(anim, to: self, forKey: key)
    }

    /// Attaches an implicit animation: with no values of its own it runs from `implicitFrom` to the model value.
    func addImplicit(_ anim: CAAnimation, forKey key: String, implicitFrom: AnimationValue?) {
        guard animationState?.isPresentationCopy != true else { return }
        UIApplication.shared.animationEngine.attach(anim, to: self, forKey: key)?.implicitFrom = implicitFrom
    }

    /// The animation attached under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState?.attachments.first { $0.key == key && !$0.key.hasPrefix("anonymous-") }?.animation
    }

    /// The keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = (animationState?.attachments ?? []).map(\.key).filter { !$0.hasPrefix("anonymous-") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate and completion see `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let a = animationState?.attachments.first(where: { $0.key == key }) else { return }
        UIApplication.shared.animationEngine.remove(a, from: self)
    }

    /// Removes every attached animation (each reports `finished == false` unless it already ended).
    public func removeAllAnimations() {
        for a in animationState?.attachments ?? [] { UIApplication.shared.animationEngine.remove(a, from: self) }
    }

    // MARK: Actions
    /// Actions by property key, consulted after the delegate; an `NSNull` entry turns a key's implicit animation off.
    public var actions: [String: CAAction]? {
        get { animationState?.actions }
        set { ensureAnimationState().actions = newValue }
    }

    /// The action for a change of `event` (a property key): the delegate's answer, else `actions[event]`,
    /// else the default. `NSNull` from any source means no action (returned as nil).
    public func action(forKey event: String) -> CAAction? {
        if let a = delegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        return Self.defaultAction(forKey: event)
    }

    /// The implicit animation for an animatable key: a basic animation using the current transaction's
    /// duration (0 gives none) and timing function (Core Animation's default curve when unset).
    public class func defaultAction(forKey event: String) -> CAAction? {
        guard isAnimatableKey(event) else { return nil }
        let duration = CATransaction.animationDuration()
        guard duration > 0 else { return nil }
        let anim = CABasicAnimation(keyPath: event)
        anim.duration = duration
        anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return anim
    }

    // MARK: Hook from property setters
    /// Called by CALayer's property observers after `key` changed from `oldValue`: refreshes the presentation
    /// copy and runs the key's action (implicit animation) unless actions are disabled.
    func animatablePropertyDidChange<Value>(_ key: String, from oldValue: Value) {
        if let state = animationState {
            guard !state.isPresentationCopy else { return }
            state.revision += 1
        }
        guard type(of: self).isAnimatableKey(key) else { return }
        // Fast path: a view's layer outside animation blocks has no action and nothing to compute.
        let engine = UIApplication.shared.animationEngine
        let isViewLayer = delegate is UIView
        if isViewLayer && engine.viewContexts.isEmpty { return }
        // As in Core Animation, a standalone layer animates implicitly only once it has been on screen:
        // building a layer tree (not yet in a window, or added during this turn) shows the final values at once.
        if !isViewLayer && !hasBeenCommitted(engine) { return }
        guard !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        guard let old = AnimationValue(any: oldValue) else { return }
        let onScreen = presentationValue(forKeyPath: key, modelOverride: old) ?? old
        action.run(forKey: key, object: self, arguments: ["previousValue": old.anyValue, "presentationValue": onScreen.anyValue,
                                                         "previousAnimationValue": old, "presentationAnimationValue": onScreen])
    }

    /// The on-screen value of `path`, evaluating the attached animations over the model value
    /// (or `modelOverride` in its place, e.g. the value before a change).
    func presentationValue(forKeyPath path: String, modelOverride: AnimationValue? = nil) -> AnimationValue? {
        guard let state = animationState, state.attachments.contains(where: { $0.animation.animatedKeyPath.map(Self.rootKey) == Self.rootKey(of: path) }) else {
            return modelOverride ?? animationValue(forKeyPath: path)
        }
        let copy = makePresentationCopy(at: UIApplication.shared.animationEngine.now, override: modelOverride.map { (path, $0) })
        return copy.animationValue(forKeyPath: path)
    }

    /// Whether the layer sits in a window's layer tree that was composited since it (or an ancestor) joined it.
    func hasBeenCommitted(_ engine: CAAnimationEngine) -> Bool {
        var l: CALayer = self
        while true {
            if engine.isPendingCommit(l) { return false }
            guard let p = l.superlayer else { break }
            l = p
        }
        return l.treeHost != nil
    }

    /// Called by `insertSublayer` after the layer joined a parent: changes in this turn will not animate implicitly.
    func didJoinLayerTree() {
        var root: CALayer = self
        while let p = root.superlayer { root = p }
        guard root.treeHost != nil else { return }
        UIApplication.shared.animationEngine.notePendingCommit(self)
    }

    func ensureAnimationState() -> CALayerAnimationState {
        if let s = animationState { return s }
        let s = CALayerAnimationState()
        animationState = s
        return s
    }

    /// Animations changed what is on screen: drop the cached copy and ask for a composite of this layer.
    func animationsDidChangePresentation() {
        animationState?.revision += 1
        setNeedsComposite()
    }
}
