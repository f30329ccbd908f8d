import Foundation

/// The bookkeeping of one controller transition (a push, a pop, a modal slide) whose motion is an ordinary
/// `UIView.animate` block: the completion runs exactly once, when the block finishes, or at once when
/// `finish()` is called because another transition starts (the slide's animations are then removed, so
/// the views show their final model values).
@MainActor
final class UIControllerTransition {
    /// The layer keys a controller slide or fade animates.
    private static let animatedKeys = ["position", "opacity", "transform", "bounds"]

    private var completion: (() -> Void)?
    private var animatedViews: [UIView] = []

    /// Whether the transition has not completed yet.
    var isRunning: Bool { completion != nil }

    /// Applies `prepare` without animation, then `animations` inside `UIView.animate(withDuration:delay:options:...)`
    /// when `animated` (at once otherwise), then `completion`. `views` are the views the block animates. When
    /// `blocksInteraction` (a modal presentation or dismissal), touches that begin while it animates are ignored.
    init(duration: TimeInterval, options: UIView.AnimationOptions, animated: Bool, views: [UIView], blocksInteraction: Bool = false,
         prepare: () -> Void, animations: () -> Void, completion: @escaping @MainActor () -> Void) {
        self.completion = completion
        guard animated, duration > 0, UIView.areAnimationsEnabled else {
            UIView.performWithoutAnimation {
                prepare()
                animations()
            }
            finish()
            return
        }
        UIView.performWithoutAnimation(prepare)
        animatedViews = views
        if blocksInteraction { UIApplication.shared.interactionBlockingTransitions.append(WeakControllerTransition(transition: self)) }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) { [weak self] _ in
            self?.finish()
        }
    }

    /// A transition whose motion someone else runs (a custom animator): it completes when `finish()` is called,
    /// by the animator's `completeTransition(_:)` or because another transition starts.
    init(views: [UIView], blocksInteraction: Bool, completion: @escaping @MainActor () -> Void) {
        self.completion = completion
        animatedViews = views
        if blocksInteraction { UIApplication.shared.interactionBlockingTransitions.append(WeakControllerTransition(transition: self)) }
    }

    /// Ends the transition now: stops its animations (the views jump to their model values) and runs the
    /// completion, once.
    func finish() {
        guard let completion else { return }
        self.completion = nil
        for view in animatedViews {
            for key in Self.animatedKeys { view.layer.removeAnimation(forKey: key) }
        }
        animatedViews = []
        completion()
    }
}

/// A weak hold on a transition, so one that goes away unfinished never blocks touches.
@MainActor struct WeakControllerTransition {
    weak var transition: UIControllerTransition?
}

extension UIApplication {
    /// Whether a modal presentation or dismissal is animating: UIKit ignores new touches until it completes
    /// (so a tap during a slide reaches neither the sliding screen nor the one it uncovers or covers).
    var isInInteractionBlockingTransition: Bool {
        if interactionBlockingTransitions.isEmpty { return false }
        interactionBlockingTransitions.removeAll { $0.transition?.isRunning != true }
        return !interactionBlockingTransitions.isEmpty
    }
}
