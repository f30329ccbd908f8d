import Foundation

/// Plays the feedback generators' patterns on the platform's actuator, one pulse at a time on the run loop, and
/// keeps the latest feedback for tests. Feedback is played only while the app is active, as on iOS.
@MainActor
final class UIFeedbackEngine {
    /// How many recent feedback events are kept.
    static let historyLimit = 64
    /// The latest feedback, oldest first.
    private(set) var history: [UIFeedbackEvent] = []
    private unowned let app: UIApplication

    init(app: UIApplication) { self.app = app }

    func play(_ kind: String, pattern: [UIHapticPulse], intensity: Double, location: CGPoint?) {
        var played = false
        if app.applicationState == .active, let platform = app.platform, intensity > 0 {
            for pulse in pattern.map({ $0.scaled(by: intensity) }) {
                if pulse.delay == 0 {
                    played = platform.playHaptic(pulse) || played
                } else {
                    // Later pulses of the same pattern follow on the run loop, in every mode (also while tracking).
                    played = platform.canPlayHaptics || played
                    _ = app.runLoop.schedule(after: pulse.delay, repeats: false, target: nil) { [weak app] _ in
                        _ = app?.platform?.playHaptic(pulse)
                    }
                }
            }
        }
        if history.count >= Self.historyLimit { history.removeFirst(history.count - Self.historyLimit + 1) }
        history.append(UIFeedbackEvent(kind: kind, intensity: intensity, location: location, time: app.clock.now, played: played))
    }
}

extension UIApplication {
    /// The feedback generators' player (Feedback/UIFeedbackEngine).
    var feedbackEngine: UIFeedbackEngine {
        if let engine = feedbackEngineStorage { return engine }
        let engine = UIFeedbackEngine(app: self)
        feedbackEngineStorage = engine
        return engine
    }

    /// The latest feedback the app's generators triggered (up to 64, oldest first), played or not.
    @_spi(Testing) public var recentFeedback: [UIFeedbackEvent] { feedbackEngineStorage?.history ?? [] }
}
