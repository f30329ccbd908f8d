import Foundation
import Testing
import PixelEngine
@testable @_spi(Platform) import UIKit

/// The appearance objects themselves, by UIKit's documented rules: what each configure method sets (and that
/// it replaces earlier values), copies that change independently, and bars keeping copies of what is assigned.
@Suite(.serialized) @MainActor struct BarAppearanceConfigurationTests {
    private func app() {
        _ = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
    }

    @Test func aNewAppearanceHasTheDefaultBackgroundAndShadow() {
        app()
        let a = UIBarAppearance()
        #expect(a.backgroundColor == nil)
        #expect(a.backgroundImage == nil)
        #expect(a.backgroundImageContentMode == .scaleToFill)
        #expect(a.shadowColor === UIColor.separator)
        #expect(a.shadowImage == nil)
        #expect(a.materialColor != nil)
    }

    @Test func configureMethodsReplaceTheBackgroundAndShadow() {
        app()
        let a = UINavigationBarAppearance()
        a.backgroundImage = UIImage(bitmap: .init(width: 1, height: 1))
        a.backgroundImageContentMode = .center
        a.shadowImage = UIImage(bitmap: .init(width: 1, height: 1))
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        a.configureWithOpaqueBackground()
        #expect(a.backgroundColor === UIColor.systemBackground)
        #expect(a.materialColor == nil)
        #expect(a.shadowColor === UIColor.separator)
        #expect(a.backgroundImage == nil && a.shadowImage == nil)
        #expect(a.backgroundImageContentMode == .scaleToFill)
        // The title is not part of the background: it stays.
        #expect(a.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.white)
        a.configureWithTransparentBackground()
        #expect(a.backgroundColor == nil && a.shadowColor == nil && a.materialColor == nil)
        a.configureWithDefaultBackground()
        #expect(a.backgroundColor == nil && a.materialColor != nil)
        #expect(a.shadowColor === UIColor.separator)
    }

    @Test func copiesChangeIndependently() {
        app()
        let a = UINavigationBarAppearance()
        a.backgroundColor = .red
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let b = a.copy()
        #expect(b !== a)
        #expect(b.backgroundColor === UIColor.red)
        #expect(b.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.white)
        #expect(b.buttonAppearance !== a.buttonAppearance)
        #expect(b.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.systemYellow)
        a.backgroundColor = .blue
        a.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(b.backgroundColor === UIColor.red)
        #expect(b.buttonAppearance.normal.titleTextAttributes.count == 1)

        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = .systemPink
        let tabCopy = tab.copy()
        tab.stackedLayoutAppearance.selected.iconColor = nil
        #expect(tabCopy.stackedLayoutAppearance.selected.iconColor === UIColor.systemPink)
        // Assigning an item appearance keeps a copy of it.
        let items = UITabBarItemAppearance()
        items.normal.iconColor = .systemGreen
        tab.inlineLayoutAppearance = items
        items.normal.iconColor = nil
        #expect(tab.inlineLayoutAppearance.normal.iconColor === UIColor.systemGreen)
    }

    @Test func initWithBarAppearanceCarriesWhatTheClassesShare() {
        app()
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .systemTeal
        toolbar.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        let nav = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(nav.backgroundColor === UIColor.systemTeal)
        #expect(nav.materialColor == nil)
        #expect(nav.titleTextAttributes.isEmpty)
        let back = UIToolbarAppearance(barAppearance: nav)
        #expect(back.backgroundColor === UIColor.systemTeal)
        let fromNav = UINavigationBarAppearance()
        fromNav.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(UIToolbarAppearance(barAppearance: fromNav).doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.white)
    }

    @Test func barsKeepCopiesOfAssignedAppearances() {
        app()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil && bar.compactScrollEdgeAppearance == nil)
        #expect(bar.standardAppearance.materialColor != nil)
        let a = UINavigationBarAppearance()
        a.backgroundColor = .red
        bar.standardAppearance = a
        bar.scrollEdgeAppearance = a
        #expect(bar.standardAppearance !== a)
        #expect(bar.scrollEdgeAppearance !== a && bar.scrollEdgeAppearance !== bar.standardAppearance)
        a.backgroundColor = .blue
        #expect(bar.standardAppearance.backgroundColor === UIColor.red)
        let item = UINavigationItem(title: "x")
        #expect(item.standardAppearance == nil)
        item.standardAppearance = a
        #expect(item.standardAppearance !== a && item.standardAppearance?.backgroundColor === UIColor.blue)
        let tab = UITabBar(frame: .zero)
        #expect(tab.scrollEdgeAppearance == nil)
        let toolbar = UIToolbar(frame: .zero)
        #expect(toolbar.compactAppearance == nil)
    }

    @Test func olderPropertiesMapOntoTheStandardAppearance() {
        app()
        let bar = UINavigationBar(frame: .zero)
        bar.barTintColor = .red
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(bar.standardAppearance.backgroundColor === UIColor.red)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.white)
        bar.barTintColor = nil
        #expect(bar.standardAppearance.backgroundColor == nil)
        let toolbar = UIToolbar(frame: .zero)
        toolbar.barTintColor = .systemTeal
        #expect(toolbar.standardAppearance.backgroundColor === UIColor.systemTeal)
    }

    @Test func aBackIndicatorNeedsBothImages() {
        app()
        var lines: [String] = []
        UIApplication.shared.logHandler = { lines.append($0) }
        let a = UINavigationBarAppearance()
        let image = UIImage(bitmap: .init(width: 2, height: 2))
        a.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(a.backIndicatorImage == nil)
        #expect(lines.count == 1)
        a.setBackIndicatorImage(image, transitionMaskImage: image)
        #expect(a.backIndicatorImage === image && a.backIndicatorTransitionMaskImage === image)
        #expect(a.copy().backIndicatorImage === image)
        a.setBackIndicatorImage(nil, transitionMaskImage: nil)
        #expect(a.backIndicatorImage == nil)
    }
}
