import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// What a rendered bar shows, read from its pixels: the navigation bar's background, shadow line, title and
/// button colours from its appearance (or the top item's), the tab bar's background and item colours per
/// state, the toolbar's background; and, with no appearance set, the looks the bars always had.
@Suite(.serialized) @MainActor struct BarAppearanceRenderingTests {
    private typealias C = BarTestColor
    /// The title's box on a 320-point bar and the right button's.
    private let titleBox = CGRect(x: 110, y: 8, width: 100, height: 28)
    private let rightBox = CGRect(x: 240, y: 8, width: 76, height: 28)

    private func navigation(title: String = "Title") -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = title
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        return (UINavigationController(rootViewController: root), root)
    }

    private func indigo() -> UINavigationBarAppearance {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemIndigo
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        return a
    }

    @Test func withoutAnAppearanceTheBarLooksAsItAlwaysDid() {
        let (nav, _) = navigation()
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.material))
        // The half-point shadow line darkens row 43 only.
        let (r, _, _) = h.rgb(5, 43)
        #expect(r < 240 && r > 150)
        #expect(h.pixel(5, 42, is: C.material))
        // A dark (label colour) title, no white in it.
        #expect(h.count(C.black, in: titleBox) > 10)
    }

    @Test func theBarDrawsItsStandardAppearance() {
        let (nav, _) = navigation()
        let a = indigo()
        a.shadowColor = .red
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        nav.navigationBar.standardAppearance = a
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.indigo))
        // Half a point of red over indigo: (88 + 255) / 2, 86 / 2, 214 / 2.
        #expect(h.pixel(5, 43, is: (172, 43, 107)))
        #expect(h.count(C.white, in: titleBox) > 10)
        #expect(h.count(C.black, in: titleBox) == 0)
        #expect(h.count(C.yellow, in: rightBox) > 10)
    }

    @Test func noShadowWhenTheShadowColorIsNilOrClear() {
        let (nav, _) = navigation()
        let a = indigo()
        a.shadowColor = .clear
        nav.navigationBar.standardAppearance = a
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 43, is: C.indigo))
        a.shadowColor = nil
        nav.navigationBar.standardAppearance = a
        h.render()
        #expect(h.pixel(5, 43, is: C.indigo))
    }

    @Test func aTransparentBarShowsWhatIsBehindIt() {
        let (nav, _) = navigation()
        let a = UINavigationBarAppearance()
        a.configureWithTransparentBackground()
        nav.navigationBar.standardAppearance = a
        nav.view.backgroundColor = .systemTeal
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.teal))
        #expect(h.pixel(5, 43, is: C.teal))
    }

    @Test func changingTheBarsCopyInPlaceRedraws() {
        let (nav, _) = navigation()
        let h = BarAppearanceHarness(root: nav)
        nav.navigationBar.standardAppearance.backgroundColor = .systemGreen
        h.render()
        #expect(h.pixel(5, 20, is: C.green))
    }

    @Test func theTopItemsAppearanceWinsWhileItIsOnTop() {
        let (nav, _) = navigation()
        nav.navigationBar.standardAppearance = indigo()
        let h = BarAppearanceHarness(root: nav)
        let second = UIViewController()
        second.title = "Second"
        let pink = UINavigationBarAppearance()
        pink.configureWithOpaqueBackground()
        pink.backgroundColor = .systemPink
        pink.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        second.navigationItem.standardAppearance = pink
        nav.pushViewController(second, animated: false)
        h.render()
        #expect(h.pixel(300, 20, is: C.pink))
        // The back button ("Title") in the back button appearance's white.
        #expect(h.count(C.white, in: CGRect(x: 8, y: 8, width: 80, height: 28)) > 10)
        nav.popViewController(animated: false)
        h.render()
        #expect(h.pixel(5, 20, is: C.indigo))
    }

    @Test func aDoneButtonUsesTheDoneAppearanceAndADisabledOneTheDisabledState() {
        let (nav, root) = navigation()
        let done = UIBarButtonItem(title: "Done", style: .done)
        root.navigationItem.rightBarButtonItem = done
        let a = indigo()
        a.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        a.doneButtonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.red]
        nav.navigationBar.standardAppearance = a
        let h = BarAppearanceHarness(root: nav)
        #expect(h.count(C.yellow, in: rightBox) > 10)
        done.isEnabled = false
        h.render()
        #expect(h.count(C.yellow, in: rightBox) == 0)
        #expect(h.count(C.red, in: rightBox) > 10)
    }

    @Test func theOlderBarTintColorStillColoursTheBar() {
        let (nav, _) = navigation()
        nav.navigationBar.barTintColor = .systemGreen
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.green))
        nav.navigationBar.barTintColor = nil
        h.render()
        #expect(h.pixel(5, 20, is: C.material))
    }

    @Test func aBackgroundImageCoversTheColour() {
        let (nav, _) = navigation()
        let bitmap = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { bitmap[x, y] = 0xFF00_FF00 } }
        let a = indigo()
        a.backgroundImage = UIImage(bitmap: bitmap)
        a.backgroundImageContentMode = .topLeft
        nav.navigationBar.standardAppearance = a
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(1, 1, is: (0, 255, 0)))
        #expect(h.pixel(10, 20, is: C.indigo))
        a.backgroundImageContentMode = .scaleToFill
        nav.navigationBar.standardAppearance = a
        h.render()
        #expect(h.pixel(10, 20, is: (0, 255, 0)))
    }

    /// An opaque appearance in `color`.
    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = color
        return a
    }

    @Test func theScrollEdgeAppearanceDrawsWhileTheContentIsAtItsTop() {
        let root = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 436))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.view = scroll
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.standardAppearance = opaque(.systemIndigo)
        nav.navigationBar.scrollEdgeAppearance = opaque(.systemPink)
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.pink))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        h.render()
        #expect(h.pixel(5, 20, is: C.indigo))
        scroll.contentOffset = .zero
        h.render()
        #expect(h.pixel(5, 20, is: C.pink))
        // The item's own scroll-edge appearance wins over the bar's; its standard one applies once scrolled.
        root.navigationItem.scrollEdgeAppearance = opaque(.systemGreen)
        root.navigationItem.standardAppearance = opaque(.systemTeal)
        h.render()
        #expect(h.pixel(5, 20, is: C.green))
        scroll.contentOffset = CGPoint(x: 0, y: 1)
        h.render()
        #expect(h.pixel(5, 20, is: C.teal))
    }

    @Test func aControllerWithoutAScrollViewIsAtTheScrollEdgeAndOneCanBeNamed() {
        let (nav, root) = navigation()
        nav.navigationBar.standardAppearance = opaque(.systemIndigo)
        nav.navigationBar.scrollEdgeAppearance = opaque(.systemPink)
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(5, 20, is: C.pink))
        // A scroll view deeper in the view, named with setContentScrollView, scrolled down.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        root.view.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        root.setContentScrollView(scroll, for: .top)
        #expect(root.contentScrollView(for: .top) === scroll)
        #expect(root.contentScrollView(for: .bottom) == nil)
        h.render()
        #expect(h.pixel(5, 20, is: C.indigo))
        // No scroll-edge appearance at all: the standard one, scrolled or not.
        nav.navigationBar.scrollEdgeAppearance = nil
        scroll.contentOffset = .zero
        h.render()
        #expect(h.pixel(5, 20, is: C.indigo))
    }

    // MARK: Tab bar

    /// A template icon: a solid 20 x 20 square.
    private func icon() -> UIImage {
        let b = Bitmap(width: 20, height: 20)
        for y in 0..<20 { for x in 0..<20 { b[x, y] = 0xFF00_0000 } }
        return UIImage(bitmap: b)
    }

    /// A tab bar controller with tabs "One" and "Two", each with the square icon.
    private func twoTabs() -> (UITabBarController, UIViewController, UIViewController) {
        let tabs = UITabBarController()
        let one = UIViewController(), two = UIViewController()
        one.tabBarItem = UITabBarItem(title: "One", image: icon(), tag: 0)
        two.tabBarItem = UITabBarItem(title: "Two", image: icon(), tag: 1)
        tabs.viewControllers = [one, two]
        return (tabs, one, two)
    }

    @Test func theTabBarDrawsItsItemsPerState() {
        let (tabs, _, _) = twoTabs()
        let tab = UITabBarAppearance()
        tab.configureWithOpaqueBackground()
        tab.backgroundColor = .secondarySystemBackground
        tab.stackedLayoutAppearance.selected.iconColor = .systemPink
        tab.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        tab.stackedLayoutAppearance.normal.iconColor = .systemGreen
        tab.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        tabs.tabBar.standardAppearance = tab
        let h = BarAppearanceHarness(root: tabs)
        // The bar runs from y 431; icons are centred 18.5 points down, titles from 33.
        #expect(h.pixel(5, 440, is: C.secondaryBackground))
        #expect(h.pixel(80, 449, is: C.pink))
        #expect(h.pixel(240, 449, is: C.green))
        let firstTitle = CGRect(x: 40, y: 464, width: 80, height: 14), secondTitle = CGRect(x: 200, y: 464, width: 80, height: 14)
        #expect(h.count(C.indigo, in: firstTitle) > 5)
        #expect(h.count(C.yellow, in: secondTitle) > 5)
        #expect(h.count(C.yellow, in: firstTitle) == 0)
        tabs.selectedIndex = 1
        h.render()
        #expect(h.pixel(80, 449, is: C.green))
        #expect(h.pixel(240, 449, is: C.pink))
        #expect(h.count(C.indigo, in: secondTitle) > 5)
    }

    @Test func aDisabledTabUsesTheDisabledStateAndIgnoresTaps() {
        let (tabs, _, two) = twoTabs()
        tabs.tabBar.standardAppearance.stackedLayoutAppearance.disabled.iconColor = .systemTeal
        two.tabBarItem.isEnabled = false
        let h = BarAppearanceHarness(root: tabs)
        #expect(h.pixel(240, 449, is: C.teal))
        h.app.handle(.touch(finger: 1, phase: .began, location: CGPoint(x: 240, y: 449)))
        h.app.handle(.touch(finger: 1, phase: .ended, location: CGPoint(x: 240, y: 449)))
        h.app.dispatchPendingInput()
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aBadgeTakesTheStatesColours() {
        let tabs = UITabBarController()
        let one = UIViewController()
        one.tabBarItem = UITabBarItem(title: "One", image: icon(), tag: 0)
        one.tabBarItem.badgeValue = ""
        tabs.viewControllers = [one]
        let h = BarAppearanceHarness(root: tabs)
        // A 10-point dot from x 160 + 6, y 433: the system red by default.
        #expect(h.pixel(171, 438, is: (255, 59, 48)))
        tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemIndigo
        h.render()
        #expect(h.pixel(171, 438, is: C.indigo))
    }

    @Test func withoutAnAppearanceTheTabBarLooksAsItAlwaysDid() {
        let tabs = UITabBarController()
        let one = UIViewController()
        one.tabBarItem = UITabBarItem(title: "One", image: icon(), tag: 0)
        tabs.viewControllers = [one]
        let h = BarAppearanceHarness(root: tabs)
        #expect(h.pixel(5, 440, is: C.material))
        // The selected icon in the default tint (system blue).
        #expect(h.pixel(160, 449, is: (0, 122, 255)))
    }

    // MARK: Toolbar

    @Test func theToolbarDrawsItsStandardAppearance() {
        let (nav, root) = navigation()
        root.toolbarItems = [UIBarButtonItem(title: "Share")]
        nav.setToolbarHidden(false, animated: false)
        let h = BarAppearanceHarness(root: nav)
        #expect(h.pixel(300, 460, is: C.material))
        let a = UIToolbarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemYellow
        a.shadowColor = nil
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        nav.toolbar.standardAppearance = a
        h.render()
        #expect(h.pixel(300, 460, is: C.yellow))
        #expect(h.pixel(300, 436, is: C.yellow))
        #expect(h.count(C.indigo, in: CGRect(x: 16, y: 444, width: 60, height: 28)) > 10)
    }
}
