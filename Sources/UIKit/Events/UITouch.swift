import Foundation

/// One finger (or the mouse's left button) on the screen, the same object for its whole life.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// What produced the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on a touchscreen.
        case direct
        /// A pointer that is not on the screen (the mouse).
        case indirectPointer = 3
    }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, on the application clock.
    public internal(set) var timestamp: TimeInterval
    /// How many quick taps in the same place this touch is part of (1 for a single tap).
    public internal(set) var tapCount: Int = 1
    /// The view the touch hit when it began; it keeps it for its whole life (nil once the view is gone).
    public internal(set) var view: UIView? {
        get { viewReference?.view }
        set { viewReference = newValue?.layoutItemReference }
    }
    /// The window the touch is in.
    public internal(set) var window: UIWindow? {
        get { windowReference?.view.map { unsafeDowncast($0, to: UIWindow.self) } }
        set { windowReference = newValue?.layoutItemReference }
    }
    // Held through the views' own cleared-on-deinit references, not weakly: a weak reference would give
    // every touched view a side table for good, and all its retains and releases the runtime's slow path.
    private var viewReference: LayoutItemReference?
    private var windowReference: LayoutItemReference?
    /// The gesture recognizers receiving this touch (the hit view's and its ancestors', nearest first).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    /// Whether a finger on a touchscreen or the mouse produced the touch.
    public let type: TouchType
    /// The platform's identifier for the finger (mouse: -1).
    public let fingerID: Int

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Where the touch began, in window coordinates (tap-count bookkeeping).
    let beganLocationInWindow: CGPoint
    /// When the touch began.
    let beganTimestamp: TimeInterval
    /// Recognizers that receive this touch; a recognizer leaves the list when it fails or ignores the touch.
    var recognizers: [UIGestureRecognizer] = []
    /// Delivery bookkeeping for the touch's view (see UITouchDispatcher+Delivery).
    var delivery = ViewDelivery()

    init(fingerID: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        self.fingerID = fingerID
        self.type = fingerID < 0 ? .indirectPointer : .direct
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.beganLocationInWindow = location
        self.beganTimestamp = timestamp
        self.timestamp = timestamp
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The touch's previous location in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Whether the touch has finished (ended or cancelled).
    var isFinished: Bool { phase == .ended || phase == .cancelled }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension UITouch {
    /// What the touch's view has been sent so far, so it sees began then exactly one of ended or cancelled,
    /// or nothing at all.
    struct ViewDelivery {
        /// The view has been sent touchesBegan.
        var beganSent = false
        /// The view has been sent touchesEnded or touchesCancelled, or will never hear of the touch.
        var finished = false
        /// touchesBegan is held back by a recognizer with `delaysTouchesBegan`.
        var beganHeld = false
        /// touchesEnded is held back by a recognizer with `delaysTouchesEnded`.
        var endedHeld = false
    }
}
