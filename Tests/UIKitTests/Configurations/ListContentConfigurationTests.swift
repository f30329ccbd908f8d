import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `UIListContentConfiguration` and `UIListContentView`: the styles' defaults, where the image and texts go,
/// the height a row needs, and bad values. Without a platform, text measures 0.6 × point size per character
/// and 1.17 × point size per line, rounded up to whole points: a 17-point "Hello" is 51 x 20 points, a
/// 15-point "Sub" 27 x 18. With no superview, the margins are the configuration's (11, 16, 11, 16 for cells).
@Suite(.serialized) @MainActor struct ListContentConfigurationTests {
    private func app() {
        if UIApplication.shared.platform != nil || !(UIApplication.shared.clock is VirtualClock) {
            _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 400, height: 400), scale: 1, platform: nil)
        }
    }

    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// The view laid out at `width` and the height it asks for.
    private func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        return view
    }

    @Test func theStylesStartFromTheSystemTextStyles() {
        app()
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.font.pointSize == 15)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .both)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font.pointSize == 17)
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font.pointSize == 13)
        #expect(header.textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font.isBold)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var c = UIListContentConfiguration.cell()
        c.text = "Plain"
        c.attributedText = NSAttributedString(string: "Rich")
        #expect(c.text == nil)
        c.text = "Plain again"
        #expect(c.attributedText == nil)
        #expect(c.text == "Plain again")
    }

    @Test func aOneLineCellIsFortyFourPointsWithItsTextCentred() {
        app()
        var c = UIListContentConfiguration.cell()
        c.text = "Hello"
        let view = laidOut(c)
        // 11 + 20 + 11 = 42, raised to the 44-point minimum of a row; the text centred: 11 + (22 - 20) / 2.
        #expect(view.frame.height == 44)
        #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 288, height: 20))
        #expect(view.textLabel.text == "Hello")
        #expect(view.secondaryTextLabel.isHidden)
        #expect(view.imageView.isHidden)
    }

    @Test func aSubtitleStacksUnderTheTextWithThePadding() {
        app()
        var c = UIListContentConfiguration.subtitleCell()
        c.text = "Title"
        c.secondaryText = "Sub"
        let view = laidOut(c)
        // 11 + 20 + 3 + 18 + 11.
        #expect(view.frame.height == 63)
        #expect(view.textLabel.frame == CGRect(x: 16, y: 11, width: 288, height: 20))
        #expect(view.secondaryTextLabel.frame == CGRect(x: 16, y: 34, width: 288, height: 18))
        #expect(view.secondaryTextLabel.font.pointSize == 15)
    }

    @Test func aValueSitsAtTheTrailingMarginWhileItFitsAndStacksWhenItDoesNot() {
        app()
        var c = UIListContentConfiguration.valueCell()
        c.text = "Name"
        c.secondaryText = "Value"
        let wide = laidOut(c)
        // "Name" 41 x 20 and "Value" 51 x 20 (body) fit side by side in 288 points.
        #expect(wide.frame.height == 44)
        #expect(wide.textLabel.frame == CGRect(x: 16, y: 12, width: 41, height: 20))
        #expect(wide.secondaryTextLabel.frame == CGRect(x: 320 - 16 - 51, y: 12, width: 51, height: 20))
        // At 120 points there are 88 for both: 41 + 8 + 51 = 100 do not fit, so they stack.
        let narrow = laidOut(c, width: 120)
        #expect(narrow.frame.height == CGFloat(11 + 20 + 3 + 20 + 11))
        #expect(narrow.secondaryTextLabel.frame == CGRect(x: 16, y: 34, width: 88, height: 20))
    }

    @Test func theImageShrinksToItsMaximumSizeAndTheTextFollowsItsPadding() {
        app()
        var c = UIListContentConfiguration.cell()
        c.text = "Hello"
        c.image = image(40, 40)
        c.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        let view = laidOut(c)
        // Content 24 tall (the image): 11 + 24 + 11 = 46; the text centred on the image.
        #expect(view.frame.height == 46)
        #expect(view.imageView.frame == CGRect(x: 16, y: 11, width: 24, height: 24))
        #expect(view.textLabel.frame == CGRect(x: 16 + 24 + 16, y: 13, width: 320 - 16 - 24 - 16 - 16, height: 20))
        // A reserved width lines text up across rows with narrower images; the image is centred in it.
        c.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        let reserved = laidOut(c)
        #expect(reserved.imageView.frame.minX == CGFloat(16 + 8))
        #expect(reserved.textLabel.frame.minX == CGFloat(16 + 40 + 16))
    }

    @Test func aLongTextWrapsAndTheRowGrows() {
        app()
        var c = UIListContentConfiguration.cell()
        // 40 characters of 10.2 points = 408 points: two lines in 288.
        c.text = String(repeating: "word ", count: 8).trimmingCharacters(in: .whitespaces) + " abcdefg"
        let view = laidOut(c)
        #expect(view.textLabel.frame.height == 40)
        #expect(view.frame.height == CGFloat(11 + 40 + 11))
        c.textProperties.numberOfLines = 1
        #expect(laidOut(c).frame.height == 44)
    }

    @Test func aGroupedHeaderShowsItsTextInCapitals() {
        app()
        var c = UIListContentConfiguration.groupedHeader()
        c.text = "General"
        let view = laidOut(c)
        #expect(view.textLabel.text == "GENERAL")
        // Headers have no minimum height: 16 + 16 (13-point line: 15.21 up to 16) + 6.
        #expect(view.frame.height == 38)
    }

    @Test func badNumbersFallBackToNoPaddingAndNoLimit() {
        app()
        var c = UIListContentConfiguration.subtitleCell()
        c.text = "Title"
        c.secondaryText = "Sub"
        c.image = image(20, 20)
        c.textToSecondaryTextVerticalPadding = .nan
        c.imageToTextPadding = -.infinity
        c.imageProperties.maximumSize = CGSize(width: CGFloat.nan, height: -5)
        c.imageProperties.cornerRadius = .nan
        c.textProperties.numberOfLines = -3
        let view = laidOut(c)
        #expect(view.frame.height == CGFloat(11 + 20 + 18 + 11))
        #expect(view.imageView.frame == CGRect(x: 16, y: 11 + 9, width: 20, height: 20))
        #expect(view.textLabel.frame.minX == 36)
        #expect(view.secondaryTextLabel.frame.minY == CGFloat(11 + 20))
        #expect(view.imageView.layer.cornerRadius == 0)
        for frame in [view.imageView.frame, view.textLabel.frame, view.secondaryTextLabel.frame] {
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }

    @Test func aStandAloneViewSizesItselfForAutoLayout() {
        app()
        var c = UIListContentConfiguration.valueCell()
        c.text = "Name"
        c.secondaryText = "Value"
        let view = UIListContentView(configuration: c)
        // Natural: 16 + 41 + 8 + 51 + 16 wide; 44 tall.
        #expect(view.intrinsicContentSize == CGSize(width: 132, height: 44))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 132, height: 44))
    }

    @Test func aNewListConfigurationUpdatesTheViewInPlace() {
        app()
        var c = UIListContentConfiguration.cell()
        c.text = "One"
        let view = UIListContentView(configuration: c)
        c.text = "Two"
        c.textProperties.color = .systemRed
        view.configuration = c
        #expect(view.textLabel.text == "Two")
        #expect(view.textLabel.textColor == .systemRed)
        #expect(view.supports(UIListContentConfiguration.cell()))
        #expect(!view.supports(CountConfiguration()))
        var lines: [String] = []
        let previous = UIApplication.shared.logHandler
        UIApplication.shared.logHandler = { lines.append($0) }
        defer { UIApplication.shared.logHandler = previous }
        view.configuration = CountConfiguration()
        #expect(view.textLabel.text == "Two", "a configuration the view cannot show is refused")
        #expect(lines.contains { $0.contains("UIListContentView: cannot show a CountConfiguration") })
    }
}

/// A configuration of an app's own, with a view that shows a count and counts the states it was given.
struct CountConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    var selectedUpdates = 0
    func makeContentView() -> UIView & UIContentView { CountView(configuration: self) }
    func updated(for state: UIConfigurationState) -> CountConfiguration {
        var c = self
        if let cell = state as? UICellConfigurationState, cell.isSelected { c.selectedUpdates += 1 }
        return c
    }
}

@MainActor final class CountView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    init(configuration: CountConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

/// The list content view's parts, found as a user would: its subviews, image first, then the text and the
/// secondary text.
extension UIListContentView {
    var imageView: UIImageView { subviews.compactMap { $0 as? UIImageView }[0] }
    var textLabel: UILabel { subviews.compactMap { $0 as? UILabel }[0] }
    var secondaryTextLabel: UILabel { subviews.compactMap { $0 as? UILabel }[1] }
}
