import Foundation
import Testing
@_spi(Platform) import UIKit

/// A layout feedback loop: constraints that read what their own written-back frames change (here a label's
/// first baseline, which moves with the label's height because its text is centred vertically) never settle.
/// A pass stops after `maximumRounds`, says so once, and the views laid out after it in the same frame do not
/// run the loop again (fuzz seed 1796230211, event 183,094: one drag took more than 20 s of CPU that way).
@Suite(.serialized) @MainActor struct LayoutFeedbackLoopTests {
    /// A label counting how often its frame changes.
    final class CountingLabel: UILabel {
        var frameChanges = 0
        override var frame: CGRect { didSet { if frame != oldValue { frameChanges += 1 } } }
    }

    /// The label's bottom is held at `100 - 2 × its first baseline`: its height is then `100 - 2 × offset`,
    /// and the offset is half the height left over by the text, so the height alternates between two values
    /// for ever (a two-cycle; the factor is exactly -1).
    func makeLoop(_ h: LayoutHarness) -> (label: CountingLabel, views: [UIView], loop: NSLayoutConstraint) {
        let label = CountingLabel()
        label.text = "Loop"
        label.translatesAutoresizingMaskIntoConstraints = false
        // A few nested constrained views, each of which lays out in the frame too.
        var views: [UIView] = []
        var parent: UIView = h.window
        for _ in 0..<6 {
            let v = h.constrainedView(in: parent)
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                                         v.topAnchor.constraint(equalTo: parent.topAnchor),
                                         v.widthAnchor.constraint(equalToConstant: 200),
                                         v.heightAnchor.constraint(equalToConstant: 300)])
            views.append(v)
            parent = v
        }
        parent.addSubview(label)
        let loop = NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: label,
                                      attribute: .firstBaseline, multiplier: -2, constant: 100)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: parent.topAnchor),
                                     label.widthAnchor.constraint(equalToConstant: 100), loop])
        return (label, views, loop)
    }

    @Test func aLoopThatNeverSettlesStopsAfterOnePassPerFrameAndSaysSoOnce() {
        let h = LayoutHarness()
        let (label, views, _) = makeLoop(h)
        h.frame()
        let heights = Set([label.frame.height])
        #expect(label.frame.height.isFinite && label.frame.height > 0)
        // One pass of at most `maximumRounds` write-backs, not one more pass for each view laid out after it.
        #expect(label.frameChanges <= 8, "the label's frame changed \(label.frameChanges) times in one frame")
        #expect(h.logs.filter { $0.contains("did not settle after 8 passes") }.count == 1, "\(h.log)")

        // Later frames that lay the tree out again carry on from where the pass stopped, without logging again.
        var seen = heights
        for _ in 0..<4 {
            label.frameChanges = 0
            views[0].setNeedsLayout()
            h.window.setNeedsLayout()
            h.frame()
            #expect(label.frameChanges <= 8)
            seen.insert(label.frame.height)
        }
        #expect(h.logs.filter { $0.contains("did not settle") }.count == 1)
        #expect(seen.allSatisfy { $0.isFinite && $0 > 0 && $0 <= 100 }, "\(seen)")
        for v in views { #expect(v.frame.size == CGSize(width: 200, height: 300)) }
    }

    @Test func layoutThatSettlesAgainIsReportedAgainWhenALaterLoopStarts() {
        let h = LayoutHarness()
        let (label, _, loop) = makeLoop(h)
        h.frame()
        #expect(h.logs.filter { $0.contains("did not settle") }.count == 1)
        // Break the loop: the label settles at its own height, and the tree lays out normally again.
        loop.isActive = false
        let fixed = label.heightAnchor.constraint(equalToConstant: 30)
        fixed.isActive = true
        h.frame()
        h.frame()
        #expect(label.frame.height == 30)
        label.frameChanges = 0
        h.frame()
        #expect(label.frameChanges == 0)
        // A new loop is a new report.
        fixed.isActive = false
        loop.isActive = true
        h.frame()
        #expect(h.logs.filter { $0.contains("did not settle") }.count == 2, "\(h.log)")
    }
}
