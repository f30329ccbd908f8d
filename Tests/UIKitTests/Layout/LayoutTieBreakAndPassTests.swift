import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Ties that UIKit resolves by arranged index, and layout passes that do no repeated work, whatever the
/// order constraints and intrinsic sizes reach the engine in.
@Suite(.serialized) @MainActor struct LayoutTieBreakAndPassTests {
    private func stack(_ h: LayoutHarness, _ views: [UIView], width: CGFloat) -> UIStackView {
        let s = UIStackView(arrangedSubviews: views)
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     s.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     s.widthAnchor.constraint(equalToConstant: width)])
        return s
    }

    @Test func equalHuggingStretchesTheFirstArrangedView() {
        let h = LayoutHarness()
        let v = [IntrinsicView(50, 20), IntrinsicView(60, 20), IntrinsicView(70, 20)]
        _ = stack(h, v, width: 300)
        h.window.layoutIfNeeded()
        // 300 - 180 = 120 spare points, all given to the first view (equal hugging: the tie goes by index).
        #expect(v.map(\.frame.width) == [170, 60, 70])
        #expect(v.map(\.frame.minX) == [0, 170, 230])
    }

    @Test func equalCompressionShrinksTheFirstArrangedView() {
        let h = LayoutHarness()
        let v = [IntrinsicView(50, 20), IntrinsicView(60, 20), IntrinsicView(70, 20)]
        _ = stack(h, v, width: 150)
        h.window.layoutIfNeeded()
        // 30 points too few, all taken from the first view.
        #expect(v.map(\.frame.width) == [20, 60, 70])
    }

    @Test func theTieFollowsTheIndexAfterReordering() {
        let h = LayoutHarness()
        let v = [IntrinsicView(50, 20), IntrinsicView(60, 20)]
        let s = stack(h, v, width: 200)
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [140, 60])
        s.insertArrangedSubview(v[1], at: 0)
        h.window.layoutIfNeeded()
        // v[1] is first now: it takes the spare 90 points.
        #expect(v[1].frame == CGRect(x: 0, y: 0, width: 150, height: 20))
        #expect(v[0].frame == CGRect(x: 150, y: 0, width: 50, height: 20))
    }

    @Test func aLowerHuggingPriorityStillWinsOverTheIndex() {
        let h = LayoutHarness()
        let v = [IntrinsicView(50, 20), IntrinsicView(60, 20)]
        v[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = stack(h, v, width: 200)
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [50, 150])
    }

    @Test func theResultDoesNotDependOnWhenTheIntrinsicSizeArrives() {
        // The same row, once with the sizes known before the constraints and once with them set after.
        func row(sizeFirst: Bool) -> [CGRect] {
            let h = LayoutHarness()
            let v = [IntrinsicView(0, 0), IntrinsicView(0, 0)]
            if sizeFirst { v[0].size = CGSize(width: 40, height: 20); v[1].size = CGSize(width: 80, height: 20) }
            _ = stack(h, v, width: 200)
            h.window.layoutIfNeeded()
            if !sizeFirst { v[0].size = CGSize(width: 40, height: 20); v[1].size = CGSize(width: 80, height: 20) }
            h.window.layoutIfNeeded()
            return v.map(\.frame)
        }
        let expected = [CGRect(x: 0, y: 0, width: 120, height: 20), CGRect(x: 120, y: 0, width: 80, height: 20)]
        #expect(row(sizeFirst: true) == expected)
        #expect(row(sizeFirst: false) == expected)
    }

    /// A view that sizes its subview in `layoutSubviews` and counts its layouts.
    final class SizingParent: UIView {
        let child = UIView()
        var layouts = 0
        override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            layouts += 1
            child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
        }
    }

    @Test func sizingASubviewInLayoutSubviewsDoesNotLayTheParentOutAgain() {
        let h = LayoutHarness()
        let parent = SizingParent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(parent)
        h.window.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(parent.child.frame.size == CGSize(width: 50, height: 50))
        h.window.layoutIfNeeded()
        h.frame()
        #expect(parent.layouts == 1)
        // A subview resized from outside still asks its superview for layout, as in UIKit.
        parent.child.frame.size = CGSize(width: 10, height: 10)
        h.window.layoutIfNeeded()
        #expect(parent.layouts == 2)
    }
}

/// `isBaselineRelativeArrangement` and baseline constraints that follow a font change. Without a platform
/// a font's ascender is 0.93 and its line height 1.17 of its point size.
@Suite(.serialized) @MainActor struct LayoutBaselineTests {
    private func label(_ text: String, size: CGFloat) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: size)
        return l
    }

    @Test func baselineRelativeSpacingRunsFromLastToFirstBaseline() {
        let h = LayoutHarness()
        let a = label("Title", size: 20), b = label("Body", size: 20)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.spacing = 10
        s.isBaselineRelativeArrangement = true
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     s.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.window.layoutIfNeeded()
        // a's last baseline is 23.4 - 18.6 = 4.8 above its bottom; b's first baseline 18.6 below its top:
        // b.minY = a.maxY - 4.8 + 10 - 18.6.
        #expect(a.frame.minY == 0)
        #expect(abs(b.frame.minY - (a.frame.maxY - 13.4)) <= 0.5)
        // A bigger font moves b's first baseline down (ascender 37.2): the constraint follows.
        b.font = .systemFont(ofSize: 40)
        h.window.layoutIfNeeded()
        #expect(abs(b.frame.minY - (a.frame.maxY - 4.8 + 10 - 37.2)) <= 0.5)
        // Edge-to-edge spacing again when the arrangement is no longer baseline relative.
        s.isBaselineRelativeArrangement = false
        h.window.layoutIfNeeded()
        #expect(b.frame.minY == a.frame.maxY + 10)
    }

    /// Seed 1, event 307,426 (the fuzzer's lab stack, `.lastBaseline` alignment): two labels' baselines moved in
    /// one pass. Re-installing the first label's constraint to the second for its move recorded the second's new
    /// offsets, so the second looked unmoved and its other baseline constraint (to a view without text, whose
    /// baseline is its bottom edge) kept the old offset, points off. Every constraint follows now.
    @Test func baselineConstraintsFollowTwoLabelsMovingInOnePass() {
        let h = LayoutHarness()
        let a = label("Anchor", size: 20), b = label("Other", size: 20)
        let plain = UIView()
        for v in [b, a, plain] { v.translatesAutoresizingMaskIntoConstraints = false; h.window.addSubview(v) }
        let heightA = a.heightAnchor.constraint(equalToConstant: 40), heightB = b.heightAnchor.constraint(equalToConstant: 40)
        // b's constraint first, so b is the first of the two the engine meets.
        NSLayoutConstraint.activate([
            b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            plain.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            a.topAnchor.constraint(equalTo: h.window.topAnchor), a.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 100),
            plain.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 200),
            plain.widthAnchor.constraint(equalToConstant: 10), plain.heightAnchor.constraint(equalToConstant: 10),
            heightA, heightB,
        ])
        h.window.layoutIfNeeded()
        // 40 points tall: the line (23.4) centred leaves round(8.3) = 8 above and below, so the last baseline is
        // 8 + 23.4 - 18.6 = 12.8 above the bottom: at y 27.2.
        #expect(abs(plain.frame.maxY - 27.2) <= 0.5)
        #expect(abs(b.frame.minY - 0) <= 0.5)
        heightA.constant = 30
        heightB.constant = 30
        h.window.layoutIfNeeded()
        // 30 points tall: round(3.3) = 3 of slack, the baseline 3 + 4.8 = 7.8 above the bottom, at y 22.2.
        #expect(abs(plain.frame.maxY - 22.2) <= 0.5, "the plain view's bottom \(plain.frame.maxY)")
        #expect(abs(b.frame.minY - 0) <= 0.5, "b's top \(b.frame.minY)")
        #expect(h.window.firstBrokenRequiredConstraint() == nil)
    }

    /// Found by the fuzzer's constraint invariant never running: a window whose root view takes part in Auto
    /// Layout laid itself out again every frame, because its layoutSubviews sets the root view's frame to its
    /// bounds and the same frame again asked the engine for another pass. Setting the same frame (or centre)
    /// changes nothing, as in UIKit, so the window settles.
    @Test func aWindowWithAConstrainedRootViewSettles() {
        let h = LayoutHarness()
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let root = UIViewController()
        window.rootViewController = root
        let v = h.constrainedView(in: root.view)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
                                     v.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let passes = window.layoutPasses
        #expect(passes >= 1)
        for _ in 0..<3 { window.layoutIfNeeded() }
        #expect(window.layoutPasses == passes)
        // The same frame and centre set again ask for nothing; a new one still lays out.
        root.view.frame = window.bounds
        root.view.center = root.view.center
        window.layoutIfNeeded()
        #expect(window.layoutPasses == passes)
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 480)
        window.layoutIfNeeded()
        #expect(window.layoutPasses == passes + 1)
        #expect(root.view.frame.width == CGFloat(300))
    }
}

/// A window that counts its layout passes.
@MainActor
final class CountingWindow: UIWindow {
    private(set) var layoutPasses = 0
    override func layoutSubviews() {
        layoutPasses += 1
        super.layoutSubviews()
    }
}
