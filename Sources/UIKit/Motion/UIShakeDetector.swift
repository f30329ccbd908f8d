import Foundation

/// Recognizes a shake in a stream of accelerometer samples (the "seismic" algorithm): a sample accelerates
/// when |a| (gravity included) exceeds 13 m/s²; a shake is recognized when the last 0.5 s holds at least
/// 4 samples spanning at least 0.45 s of which at least 75% accelerate.
///
/// The window must span almost all of its 0.5 s: a window of one to two periods of a moderate shake
/// over-counts its peaks (a 20 m/s² 4 Hz shake then reached 75% in simulation), while a full window
/// separates it (72%) from a real 30 m/s² shake (82%) at 60, 120 and 250 Hz sampling.
struct UIShakeDetector {
    /// What a new sample means for the shake in progress.
    enum Output: Equatable { case began, ended, cancelled(CancelReason) }
    /// Why a shake that began did not end in recognition.
    enum CancelReason: String, Equatable { case stoppedShort = "it stopped short", tooLong = "it ran too long", disconnected = "the controller was unplugged" }

    static let accelerationThreshold = 13.0
    static let window: TimeInterval = 0.5
    static let minimumSamples = 4
    static let minimumSpan: TimeInterval = 0.45
    static let recognizedShare = 0.75
    /// Shaking starts when half the samples of the last 0.15 s accelerate.
    static let beganWindow: TimeInterval = 0.15
    static let beganShare = 0.5
    /// It stops short when fewer than a quarter of the samples of the last 0.25 s accelerate.
    static let stopWindow: TimeInterval = 0.25
    static let stopShare = 0.25
    /// A shake not recognized within 2 s is cancelled.
    static let maximumDuration: TimeInterval = 2
    /// After a shake (recognized or too long), a new one can begin once the pad was calm this long.
    static let calmTime: TimeInterval = 0.5

    private enum State: Equatable { case idle, shaking(since: TimeInterval), settling }
    private var state = State.idle
    private var times: [TimeInterval] = []
    private var accelerating: [Bool] = []
    private var lastAcceleratingTime = -TimeInterval.infinity

    /// Whether a shake began and has not ended or been cancelled yet.
    var isShaking: Bool { if case .shaking = state { true } else { false } }

    /// Adds one sample (m/s², finite) taken at `time` seconds and says what changed.
    mutating func add(x: Double, y: Double, z: Double, at time: TimeInterval) -> Output? {
        if let last = times.last {
            if time < last { return nil }  // out of order: ignore
            if time - last > Self.window { times.removeAll(keepingCapacity: true); accelerating.removeAll(keepingCapacity: true) }
        }
        let isAccelerating = x * x + y * y + z * z > Self.accelerationThreshold * Self.accelerationThreshold
        if isAccelerating { lastAcceleratingTime = time }
        times.append(time)
        accelerating.append(isAccelerating)
        var drop = 0
        while times.count - drop > Self.minimumSamples && times[drop] < time - Self.window { drop += 1 }
        if drop > 0 { times.removeFirst(drop); accelerating.removeFirst(drop) }

        switch state {
        case .idle:
            let (n, share) = share(since: time - Self.beganWindow)
            if isAccelerating && n >= Self.minimumSamples && share >= Self.beganShare {
                state = .shaking(since: time)
                return .began
            }
        case .shaking(let since):
            let n = times.count
            let count = accelerating.lazy.filter { $0 }.count
            if n >= Self.minimumSamples, time - times[0] >= Self.minimumSpan,
               Double(count) >= Self.recognizedShare * Double(n) {
                state = .settling
                times.removeAll(keepingCapacity: true); accelerating.removeAll(keepingCapacity: true)
                return .ended
            }
            if time - since >= Self.stopWindow, share(since: time - Self.stopWindow).share < Self.stopShare {
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

    /// Checks for samples that stopped arriving: a shake with no sample for 0.25 s stops short.
    mutating func check(at time: TimeInterval) -> Output? {
        guard case .shaking = state, let last = times.last, time - last > Self.stopWindow else { return nil }
        state = .idle
        return .cancelled(.stoppedShort)
    }

    /// The controller went away: a shake in progress is cancelled.
    mutating func disconnect() -> Output? {
        defer { state = .idle; times.removeAll(); accelerating.removeAll() }
        return isShaking ? .cancelled(.disconnected) : nil
    }

    private func share(since start: TimeInterval) -> (count: Int, share: Double) {
        var n = 0, a = 0
        for i in times.indices.reversed() {
            guard times[i] >= start - 1e-9 else { break }
            n += 1
            if accelerating[i] { a += 1 }
        }
        return (n, n == 0 ? 0 : Double(a) / Double(n))
    }
}
