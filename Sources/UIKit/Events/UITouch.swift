import Foundation

/// One finger (or the mouse's left button) on the screen, the same object for its whole life.
@MainActor
public final class UITouch: Hashable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, on the application clock.
    public internal(set) var timestamp: TimeInterval
    /// How many quick taps in the same place this touch is part of (1 for a single tap).
    public internal(set) var tapCount: Int = 1
    /// The view the touch hit when it began; it keeps it for its whole life.
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// The platform's identifier for the finger (mouse: -1).
    public let fingerID: Int

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(fingerID: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        self.fingerID = fingerID
        self.locationInWindow = location
        self.previousLocationInWindow = location
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

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
