import Foundation

/// Where the coasting content is, exactly (the view's offset is pixel-aligned), and what it is doing.
struct ScrollPhysicsState {
    var position: CGPoint = .zero
    var velocity: CGPoint = .zero
    var lastTime: TimeInterval = 0
    /// Where an exact coast (paging, a delegate's target) must end.
    var target: CGPoint?
    /// An animated offset change: from, to, start time, duration.
    var animation: (from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval)?
    /// A coast onto an exact target inside the scroll range, computed in closed form (see ScrollGlide).
    var glide: ScrollGlide?
}

/// A coast that ends exactly on `target` (the `targetContentOffset` the delegate saw, or a page), in
/// closed form per axis so the landing point does not depend on the frame rate.
/// - `.decay`: the scroll view's exponential deceleration (velocity times exp(-λt)), aimed
///   `restingSpeed / λ` past the target, so it crosses the target at the resting speed, exactly where a
///   free coast would come to rest; it is stopped there.
/// - `.page`: a critically damped spring of angular frequency ω that starts at the finger's velocity
///   (clamped so it never overshoots): a page settles in 0.3 to 0.5 s, as on iOS.
@MainActor
struct ScrollGlide {
    enum Curve { case decay(lambda: CGFloat), page(omega: CGFloat) }
    let curve: Curve
    let start: TimeInterval
    let from: CGPoint
    let target: CGPoint
    /// Decay: the point aimed at; page: the starting velocity (points per second).
    let parameter: CGPoint

    init(curve: Curve, start: TimeInterval, from: CGPoint, target: CGPoint, velocity: CGPoint) {
        self.curve = curve; self.start = start; self.from = from; self.target = target
        func axis(_ x0: CGFloat, _ t: CGFloat, _ v: CGFloat) -> CGFloat {
            let d = t - x0
            guard d != 0 else { return x0 }
            switch curve {
            case .decay(let lambda):
                return t + (d > 0 ? 1 : -1) * UIScrollView.restingSpeed / lambda
            case .page(let omega):
                // Toward the target, and at most ω·|d| (beyond that a critically damped spring overshoots).
                let toward = d > 0 ? v : -v
                return (d > 0 ? 1 : -1) * min(max(toward, 0), omega * abs(d))
            }
        }
        parameter = CGPoint(x: axis(from.x, target.x, velocity.x), y: axis(from.y, target.y, velocity.y))
    }

    /// The offset at `now` and whether the glide is over (then the offset is the target exactly).
    func position(at now: TimeInterval) -> (offset: CGPoint, done: Bool) {
        let t = CGFloat(max(0, now - start))
        func axis(_ x0: CGFloat, _ target: CGFloat, _ p: CGFloat) -> (CGFloat, Bool) {
            let d = target - x0
            guard d != 0 else { return (target, true) }
            switch curve {
            case .decay(let lambda):
                let x = x0 + (p - x0) * (1 - exp(-lambda * t))
                return (target - x) * d <= 0 ? (target, true) : (x, false)
            case .page(let omega):
                // x(t) = target + (c1 + c2 t) e^(-ωt), x(0) = x0, x'(0) = p.
                let c1 = x0 - target, c2 = p + omega * c1
                let x = target + (c1 + c2 * t) * exp(-omega * t)
                return abs(target - x) < 0.25 ? (target, true) : (x, false)
            }
        }
        let (x, dx) = axis(from.x, target.x, parameter.x)
        let (y, dy) = axis(from.y, target.y, parameter.y)
        return (CGPoint(x: x, y: y), dx && dy)
    }
}

extension UIScrollView {
    /// Below this speed (points per second) coasting content is at rest.
    static let restingSpeed: CGFloat = 10
    /// The angular frequency of the critically damped spring that pulls content back inside its edges.
    static let bounceStiffness: CGFloat = 20
    /// The angular frequency of the critically damped spring that settles a page (paging): from a slow
    /// release half a 390-point page away it rests after about 0.45 s, from a flick after about 0.35 s.
    static let pagingStiffness: CGFloat = 20

    /// Velocity decays as exp(-decayConstant * t): `decelerationRate` is the fraction kept per millisecond.
    var decayConstant: CGFloat {
        let r = min(max(decelerationRate.rawValue, 0.5), 0.99999)
        return -1000 * log(r)
    }

    /// Stops coasting, bouncing or an offset animation where the content is now; a zoom animation jumps to its
    /// end (the delegate hears it ended).
    func stopScrolling() {
        ticker.stop()
        physics.animation = nil
        physics.target = nil
        physics.glide = nil
        isDecelerating = false
        finishZoomAnimation()
    }

    /// Starts coasting with `velocity` (points per second of content offset), bouncing at the edges.
    func startDeceleration(velocity: CGPoint, target: CGPoint?) {
        physics.position = contentOffset
        physics.velocity = velocity
        physics.target = target
        physics.lastTime = UIApplication.shared.clock.now
        isDecelerating = true
        ticker.start { [weak self] now in self?.decelerationStep(now: now) ?? false }
    }

    /// Coasts onto `target` (inside the scroll range) along `curve`, starting at `velocity`.
    func startGlide(to target: CGPoint, velocity: CGPoint, curve: ScrollGlide.Curve) {
        let now = UIApplication.shared.clock.now
        physics.glide = ScrollGlide(curve: curve, start: now, from: contentOffset, target: target, velocity: velocity)
        physics.target = nil
        isDecelerating = true
        ticker.start { [weak self] now in self?.glideStep(now: now) ?? false }
    }

    private func glideStep(now: TimeInterval) -> Bool {
        guard let glide = physics.glide else { return false }
        let (offset, done) = glide.position(at: now)
        guard done else { contentOffset = pixelAligned(offset); return true }
        physics.glide = nil
        contentOffset = glide.target
        isDecelerating = false
        scheduleIndicatorHide()
        delegate?.scrollViewDidEndDecelerating(self)
        return false
    }

    /// Advances the coast to `now`; false when the content came to rest.
    private func decelerationStep(now: TimeInterval) -> Bool {
        let dt = now - physics.lastTime
        physics.lastTime = now
        let lo = minimumContentOffset, hi = maximumContentOffset
        let lambda = decayConstant, omega = Self.bounceStiffness
        var x = physics.position, v = physics.velocity
        if dt > 0 {
            // Fixed 1 ms sub-steps keep the spring stable and the result independent of the frame rate.
            let n = max(1, Int((dt / 0.001).rounded(.up)))
            let h = CGFloat(dt) / CGFloat(n)
            let decay = exp(-lambda * h)
            func integrate(_ p: inout CGFloat, _ vel: inout CGFloat, _ lo: CGFloat, _ hi: CGFloat) {
                for _ in 0..<n {
                    if bounces && (p < lo || p > hi) {
                        let edge = p < lo ? lo : hi
                        vel += (-omega * omega * (p - edge) - 2 * omega * vel) * h
                        p += vel * h
                    } else {
                        vel *= decay
                        p += vel * h
                        if !bounces && (p < lo || p > hi) { p = min(max(p, lo), hi); vel = 0 }
                    }
                }
            }
            integrate(&x.x, &v.x, lo.x, hi.x)
            integrate(&x.y, &v.y, lo.y, hi.y)
        }
        // Settle: at rest inside the range, or sitting on an edge after the bounce.
        func settled(_ p: inout CGFloat, _ vel: inout CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> Bool {
            if p < lo - 0.5 || p > hi + 0.5 { return false }
            if (p < lo || p > hi) && abs(vel) < Self.restingSpeed { p = min(max(p, lo), hi); vel = 0; return true }
            return abs(vel) < Self.restingSpeed && p >= lo && p <= hi
        }
        let doneX = settled(&x.x, &v.x, lo.x, hi.x), doneY = settled(&x.y, &v.y, lo.y, hi.y)
        physics.position = x
        physics.velocity = v
        if doneX && doneY {
            let rest = physics.target ?? x
            contentOffset = pixelAligned(rest)
            physics.target = nil
            isDecelerating = false
            scheduleIndicatorHide()
            delegate?.scrollViewDidEndDecelerating(self)
            return false
        }
        contentOffset = pixelAligned(x)
        return true
    }

    /// The curve of an animated offset change (Core Animation's ease-in-ease-out).
    static let offsetAnimationCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// Slides the offset to `target` over `duration` seconds (ease in and out), then tells the delegate. The
    /// model offset moves every frame (not a layer animation) because, as in UIKit, the delegate hears
    /// `scrollViewDidScroll` and tables lay out rows all the way.
    func animateContentOffset(to target: CGPoint, duration: TimeInterval) {
        let start = UIApplication.shared.clock.now
        physics.animation = (contentOffset, target, start, duration)
        showScrollIndicators()
        ticker.start { [weak self] now in
            guard let self, let a = self.physics.animation else { return false }
            let t = min(max((now - a.start) / a.duration, 0), 1)
            let e = CGFloat(Self.offsetAnimationCurve.evaluate(t))
            if t >= 1 {
                self.physics.animation = nil
                self.contentOffset = a.to
                self.scheduleIndicatorHide()
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
                return false
            }
            self.contentOffset = self.pixelAligned(CGPoint(x: a.from.x + (a.to.x - a.from.x) * e,
                                                           y: a.from.y + (a.to.y - a.from.y) * e))
            return true
        }
    }
}
