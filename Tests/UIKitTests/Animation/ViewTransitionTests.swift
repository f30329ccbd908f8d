import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIView.transition on the virtual clock, in an 80 x 80 window (black backdrop) at scale 1.
/// The container is 40 x 40 at the origin; its content is red before and blue after.
@Suite(.serialized) @MainActor struct ViewTransitionTests {
    private func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }
    private func isRed(_ p: UInt32) -> Bool { let c = channels(p); return c.r > 200 && c.g < 40 && c.b < 40 }
    private func isBlue(_ p: UInt32) -> Bool { let c = channels(p); return c.b > 200 && c.r < 40 && c.g < 40 }

    /// A container with one red 40 x 40 subview, composited once.
    private func scene(_ h: AnimationHarness) -> (container: UIView, red: UIView) {
        let w = h.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let red = UIView(frame: container.bounds)
        red.backgroundColor = .red
        container.addSubview(red)
        w.addSubview(container)
        h.frame()
        return (container, red)
    }

    @Test func optionRawValuesAreApples() {
        #expect(UIView.AnimationOptions.allowAnimatedContent.rawValue == 1 << 7)
        #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 1 << 8)
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromRight.rawValue == 2 << 20)
        #expect(UIView.AnimationOptions.transitionCurlUp.rawValue == 3 << 20)
        #expect(UIView.AnimationOptions.transitionCurlDown.rawValue == 4 << 20)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromTop.rawValue == 6 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    }

    @Test func crossDissolveFadesTheOldContentOutOverTheNew() throws {
        let h = AnimationHarness()
        let (container, red) = scene(h)
        var result: [Bool] = []
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { red.backgroundColor = .blue }, completion: { result.append($0) })
        #expect(red.backgroundColor == .blue, "the change applies at once")
        let host = try #require(container.layer.superlayer?.sublayers?.last)
        #expect(host !== container.layer, "a snapshot layer lies over the container")
        let snapshot = try #require(host.sublayers?.first)
        h.advance(0.25)
        #expect(abs((snapshot.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
        h.advance(0.25)
        // Half way: red at opacity 0.5 over blue.
        let c = channels(h.surface[20, 20])
        #expect((124...131).contains(c.r) && (124...131).contains(c.b) && c.g < 4, "\(c)")
        h.advance(0.5)
        h.frame()
        #expect(result == [true])
        #expect(host.superlayer == nil, "the snapshot goes at the end")
        h.frame()
        #expect(isBlue(h.surface[20, 20]))
    }

    @Test func transitionFromToReplacesTheViewAndFlips() throws {
        let h = AnimationHarness()
        let (container, red) = scene(h)
        let blue = UIView(frame: container.bounds)
        blue.backgroundColor = .blue
        var result: [Bool] = []
        UIView.transition(from: red, to: blue, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          completion: { result.append($0) })
        #expect(red.superview == nil)
        #expect(blue.superview === container)
        #expect(container.subviews.count == 1)
        let host = try #require(container.layer.superlayer?.sublayers?.last)
        let layers = try #require(host.sublayers)
        try #require(layers.count == 2)
        let (new, old) = (layers[0], layers[1])
        h.advance(0.25)
        // The old side a quarter through: turned 45 degrees about y, its left edge toward the viewer.
        let t = try #require(old.presentation()?.transform)
        #expect(abs(t.m11 - cos(CGFloat.pi / 4)) < 1e-6 && abs(t.m13 + sin(CGFloat.pi / 4)) < 1e-6)
        #expect(container.layer.presentation()?.opacity == 0, "the live view is out of sight")
        // Perspective d = 80: the left edge projects to x = 20 - 14.14 / (1 - 14.14 / 80) = 2.8, the right to 32.0.
        #expect(isRed(h.surface[5, 20]) && isRed(h.surface[20, 20]))
        #expect(!isRed(h.surface[36, 20]))
        h.advance(0.5)
        // The new side at -45 degrees: its right edge toward the viewer (x = 37.2), its left at 8.0.
        #expect(new.presentation()?.opacity == 1 && old.presentation()?.opacity == 0)
        #expect(isBlue(h.surface[35, 20]) && isBlue(h.surface[20, 20]))
        #expect(!isBlue(h.surface[5, 20]))
        h.advance(0.25)
        h.frame()
        #expect(result == [true])
        #expect(host.superlayer == nil)
        #expect(container.layer.presentation()?.opacity == 1)
        h.frame()
        #expect(isBlue(h.surface[5, 20]) && isBlue(h.surface[36, 20]))
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let h = AnimationHarness()
        let (container, red) = scene(h)
        let blue = UIView(frame: container.bounds)
        blue.isHidden = true
        container.addSubview(blue)
        UIView.transition(from: red, to: blue, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(red.isHidden && !blue.isHidden)
        #expect(red.superview === container && blue.superview === container)
        h.run(0.6)
    }

    @Test func curlUpTurnsTheOldPageUpAboutItsTopEdge() throws {
        let h = AnimationHarness()
        let (container, red) = scene(h)
        UIView.transition(with: container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { red.backgroundColor = .blue })
        let host = try #require(container.layer.superlayer?.sublayers?.last)
        let page = try #require(host.sublayers?.last)
        #expect(page.anchorPoint == CGPoint(x: 0.5, y: 0))
        h.advance(0.5)
        let p = try #require(page.presentation())
        #expect(abs(p.transform.m22 - cos(CGFloat.pi / 4)) < 1e-6 && abs(p.transform.m23 - sin(CGFloat.pi / 4)) < 1e-6)
        #expect(abs(p.opacity - 0.5) < 1e-6)
        #expect(isBlue(h.surface[20, 2]) == false, "the page still covers its top edge")
        h.run(0.6)
        #expect(host.superlayer == nil)
    }

    @Test func withoutASuperviewTheChangesApplyWithoutATransition() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        let a = UIView(), b = UIView()
        var result: [Bool] = []
        UIView.transition(from: a, to: b, duration: 1, options: .transitionFlipFromTop, completion: { result.append($0) })
        #expect(result.isEmpty, "never synchronously")
        #expect(lines.contains { $0.contains("no superview") })
        h.frame()
        #expect(result == [true])
        var ran = false
        let v = UIView()
        UIView.transition(with: v, duration: 1, options: .transitionCrossDissolve, animations: { ran = true })
        #expect(ran)
    }
}
