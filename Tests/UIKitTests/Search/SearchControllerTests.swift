import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Records what a search controller tells its updater and its delegate, in order.
@MainActor
final class SearchControllerRecorder: UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update '\(searchController.searchBar.text ?? "")' \(searchController.isActive ? "active" : "inactive")")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// A delegate that presents the search controller itself (so the automatic presentation, and its will/did calls,
/// do not happen).
@MainActor
final class SelfPresentingSearchDelegate: UISearchControllerDelegate {
    var log: [String] = []
    func presentSearchController(_ searchController: UISearchController) { log.append("present") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
}

/// A navigation controller (400 x 400 window) whose root controller, titled "Items", has a search controller in its
/// navigation item.
@MainActor
struct SearchScreen {
    let h = ControlsHarness()
    let nav: UINavigationController
    let content: UIViewController
    let search: UISearchController
    let recorder = SearchControllerRecorder()

    init(results: UIViewController? = nil, content: UIViewController = UIViewController(), configure: (UISearchController) -> Void = { _ in }) {
        self.content = content
        content.title = "Items"
        search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        configure(search)
        content.navigationItem.searchController = search
        nav = UINavigationController(rootViewController: content)
        h.window.rootViewController = nav
        h.frame()
    }

    /// A view's frame in the window.
    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    func type(_ text: String) {
        for ch in text { h.app.handle(.text(String(ch))); h.app.dispatchPendingInput() }
        h.frame()
    }

    func tapField() {
        let f = frame(search.searchBar.searchTextField)
        h.tap(f.midX, f.midY)
    }

    func tapCancel() {
        let f = frame(search.searchBar.cancelButton)
        h.tap(f.midX, f.midY)
    }
}

/// `UISearchController` in a navigation item: the bar under the title row (a 44-point row, then the 52-point search
/// row), activation by tapping, the title row sliding away, Cancel, and the updater and delegate calls in order.
@Suite @MainActor struct SearchControllerTests {
    @Test func theSearchBarSitsUnderTheTitleAndPushesTheContentDown() {
        let s = SearchScreen()
        // Bar: 44 (title row) + 52 (search row) = 96; the content starts below it: 400 - 96 = 304.
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 96))
        #expect(s.search.searchBar.superview === s.nav.navigationBar)
        #expect(s.search.searchBar.frame == CGRect(x: 0, y: 44, width: 400, height: 52))
        // The field: 8-point margins, 36 high, centred in the 52-point row: (52 - 36) / 2 = 8.
        #expect(s.search.searchBar.searchTextField.frame == CGRect(x: 8, y: 8, width: 384, height: 36))
        #expect(s.frame(s.content.view) == CGRect(x: 0, y: 96, width: 400, height: 304))
        #expect(!s.search.isActive)
        #expect(s.search.searchBar.cancelButton.isHidden)
        // A pushed controller without a search controller gets the plain 44-point bar.
        s.nav.pushViewController(UIViewController(), animated: false)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 44)
        #expect(s.search.searchBar.superview == nil)
        s.nav.popViewController(animated: false)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 96)
        #expect(s.search.searchBar.superview === s.nav.navigationBar)
    }

    @Test func tappingTheBarActivatesAndCancelRestores() {
        let s = SearchScreen()
        s.tapField()
        #expect(s.search.isActive)
        #expect(s.search.searchBar.isFirstResponder)
        #expect(s.recorder.log == ["willPresent", "update '' active"])
        s.h.advance(0.4)
        #expect(s.recorder.log == ["willPresent", "update '' active", "didPresent"])
        // The title row slides up by 44: the search bar is at the top and the content follows it up.
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: -44, width: 400, height: 96))
        #expect(s.frame(s.search.searchBar) == CGRect(x: 0, y: 0, width: 400, height: 52))
        #expect(s.frame(s.content.view) == CGRect(x: 0, y: 52, width: 400, height: 348))
        // Cancel shows and the field makes room for it.
        let cancel = s.search.searchBar.cancelButton
        #expect(!cancel.isHidden)
        #expect(s.search.searchBar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        s.type("ab")
        #expect(Array(s.recorder.log.dropFirst(3)) == ["update 'a' active", "update 'ab' active"])
        s.recorder.log = []
        s.tapCancel()
        #expect(!s.search.isActive)
        #expect(s.search.searchBar.text == "")
        #expect(!s.search.searchBar.isFirstResponder)
        #expect(s.recorder.log == ["willDismiss", "update '' inactive"])
        s.h.advance(0.4)
        #expect(s.recorder.log == ["willDismiss", "update '' inactive", "didDismiss"])
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 96))
        #expect(s.frame(s.content.view) == CGRect(x: 0, y: 96, width: 400, height: 304))
        #expect(cancel.isHidden)
        #expect(s.search.view.superview == nil)
    }

    @Test func theNavigationBarStaysWhenTheControllerSaysSo() {
        let s = SearchScreen { $0.hidesNavigationBarDuringPresentation = false; $0.automaticallyShowsCancelButton = false }
        s.tapField()
        s.h.advance(0.4)
        #expect(s.search.isActive)
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 96))
        #expect(s.frame(s.content.view) == CGRect(x: 0, y: 96, width: 400, height: 304))
        #expect(s.search.searchBar.cancelButton.isHidden)
    }

    @Test func settingIsActivePresentsAndDismissesWithoutTheKeyboard() {
        let s = SearchScreen()
        s.search.isActive = true
        #expect(s.search.isActive)
        #expect(!s.search.searchBar.isFirstResponder)
        s.h.advance(0.4)
        #expect(s.recorder.log == ["willPresent", "update '' active", "didPresent"])
        #expect(s.nav.navigationBar.frame.minY == -44)
        // Tapping the bar of an active search only refreshes the results.
        s.tapField()
        #expect(s.recorder.log.last == "update '' active")
        #expect(s.recorder.log.count == 4)
        s.recorder.log = []
        s.search.isActive = false
        s.h.advance(0.4)
        #expect(s.recorder.log == ["willDismiss", "update '' inactive", "didDismiss"])
        #expect(s.nav.navigationBar.frame.minY == 0)
        // Setting the same state again does nothing.
        s.search.isActive = false
        #expect(s.recorder.log.count == 3)
    }

    @Test func aDelegateThatPresentsItselfSkipsTheAutomaticPresentation() {
        let s = SearchScreen()
        let custom = SelfPresentingSearchDelegate()
        s.search.delegate = custom
        s.search.isActive = true
        #expect(custom.log == ["present"])
        #expect(s.search.isActive)
        #expect(s.search.view.superview == nil)
        #expect(s.recorder.log == ["update '' active"])
    }

    @Test func withoutAWindowActivationIsLoggedAndRefused() {
        let h = ControlsHarness()
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchControllerRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.isActive = true
        #expect(!search.isActive)
        #expect(recorder.log.isEmpty)
        #expect(h.logLines.contains { $0.contains("UISearchController") && $0.contains("not in a window") })
        // A navigation item not on screen either.
        let item = UINavigationItem(title: "Off screen")
        item.searchController = search
        search.isActive = true
        #expect(!search.isActive)
    }

    @Test func oneSearchControllerBelongsToOneNavigationItem() {
        let s = SearchScreen()
        let other = UINavigationItem(title: "Other")
        other.searchController = s.search
        #expect(s.content.navigationItem.searchController == nil)
        #expect(s.h.logLines.contains { $0.contains("another navigation item") })
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 44)
    }
}
