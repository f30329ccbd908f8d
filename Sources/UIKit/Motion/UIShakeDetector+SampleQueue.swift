import Foundation

extension UIShakeDetector {
    /// The recent samples, as seismic's `SampleQueue` keeps them: 0.5 s of them, but never fewer than 4
    /// (so a slow device still has four in view), oldest first.
    struct SampleQueue {
        static let maximumWindow: TimeInterval = 0.5
        static let minimumWindow: TimeInterval = 0.25
        static let minimumCount = 4

        private(set) var times: [TimeInterval] = []
        private(set) var accelerating: [Bool] = []
        private(set) var acceleratingCount = 0

        var count: Int { times.count }
        var span: TimeInterval { times.count < 2 ? 0 : times[times.count - 1] - times[0] }

        /// Adds a sample, first dropping samples older than the window while at least four remain.
        mutating func add(_ time: TimeInterval, accelerating isAccelerating: Bool) {
            var drop = 0
            while times.count - drop >= Self.minimumCount && times[drop] < time - Self.maximumWindow { drop += 1 }
            if drop > 0 {
                acceleratingCount -= accelerating[..<drop].lazy.filter { $0 }.count
                times.removeFirst(drop)
                accelerating.removeFirst(drop)
            }
            times.append(time)
            accelerating.append(isAccelerating)
            if isAccelerating { acceleratingCount += 1 }
        }

        /// Seismic's test: the queue spans at least 0.25 s and at least three quarters of it accelerate.
        var isShaking: Bool {
            !times.isEmpty && span >= Self.minimumWindow && acceleratingCount >= (count >> 1) + (count >> 2)
        }

        mutating func clear() {
            times.removeAll(keepingCapacity: true)
            accelerating.removeAll(keepingCapacity: true)
            acceleratingCount = 0
        }

        /// How many samples since `start` (or, when fewer than two are that recent, the last two) and
        /// the share of them that accelerate.
        func share(since start: TimeInterval) -> (count: Int, share: Double) {
            var n = 0, a = 0
            for i in times.indices.reversed() {
                guard times[i] >= start - 1e-9 || n < 2 else { break }
                n += 1
                if accelerating[i] { a += 1 }
            }
            return (n, n == 0 ? 0 : Double(a) / Double(n))
        }

        /// The time between the last two samples (0 with fewer than two).
        var lastInterval: TimeInterval { times.count < 2 ? 0 : times[times.count - 1] - times[times.count - 2] }
    }
}
