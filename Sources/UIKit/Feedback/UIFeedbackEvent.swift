import Foundation

/// Feedback that a generator triggered: what kind, how strong, where, when, and whether hardware played it.
/// The app keeps the latest ones so tests can assert that an action gave the feedback it should.
public struct UIFeedbackEvent: Equatable, Sendable {
    /// The generator's kind and style, as UIKit names them: `impact.light`, `selection`, `notification.error` ...
    public var kind: String
    /// The intensity asked for, 0 to 1 (1 unless `impactOccurred(intensity:)` was used).
    public var intensity: Double
    /// Where in the generator's view the feedback happened, when the call gave a location.
    public var location: CGPoint?
    /// When it was triggered, on the application clock.
    public var time: TimeInterval
    /// Whether an actuator played it (false when no connected device can vibrate, or the app is not active).
    public var played: Bool
}
