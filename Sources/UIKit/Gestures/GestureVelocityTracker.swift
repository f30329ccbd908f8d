import Foundation

/// Velocity of a value from its recent samples on the application clock: the change over the last
/// `window` seconds of movement, zero once the value has rested longer than that.
struct GestureVelocityTracker {
    private var samples: [(time: TimeInterval, value: CGPoint)] = []
    /// Seconds of history the estimate uses.
    var window: TimeInterval = 0.1

    mutating func reset() { samples.removeAll() }

    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        guard value.x.isFinite, value.y.isFinite, time.isFinite else { return }
        if let last = samples.last, last.value == value { return }  // rests do not add samples
        samples.append((time, value))
        samples.removeAll { time - $0.time > window * 2 }
    }

    /// Units per second at `now`.
    func velocity(at now: TimeInterval) -> CGPoint {
        guard let last = samples.last, now - last.time <= window else { return .zero }
        let first = samples.first { last.time - $0.time <= window } ?? last
        // Include the sample just before the window, so a steady motion measures a whole window.
        let index = samples.firstIndex { $0.time == first.time } ?? 0
        let start = index > 0 ? samples[index - 1] : first
        let dt = last.time - start.time
        guard dt > 1e-6 else { return .zero }
        return CGPoint(x: (last.value.x - start.value.x) / dt, y: (last.value.y - start.value.y) / dt)
    }
}
