import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIToolbar's item layout and the navigation controller's toolbar, by hand from UIKit's rules: 16-point
/// margins, 8 points between two buttons, flexible spaces sharing what is left; the toolbar hidden by
/// default, showing the top controller's `toolbarItems`, and the content above it shrinking to match.
@Suite(.serialized) @MainActor struct ToolbarTests {
    private func app() -> UIApplication {
        UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
    }

    /// An item whose button is exactly `width` points wide.
    private func item(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20)))
        return item
    }

    @Test func flexibleSpacesShareTheRest() {
        _ = app()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let a = item(40), b = item(60), c = item(30)
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        fixed.width = 10
        bar.items = [a, UIBarButtonItem(barButtonSystemItem: .flexibleSpace), b, fixed, c]
        bar.layoutIfNeeded()
        // 320 - 32 margins - (40 + 60 + 10 + 30) = 148 points for the one flexible space.
        #expect(a.customView!.superview!.frame == CGRect(x: 16, y: 0, width: 40, height: 44))
        #expect(b.customView!.superview!.frame.minX == CGFloat(16 + 40 + 148))
        #expect(c.customView!.superview!.frame.minX == CGFloat(16 + 40 + 148 + 60 + 10))
        #expect(c.customView!.superview!.frame.maxX == 304)
    }

    @Test func adjacentButtonsAreEightPointsApartAndSpacesCentre() {
        _ = app()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let a = item(40), b = item(60)
        bar.setItems([.init(barButtonSystemItem: .flexibleSpace), a, b, .init(barButtonSystemItem: .flexibleSpace)], animated: false)
        bar.layoutIfNeeded()
        // 320 - 32 - 108 = 180, 90 on each side.
        #expect(a.customView!.superview!.frame.minX == CGFloat(16 + 90))
        #expect(b.customView!.superview!.frame.minX == CGFloat(16 + 90 + 40 + 8))
        #expect(bar.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 44))
    }

    @Test func theNavigationControllersToolbarFollowsTheTopController() {
        _ = app()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIViewController(), second = UIViewController()
        let share = UIBarButtonItem(title: "Share"), delete = UIBarButtonItem(title: "Delete")
        first.toolbarItems = [share]
        second.toolbarItems = [delete]
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(nav.isToolbarHidden)
        // In the container below the bar.
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        nav.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(first.view.frame.height == CGFloat(480 - 44 - 44))
        #expect(nav.toolbar.items?.first === share)
        nav.pushViewController(second, animated: false)
        #expect(nav.toolbar.items?.first === delete)
        nav.popViewController(animated: false)
        #expect(nav.toolbar.items?.first === share)
        // Items set while on top show at once.
        let edit = UIBarButtonItem(title: "Edit")
        first.setToolbarItems([edit], animated: false)
        #expect(nav.toolbar.items?.first === edit)
        // A view reaching down under the toolbar (window y 44 to 524) is safe only above it (y 436).
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        first.view.addSubview(tall)
        #expect(tall.safeAreaInsets.bottom == 88)
    }
}
