import Foundation
import Testing
@_spi(Platform) import UIKit

/// Conflicts and bad input: UIKit's "Unable to simultaneously satisfy constraints" log and recovery, and a
/// logged message (no crash, nothing activated) for every kind of invalid constraint.
@Suite(.serialized) @MainActor struct LayoutBadInputTests {
    @Test func anUnsatisfiableSetIsLoggedAndOneConstraintBroken() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        a.identifier = "narrow"
        let b = v.widthAnchor.constraint(equalToConstant: 200)
        b.identifier = "wide"
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10), a, b])
        h.window.layoutIfNeeded()
        let log = h.log
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(log.contains("'narrow' UIView:0x"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(log.contains("'wide' UIView:0x"))
        #expect(log.contains("UIViewAlertForUnsatisfiableConstraints"))
        // It carries on with the constraint broken (still active), and heals when the conflict goes.
        #expect(v.frame.width == 100)
        #expect(b.isActive)
        a.isActive = false
        b.constant = 150
        h.window.layoutIfNeeded()
        #expect(v.frame.width == 150)
    }

    @Test func aViewThatKeepsItsFrameConflictsLikeAnAutoresizingConstraint() {
        let h = LayoutHarness()
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        h.window.addSubview(v)
        let other = h.constrainedView()
        NSLayoutConstraint.activate([
            // Views with translatesAutoresizingMaskIntoConstraints take part with their frame fixed.
            other.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: v.topAnchor),
            other.widthAnchor.constraint(equalTo: v.widthAnchor),
            other.heightAnchor.constraint(equalToConstant: 5),
        ])
        h.window.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 65, y: 10, width: 50, height: 5))
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        h.frame()
        #expect(other.frame == CGRect(x: 25, y: 0, width: 20, height: 5))
        v.widthAnchor.constraint(equalToConstant: 30).isActive = true
        h.window.layoutIfNeeded()
        #expect(h.log.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(h.log.contains("h=--& v=--& UIView:0x"))
        #expect(h.log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(v.frame.width == 20)
    }

    @Test func nonFiniteConstantsAndMultipliersAreNotActivated() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let nanConstant = v.widthAnchor.constraint(equalToConstant: .nan)
        nanConstant.isActive = true
        #expect(!nanConstant.isActive)
        #expect(h.log.contains("the constant nan is not a finite number"))
        let infMultiplier = v.widthAnchor.constraint(equalTo: h.window.widthAnchor, multiplier: .infinity)
        infMultiplier.isActive = true
        #expect(!infMultiplier.isActive)
        #expect(h.log.contains("the multiplier inf is not a finite number"))
        let good = v.widthAnchor.constraint(equalToConstant: 10)
        good.isActive = true
        good.constant = .infinity
        #expect(good.constant == 10)
        #expect(h.log.contains("ignored non-finite constant inf"))
    }

    @Test func viewsWithNoCommonAncestorAreRefusedNamingBoth() {
        let h = LayoutHarness()
        let a = h.constrainedView()
        let loose = UIView()
        let c = a.leadingAnchor.constraint(equalTo: loose.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(h.log.contains("because they have no common ancestor"))
        #expect(h.log.contains("UIView:0x"))
        #expect(h.log.contains(layoutName(a)) && h.log.contains(layoutName(loose)))
    }

    private func layoutName(_ v: UIView) -> String { "UIView:0x" + String(UInt(bitPattern: ObjectIdentifier(v).hashValue), radix: 16) }

    @Test func aViewConstrainedToItselfAndInvalidPairings() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let selfConstraint = v.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 10)
        selfConstraint.isActive = true
        #expect(!selfConstraint.isActive)
        #expect(h.log.contains("to itself"))
        // An aspect ratio relates two attributes of one view: fine.
        let aspect = v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5)
        aspect.isActive = true
        #expect(aspect.isActive)
        let pairing = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: h.window, attribute: .top, multiplier: 1, constant: 0)
        pairing.isActive = true
        #expect(!pairing.isActive)
        #expect(h.log.contains("Invalid pairing of layout attributes"))
        let location = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        location.isActive = true
        #expect(!location.isActive)
        #expect(h.log.contains("Location attributes must be specified in pairs"))
    }

    /// The fuzzer's seed 3, event 39,525: a view taken out of a detached tree that had not been laid out yet (so
    /// it had no engine) kept its constraints to the views it left; once the tree joined a window they were
    /// installed, relating a view in the window to one outside any. UIKit's `removeFromSuperview` "removes any
    /// constraints that refer to the view you are removing, or that refer to any view in the subtree", engine
    /// or not; moving the view to another superview does the same.
    @Test func removingAViewFromATreeNotYetLaidOutDeactivatesTheConstraintsThatReferToIt() {
        let h = LayoutHarness()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView(), child = UIView()
        for v in [a, b, child] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(child)
        let pinned = [a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)]
        let size = [a.widthAnchor.constraint(equalToConstant: 60), a.heightAnchor.constraint(equalToConstant: 24)]
        let across = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 1)
        let toChild = b.leadingAnchor.constraint(equalTo: child.trailingAnchor)
        let inside = child.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate(pinned + size + [across, toChild, inside])
        // Nothing has laid the detached tree out. A view moved to another superview loses its constraints too.
        let c = UIView(), elsewhere = UIView()
        c.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(c)
        let toC = b.widthAnchor.constraint(equalTo: c.widthAnchor)
        toC.isActive = true
        elsewhere.addSubview(c)
        #expect(!toC.isActive)
        a.removeFromSuperview()
        #expect(!across.isActive && !toChild.isActive)  // they refer to the removed view or its subtree
        #expect(!pinned.contains { $0.isActive })
        #expect(inside.isActive && size.allSatisfy { $0.isActive })  // within the removed subtree: kept
        #expect(!root.constraints.contains { $0 === across || $0 === toChild })
        // In a window now, b lays out by its own constraints only; nothing relates it to a.
        h.window.addSubview(root)
        NSLayoutConstraint.activate([b.topAnchor.constraint(equalTo: root.topAnchor, constant: 38),
                                     b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                                     b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5)])
        h.window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 40, y: 38, width: 5, height: 5))
        #expect(!h.log.contains("Unable to simultaneously satisfy constraints."))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReferToIt() {
        let h = LayoutHarness()
        let container = h.constrainedView()
        let child = h.constrainedView(in: container)
        let outside = child.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10)
        let inside = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        let own = child.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([outside, inside, own,
                                     container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
                                     container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), container.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.window.layoutIfNeeded()
        #expect(child.frame.width == 50)
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive && own.isActive)  // within the removed subtree: kept
        // The detached tree still lays out on its own.
        child.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 3).isActive = true
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 3, y: 0, width: 50, height: 20))
        // Back in the window, with its constraints.
        h.window.addSubview(container)
        container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 7).isActive = true
        container.topAnchor.constraint(equalTo: h.window.topAnchor).isActive = true
        h.window.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 7, y: 0, width: 100, height: 100))
        #expect(child.frame == CGRect(x: 3, y: 0, width: 50, height: 20))
    }

    @Test func aCycleOfEqualitiesIsSolvedOrReportedWithoutHanging() {
        let h = LayoutHarness()
        let a = h.constrainedView(), b = h.constrainedView(), c = h.constrainedView()
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: b.widthAnchor), b.widthAnchor.constraint(equalTo: c.widthAnchor),
            c.widthAnchor.constraint(equalTo: a.widthAnchor),  // redundant: consistent
            a.widthAnchor.constraint(equalToConstant: 30),
        ])
        h.window.layoutIfNeeded()
        #expect(c.frame.width == 30)
        #expect(!h.log.contains("Unable to simultaneously satisfy"))
        // A cycle that cannot hold: a = b + 10, b = a + 10.
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10),
                                     b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10)])
        h.window.layoutIfNeeded()
        #expect(h.log.contains("Unable to simultaneously satisfy constraints."))
    }

    @Test func ambiguityAndTheConstraintsAffectingAView() {
        let h = LayoutHarness()
        let v = h.constrainedView()
        let w = v.widthAnchor.constraint(equalToConstant: 10)
        w.isActive = true
        h.window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: h.window.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!v.hasAmbiguousLayout)
        let horizontal = v.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2)
        #expect(horizontal.contains { $0 === w })
        #expect(v.constraintsAffectingLayout(for: .vertical).count == 2)
    }
}
