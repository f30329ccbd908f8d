import Foundation

/// One controller transition (a push, a pop, a modal slide): a progress from 0 to 1 over `duration` on
/// the application clock, eased in and out, then a completion. It can be finished early (when another
/// transition starts), and runs to the end at once when not animated.
@MainActor
final class UITransitionAnimation {
    private let ticker = UIFrameTicker()
    private var update: ((CGFloat) -> Void)?
    private var completion: (() -> Void)?

    /// Whether the transition has not completed yet.
    var isRunning: Bool { completion != nil }

    /// Starts the transition: `update` gets the eased progress every frame, `completion` runs once at the end.
    init(duration: TimeInterval, animated: Bool, update: @escaping @MainActor (CGFloat) -> Void,
         completion: @escaping @MainActor () -> Void) {
        self.update = update
        self.completion = completion
        guard animated, duration > 0 else { finish(); return }
        update(0)
        let start = UIApplication.shared.clock.now
        ticker.start { [weak self] now in
            guard let self else { return false }
            let t = min(max((now - start) / duration, 0), 1)
            if t >= 1 { self.finish(); return false }
            self.update?(UITransitionAnimation.ease(CGFloat(t)))
            return true
        }
    }

    /// Jumps to the end and runs the completion (once).
    func finish() {
        ticker.stop()
        guard let completion else { return }
        update?(1)
        self.update = nil
        self.completion = nil
        completion()
    }

    /// An ease-in-out curve (cubic).
    static func ease(_ t: CGFloat) -> CGFloat {
        t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }
}
