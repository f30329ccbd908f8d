import Foundation

/// Recognizes a shake in a stream of accelerometer samples with seismic's rules (square/seismic's
/// `ShakeDetector`): a sample accelerates when |a| (gravity included) exceeds 13 m/s²; the queue keeps
/// 0.5 s of samples but never fewer than 4; a shake is heard when the queue spans at least 0.25 s and at
/// least three quarters of its samples accelerate.
///
/// One addition for fast pads: while the queue holds more than its minimum of four samples, the shake is
/// heard only once the queue spans 0.45 s. Seismic's phones stream samples all the time, so their queue
/// always spans its full 0.5 s; a pad that starts streaming in the middle of a moderate shake would
/// otherwise be judged on one or two periods, which over-count the peaks (a 20 m/s² 4 Hz shake then
/// reaches 75%, where a full window gives it 72% and a real 30 m/s² shake 82%).
///
/// UIKit's motion events need a beginning too: a shake begins at an accelerating sample when half of
/// the last 0.15 s (or of the last two samples, for a slow device) accelerate, stops short when fewer
/// than a quarter of the last 0.25 s do, and ends when it is heard.
struct UIShakeDetector {
    /// What a new sample means for the shake in progress.
    enum Output: Equatable { case began, ended, cancelled(CancelReason) }
    /// Why a shake that began did not end in recognition.
    enum CancelReason: String, Equatable { case stoppedShort = "it stopped short", tooLong = "it ran too long", disconnected = "the controller was unplugged" }

    static let accelerationThreshold = 13.0
    /// The span a queue richer than its minimum must reach before a shake is heard.
    static let fullSpan: TimeInterval = 0.45
    static let beganWindow: TimeInterval = 0.15
    static let beganShare = 0.5
    static let stopWindow: TimeInterval = 0.25
    static let stopShare = 0.25
    /// A shake not recognized within 2 s is cancelled.
    static let maximumDuration: TimeInterval = 2
    /// After a shake (recognized or too long), a new one can begin once the pad was calm this long.
    static let calmTime: TimeInterval = 0.5

    private enum State: Equatable { case idle, shaking(since: TimeInterval), settling }
    private var state = State.idle
    private(set) var queue = SampleQueue()
    private var lastAcceleratingTime = -TimeInterval.infinity

    /// Whether a shake began and has not ended or been cancelled yet.
    var isShaking: Bool { if case .shaking = state { true } else { false } }

    /// Adds one sample (m/s², finite) taken at `time` seconds and says what changed.
    mutating func add(x: Double, y: Double, z: Double, at time: TimeInterval) -> Output? {
        if let last = queue.times.last, time < last { return nil }  // out of order: ignore
        let isAccelerating = x * x + y * y + z * z > Self.accelerationThreshold * Self.accelerationThreshold
        if isAccelerating { lastAcceleratingTime = time }
        queue.add(time, accelerating: isAccelerating)

        switch state {
        case .idle:
            let (n, share) = queue.share(since: time - Self.beganWindow)
            if isAccelerating && n >= 2 && share >= Self.beganShare {
                state = .shaking(since: time)
                if heard { return hear() }
                return .began
            }
        case .shaking(let since):
            if heard { return hear() }
            if time - since >= Self.stopWindow, queue.share(since: time - Self.stopWindow).share < Self.stopShare {
                state = .idle
                return .cancelled(.stoppedShort)
            }
            if time - since > Self.maximumDuration {
                state = .settling
                return .cancelled(.tooLong)
            }
        case .settling:
            if time - lastAcceleratingTime > Self.calmTime { state = .idle }
        }
        return nil
    }

    /// Seismic hears the shake, with the fuller span asked of a rich queue.
    private var heard: Bool {
        queue.isShaking && (queue.count <= SampleQueue.minimumCount || queue.span >= Self.fullSpan)
    }

    /// A shake heard: as seismic, the queue starts over.
    private mutating func hear() -> Output {
        state = .settling
        queue.clear()
        return .ended
    }

    /// Checks for samples that stopped arriving: a shake with no sample for 0.25 s stops short.
    /// A slow device's samples are allowed one and a half of its intervals.
    mutating func check(at time: TimeInterval) -> Output? {
        guard case .shaking = state, let last = queue.times.last,
              time - last > max(Self.stopWindow, 1.5 * queue.lastInterval) else { return nil }
        state = .idle
        return .cancelled(.stoppedShort)
    }

    /// The controller went away: a shake in progress is cancelled.
    mutating func disconnect() -> Output? {
        defer { state = .idle; queue.clear() }
        return isShaking ? .cancelled(.disconnected) : nil
    }
}
