import Foundation

/// Recognises a gesture from the touches of the view it is attached to (and that view's subviews), then
/// sends its action to its targets. Subclasses (tap, pan, pinch ...) implement the touch methods and
/// move `state` through UIKit's state machine; arbitration between recognizers lives in UIGestureEnvironment.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The recognizer's states.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete recognizers report `.recognized`, the same value as `.ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// The view the recognizer is attached to (held through the view's cleared-on-deinit reference rather
    /// than weakly, so views with recognizers carry no weak-reference side table).
    public internal(set) var view: UIView? {
        get { viewReference?.view }
        set { viewReference = newValue?.layoutItemReference }
    }
    private var viewReference: LayoutItemReference?
    /// The delegate that may veto beginning, touches and simultaneous recognition.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer takes part in recognition; disabling it mid-gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { abandon() } }
    }
    /// A name for debugging.
    open var name: String?
    /// Whether the touches of a recognized gesture are cancelled in the view (it gets `touchesCancelled`).
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer has failed.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until this recognizer has failed (it is cancelled if it recognizes).
    open var delaysTouchesEnded = true

    /// The current state. Subclasses set it; transitions UIKit does not allow are refused and logged.
    open var state: State {
        get { currentState }
        set { requestTransition(to: newValue) }
    }

    // MARK: Storage for the machinery (UIGestureRecognizer+StateMachine, UIGestureEnvironment)
    var currentState: State = .possible
    /// A recognition (began or recognized) waiting for `require(toFail:)` recognizers to fail.
    var pendingState: State?
    /// The live touches this recognizer tracks, in arrival order.
    var trackedTouches: [UITouch] = []
    /// The touches that finished in the latest event, for `location(in:)` after the last finger lifted.
    var lastTouches: [UITouch] = []
    /// Every touch received since the last reset (for arbitration and `cancelsTouchesInView`).
    var touchHistory: [UITouch] = []
    /// Whether the recognizer has received touches since its last reset.
    var isEngaged = false
    var failureRequirements: [WeakRecognizer] = []
    var actions: [GestureAction] = []
    /// Run-loop timers scheduled by subclasses through `schedule(after:)`; invalidated on reset.
    var timers: [RunLoopTimer] = []

    /// Whether touches go to this recognizer (hover recognizers follow the pointer instead).
    var acceptsTouches: Bool { true }

    /// Creates a recognizer with no target; add targets with `addTarget(_:action:)` or `addAction(_:)`.
    public required init() {}

    /// Creates a recognizer that calls `action` on `target` (held weakly) with the recognizer as sender,
    /// e.g. `UITapGestureRecognizer(target: self, action: ViewController.handleTap)`.
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method without arguments on `target` (held weakly).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: Target-action

    /// Adds a target-action pair; the target is held weakly, as in UIKit.
    public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        actions.append(GestureAction(target: target) { [weak target] recognizer in
            guard let target else { return }
            guard let sender = recognizer as? Sender else {
                UIApplication.shared.log("UIGestureRecognizer: action expects \(Sender.self), sender is \(type(of: recognizer)); not sent")
                return
            }
            action(target)(sender)
        })
    }

    /// Adds a target and a method without arguments.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(GestureAction(target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes every action of `target` (every action when nil). Swift method references cannot be
    /// compared, so `action` is accepted for UIKit parity but all of the target's actions are removed.
    public func removeTarget(_ target: AnyObject?, action: Any? = nil) {
        if let target { actions.removeAll { $0.target === target || ($0.hasTarget && $0.target == nil) } }
        else { actions.removeAll() }
    }

    final func addActionHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(GestureAction(target: nil, handler: handler))
    }

    // MARK: Touches and location

    /// The number of touches the recognizer is tracking (those that just lifted, after the last finger lifted).
    open var numberOfTouches: Int { (trackedTouches.isEmpty ? lastTouches : trackedTouches).count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard !touches.isEmpty else { return view?.convert(CGPoint.zero, from: nil) ?? .zero }
        let points = touches.map(\.locationInWindow)
        let c = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                        y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        return view?.convert(c, from: nil) ?? c
    }

    /// The location of the touch at `touchIndex` (0 ..< numberOfTouches) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard touches.indices.contains(touchIndex) else {
            UIApplication.shared.log("UIGestureRecognizer: location(ofTouch: \(touchIndex)) out of range 0..<\(touches.count)")
            return location(in: view)
        }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Failure requirements

    /// Holds this recognizer in `.possible` until `otherGestureRecognizer` fails; it fails if the other recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Subclass overrides (UIGestureRecognizerSubclass)

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled; the default cancels (or fails) the recognizer.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
    /// Clears per-gesture state; called when the recognizer returns to `.possible`. Call super.
    open func reset() {}
    /// Stops sending `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touch.recognizers.removeAll { $0 === self }
        trackedTouches.removeAll { $0 === touch }
    }
    /// Whether this recognizer, by recognizing, may prevent `preventedGestureRecognizer` from recognizing.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, by recognizing, may prevent this recognizer.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer should wait for `otherGestureRecognizer` to fail (subclass hook).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` should wait for this recognizer to fail (subclass hook).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Schedules `block` on the run loop's clock; the timer is invalidated when the recognizer resets.
    public final func schedule(after seconds: TimeInterval, _ block: @escaping @MainActor () -> Void) {
        let timer = RunLoopTimer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in block() }
        timers.append(timer)
    }
}

/// A target-action pair or closure.
struct GestureAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let handler: @MainActor (UIGestureRecognizer) -> Void

    @MainActor init(target: AnyObject?, handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.target = target; self.hasTarget = target != nil; self.handler = handler
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}

/// Lets every recognizer class be made with a closure that receives it with its own type.
@preconcurrency @MainActor
public protocol UIGestureRecognizerClosureInit: UIGestureRecognizer {}
extension UIGestureRecognizer: UIGestureRecognizerClosureInit {}

extension UIGestureRecognizerClosureInit {
    /// Creates a recognizer that calls `handler` with itself on every action, e.g.
    /// `UIPanGestureRecognizer { pan in print(pan.translation(in: nil)) }`.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addActionHandler { recognizer in if let typed = recognizer as? Self { handler(typed) } }
    }

    /// Adds a closure called with the recognizer (typed) on every action-sending state change.
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
        addActionHandler { recognizer in if let typed = recognizer as? Self { handler(typed) } }
    }
}
