import Foundation

/// The abstract superclass of the feedback generators: it plays haptic patterns on the device's actuator (on Linux, a
/// connected game controller's rumble motors) while the app is active, and does nothing where there is none, as on
/// an iPhone without a Taptic Engine.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The view the feedback belongs to, for locations given with the feedback (iOS 17.5).
    public internal(set) weak var view: UIView?

    /// A generator that is not tied to a view.
    public init() {}

    /// A generator whose feedback belongs to `view` (iOS 17.5's `init(view:)`).
    public convenience init(view: UIView) {
        self.init()
        self.view = view
    }

    /// Puts the generator in a prepared state for a short while, so feedback triggered soon after plays with less
    /// latency; calling it right before triggering gains nothing. Rumble motors start at once, so here it has
    /// nothing to warm up.
    open func prepare() {}

    /// Plays `pattern` for feedback of `kind`, scaled by `intensity`, and returns to the idle state.
    func trigger(_ kind: String, pattern: [UIHapticPulse], intensity: Double = 1, location: CGPoint? = nil) {
        UIApplication.shared.feedbackEngine.play(kind, pattern: pattern, intensity: intensity, location: location)
    }
}
