import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `UIButton.Configuration`: sizes from the content and the insets, image placement and padding, title and
/// subtitle, the style's colours per state, and the update handler. Without a platform, text measures
/// 0.6 × point size per character and 1.17 × point size per line, and labels round their fitting size up to
/// whole points: a 17-point "Go" is 21 x 20 points, a 15-point "Sub" 27 x 18.
@Suite(.serialized) @MainActor struct ButtonConfigurationTests {
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

    @Test func aMediumButtonIsItsTitlePlusTheDefaultInsets() {
        app()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let button = UIButton(configuration: configuration)
        #expect(button.buttonType == .system)
        #expect(button.intrinsicContentSize == CGSize(width: 21 + 24, height: 20 + 14))
        button.frame = CGRect(x: 0, y: 0, width: 45, height: 34)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 12, y: 7, width: 21, height: 20))
        #expect(button.titleLabel?.text == "Go")
        #expect(button.titleLabel?.font.pointSize == 17)
    }

    @Test func theImageGoesWhereItsPlacementSaysWithItsPadding() {
        app()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.image = image(20, 20)
        configuration.imagePadding = 8
        let leading = UIButton(configuration: configuration)
        #expect(leading.intrinsicContentSize == CGSize(width: 24 + 20 + 8 + 21, height: 14 + 20))
        leading.frame = CGRect(x: 0, y: 0, width: 73, height: 34)
        leading.layoutIfNeeded()
        #expect(leading.titleLabel?.frame.minX == CGFloat(12 + 20 + 8))

        configuration.imagePlacement = .trailing
        let trailing = UIButton(configuration: configuration)
        trailing.frame = CGRect(x: 0, y: 0, width: 73, height: 34)
        trailing.layoutIfNeeded()
        #expect(trailing.titleLabel?.frame.minX == 12)

        configuration.imagePlacement = .top
        let top = UIButton(configuration: configuration)
        // Stacked: 21 wide (the title), 20 + 8 + 20 tall; the title centred under the image.
        #expect(top.intrinsicContentSize == CGSize(width: 24 + 21, height: 14 + 20 + 8 + 20))
        top.frame = CGRect(x: 0, y: 0, width: 45, height: 62)
        top.layoutIfNeeded()
        #expect(top.titleLabel?.frame == CGRect(x: 12, y: 7 + 20 + 8, width: 21, height: 20))
    }

    @Test func aSubtitleStacksUnderTheTitleWithTheTitlePadding() throws {
        app()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Go"
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 27 + 24, height: 20 + 4 + 18 + 14))
        button.frame = CGRect(x: 0, y: 0, width: 51, height: 56)
        button.layoutIfNeeded()
        let subtitle = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Sub" })
        #expect(subtitle.frame == CGRect(x: 12, y: 7 + 20 + 4, width: 27, height: 18))
        #expect(subtitle.font.pointSize == 15)
        // Leading alignment (automatic, no image above): both labels start at the leading inset.
        #expect(button.titleLabel?.frame.minX == 12)
    }

    @Test func customInsetsSurviveASizeChangeUntilTheDefaultsAreRestored() {
        var configuration = UIButton.Configuration.tinted()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test func theStylesResolveTheirColoursFromTheTint() {
        app()
        let button = UIButton(configuration: .filled())
        button.tintColor = .systemRed
        let filled = button.configuration!.updated(for: button)
        #expect(filled.baseForegroundColor == .white)
        #expect(filled.background.backgroundColor?.cgColor == UIColor.systemRed.cgColor)
        button.isEnabled = false
        let disabled = UIButton.Configuration.filled().updated(for: button)
        #expect(disabled.baseForegroundColor?.cgColor == UIColor.tertiaryLabel.cgColor)
        #expect(disabled.background.backgroundColor?.cgColor == UIColor.tertiarySystemFill.cgColor)
        var custom = UIButton.Configuration.plain()
        custom.baseForegroundColor = .systemGreen
        button.isEnabled = true
        #expect(custom.updated(for: button).baseForegroundColor == .systemGreen)
        #expect(custom.updated(for: button).background.backgroundColor == nil)
    }

    @Test func theUpdateHandlerRunsOnAStateChangeAndMaySetTheConfiguration() {
        app()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Idle"
        let button = UIButton(configuration: configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Pressed" : "Idle"
            button.configuration = updated
        }
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 34)
        button.layoutIfNeeded()
        #expect(calls == 1)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(calls == 2)
        #expect(button.titleLabel?.text == "Pressed")
        #expect(button.displayedText == "Pressed")
        button.layoutIfNeeded()
        #expect(calls == 2)  // setting the configuration in the handler asks for no further update
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(calls == 2)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(calls == 3)
        #expect(button.titleLabel?.text == "Idle")
    }

    @Test func aFilledButtonDrawsItsTintedBackgroundAndADisabledOneTheGrayFill() {
        let h = ControlsHarness()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = h.add(UIButton(configuration: configuration, primaryAction: UIAction { _ in }))
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 34)
        h.frame()
        // Three points in from the left edge, halfway down: inside the 8-point corners, clear of the title.
        #expect(h.surface[53, 67] == 0xFF00_7AFF)  // systemBlue
        button.isEnabled = false
        h.frame()
        let pixel = h.surface[53, 67]
        // tertiarySystemFill (118, 118, 128, 0.12) over white: 239, 239, 240.
        let r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
        #expect(abs(r - 239) <= 1 && abs(g - 239) <= 1 && abs(b - 240) <= 1)
        #expect(h.surface[50 + 50, 50 - 3] == h.surface[10, 10])  // nothing drawn outside the button
    }

    @Test func theActionsTitleShowsWhereTheConfigurationHasNone() {
        app()
        var fired = 0
        let button = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Save") { _ in fired += 1 })
        #expect(button.configuration?.title == "Save")
        button.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
        button.configuration = nil
        #expect(button.titleLabel?.font.pointSize == 15)
    }
}
