import Foundation

/// A feedback generator that indicates a change in selection, such as a picker wheel passing a row.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A short, light tick.
    static let pattern = [UIHapticPulse(lowFrequency: 0, highFrequency: 0.25, duration: 0.01)]

    /// Triggers selection feedback: the selection changed.
    open func selectionChanged() { trigger("selection", pattern: Self.pattern) }

    /// Triggers selection feedback at `location` in the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { trigger("selection", pattern: Self.pattern, location: location) }
}
