import Foundation
import Testing
@_spi(Platform) import UIKit

/// Intrinsic content sizes as hugging (250) and compression-resistance (750) constraints, and labels that
/// wrap at the width layout gives them. Text without a platform: 0.6 x point size per character, lines
/// 1.17 x point size high (a 10-point line is 11.7, rounded up in label sizes).
@Suite(.serialized) @MainActor struct LayoutIntrinsicSizeTests {
    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let l = UILabel()
        l.font = .systemFont(ofSize: 10)
        l.numberOfLines = lines
        l.text = text
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }

    @Test func aLabelTakesItsIntrinsicSize() {
        let h = LayoutHarness()
        let l = label("Hello")
        h.window.addSubview(l)
        NSLayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
                                     l.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10)])
        h.window.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 10, y: 10, width: 30, height: 12))
        #expect(l.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(l.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        l.text = "Hello, world"
        h.frame()
        #expect(l.frame.width == 72)
    }

    /// Two labels in a row too narrow for both: the one with the lower compression resistance gives way.
    @Test func compressionResistanceDecidesWhoShrinksInATooNarrowRow() {
        let h = LayoutHarness()
        let a = label("AAAAAAAAAA"), b = label(String(repeating: "B", count: 30))
        h.window.addSubview(a); h.window.addSubview(b)
        let width = b.trailingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 200)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            width,
            a.topAnchor.constraint(equalTo: h.window.topAnchor), b.topAnchor.constraint(equalTo: h.window.topAnchor),
        ])
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        h.window.layoutIfNeeded()
        #expect(a.frame.width == 60)
        #expect(b.frame == CGRect(x: 70, y: 0, width: 130, height: 12))
        // The other way round: the first label is compressed.
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        h.window.layoutIfNeeded()
        #expect(a.frame.width == 10)
        #expect(b.frame.width == 180)
        // A row wider than both: the one with the lower hugging priority stretches.
        width.constant = 300
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        h.window.layoutIfNeeded()
        #expect(a.frame.width == 60)
        #expect(b.frame.width == 230)
    }

    @Test func aMultiLineLabelWrapsAtItsConstrainedWidthAndGrows() {
        let h = LayoutHarness()
        let l = label("aaaa bbbb cccc dddd eeee", lines: 0)
        let below = h.constrainedView()
        h.window.addSubview(l)
        let width = l.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), l.topAnchor.constraint(equalTo: h.window.topAnchor),
            width,
            below.topAnchor.constraint(equalTo: l.bottomAnchor), below.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.window.layoutIfNeeded()
        // "aaaa bbbb cccc" (84 points) / "dddd eeee": two lines.
        #expect(l.frame.size == CGSize(width: 100, height: 24))
        #expect(below.frame.minY == 24)
        width.constant = 50  // one word a line: five lines
        h.window.layoutIfNeeded()
        #expect(l.frame.size == CGSize(width: 50, height: 59))
        #expect(below.frame.minY == 59)
    }

    @Test func preferredMaxLayoutWidthWrapsAnUnconstrainedLabel() {
        let h = LayoutHarness()
        let l = label("aaaa bbbb cccc dddd eeee", lines: 0)
        l.preferredMaxLayoutWidth = 60
        h.window.addSubview(l)
        NSLayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     l.topAnchor.constraint(equalTo: h.window.topAnchor)])
        h.window.layoutIfNeeded()
        // "aaaa bbbb" / "cccc dddd" / "eeee": 54 points wide, three lines.
        #expect(l.frame.size == CGSize(width: 54, height: 36))
    }

    @Test func invalidatingTheIntrinsicSizeReSolves() {
        let h = LayoutHarness()
        let v = IntrinsicView(40, 20)
        h.window.addSubview(v)
        NSLayoutConstraint.activate([v.centerXAnchor.constraint(equalTo: h.window.centerXAnchor),
                                     v.centerYAnchor.constraint(equalTo: h.window.centerYAnchor)])
        h.window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 140, y: 230, width: 40, height: 20))
        v.size = CGSize(width: 100, height: 50)
        h.frame()
        #expect(v.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    @Test func systemLayoutSizeFittingMeasuresAContainer() {
        let h = LayoutHarness()
        let container = UIView()
        let l = label("aaaa bbbb cccc dddd eeee", lines: 0)
        container.addSubview(l)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            l.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            l.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            l.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        let compressed = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // One line of 24 characters (144 points) plus the insets.
        #expect(compressed == CGSize(width: 164, height: 22))
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        // 100 points for the text: two lines (24) plus 10.
        #expect(fitted == CGSize(width: 120, height: 34))
        _ = h
    }
}
