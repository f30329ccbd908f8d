import Foundation

/// The life cycle of an animator object (`UIViewAnimating.state`).
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started; the initial state, and the state after they finish.
    case inactive = 0
    /// The animations were started or paused and have not finished: running or paused.
    case active = 1
    /// `stopAnimation(false)` ended the animations; `finishAnimation(at:)` completes the animator.
    case stopped = 2
}

/// Where animated properties end up when an animator finishes (passed to its completion handlers).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The values the animation blocks set (the animation ran to its end).
    case end = 0
    /// The values from before the animation blocks (the animation ran back, reversed, to its start).
    case start = 1
    /// Wherever the animation was when it was stopped.
    case current = 2
}

/// An object that runs view animations and lets them be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (false while inactive, paused or stopped).
    var isRunning: Bool { get }
    /// Whether the animations run back toward their start values.
    var isReversed: Bool { get set }
    /// The progress, 0 at the start and 1 at the end; settable while paused to scrub interactively.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (activating an inactive animator).
    func pauseAnimation()
    /// Stops the animations, leaving the animated properties at their on-screen values: `true` goes straight
    /// to inactive without completions, `false` to stopped (then call `finishAnimation(at:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Completes a stopped animator: moves the properties to `finalPosition` and calls the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added, and whose timing changed, while it runs.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run over the animator's remaining time.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0...1) of the remaining time and end with the others.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block called with the final position when the animations finish.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil: keep it) over `durationFactor` times the duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
