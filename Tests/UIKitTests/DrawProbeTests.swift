import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Which views keep a bitmap: as in UIKit, a view whose `draw(_:)` draws gets a backing store and
/// a view that leaves `draw(_:)` alone does not; calling `super.draw(_:)` first changes nothing.
@MainActor @Suite struct DrawProbeTests {
    final class SuperCallingView: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.red.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    final class OnlySuperView: UIView {
        override func draw(_ rect: CGRect) { super.draw(rect) }
    }

    final class SometimesView: UIView {
        var isOn = false
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            guard isOn else { return }
            UIColor.blue.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    @Test func overrideThatCallsSuperStillDraws() {
        let h = CompositorHarness()
        let v = SuperCallingView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        h.window.addSubview(v)
        h.frame()
        #expect(v.layer.backingStore != nil)
        #expect(h.surface[20, 20] == 0xFFFF_0000)
    }

    @Test func viewsThatDrawNothingKeepNoBitmap() {
        let h = CompositorHarness()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.backgroundColor = .green
        let onlySuper = OnlySuperView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        h.window.addSubview(plain)
        h.window.addSubview(onlySuper)
        h.frame()
        #expect(plain.layer.backingStore == nil && onlySuper.layer.backingStore == nil)
        #expect(h.surface[50, 50] == 0xFF00_FF00)
    }

    @Test func aViewThatStartsDrawingLaterIsDrawn() {
        let h = CompositorHarness()
        let v = SometimesView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        h.window.addSubview(v)
        h.frame()
        #expect(v.layer.backingStore == nil)
        v.isOn = true
        v.setNeedsDisplay()
        h.frame()
        #expect(v.layer.backingStore != nil)
        #expect(h.surface[20, 20] == 0xFF00_00FF)
    }

    final class OverridingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    @Test func aClassThatOverridesDrawIsProbedOnce() {
        let h = CompositorHarness()
        let first = OverridingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(first)
        h.frame()
        #expect(first.draws == 2)  // the probe, then the drawing
        let second = OverridingView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        h.window.addSubview(second)
        h.frame()
        #expect(second.draws == 1)  // known to draw: no probe
        #expect(h.surface[40, 10] == 0xFF00_FF00)
    }

    @Test func labelsDrawTheirText() {
        let h = CompositorHarness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Hello"
        h.window.addSubview(label)
        h.frame()
        // Without a platform there are no glyphs, but the label still keeps its (drawn) bitmap.
        #expect(label.layer.backingStore != nil)
    }
}
