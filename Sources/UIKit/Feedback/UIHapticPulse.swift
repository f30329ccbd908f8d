import Foundation

/// One burst of vibration in a feedback pattern, for an actuator with a low-frequency (heavy) and a high-frequency
/// (light) motor, as game controllers and handhelds have; the platform plays it on the hardware it has.
public struct UIHapticPulse: Equatable, Sendable {
    /// When the burst starts, in seconds after the feedback was triggered.
    public var delay: TimeInterval
    /// Strength of the low-frequency motor, 0 (off) to 1 (full).
    public var lowFrequency: Double
    /// Strength of the high-frequency motor, 0 (off) to 1 (full).
    public var highFrequency: Double
    /// How long the burst lasts, in seconds.
    public var duration: TimeInterval

    /// A burst from its timing and its two motor strengths (clamped to 0...1; non-finite values become 0).
    public init(delay: TimeInterval = 0, lowFrequency: Double, highFrequency: Double, duration: TimeInterval) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        func seconds(_ v: TimeInterval) -> TimeInterval { v.isFinite ? min(max(v, 0), 10) : 0 }
        self.delay = seconds(delay)
        self.lowFrequency = unit(lowFrequency)
        self.highFrequency = unit(highFrequency)
        self.duration = seconds(duration)
    }

    /// The same burst with both motors scaled by `intensity` (0...1).
    func scaled(by intensity: Double) -> UIHapticPulse {
        UIHapticPulse(delay: delay, lowFrequency: lowFrequency * intensity, highFrequency: highFrequency * intensity,
                      duration: duration)
    }
}
