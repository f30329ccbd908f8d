import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Where `show(_:sender:)` and `showDetailViewController(_:sender:)` put controllers, the sidebar button, the
/// edge swipe and the order of the delegate's calls.
@MainActor
@Suite struct SplitShowTests {
    func makeDouble() -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let list = titled("List"), detail = titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    @Test func columnsAreWrappedInNavigationControllersAndNavigationControllersKept() {
        let (split, list, detail) = makeDouble()
        #expect(split.viewController(for: .primary) === list)
        #expect(list.navigationController?.parent === split)
        #expect(list.navigationController?.viewControllers.first === list)
        #expect(list.splitViewController === split && detail.splitViewController === split)
        let own = UINavigationController(rootViewController: titled("Own"))
        split.setViewController(own, for: .primary)
        #expect(split.viewController(for: .primary) === own)
        #expect(own.parent === split && list.navigationController?.parent == nil)
    }

    @Test func showFromThePrimaryGoesToTheSecondaryColumnAndShowDetailToo() {
        let (split, list, detail) = makeDouble()
        let h = SplitHarness(split, width: 1024, height: 768)
        let secondaryNav = detail.navigationController!
        let first = titled("First"), second = titled("Second"), third = titled("Third")
        list.show(first, sender: nil)
        h.advance(0.5)
        // The secondary column already has the navigation controller the split view made: pushed onto it.
        #expect(first.navigationController === secondaryNav)
        #expect(secondaryNav.viewControllers.map(ObjectIdentifier.init) == [detail, first].map(ObjectIdentifier.init))
        #expect(list.navigationController?.viewControllers.count == 1)
        list.showDetailViewController(second, sender: nil)
        h.advance(0.5)
        #expect(secondaryNav.topViewController === second)
        // Shown from the secondary column: pushed there.
        second.show(third, sender: nil)
        h.advance(0.5)
        #expect(secondaryNav.topViewController === third)
        // Set nil first to replace the secondary column.
        split.setViewController(nil, for: .secondary)
        let fresh = titled("Fresh")
        split.setViewController(fresh, for: .secondary)
        h.frame()
        #expect(fresh.navigationController !== secondaryNav)
        #expect(fresh.navigationController?.viewControllers.count == 1)
        #expect(h.frameOnScreen(fresh.navigationController) == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test func showDetailFromAnOverlaidPrimaryHidesTheOverlay() {
        let (split, list, _) = makeDouble()
        let h = SplitHarness(split, width: 800, height: 1000)
        split.show(.primary)
        h.advance(0.5)
        #expect(split.displayMode == .oneOverSecondary)
        list.showDetailViewController(titled("Message"), sender: nil)
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.viewIfLoaded?.window == nil)
    }

    @Test func tripleColumnShowFromThePrimaryReplacesTheSupplementary() {
        let split = UISplitViewController(style: .tripleColumn)
        let folders = titled("Folders")
        split.setViewController(folders, for: .primary)
        split.setViewController(titled("Notes"), for: .supplementary)
        split.setViewController(titled("Note"), for: .secondary)
        let h = SplitHarness(split, width: 1024, height: 768)
        let other = titled("Other notes")
        folders.show(other, sender: nil)
        h.advance(0.5)
        #expect(split.viewController(for: .supplementary) === other)
        #expect(other.navigationController?.viewControllers.count == 1)
        #expect(h.frameOnScreen(other.navigationController) == CGRect(x: 320, y: 0, width: 320, height: 768))
    }

    @Test func outsideASplitViewShowDetailPresents() {
        let root = titled("Root")
        let h = SplitHarness(root, width: 400, height: 600)
        let detail = titled("Detail")
        root.showDetailViewController(detail, sender: nil)
        h.advance(1)
        #expect(root.presentedViewController === detail)
    }

    @Test func theSidebarButtonHidesAndShowsThePrimaryTellingTheDelegateInOrder() {
        let (split, list, detail) = makeDouble()
        let log = SplitDelegateLog()
        split.delegate = log
        let h = SplitHarness(split, width: 1024, height: 768)
        #expect(list.navigationItem.leftBarButtonItems?.first === split.displayModeButtonItem)
        h.tap("splitView.displayModeButton")
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.calls == ["willHide primary", "willChangeTo secondaryOnly"])
        #expect(list.viewIfLoaded?.window == nil)
        // Now the button is on the secondary's bar.
        #expect(list.navigationItem.leftBarButtonItems == nil)
        #expect(detail.navigationItem.leftBarButtonItems?.first === split.displayModeButtonItem)
        log.calls = []
        h.tap("splitView.displayModeButton")
        h.advance(0.5)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.calls == ["willShow primary", "willChangeTo oneBesideSecondary"])
        // From code: no willShow / willHide.
        log.calls = []
        split.hide(.primary)
        #expect(log.calls == ["willChangeTo secondaryOnly"])
        split.displayModeButtonVisibility = .never
        #expect(detail.navigationItem.leftBarButtonItems == nil)
    }

    @Test func resizingChangesTheAutomaticModeAndTellsTheDelegate() {
        let (split, _, _) = makeDouble()
        let log = SplitDelegateLog()
        split.delegate = log
        let h = SplitHarness(split, width: 1024, height: 768)
        h.resize(800, 1000)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.calls == ["willHide primary", "willChangeTo secondaryOnly"])
        log.calls = []
        h.resize(1024, 768)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.calls == ["willShow primary", "willChangeTo oneBesideSecondary"])
    }

    @Test func anEdgeSwipeShowsThePrimaryOverTheSecondaryAndATapBesideItHidesIt() {
        let (split, list, _) = makeDouble()
        let log = SplitDelegateLog()
        split.delegate = log
        let h = SplitHarness(split, width: 800, height: 1000)
        h.app.handle(.touch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 500)))
        h.app.dispatchPendingInput()
        for x in stride(from: 25, through: 205, by: 30) {
            h.advance(0.016)
            h.app.handle(.touch(finger: 1, phase: .moved, location: CGPoint(x: CGFloat(x), y: 500)))
            h.app.dispatchPendingInput()
        }
        h.app.handle(.touch(finger: 1, phase: .ended, location: CGPoint(x: 205, y: 500)))
        h.app.dispatchPendingInput()
        h.advance(0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.calls == ["willShow primary", "willChangeTo oneOverSecondary"])
        #expect(h.frameOnScreen(list.navigationController) == CGRect(x: 0, y: 0, width: 320, height: 1000))
        log.calls = []
        h.tap(CGPoint(x: 600, y: 500))
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.calls == ["willHide primary", "willChangeTo secondaryOnly"])
        split.presentsWithGesture = false
        h.app.handle(.touch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 500)))
        h.app.dispatchPendingInput()
        for x in stride(from: 25, through: 205, by: 30) {
            h.advance(0.016)
            h.app.handle(.touch(finger: 1, phase: .moved, location: CGPoint(x: CGFloat(x), y: 500)))
            h.app.dispatchPendingInput()
        }
        h.app.handle(.touch(finger: 1, phase: .ended, location: CGPoint(x: 205, y: 500)))
        h.app.dispatchPendingInput()
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
    }
}
