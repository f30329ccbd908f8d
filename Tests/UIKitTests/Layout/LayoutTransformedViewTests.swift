import Foundation
import Testing
@_spi(Platform) import UIKit

/// Auto Layout lays out a transformed view as if it had no transform: a frame-based container scaled to half
/// keeps its 200 x 200 bounds (its autoresizing constraints hold the untransformed frame, not the smaller
/// transformed one), and its constrained subview fills those bounds.
@Suite(.serialized) @MainActor struct LayoutTransformedViewTests {
    @Test func aScaledFrameBasedContainerKeepsItsBoundsAndItsConstrainedSubviewFillsThem() {
        let h = LayoutHarness(width: 400, height: 400)
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        h.window.addSubview(container)
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let child = h.constrainedView(in: container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        h.frame()
        #expect(container.bounds.size == CGSize(width: 200, height: 200))
        #expect(container.center == CGPoint(x: 150, y: 150))
        #expect(container.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 200))

        // Moving the transformed container keeps its size in the engine too.
        container.center = CGPoint(x: 200, y: 180)
        h.frame()
        #expect(container.bounds.size == CGSize(width: 200, height: 200))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func aRotatedConstrainedViewIsSizedByItsConstraintsNotItsBoundingBox() {
        let h = LayoutHarness(width: 400, height: 400)
        let box = h.constrainedView()
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.centerXAnchor.constraint(equalTo: h.window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: h.window.centerYAnchor),
        ])
        box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        h.frame()
        #expect(box.bounds.size == CGSize(width: 100, height: 40))
        #expect(box.center == CGPoint(x: 200, y: 200))
    }
}
