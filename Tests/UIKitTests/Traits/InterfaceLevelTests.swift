import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `userInterfaceLevel` (base for a window's content, elevated for alerts, popovers and sheets, with iOS's
/// lighter dark backgrounds there) and iOS 17's `UITraitCollection(mutations:)` / `modifyingTraits(_:)`.
@Suite(.serialized) @MainActor struct InterfaceLevelTests {
    private func rgb(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        color.resolvedColor(with: traits).cgColor.components.prefix(3).map { Int(($0 * 255).rounded()) }
    }

    @Test func backgroundsAreLighterInDarkElevatedContent() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let elevated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
        let lightElevated = UITraitCollection { $0.userInterfaceStyle = .light; $0.userInterfaceLevel = .elevated }
        #expect(rgb(.systemBackground, dark) == [0, 0, 0] && rgb(.systemBackground, elevated) == [28, 28, 30])
        #expect(rgb(.secondarySystemBackground, dark) == [28, 28, 30] && rgb(.secondarySystemBackground, elevated) == [44, 44, 46])
        #expect(rgb(.tertiarySystemBackground, dark) == [44, 44, 46] && rgb(.tertiarySystemBackground, elevated) == [58, 58, 60])
        #expect(rgb(.systemGroupedBackground, elevated) == [28, 28, 30])
        #expect(rgb(.secondarySystemGroupedBackground, elevated) == [44, 44, 46])
        #expect(rgb(.tertiarySystemGroupedBackground, elevated) == [58, 58, 60])
        #expect(rgb(.systemBackground, lightElevated) == [255, 255, 255], "light backgrounds do not change with the level")
        #expect(rgb(.label, elevated) == [255, 255, 255], "other colours do not change either")
        #expect(elevated.hasDifferentColorAppearance(comparedTo: dark))
    }

    @Test func windowsAreBasePresentedAlertsAndSheetsAreElevated() {
        let root = UIViewController()
        let h = TraitsHarness(width: 100, height: 100, rootController: root)
        #expect(h.window.traitCollection.userInterfaceLevel == .base && root.traitCollection.userInterfaceLevel == .base)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated && sheet.view.traitCollection.userInterfaceLevel == .elevated)
        sheet.dismiss(animated: false)
        h.frame()
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(full.traitCollection.userInterfaceLevel == .base, "a full-screen presentation stays at the base level")
        full.dismiss(animated: false)
        h.frame()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        root.present(alert, animated: false)
        #expect(alert.traitCollection.userInterfaceLevel == .elevated)
    }

    @Test func anElevatedSheetInDarkModeShowsTheElevatedBackground() {
        let root = UIViewController()
        let h = TraitsHarness(width: 100, height: 100, rootController: root)
        root.view.backgroundColor = .systemBackground
        h.app.systemUserInterfaceStyle = .dark
        h.frame()
        #expect(h.rgb(50, 50) == [0, 0, 0])
        final class Sheet: UIViewController {
            var changes: [UIUserInterfaceLevel] = []
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                changes.append(traitCollection.userInterfaceLevel)
            }
        }
        let sheet = Sheet()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        for _ in 0..<30 { h.frame() }
        #expect(h.rgb(50, 50) == [28, 28, 30])
        #expect(sheet.changes.allSatisfy { $0 == .elevated })
    }

    @Test func mutationsBuildAndModifyCollections() {
        let t = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .compact
            traits.displayScale = 2
        }
        #expect(t.userInterfaceStyle == .dark && t.horizontalSizeClass == .compact && t.displayScale == 2)
        #expect(t.verticalSizeClass == .unspecified && t.userInterfaceLevel == .unspecified)
        let u = t.modifyingTraits { $0.userInterfaceLevel = .elevated; $0.userInterfaceStyle = .light }
        #expect(u.userInterfaceStyle == .light && u.userInterfaceLevel == .elevated && u.horizontalSizeClass == .compact && u.displayScale == 2)
        #expect(t.userInterfaceStyle == .dark, "the original is unchanged")
        #expect(UITraitCollection(userInterfaceLevel: .elevated) == UITraitCollection { $0.userInterfaceLevel = .elevated })
        let combined = UITraitCollection(traitsFrom: [t, UITraitCollection(userInterfaceLevel: .base)])
        #expect(combined.userInterfaceLevel == .base && combined.userInterfaceStyle == .dark)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceLevel: .base)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceLevel: .elevated)))
        // A bad scale is refused with a message and left unspecified.
        let bad = UITraitCollection { $0.displayScale = .nan }
        #expect(bad.displayScale == 0)
    }

    @Test func frameworkViewsSetTheirOwnLayerColoursAgainOnAnAppearanceChange() {
        let root = UIViewController()
        let h = TraitsHarness(width: 200, height: 200, rootController: root)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addTextField()
        root.present(alert, animated: false)
        h.frame()
        let field = alert.textFields?.first
        func bytes(_ c: CGColor?) -> [Int] { (c?.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) } }
        #expect(bytes(field?.layer.borderColor) == [198, 198, 200])
        h.app.systemUserInterfaceStyle = .dark
        h.frame()
        #expect(bytes(field?.layer.borderColor) == [56, 56, 58], "the alert's field border follows dark mode")
    }
}
