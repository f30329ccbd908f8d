import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values at `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed along the values; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
}

/// Animates a property through a list of values, each reached at its key time (fractions 0...1 of the duration).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0...1, one per value, non-decreasing; nil spaces values evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than values); nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func value(atFraction fraction: Double, base: AnimationValue, implicitFrom: AnimationValue?) -> AnimationValue? {
        let vals = (values ?? []).compactMap { AnimationValue(any: $0) }
        guard let first = vals.first else { return nil }
        guard vals.count > 1 else { return first }
        let times = resolvedKeyTimes(vals)
        let f = min(max(fraction, 0), 1)
        if calculationMode == .discrete {
            // n values share the time evenly (or by keyTimes); the last shows at the very end.
            var index = 0
            for (i, t) in times.enumerated() where f >= t { index = i }
            return vals[index]
        }
        var segment = 0
        while segment < vals.count - 2 && f > times[segment + 1] { segment += 1 }
        let t0 = times[segment], t1 = times[segment + 1]
        var local = t1 > t0 ? (f - t0) / (t1 - t0) : 1
        if calculationMode != .paced, let fns = timingFunctions, !fns.isEmpty {
            local = fns[min(segment, fns.count - 1)].evaluate(local)
        }
        return AnimationValue.interpolate(vals[segment], vals[segment + 1], CGFloat(local))
    }

    /// Key times per value: given ones when valid (clamped, non-decreasing, one per value), paced by distance
    /// in `.paced` mode, otherwise evenly spaced.
    private func resolvedKeyTimes(_ vals: [AnimationValue]) -> [Double] {
        let n = vals.count
        if calculationMode == .paced {
            var cumulative = [0.0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + Double(AnimationValue.distance(vals[i - 1], vals[i]))) }
            if let total = cumulative.last, total > 0 { return cumulative.map { $0 / total } }
        }
        if let kt = keyTimes, kt.count == n {
            var out: [Double] = []
            for t in kt.map(\.doubleValue) {
                let v = t.isFinite ? min(max(t, 0), 1) : 0
                out.append(max(v, out.last ?? 0))
            }
            return out
        }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }
}
