import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A view laid out absurdly wide gets a safe-area inset, so a margin, as wide: layout that feeds its own
/// margins back grows them frame after frame. Once the constraint that did it goes, the margins guide must be
/// exactly where its 8-point margins put it (the fuzzer's seed 2, event 17,559, without the SDL lab).
@Suite(.serialized) @MainActor struct LayoutHugeMarginTests {
    @Test func aMarginGuideIsExactAfterItsMarginsWereHuge() {
        let h = LayoutHarness(width: 390, height: 844)
        let container = h.constrainedView()
        let box = h.constrainedView(in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 12),
            container.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 12),
            container.widthAnchor.constraint(equalToConstant: 366),
            container.heightAnchor.constraint(equalToConstant: 300),
        ])
        let loose = [box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                     box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                     box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 24)]
        for c in loose { c.priority = .defaultLow }
        NSLayoutConstraint.activate(loose)
        // box.right <= 3 x box.centerXWithinMargins - 1e6: the box must be wider than three times its right margin.
        let feedback = NSLayoutConstraint(item: box, attribute: .right, relatedBy: .lessThanOrEqual, toItem: box,
                                          attribute: .centerXWithinMargins, multiplier: 3, constant: -1e6)
        feedback.priority = .defaultHigh
        feedback.isActive = true
        // Each pass the box's safe-area inset on the right (so its right margin) follows its width, and the
        // width three times the margin: about 1e44 after five frames.
        var frames = 0
        while box.safeAreaInsets.right < 1e40 && frames < 30 {
            h.advance(1.0 / 60)
            frames += 1
        }
        #expect(box.safeAreaInsets.right >= 1e40, "the margins fed back: \(box.safeAreaInsets)")
        feedback.isActive = false
        h.advance(1.0 / 60)
        h.advance(1.0 / 60)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 60, height: 24))
        #expect(box.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 44, height: 8))
        #expect(h.window.firstBrokenRequiredConstraint() == nil)
    }

    /// A multiplier and constant each in range whose product in the solver is not (1e100 x 1e100): the
    /// constraint is refused with a log, and every frame and guide stays finite.
    @Test func aConstraintWhoseProductWouldOverflowIsRefusedWithALog() {
        let h = LayoutHarness()
        let a = h.constrainedView(), b = h.constrainedView()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), a.topAnchor.constraint(equalTo: h.window.topAnchor),
            b.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), b.topAnchor.constraint(equalTo: h.window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 1e100),
        ])
        let product = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1e100)
        product.isActive = true
        h.frame()
        #expect(h.log.contains("the solver refused"), "\(h.log)")
        #expect(product.isActive)
        #expect(a.frame.width == 1e100)
        #expect(b.frame.width.isFinite && b.frame.width < 1e100)
        #expect(b.layoutMarginsGuide.layoutFrame.width.isFinite)
    }

    /// An intrinsic content size that is NaN, infinite or beyond the solver's range is logged and left out
    /// (the axis lays out as if the view had none); the other axis and the frames stay as constraints say.
    @Test(arguments: [CGFloat.nan, .infinity, 1e120])
    func anInvalidIntrinsicSizeIsLoggedAndIgnored(width: CGFloat) {
        let h = LayoutHarness()
        let v = IntrinsicView(width, 30)
        h.window.addSubview(v)
        let fallback = v.widthAnchor.constraint(equalToConstant: 50)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: h.window.topAnchor), fallback])
        h.frame()
        #expect(h.log.contains("intrinsic content size"), "\(h.log)")
        #expect(v.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }
}
