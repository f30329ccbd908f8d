import CoreFoundation
import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// A point on screen relative to an element (XCUITest's `XCUICoordinate`): a normalized offset inside the
/// element's frame plus an offset in points, resolved when an action runs, so it follows the element.
@MainActor
public final class XCUICoordinate: @MainActor CustomStringConvertible {
    /// The element the coordinate is relative to.
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The point in window points: the element's on-screen frame at the normalized offset, plus the points
    /// offset (the offset alone when the element does not exist).
    public var screenPoint: CGPoint {
        let f = referencedElement.frame
        return CGPoint(x: f.minX + f.width * normalizedOffset.dx + pointsOffset.dx,
                       y: f.minY + f.height * normalizedOffset.dy + pointsOffset.dy)
    }

    /// The same coordinate moved by `offset` points.
    public func withOffset(_ offset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       pointsOffset: CGVector(dx: pointsOffset.dx + offset.dx, dy: pointsOffset.dy + offset.dy))
    }

    public var description: String { "\(referencedElement) at \(normalizedOffset) + \(pointsOffset)" }

    /// One tap at the point.
    public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = resolve("tap", sourceLocation) else { return }
        s.tap(screenPoint)
    }

    /// Two taps at the point, 0.1 s apart.
    public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = resolve("doubleTap", sourceLocation) else { return }
        s.tap(screenPoint, count: 2)
    }

    /// One finger held at the point for `duration` seconds.
    public func press(forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = resolve("press(forDuration:)", sourceLocation) else { return }
        s.press(screenPoint, seconds: duration)
    }

    /// One finger held at the point for `duration`, then dragged to `other` (over 0.3 s) and lifted.
    public func press(forDuration duration: TimeInterval, thenDragTo other: XCUICoordinate,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = resolve("press(forDuration:thenDragTo:)", sourceLocation) else { return }
        let from = screenPoint, to = other.screenPoint
        guard duration > 0 else { s.drag(from: from, to: to, seconds: 0.3); return }
        s.fingers(.down, [(0, from)])
        s.wait(duration)
        let frames = max(1, Int((0.3 / HeadlessSession.frameDuration).rounded()))
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            s.fingers(.move, [(0, CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))])
        }
        s.fingers(.up, [(0, to)])
    }

    private func resolve(_ action: String, _ location: SourceLocation) -> HeadlessSession? {
        guard let (_, s) = referencedElement.require("XCUICoordinate.\(action)", location) else { return nil }
        return s
    }
}

extension XCUIElement {
    /// A coordinate at `normalizedOffset` inside the element's frame ((0, 0) its top-left, (1, 1) its
    /// bottom-right, (0.5, 0.5) its centre), for taps and drags at a place of one's choosing.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }
}
