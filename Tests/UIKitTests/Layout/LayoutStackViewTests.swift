import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIStackView's distributions and alignments, hidden views and nesting, against frames computed by hand
/// from UIKit's documented rules (the recipes of Apple's Auto Layout Guide, in numbers).
@Suite(.serialized) @MainActor struct LayoutStackViewTests {
    /// A stack pinned at (0, 0) in the window with the given width (its height left to the stack).
    private func stack(_ h: LayoutHarness, _ views: [UIView], width: CGFloat = 300) -> UIStackView {
        let s = UIStackView(arrangedSubviews: views)
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     s.topAnchor.constraint(equalTo: h.window.topAnchor),
                                     s.widthAnchor.constraint(equalToConstant: width)])
        return s
    }

    private func boxes() -> [IntrinsicView] { [IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(70, 10)] }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v)
        s.spacing = 10
        v[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 60, y: 0, width: 160, height: 30),
                                   CGRect(x: 230, y: 0, width: 70, height: 30)])
        #expect(s.frame.size == CGSize(width: 300, height: 30))
        #expect(v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(s.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v, width: 320)
        s.spacing = 10
        s.distribution = .fillEqually
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 110, 220])
        #expect(v.map(\.frame.width) == [100, 100, 100])
    }

    @Test func equalSpacingAndEqualCentering() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v)
        s.distribution = .equalSpacing
        h.window.layoutIfNeeded()
        // 300 - 180 = 120 points of space, 60 in each gap.
        #expect(v.map(\.frame.minX) == [0, 110, 230])
        s.distribution = .equalCentering
        h.window.layoutIfNeeded()
        // Centres 25 and 265 at the ends; the middle centre halfway, at 145.
        #expect(v.map(\.frame.minX) == [0, 115, 230])
        #expect(v.map(\.frame.width) == [50, 60, 70])
    }

    @Test func fillProportionallySharesByIntrinsicSize() {
        let h = LayoutHarness()
        let v = [IntrinsicView(50, 10), IntrinsicView(100, 10), IntrinsicView(150, 10)]
        let s = stack(h, v, width: 620)
        s.spacing = 10
        s.distribution = .fillProportionally
        h.window.layoutIfNeeded()
        // 600 points for the views, in the ratio 1 : 2 : 3.
        #expect(v.map(\.frame.width) == [100, 200, 300])
        #expect(v.map(\.frame.minX) == [0, 110, 320])
    }

    @Test func alignmentsAcrossTheAxis() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v)
        s.alignment = .center
        h.window.layoutIfNeeded()
        #expect(s.frame.height == 30)
        #expect(v.map(\.frame.minY) == [5, 0, 10])
        #expect(v.map(\.frame.height) == [20, 30, 10])
        s.alignment = .top
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.minY) == [0, 0, 0])
        s.alignment = .bottom
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.maxY) == [30, 30, 30])
        // A vertical stack: leading and trailing alignment.
        s.axis = .vertical
        s.alignment = .trailing
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.maxX) == [300, 300, 300])
        #expect(v.map(\.frame.minY) == [0, 20, 50])
        #expect(s.frame.height == 60)
    }

    @Test func firstBaselineAlignment() {
        let h = LayoutHarness()
        let small = UILabel(), big = UILabel()
        small.font = .systemFont(ofSize: 10); small.text = "small"
        big.font = .systemFont(ofSize: 20); big.text = "Big"
        let s = stack(h, [small, big])
        s.alignment = .firstBaseline
        h.window.layoutIfNeeded()
        // Ascenders 9.3 and 18.6: the small label sits 9.3 lower, rounded to 9.
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == 9)
        #expect(s.frame.height == 24)
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v)
        s.spacing = 5
        s.setCustomSpacing(20, after: v[0])
        #expect(s.customSpacing(after: v[0]) == 20)
        #expect(s.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        s.distribution = .fill
        s.alignment = .top
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        v[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        h.window.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [10, 80, 145])
        #expect(v[2].frame.maxX == 290)
        #expect(v.map(\.frame.minY) == [4, 4, 4])
        #expect(s.frame.height == 40)
    }

    @Test func aHiddenArrangedViewGivesUpItsSpace() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v, width: 320)
        s.spacing = 10
        s.distribution = .fillEqually
        h.window.layoutIfNeeded()
        v[1].isHidden = true
        h.frame()
        #expect(v[0].frame.width == 155)
        #expect(v[2].frame.minX == 165)
        #expect(v[1].frame.width == 0)
        v[1].isHidden = false
        h.frame()
        #expect(v.map(\.frame.minX) == [0, 110, 220])
        s.removeArrangedSubview(v[2])
        h.frame()
        #expect(v[2].superview === s)
        #expect(v[1].frame.width == 155)
        v[1].removeFromSuperview()
        #expect(s.arrangedSubviews.count == 1)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let h = LayoutHarness()
        let v = boxes()
        let s = stack(h, v, width: 320)
        s.spacing = 10
        s.distribution = .fillEqually
        h.frame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = true })
        #expect(v[2].frame.minX == 165)
        h.advance(0.5)
        let x = v[2].layer.presentation()?.frame.minX ?? -1
        #expect(abs(x - (220 + 165) / 2) < 1)
        h.advance(0.6)
        #expect((v[2].layer.presentation() ?? v[2].layer).frame.minX == 165)
    }

    /// The guide's "Nested Stack Views" recipe in numbers: a column of rows, each a label that hugs its text
    /// and a field that takes the rest, inside the window's margins.
    @Test func nestedStackViews() {
        let h = LayoutHarness()
        func row(_ title: String) -> (UIStackView, UILabel, IntrinsicView) {
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = title
            label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            let field = IntrinsicView(100, 30)
            let r = UIStackView(arrangedSubviews: [label, field])
            r.spacing = 8
            r.alignment = .center
            return (r, label, field)
        }
        let first = row("First"), last = row("Last")
        let column = UIStackView(arrangedSubviews: [first.0, last.0])
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 20),
                                     column.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -20),
                                     column.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 40)])
        h.window.layoutIfNeeded()
        #expect(first.0.frame == CGRect(x: 0, y: 0, width: 280, height: 30))
        #expect(last.0.frame == CGRect(x: 0, y: 38, width: 280, height: 30))
        #expect(first.1.frame == CGRect(x: 0, y: 9, width: 30, height: 12))
        #expect(first.2.frame == CGRect(x: 38, y: 0, width: 242, height: 30))
        #expect(last.2.frame == CGRect(x: 32, y: 0, width: 248, height: 30))
        #expect(column.frame == CGRect(x: 20, y: 40, width: 280, height: 68))
    }
}
