import Foundation
import Testing
@_spi(Platform) import UIKit

/// Dynamic colours resolve per interface style with iOS's sRGB values.
@Suite(.serialized) @MainActor struct DynamicColorTests {
    @Test func systemColorsResolveToIOSValuesPerStyle() {
        _ = TraitsHarness()
        #expect(components(.systemBackground, .light) == [255, 255, 255, 1])
        #expect(components(.systemBackground, .dark) == [0, 0, 0, 1])
        #expect(components(.secondarySystemBackground, .dark) == [28, 28, 30, 1])
        #expect(components(.tertiarySystemBackground, .dark) == [44, 44, 46, 1])
        #expect(components(.systemGroupedBackground, .light) == [242, 242, 247, 1])
        #expect(components(.systemGroupedBackground, .dark) == [0, 0, 0, 1])
        #expect(components(.secondarySystemGroupedBackground, .dark) == [28, 28, 30, 1])
        #expect(components(.label, .light) == [0, 0, 0, 1])
        #expect(components(.label, .dark) == [255, 255, 255, 1])
        #expect(components(.secondaryLabel, .light) == [60, 60, 67, 0.6])
        #expect(components(.secondaryLabel, .dark) == [235, 235, 245, 0.6])
        #expect(components(.tertiaryLabel, .dark) == [235, 235, 245, 0.3])
        #expect(components(.separator, .dark) == [84, 84, 88, 0.6])
        #expect(components(.opaqueSeparator, .dark) == [56, 56, 58, 1])
        #expect(components(.link, .dark) == [9, 132, 255, 1])
        #expect(components(.systemFill, .dark) == [120, 120, 128, 0.36])
        #expect(components(.systemBlue, .light) == [0, 122, 255, 1])
        #expect(components(.systemBlue, .dark) == [10, 132, 255, 1])
        #expect(components(.systemRed, .dark) == [255, 69, 58, 1])
        #expect(components(.systemGreen, .dark) == [48, 209, 88, 1])
        #expect(components(.systemGray, .dark) == [142, 142, 147, 1])
        #expect(components(.systemGray2, .dark) == [99, 99, 102, 1])
        #expect(components(.systemGray6, .light) == [242, 242, 247, 1])
        #expect(components(.systemGray6, .dark) == [28, 28, 30, 1])
        // An unspecified style resolves as light.
        #expect(components(.label, .unspecified) == [0, 0, 0, 1])
    }

    @Test func providerColorsResolveAndStayDynamicThroughAlpha() {
        _ = TraitsHarness()
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple }
        #expect(custom.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .yellow)
        #expect(custom.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .purple)
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(components(faded, .dark) == [255, 255, 255, 0.5])
        #expect(components(faded, .light) == [0, 0, 0, 0.5])
        // A fixed colour resolves to itself; a dynamic colour equals only itself.
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.red)
        #expect(UIColor.systemBackground != UIColor.white)
        #expect(UIColor.systemBackground == UIColor.systemBackground)
    }

    @Test func cgColorResolvesWithTheCurrentTraitCollection() {
        _ = TraitsHarness()
        var inDark: [CGFloat] = [], inLight: [CGFloat] = []
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { inDark = UIColor.label.cgColor.components }
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { inLight = UIColor.label.cgColor.components }
        #expect(inDark == [1, 1, 1, 1])
        #expect(inLight == [0, 0, 0, 1])
        // Outside performAsCurrent, current is the screen's: the system appearance.
        UIApplication.shared.systemUserInterfaceStyle = .dark
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(UIColor.systemBackground.cgColor.components == [0, 0, 0, 1])
        #expect(UITraitCollection.current.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!UITraitCollection.current.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func traitCollectionsCombineAndCompare() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), two = UITraitCollection(displayScale: 2)
        let both = UITraitCollection(traitsFrom: [dark, two, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(both.userInterfaceStyle == .dark && both.displayScale == 2 && both.horizontalSizeClass == .compact)
        #expect(both.verticalSizeClass == .unspecified && both.preferredContentSizeCategory == .unspecified)
        #expect(both.containsTraits(in: dark) && !dark.containsTraits(in: both))
        #expect(UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceStyle: .light)]).userInterfaceStyle == .light)
        #expect(UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test func unspecifiedSystemStyleIsRefusedWithAMessage() {
        let h = TraitsHarness()
        h.app.systemUserInterfaceStyle = .unspecified
        #expect(h.app.systemUserInterfaceStyle == .light)
        #expect(h.logLines.contains { $0.contains("systemUserInterfaceStyle must be .light or .dark") })
    }
}
