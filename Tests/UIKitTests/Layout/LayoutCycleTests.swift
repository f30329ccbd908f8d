import Foundation
import Testing
@_spi(Platform) import UIKit

/// Autoresizing masks, the layout cycle (update constraints, layout, controller callbacks), animated
/// constant changes and window resizes.
@Suite(.serialized) @MainActor struct LayoutCycleTests {
    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let h = LayoutHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretch.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        for v in [stretch, pinnedRight, centred, fixed] { parent.addSubview(v) }
        h.window.addSubview(parent)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 40, width: 40, height: 20))
        // The extra 100 points are shared by the two flexible margins in proportion (50 : 50); the height
        // takes all 50 of the extra height.
        #expect(centred.frame == CGRect(x: 100, y: 50, width: 100, height: 90))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(stretch.frame.width == 280)
    }

    @Test func windowResizesReSolve() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
                                     v.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -10),
                                     v.bottomAnchor.constraint(equalTo: h.window.bottomAnchor, constant: -10),
                                     v.heightAnchor.constraint(equalToConstant: 20)])
        h.frame()
        #expect(v.frame == CGRect(x: 10, y: 450, width: 300, height: 20))
        h.window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        h.frame()
        #expect(v.frame == CGRect(x: 10, y: 270, width: 480, height: 20))
    }

    final class CountingView: UIView {
        var updates = 0, layouts = 0
        var made = false
        weak var partner: UIView?
        override func updateConstraints() {
            updates += 1
            if !made, let partner {
                made = true
                NSLayoutConstraint.activate([partner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                                             partner.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                                             partner.widthAnchor.constraint(equalToConstant: 8), partner.heightAnchor.constraint(equalToConstant: 8)])
            }
            super.updateConstraints()
        }
        override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
    }

    final class Controller: UIViewController {
        var calls: [String] = []
        override func updateViewConstraints() { calls.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    }

    @Test func updateConstraintsRunsInTheLayoutPassBeforeLayout() {
        let h = LayoutHarness()
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let partner = h.constrainedView(in: v)
        v.partner = partner
        h.window.addSubview(v)
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        h.frame()
        #expect(!v.needsUpdateConstraints())
        #expect(v.updates == 1)
        #expect(partner.frame == CGRect(x: 12, y: 12, width: 8, height: 8))
        v.updateConstraintsIfNeeded()
        #expect(v.updates == 1)
        v.setNeedsUpdateConstraints()
        v.updateConstraintsIfNeeded()
        #expect(v.updates == 2)

        let controller = Controller()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        h.window.addSubview(controller.view)
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        h.frame()
        #expect(controller.calls == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func aConstantChangeAnimatesInsideAnAnimationBlock() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let left = v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)])
        h.frame()
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { h.window.layoutIfNeeded() })
        #expect(v.frame.minX == 100)  // the model is final at once
        h.advance(0.5)
        let mid = v.layer.presentation()?.frame.minX ?? -1
        #expect(abs(mid - 50) < 1)
        // Retargeted mid-flight, from where it is on screen.
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { h.window.layoutIfNeeded() })
        h.advance(0.5)
        let later = v.layer.presentation()?.frame.minX ?? -1
        #expect(abs(later - 125) < 1.5)
        h.advance(0.6)
        #expect((v.layer.presentation() ?? v.layer).frame.minX == 200)
    }
}
