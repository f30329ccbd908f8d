import Foundation
import Testing
@_spi(Platform) import UIKit

/// Safe areas and margins guides of transformed views (the layout pass computes each view's safe rect once
/// for all the guide owners that share it), and rectangle conversions through rotated and scaled layers.
/// Expected values by hand: a view's safe area is the part of it its superview's safe area covers, mapped
/// into its own coordinates; a controller's root view is the window less the additional insets.
@Suite(.serialized) @MainActor struct TransformedSafeAreaTests {
    final class Holder: UIViewController {
        // The transform is on a frame-based container; the guide owner inside it fills its bounds.
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let side = UIView(frame: CGRect(x: 200, y: 0, width: 120, height: 300))
        let inBox = UIView(), inSide = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            // Half size about its centre: on screen (50, 50, 100, 100).
            turned.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            view.addSubview(turned)
            turned.addSubview(box)
            view.addSubview(side)
            for (content, owner) in [(inBox, box), (inSide, side)] {
                content.translatesAutoresizingMaskIntoConstraints = false
                owner.addSubview(content)
                let g = owner.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: g.topAnchor), content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: g.leadingAnchor), content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                ])
            }
        }
    }

    func close(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9 && abs(a.bottom - b.bottom) < 1e-9 && abs(a.right - b.right) < 1e-9
    }
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aScaledAndThenRotatedViewsGuidesFollowTheSafeAreaItsSuperviewLeaves() {
        let h = LayoutHarness()  // 320 x 480
        let holder = Holder()
        holder.additionalSafeAreaInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        h.window.rootViewController = holder
        h.frame()
        h.frame()
        // The root view's safe area starts at y = 100. The half-size box maps its point (x, y) to
        // (50 + x / 2, 50 + y / 2): window y = 100 is its y = 100, window x = 0 its x = -100.
        #expect(close(holder.box.convert(holder.box.bounds, to: nil), CGRect(x: 50, y: 50, width: 100, height: 100)))
        #expect(holder.box.bounds.size == CGSize(width: 200, height: 200))
        #expect(close(holder.box.safeAreaInsets, UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)))
        // Its margins guide: 8 points inside the safe area.
        #expect(close(holder.inBox.frame, CGRect(x: 8, y: 108, width: 184, height: 84)))
        // The untransformed sibling shares the root view's safe rect (computed once in the pass).
        #expect(holder.side.safeAreaInsets == UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        #expect(holder.inSide.frame == CGRect(x: 8, y: 108, width: 104, height: 184))

        // A quarter turn as well: window = (100 - (y - 100) / 2, 100 + (x - 100) / 2), so the safe part
        // (window y >= 100) is the box's x >= 100: the unsafe band moves to its left edge.
        holder.turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.5, y: 0.5)
        // A transform alone lays nothing out (as in UIKit); the next layout pass re-reads the safe areas.
        h.window.setNeedsLayout()
        h.frame()
        h.frame()
        let p = holder.box.convert(CGPoint(x: 200, y: 100), to: nil)
        #expect(abs(p.x - 100) < 1e-9 && abs(p.y - 150) < 1e-9)
        let back = holder.box.convert(CGPoint(x: 100, y: 150), from: nil)
        #expect(abs(back.x - 200) < 1e-9 && abs(back.y - 100) < 1e-9)
        #expect(close(holder.box.safeAreaInsets, UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)))
        #expect(close(holder.inBox.frame, CGRect(x: 108, y: 8, width: 84, height: 184)))
        #expect(holder.inSide.frame == CGRect(x: 8, y: 108, width: 104, height: 184))
    }

    @Test func aRectConvertedThroughNestedTransformsIsTheBoxOfItsCorners() {
        let h = LayoutHarness()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // centre (50, 50)
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)                   // on screen (-50, -50, 200, 200)
        let inner = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 20))   // centre (75, 10) in outer
        inner.transform = CGAffineTransform(rotationAngle: .pi / 2)              // in outer: (65, -15, 20, 50)
        h.window.addSubview(outer)
        outer.addSubview(inner)
        // In the window: outer maps (x, y) to (2x - 50, 2y - 50).
        #expect(close(inner.convert(inner.bounds, to: nil), CGRect(x: 80, y: -80, width: 40, height: 100)))
        #expect(close(inner.convert(inner.bounds, to: outer), CGRect(x: 65, y: -15, width: 20, height: 50)))
        // Back down: the window's box of those corners is inner's own bounds.
        #expect(close(inner.convert(CGRect(x: 80, y: -80, width: 40, height: 100), from: nil), inner.bounds))
        // A non-finite rectangle has no image.
        #expect(inner.convert(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), to: nil).isNull)
    }
}
