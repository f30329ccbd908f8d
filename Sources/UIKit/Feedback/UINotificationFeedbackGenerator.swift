import Foundation

/// A feedback generator that communicates that a task or action succeeded, failed or produced a warning.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error

        var name: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }

        /// Success rises in two taps, a warning is two even taps, an error three quick strong ones.
        var pattern: [UIHapticPulse] {
            switch self {
            case .success:
                [UIHapticPulse(delay: 0, lowFrequency: 0, highFrequency: 0.5, duration: 0.03),
                 UIHapticPulse(delay: 0.1, lowFrequency: 0.35, highFrequency: 0.7, duration: 0.04)]
            case .warning:
                [UIHapticPulse(delay: 0, lowFrequency: 0.3, highFrequency: 0.6, duration: 0.04),
                 UIHapticPulse(delay: 0.15, lowFrequency: 0.3, highFrequency: 0.6, duration: 0.04)]
            case .error:
                [UIHapticPulse(delay: 0, lowFrequency: 0.5, highFrequency: 0.7, duration: 0.03),
                 UIHapticPulse(delay: 0.08, lowFrequency: 0.5, highFrequency: 0.7, duration: 0.03),
                 UIHapticPulse(delay: 0.16, lowFrequency: 0.6, highFrequency: 0.8, duration: 0.04)]
            }
        }
    }

    /// Triggers feedback that communicates `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        trigger("notification.\(notificationType.name)", pattern: notificationType.pattern)
    }

    /// Triggers feedback of `notificationType` at `location` in the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        trigger("notification.\(notificationType.name)", pattern: notificationType.pattern, location: location)
    }
}
