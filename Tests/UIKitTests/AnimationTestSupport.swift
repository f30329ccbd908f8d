import Foundation
import PixelEngine
@_spi(Platform) import UIKit

/// A fresh application on a virtual clock for animation tests: step frames, sample presentation values.
@MainActor
final class AnimationHarness {
    let clock = VirtualClock(start: 100)
    let app: UIApplication
    let surface = Bitmap(width: 80, height: 80)
    private(set) var window: UIWindow?

    init() {
        app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 80, height: 80), scale: 1, platform: nil)
    }

    /// Makes a key window (80 x 80) for tests that hit-test or composite.
    func makeWindow() -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        w.makeKeyAndVisible()
        window = w
        return w
    }

    /// A standalone layer in the key window's tree that has been composited once (so it animates implicitly).
    func hostedLayer() -> CALayer {
        let w = window ?? makeWindow()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        w.layer.addSublayer(l)
        frame()
        return l
    }

    /// One turn of the run loop at the current time (ticks the animation engine).
    func frame() { _ = app.renderFrame(into: surface) }

    /// Advances the clock by `seconds` and runs one frame.
    func advance(_ seconds: Double) {
        clock.advance(by: seconds)
        frame()
    }

    /// Runs frames of 1/60 s for `seconds`.
    func run(_ seconds: Double) {
        let n = Int((seconds * 60).rounded())
        for _ in 0..<n { advance(1.0 / 60) }
    }
}

/// An independent cubic Bézier evaluation (bisection on x), to check timing curves against.
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
    func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    return by((lo + hi) / 2)
}

/// The NOTES.md spring model, written out independently: mass 1, envelope 0.001 at `duration`,
/// c = 2 zeta sqrt(k), velocity in distances per second. Returns progress (0 -> 1) at `t`.
func referenceSpring(dampingRatio zeta: Double, duration: Double, velocity v0: Double, at t: Double) -> Double {
    precondition(zeta < 1)
    let w0 = log(1000) / (zeta * duration)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let x = exp(-zeta * w0 * t) * (-cos(wd * t) + (v0 - zeta * w0) / wd * sin(wd * t))
    return 1 + x
}
