import Foundation
import Testing
import UIKit

@Suite @MainActor struct MotionEffectTests {
    private func effect(_ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType, _ lo: Any?, _ hi: Any?) -> UIInterpolatingMotionEffect {
        let e = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        e.minimumRelativeValue = lo
        e.maximumRelativeValue = hi
        return e
    }

    private func value(_ e: UIMotionEffect, _ h: CGFloat, _ v: CGFloat, _ key: String) -> CGFloat? {
        e.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?[key] as? CGFloat
    }

    @Test func tiltMapsLinearlyOntoTheRange() {
        let e = effect("center.x", .tiltAlongHorizontalAxis, -25, 25)
        #expect(value(e, 1, 0, "center.x") == 25)
        #expect(value(e, -1, 0, "center.x") == -25)
        #expect(value(e, 0, 1, "center.x") == 0)
        #expect(value(e, 0.5, 0, "center.x") == 12.5)
        #expect(value(e, 3, 0, "center.x") == 25)  // clamped
        let asymmetric = effect("alpha", .tiltAlongVerticalAxis, 0.0, Float(1))
        #expect(value(asymmetric, 0, 0, "alpha") == 0.5)
        #expect(value(asymmetric, 0, -1, "alpha") == 0)
    }

    @Test func missingOrNonNumericValuesAddNothing() {
        #expect(effect("center.x", .tiltAlongHorizontalAxis, nil, 25).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect("center.x", .tiltAlongHorizontalAxis, "a", 25).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect("center.x", .tiltAlongHorizontalAxis, Double.nan, 25).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        let e = effect("center.x", .tiltAlongHorizontalAxis, -25, 25)
        #expect(e.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0)) == nil)
    }

    @Test func aGroupAddsItsEffects() {
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect("center.x", .tiltAlongHorizontalAxis, -25, 25),
                               effect("center.x", .tiltAlongVerticalAxis, -10, 10),
                               effect("center.y", .tiltAlongVerticalAxis, -25, 25)]
        #expect(value(group, 1, 1, "center.x") == 35)
        #expect(value(group, 1, -1, "center.y") == -25)
        #expect(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test func effectsOffsetThePresentationNotTheModel() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let e = effect("center.x", .tiltAlongHorizontalAxis, 10, 30)  // level tilt: +20
        view.addMotionEffect(e)
        view.addMotionEffect(e)  // added once
        #expect(view.motionEffects.count == 1)
        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(view.layer.presentation()?.position == CGPoint(x: 25, y: 5))
        view.motionEffects = []
        #expect(view.layer.presentation() == nil)
    }
}
