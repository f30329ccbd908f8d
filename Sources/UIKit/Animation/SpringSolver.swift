import Foundation

/// The closed-form motion of a damped spring carrying a value from 0 to 1:
/// m x'' + c x' + k x = 0 with x = progress - 1, x(0) = -1, x'(0) = initial velocity
/// (in whole distances per second, positive toward the target).
struct SpringSolver: Equatable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// The envelope level (fraction of the distance) UIKit-style springs decay to at their duration.
    static let settleThreshold = 0.001

    /// A spring from physical constants; non-finite or non-positive inputs fall back to Core Animation's defaults.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// UIKit's spring: mass 1, damping ratio `ratio` (clamped to 0.01...1), stiffness chosen so the envelope
    /// decays to `settleThreshold` at `duration` seconds, damping c = 2 * ratio * sqrt(k).
    init(dampingRatio ratio: Double, duration: Double, initialVelocity: Double) {
        let zeta = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
        let d = duration.isFinite && duration > 0 ? duration : 0.25
        let omega: Double
        if zeta < 1 {
            // Envelope e^(-zeta * omega * t) reaches the threshold at t = d.
            omega = -log(Self.settleThreshold) / (zeta * d)
        } else {
            // Critical damping: envelope (1 + omega t) e^(-omega t); solve (1 + u) e^-u = threshold for u = omega d.
            var u = 9.0
            for _ in 0..<20 {
                let f = (1 + u) * exp(-u) - Self.settleThreshold
                let df = -u * exp(-u)
                u -= f / df
            }
            omega = u / d
        }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress (0 at rest at the start, 1 at the target) at `t` seconds; may exceed 1 while overshooting.
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let x: Double
        if zeta < 1 - 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * w0 * a) / wd
            x = exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if abs(zeta - 1) < 1e-9 {
            let a = -1.0, b = v0 + w0 * a
            x = (a + b * t) * exp(-w0 * t)
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + s, r2 = -zeta * w0 - s
            // x = A e^(r1 t) + B e^(r2 t), A + B = -1, r1 A + r2 B = v0.
            let a = (v0 + r2) / (r1 - r2), b = -1 - a
            x = a * exp(r1 * t) + b * exp(r2 * t)
        }
        return x.isFinite ? 1 + x : 1
    }

    /// The time after which the spring stays within `settleThreshold` of the target (sampled, capped at 60 s).
    var settlingDuration: Double {
        let step = 1.0 / 240
        var t = 60.0
        var lastOutside = 0.0
        var s = 0.0
        while s < t {
            if abs(progress(at: s) - 1) > Self.settleThreshold { lastOutside = s }
            else if s - lastOutside > 1 { t = s }
            s += step
        }
        return lastOutside + step
    }
}
