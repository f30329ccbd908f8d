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
}

extension UIScrollView {
    /// Below this speed (points per second) coasting content is at rest.
    static let restingSpeed: CGFloat = 10
    /// The angular frequency of the critically damped spring that pulls content back inside its edges.
    static let bounceStiffness: CGFloat = 20

    /// Velocity decays as exp(-decayConstant * t): `decelerationRate` is the fraction kept per millisecond.
    var decayConstant: CGFloat {
        let r = min(max(decelerationRate.rawValue, 0.5), 0.99999)
        return -1000 * log(r)
    }

    /// Stops coasting, bouncing or an offset animation where the content is now.
    func stopScrolling() {
        ticker.stop()
        physics.animation = nil
        physics.target = nil
        isDecelerating = false
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
