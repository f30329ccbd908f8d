import Foundation
import Testing
@_spi(Platform) import UIKit

/// What refers to a view, layer or guide without owning it reads nil once the object is gone, as a weak
/// reference would (they are held unowned and cleared by their owners, so objects carry no side table).
@Suite(.serialized) @MainActor struct LayoutItemReferenceTests {
    @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
        let child = UIView()
        let sublayer = CALayer()
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent.layer.addSublayer(sublayer)
            #expect(child.superview === parent)
            #expect(child.layer.superlayer === parent.layer)
            #expect(sublayer.superlayer === parent.layer)
        }
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
        #expect(sublayer.superlayer == nil)
        // The orphan can join another tree.
        let other = UIView()
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(other.subviews.count == 1)
    }

    @Test func aLayerOutlivingItsViewHasNoDelegate() {
        var layer: CALayer?
        do {
            let view = UIView()
            layer = view.layer
            #expect(layer?.delegate === view)
        }
        #expect(layer?.delegate == nil)
        layer?.setNeedsDisplay()
        layer?.displayIfNeeded()
    }

    @Test func aLayerDelegateSetByTheAppIsWeak() {
        final class Drawer: CALayerDelegate {}
        let layer = CALayer()
        do {
            let drawer = Drawer()
            layer.delegate = drawer
            #expect(layer.delegate === drawer)
        }
        #expect(layer.delegate == nil)
    }

    @Test func aConstraintOutlivingItsItemsReadsNilItemsAndDoesNotActivate() {
        let h = LayoutHarness()
        var constraint: NSLayoutConstraint?
        var anchor: NSLayoutXAxisAnchor?
        do {
            let view = UIView()
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
            anchor = view.leadingAnchor
            #expect(constraint?.firstItem === view)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
        #expect(h.log.contains("the first item is nil"))
        // An anchor of a view that is gone makes a constraint with no first item, which does not activate.
        let orphan = anchor?.constraint(equalTo: h.window.leadingAnchor)
        #expect(orphan?.firstItem == nil)
        orphan?.isActive = true
        #expect(orphan?.isActive == false)
    }

    @Test func aGuideOutlivingItsViewHasNoOwningView() {
        let guide = UILayoutGuide()
        do {
            let view = UIView()
            view.addLayoutGuide(guide)
            #expect(guide.owningView === view)
        }
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
    }

    @Test func aViewRemovedAndFreedLeavesTheEngineConsistent() {
        let h = LayoutHarness()
        let kept = h.constrainedView()
        NSLayoutConstraint.activate([kept.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 5),
                                     kept.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     kept.widthAnchor.constraint(equalToConstant: 30),
                                     kept.heightAnchor.constraint(equalToConstant: 30)])
        do {
            let gone = h.constrainedView()
            NSLayoutConstraint.activate([gone.leadingAnchor.constraint(equalTo: kept.trailingAnchor, constant: 8),
                                         gone.topAnchor.constraint(equalTo: kept.topAnchor),
                                         gone.widthAnchor.constraint(equalTo: kept.widthAnchor)])
            h.window.layoutIfNeeded()
            #expect(gone.frame.minX == 43)
            #expect(gone.frame.width == 30)
            gone.removeFromSuperview()
        }
        h.window.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 5, y: 0, width: 30, height: 30))
        #expect(kept.constraintsAffectingLayout(for: .horizontal).allSatisfy { $0.firstItem != nil })
    }
}
