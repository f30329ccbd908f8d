import Foundation

/// A feedback generator that simulates physical impacts: an object colliding with another or snapping into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        /// A collision between soft, flexible objects.
        case soft
        /// A collision between hard, inflexible objects.
        case rigid

        var name: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }

        /// One burst per style: heavier masses use more of the low-frequency motor and last longer.
        var pattern: [UIHapticPulse] {
            switch self {
            case .light: [UIHapticPulse(lowFrequency: 0, highFrequency: 0.35, duration: 0.025)]
            case .medium: [UIHapticPulse(lowFrequency: 0.3, highFrequency: 0.55, duration: 0.035)]
            case .heavy: [UIHapticPulse(lowFrequency: 0.75, highFrequency: 0.6, duration: 0.045)]
            case .soft: [UIHapticPulse(lowFrequency: 0.45, highFrequency: 0, duration: 0.06)]
            case .rigid: [UIHapticPulse(lowFrequency: 0, highFrequency: 0.8, duration: 0.015)]
            }
        }
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, UIKit's default.
    public convenience override init() { self.init(style: .medium) }

    /// A generator of impacts of `style` that belong to `view` (iOS 17.5).
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        self.view = view
    }

    /// Triggers impact feedback of the generator's style.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Triggers impact feedback at `intensity`, from 0 to 1 (values outside are clamped; a non-finite one is logged
    /// and the feedback is not played).
    open func impactOccurred(intensity: CGFloat) { play(intensity: intensity, at: nil) }

    /// Triggers impact feedback at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { play(intensity: 1, at: location) }

    /// Triggers impact feedback at `intensity` and `location` in the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { play(intensity: intensity, at: location) }

    private func play(intensity: CGFloat, at location: CGPoint?) {
        guard intensity.isFinite else {
            UIApplication.shared.log("UIImpactFeedbackGenerator: impactOccurred(intensity: \(intensity)) needs a value between 0 and 1; no feedback played")
            return
        }
        trigger("impact.\(style.name)", pattern: style.pattern, intensity: Double(min(max(intensity, 0), 1)), location: location)
    }
}
