import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// UIScreenEdgePanGestureRecognizer: a pan that starts only within the edge margin of the window, moving inward.
@Suite @MainActor struct ScreenEdgePanGestureTests {
    /// A 400 x 400 window whose root view carries an edge pan for `edges`; `states` logs every action's state.
    private func harness(_ edges: UIRectEdge) -> (ControlsHarness, UIScreenEdgePanGestureRecognizer, () -> [String]) {
        let h = ControlsHarness()
        var states: [String] = []
        let edge = UIScreenEdgePanGestureRecognizer { g in states.append("\(g.state)") }
        edge.edges = edges
        h.window.rootViewController!.view.addGestureRecognizer(edge)
        h.frame()
        return (h, edge, { states })
    }

    /// One finger from (x1, y1) to (x2, y2) in 5 moves, then up.
    private func drag(_ h: ControlsHarness, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        h.touch(.began, x1, y1)
        for i in 1...5 {
            let t = CGFloat(i) / 5
            h.advance(1.0 / 60)
            h.touch(.moved, x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
        }
        h.touch(.ended, x2, y2)
    }

    @Test func aPanFromWithinTheLeftMarginBeginsAndReportsItsTranslation() {
        let (h, edge, states) = harness(.left)
        var translations: [CGFloat] = []
        edge.addAction { g in translations.append(g.translation(in: nil).x) }
        drag(h, 8, 200, 108, 200)
        // Moves of 20 points: the first passes the 10-point hysteresis (began), then four changes, then ended.
        #expect(states() == ["began", "changed", "changed", "changed", "changed", "ended"])
        #expect(translations == [20, 40, 60, 80, 100, 100])
        #expect(edge.state == .possible)   // reset after the gesture
    }

    @Test func aPanStartingFartherThanTheMarginOrAlongTheEdgeFails() {
        let (h, _, states) = harness(.left)
        drag(h, UIScreenEdgePanGestureRecognizer.edgeMargin + 1, 200, 150, 200)   // 21 points in: too far
        drag(h, 5, 100, 5, 300)   // along the edge, not away from it
        drag(h, 5, 200, 0, 200)   // toward the edge
        #expect(states().isEmpty)
        drag(h, UIScreenEdgePanGestureRecognizer.edgeMargin, 200, 150, 200)   // exactly at the margin
        #expect(states().first == "began")
    }

    @Test func edgesDecideWhereTheGestureMayStart() {
        let (h, edge, states) = harness([])
        drag(h, 5, 200, 150, 200)
        #expect(states().isEmpty)   // no edges (the default): never begins
        edge.edges = .right
        drag(h, 5, 200, 150, 200)
        #expect(states().isEmpty)
        drag(h, 395, 200, 250, 200)   // from the right edge, leftward
        #expect(states().first == "began" && states().last == "ended")
        edge.edges = .bottom
        drag(h, 200, 392, 200, 250)   // from the bottom edge, upward
        #expect(states().filter { $0 == "began" }.count == 2)
    }

    @Test func touchesAfterTheFirstAreIgnored() {
        let (h, edge, _) = harness(.left)
        h.touch(.began, 5, 200, finger: 1)
        h.touch(.began, 200, 200, finger: 2)
        h.touch(.moved, 40, 200, finger: 1)
        #expect(edge.state == .began)
        #expect(edge.numberOfTouches == 1)
        #expect(edge.location(in: nil) == CGPoint(x: 40, y: 200))
        h.touch(.ended, 40, 200, finger: 1)
        h.touch(.ended, 200, 200, finger: 2)
    }
}
