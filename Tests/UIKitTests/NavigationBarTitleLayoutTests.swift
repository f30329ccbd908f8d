import Foundation
import Testing
@_spi(Platform) import UIKit

/// Where a navigation bar puts its title: centred on the bar while that keeps it clear of the buttons, moved
/// towards the roomier side when it does not, truncated only when it is wider than the space between the
/// buttons. Without a platform, 17-point text measures 0.6 × 17 = 10.2 points per character, and a label's
/// `sizeThatFits` rounds up to whole points, as UIKit's does.
@Suite(.serialized) @MainActor struct NavigationBarTitleLayoutTests {
    private func bar(width: CGFloat = 390, _ titles: [String], right: UIBarButtonItem? = nil) -> UINavigationBar {
        if UIApplication.shared.platform != nil || !(UIApplication.shared.clock is VirtualClock) {
            _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 390, height: 844), scale: 1, platform: nil)
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        let items = titles.map { UINavigationItem(title: $0) }
        items.last?.rightBarButtonItem = right
        bar.setItems(items, animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    private func title(of bar: UINavigationBar) throws -> UILabel {
        try #require(bar.subviews.first { $0.accessibilityIdentifier == "navigationTitle" } as? UILabel)
    }

    private func backButton(of bar: UINavigationBar) throws -> UIView {
        try #require(bar.subviews.first { $0.accessibilityIdentifier == "backButton" })
    }

    @Test func aShortTitleIsCentredOnTheBar() throws {
        let bar = bar(["Catalog", "Details"])
        let label = try title(of: bar)
        #expect(label.frame.width == (CGFloat(7) * 10.2).rounded(.up))  // 72
        #expect(abs(label.frame.midX - 195) < 0.01)
        #expect(label.displayedLines == ["Details"])
    }

    @Test func aTitleTooLongToCentreMovesClearOfTheBackButtonInsteadOfTruncating() throws {
        let bar = bar(["Catalog", "Segmented Controls"])
        let label = try title(of: bar)
        let back = try backButton(of: bar)
        let width = (CGFloat(18) * 10.2).rounded(.up)  // 184: centred it would start at 103, under the back button
        try #require(back.frame.maxX + 8 > (390 - width) / 2)
        #expect(abs(label.frame.width - width) < 0.01)
        #expect(abs(label.frame.minX - (back.frame.maxX + 8)) < 0.01)
        #expect(label.displayedLines == ["Segmented Controls"])
    }

    @Test func aTitleWiderThanTheSpaceBetweenTheButtonsFillsItAndTruncates() throws {
        let long = String(repeating: "Very long title ", count: 4)
        let bar = bar(["Catalog", long])
        let label = try title(of: bar)
        let back = try backButton(of: bar)
        #expect(abs(label.frame.minX - (back.frame.maxX + 8)) < 0.01)
        #expect(abs(label.frame.maxX - (390 - 16)) < 0.01)
        #expect(label.displayedLines.first?.hasSuffix("…") == true)
    }

    @Test func aLongTitleBesideATrailingButtonMovesTowardsTheLeadingSide() throws {
        let bar = bar(["A title of thirty characters!!"], right: UIBarButtonItem(barButtonSystemItem: .done) { _ in })
        let label = try title(of: bar)
        let done = try #require(bar.subviews.first { $0 !== label && $0.frame.maxX == 390 - 16 })
        let width = (CGFloat(30) * 10.2).rounded(.up)  // 306: centred it would end at 348, over the Done button
        try #require((390 + width) / 2 > done.frame.minX - 8)
        let space = done.frame.minX - 8 - 16
        #expect(abs(label.frame.width - min(width, space)) < 0.01)
        #expect(abs(label.frame.maxX - (done.frame.minX - 8)) < 0.01)
    }
}
