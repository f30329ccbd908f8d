import Foundation
import Testing
@_spi(Platform) import UIKit

/// Constraints, anchors and priorities against results computed by hand from UIKit's rules.
@Suite(.serialized) @MainActor struct LayoutConstraintTests {
    @Test func anchorsPinAViewInsideItsSuperview() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 40),
            v.heightAnchor.constraint(equalToConstant: 100),
        ])
        h.window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func itemAttributeInitializerWithMultiplier() {
        let h = LayoutHarness()
        let a = h.constrainedView(), b = h.constrainedView()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: h.window, attribute: .left, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: h.window, attribute: .top, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: h.window, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 0.25, constant: 0),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        h.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 160, height: 40))
        #expect(b.frame == CGRect(x: 186, y: 58, width: 85, height: 30))
    }

    @Test func constraintsAcrossLevelsOfTheTree() {
        let h = LayoutHarness()
        let container = h.constrainedView()
        let inner = h.constrainedView(in: container)
        let other = h.constrainedView()
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 30),
            container.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            inner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 20),
            // A sibling of the container aligned with the inner view (common ancestor: the window).
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: inner.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        #expect(other.frame == CGRect(x: 155, y: 160, width: 10, height: 10))
        #expect(container.constraints.count == 4)
        #expect(h.window.constraints.count == 4)
    }

    @Test func optionalConstraintsBreakInPriorityOrder() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let medium = v.widthAnchor.constraint(equalToConstant: 200)
        medium.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            v.topAnchor.constraint(equalTo: h.window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            wide, medium,
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
        ])
        h.window.layoutIfNeeded()
        #expect(v.frame.width == 200)
        medium.isActive = false
        h.window.layoutIfNeeded()
        #expect(v.frame.width == 250)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
        let literal: UILayoutPriority = 999.0
        #expect(literal > .defaultHigh)
    }

    @Test func constantChangesReSolve() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let left = v.leftAnchor.constraint(equalTo: h.window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        h.frame()
        #expect(v.frame.minX == 10)
        left.constant = 70
        #expect(v.frame.minX == 10)  // not until the layout pass
        h.frame()
        #expect(v.frame.minX == 70)
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let h = LayoutHarness(scale: 2)
        let v = h.constrainedView()
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: h.window.leftAnchor, constant: 10.3),
            v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 0.2),
            v.widthAnchor.constraint(equalToConstant: 33.33), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10.5, y: 0, width: 33, height: 10))
    }

    @Test func descriptionMatchesUIKitsForm() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let c = v.widthAnchor.constraint(equalTo: h.window.widthAnchor, multiplier: 0.5, constant: -10)
        c.identifier = "half"
        c.priority = UILayoutPriority(999)
        let d = c.description
        #expect(d.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(d.contains("'half' UIView:0x"))
        #expect(d.contains(".width == 0.5*UIWindow:0x"))
        #expect(d.hasSuffix(".width - 10 @999   (inactive)>"))
        c.isActive = true
        #expect(c.description.hasSuffix("(active)>"))
        #expect(c.firstItem === v && c.secondItem === h.window && c.firstAttribute == .width && c.relation == .equal)
        #expect(c.multiplier == 0.5)
    }

    @Test func requiredToOptionalOnAnActiveConstraintIsLoggedAndIgnored() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultLow
        #expect(c.priority == .required)
        #expect(h.log.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
        let o = v.heightAnchor.constraint(equalToConstant: 10)
        o.priority = .defaultLow
        o.isActive = true
        o.priority = .defaultHigh
        #expect(o.priority == .defaultHigh)
    }

    @Test func addAndRemoveConstraintOnAView() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let c = v.widthAnchor.constraint(equalToConstant: 40)
        v.addConstraint(c)
        #expect(c.isActive && v.constraints.contains { $0 === c })
        v.removeConstraint(c)
        #expect(!c.isActive && v.constraints.isEmpty)
        // A view that is not a common ancestor refuses it.
        let other = h.constrainedView()
        other.addConstraint(v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor))
        #expect(other.constraints.isEmpty)
        #expect(h.log.contains("The view hierarchy is not prepared for the constraint"))
    }
}
