import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Collapsing into one stack when the window becomes horizontally compact (narrower than 678 points) and
/// expanding back, with the delegate's calls in order.
@MainActor
@Suite struct SplitCollapseTests {
    @Test func resizingNarrowCollapsesPrimaryUnderSecondaryAndWideExpandsBack() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = titled("List"), detail = titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let log = SplitDelegateLog()
        split.delegate = log
        let h = SplitHarness(split, width: 1024, height: 768)
        let primaryNav = list.navigationController!, secondaryNav = detail.navigationController!
        #expect(primaryNav !== secondaryNav && !split.isCollapsed)
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [primaryNav, secondaryNav].map(ObjectIdentifier.init))

        h.resize(400, 768)
        #expect(split.isCollapsed)
        #expect(log.calls == ["topColumnForCollapsing secondary", "didCollapse"])
        #expect(primaryNav.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(detail.navigationController === primaryNav)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === primaryNav)
        #expect(h.frameOnScreen(primaryNav) == CGRect(x: 0, y: 0, width: 400, height: 768))
        #expect(h.frameOnScreen(secondaryNav) == nil)
        #expect(detail.viewIfLoaded?.window != nil && list.viewIfLoaded?.window == nil)

        log.calls = []
        h.resize(1024, 768)
        #expect(!split.isCollapsed)
        #expect(log.calls == ["displayModeForExpanding oneBesideSecondary", "didExpand"])
        #expect(primaryNav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(secondaryNav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(detail)])
        #expect(h.frameOnScreen(primaryNav) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(h.frameOnScreen(secondaryNav) == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test func aNarrowWindowStartsCollapsedAndTheDelegateCanPutThePrimaryOnTop() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = titled("List"), detail = titled("Detail"), other = titled("Other")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let log = SplitDelegateLog()
        log.topColumn = .primary
        split.delegate = log
        let h = SplitHarness(split, width: 390, height: 844)
        let nav = list.navigationController!
        #expect(split.isCollapsed)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        // show(.secondary) pushes the secondary column's controller; hide goes back to the list.
        split.show(.secondary)
        h.advance(0.5)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        split.hide(.secondary)
        h.advance(0.5)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        // Shown from the list while collapsed: pushed, and it belongs to the secondary column on expanding.
        list.show(other, sender: nil)
        h.advance(0.5)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [list, other].map(ObjectIdentifier.init))
        log.expandMode = .secondaryOnly
        h.resize(1024, 768)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(other.navigationController?.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(other)])
        #expect(other.navigationController === split.viewControllers.last)
        #expect(h.frameOnScreen(other.navigationController) == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test func theCompactColumnReplacesTheOthersWhileCollapsed() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = titled("List"), detail = titled("Detail"), phone = titled("Phone")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(phone, for: .compact)
        let h = SplitHarness(split, width: 1024, height: 768)
        #expect(phone.viewIfLoaded?.window == nil)
        h.resize(500, 900)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.first === phone.navigationController)
        #expect(h.frameOnScreen(phone.navigationController) == CGRect(x: 0, y: 0, width: 500, height: 900))
        #expect(list.viewIfLoaded?.window == nil && detail.viewIfLoaded?.window == nil)
        #expect(list.navigationController?.viewControllers.count == 1)
        h.resize(1024, 768)
        #expect(!split.isCollapsed)
        #expect(phone.viewIfLoaded?.window == nil)
        #expect(list.viewIfLoaded?.window != nil && detail.viewIfLoaded?.window != nil)
    }

    @Test func tripleColumnCollapsesAllThreeInOrderAndGivesThemBack() {
        let split = UISplitViewController(style: .tripleColumn)
        let folders = titled("Folders"), notes = titled("Notes"), note = titled("Note"), pushed = titled("Pushed")
        split.setViewController(folders, for: .primary)
        split.setViewController(notes, for: .supplementary)
        split.setViewController(note, for: .secondary)
        let h = SplitHarness(split, width: 1024, height: 768)
        let navs = [folders, notes, note].map { $0.navigationController! }
        notes.navigationController?.pushViewController(pushed, animated: false)
        h.resize(600, 800)
        #expect(split.isCollapsed)
        #expect(navs[0].viewControllers.map(ObjectIdentifier.init) == [folders, notes, pushed, note].map(ObjectIdentifier.init))
        h.resize(1024, 768)
        #expect(navs[0].viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(folders)])
        #expect(navs[1].viewControllers.map(ObjectIdentifier.init) == [notes, pushed].map(ObjectIdentifier.init))
        #expect(navs[2].viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(note)])
        #expect(split.displayMode == .twoBesideSecondary)
    }

    @Test func classicSplitViewCollapsesTheSecondaryOntoAPrimaryNavigationController() {
        let split = UISplitViewController()
        let list = titled("List"), detail = titled("Detail")
        let primary = UINavigationController(rootViewController: list)
        split.viewControllers = [primary, detail]
        #expect(split.style == .unspecified)
        let h = SplitHarness(split, width: 1024, height: 768)
        #expect(h.frameOnScreen(detail) == CGRect(x: 320, y: 0, width: 704, height: 768))
        h.resize(400, 700)
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        h.resize(1024, 768)
        #expect(primary.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(detail.parent === split)
        #expect(h.frameOnScreen(detail) == CGRect(x: 320, y: 0, width: 704, height: 768))
    }
}
