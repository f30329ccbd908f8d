import Foundation
import Testing
@_spi(Platform) import UIKit

/// Without a platform, text measures 0.6 × point size per character and lines are 1.17 × point size high,
/// so a 10-point label fits exactly ten characters in 60 points.
@Suite @MainActor struct LabelLayoutTests {
    private func label(_ text: String, width: CGFloat = 60, height: CGFloat = 12, lines: Int = 1,
                       mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
        // An application without a platform, whatever tests ran before in this process (synchronous, so
        // nothing can run between this and the measurements that follow).
        if UIApplication.shared.platform != nil || !(UIApplication.shared.clock is VirtualClock) {
            _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        }
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        l.font = .systemFont(ofSize: 10)
        l.numberOfLines = lines
        l.lineBreakMode = mode
        l.text = text
        return l
    }

    @Test func shortTextIsNotTruncated() {
        #expect(label("Hello").displayedLines == ["Hello"])
    }

    @Test func tailTruncationKeepsTheStart() {
        #expect(label("Hello wonderful world").displayedLines == ["Hello won…"])
    }

    @Test func headTruncationKeepsTheEnd() {
        #expect(label("Hello wonderful world", mode: .byTruncatingHead).displayedLines == ["…ful world"])
    }

    @Test func middleTruncationKeepsBothEnds() {
        #expect(label("Hello wonderful world", mode: .byTruncatingMiddle).displayedLines == ["Hello…orld"])
    }

    @Test func singleLineWordWrappingCutsAtAWordAndClippingAtACharacter() {
        #expect(label("Hello wonderful world", mode: .byWordWrapping).displayedLines == ["Hello"])
        #expect(label("Hello wonderful world", mode: .byClipping).displayedLines == ["Hello wond"])
    }

    @Test func multiLineWrapsAtWordsAndTruncatesTheLastLine() {
        let all = label("Hello wonderful world", height: 100, lines: 0)
        #expect(all.displayedLines == ["Hello", "wonderful", "world"])
        let two = label("Hello wonderful world", height: 100, lines: 2)
        #expect(two.displayedLines == ["Hello", "wonderful…"])
    }

    @Test func theBoundsHeightLimitsTheVisibleLines() {
        let l = label("Hello wonderful world", height: 25, lines: 0)
        #expect(l.displayedLines == ["Hello", "wonderful…"])
    }

    @Test func aLongWordBreaksBetweenCharacters() {
        let l = label("abcdefghijklmnopqrstuvwxyz", height: 100, lines: 0)
        #expect(l.displayedLines == ["abcdefghij", "klmnopqrst", "uvwxyz"])
    }

    @Test func newlinesStartParagraphsAndTruncationMarksHiddenOnes() {
        let l = label("one\ntwo\nthree", height: 100, lines: 2)
        #expect(l.displayedLines == ["one", "two…"])
        let middle = label("one\ntwo\nthree four five", height: 100, lines: 2, mode: .byTruncatingMiddle)
        #expect(middle.displayedLines == ["one", "two t…five"])
    }

    @Test func sizeToFitMeasuresOneLine() {
        let l = label("Hello", width: 0, height: 0)
        l.frame.origin = CGPoint(x: 7, y: 9)
        l.sizeToFit()
        #expect(l.frame == CGRect(x: 7, y: 9, width: 30, height: 12))
    }

    @Test func sizeThatFitsWrapsMultiLineTextAtTheGivenWidth() {
        let l = label("Hello wonderful world", lines: 0)
        #expect(l.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 54, height: 36))
        // A single-line label reports its full width whatever it is offered.
        let single = label("Hello wonderful world")
        #expect(single.sizeThatFits(CGSize(width: 60, height: 10)) == CGSize(width: 126, height: 12))
        #expect(single.intrinsicContentSize == CGSize(width: 126, height: 12))
    }

    @Test func emptyTextHasNoSizeAndNoLines() {
        let l = label("")
        #expect(l.displayedLines.isEmpty)
        #expect(l.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        l.text = nil
        #expect(l.displayedLines.isEmpty)
    }

    @Test func changingTheTextOrWidthRelaysOut() {
        let l = label("Hello wonderful world")
        #expect(l.displayedLines == ["Hello won…"])
        l.frame.size.width = 200
        #expect(l.displayedLines == ["Hello wonderful world"])
        l.text = "Bye"
        #expect(l.displayedLines == ["Bye"])
    }
}

/// `adjustsFontSizeToFitWidth`: the label reports the lines it draws.
extension LabelLayoutTests {
    @Test func aShrunkLabelReportsTheWholeText() {
        let l = label("Hello World Hello")   // 17 characters: 102 points at 10 pt, in 60
        #expect(l.displayedLines == ["Hello Wor…"])
        l.adjustsFontSizeToFitWidth = true
        #expect(l.displayedLines == ["Hello World Hello"], "drawn at 10 × 60/102 pt, complete")
        // Not below the minimum scale: at 8 pt a character is 4.8 points, 12 fit, so it truncates as drawn.
        l.minimumScaleFactor = 0.8
        #expect(l.displayedLines == ["Hello World…"])
        // Multi-line labels do not shrink.
        l.minimumScaleFactor = 0
        l.numberOfLines = 2
        l.bounds.size.height = 24
        #expect(l.displayedLines == ["Hello", "World Hel…"])
    }
}
