import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A controller whose root view is a scroll view 1,000 points tall, so the navigation bar follows its scrolling.
@MainActor
final class SearchScrollingController: UIViewController {
    override func loadView() {
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 400, height: 1000)
        view = scroll
    }
}

/// `UISearchController`'s results controller and dimming (who shows when), the scope bar it shows while active,
/// and the search bar tucking away as the content scrolls (`hidesSearchBarWhenScrolling`).
@Suite @MainActor struct SearchControllerResultsTests {
    @Test func obscuringDefaultsFollowTheResultsController() {
        #expect(UISearchController(searchResultsController: UIViewController()).obscuresBackgroundDuringPresentation)
        #expect(!UISearchController(searchResultsController: nil).obscuresBackgroundDuringPresentation)
        let c = UISearchController(searchResultsController: nil)
        #expect(c.hidesNavigationBarDuringPresentation && c.automaticallyShowsCancelButton && c.automaticallyShowsScopeBar)
        #expect(c.automaticallyShowsSearchResultsController && !c.showsSearchResultsController)
        #expect(UINavigationItem(title: "").hidesSearchBarWhenScrolling)
    }

    @Test func theContentDimsUntilThereIsTextThenTheResultsShow() {
        let results = UIViewController()
        let s = SearchScreen(results: results)
        s.tapField()
        s.h.advance(0.4)
        // Empty text: the dimming covers the content below the bar (52 ... 400), the results do not show.
        #expect(!s.search.dimmingView.isHidden)
        #expect(s.search.resultsContainerView.isHidden)
        #expect(s.frame(s.search.dimmingView) == CGRect(x: 0, y: 52, width: 400, height: 348))
        #expect(s.h.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === s.search.dimmingView)
        // The bar stays usable above it.
        #expect(s.h.window.hitTest(CGPoint(x: 100, y: 26), with: nil)?.isDescendant(of: s.search.searchBar) == true)
        s.type("a")
        #expect(s.search.showsSearchResultsController)
        #expect(!s.search.resultsContainerView.isHidden)
        #expect(s.search.dimmingView.isHidden)
        #expect(results.view.window === s.h.window)
        #expect(s.frame(results.view) == CGRect(x: 0, y: 52, width: 400, height: 348))
        #expect(results.parent === s.search)
        // Deleting the text goes back to the dimming.
        s.h.key(.keyboardDeleteOrBackspace)
        #expect(s.search.searchBar.text == "")
        #expect(s.search.resultsContainerView.isHidden)
        #expect(!s.search.dimmingView.isHidden)
        // Tapping the dimming ends the search.
        s.h.tap(200, 300)
        s.h.advance(0.4)
        #expect(!s.search.isActive)
        #expect(s.recorder.log.last == "didDismiss")
        #expect(results.view.window == nil)
    }

    @Test func showsSearchResultsControllerTakesOverTheRule() {
        let results = UIViewController()
        let s = SearchScreen(results: results) { $0.obscuresBackgroundDuringPresentation = false }
        s.search.isActive = true
        s.h.advance(0.4)
        #expect(s.search.resultsContainerView.isHidden)
        #expect(s.search.dimmingView.isHidden, "not obscured")
        // Nothing shown: touches reach the content underneath.
        #expect(s.h.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === s.content.view)
        s.search.showsSearchResultsController = true
        #expect(!s.search.automaticallyShowsSearchResultsController)
        #expect(!s.search.resultsContainerView.isHidden, "shown with empty text")
        s.search.showsSearchResultsController = false
        s.search.searchBar.becomeFirstResponder()
        s.type("x")
        #expect(s.search.resultsContainerView.isHidden, "hidden despite the text")
    }

    @Test func theScopeBarShowsWhileActiveAndScopeChangesUpdate() {
        let s = SearchScreen { $0.searchBar.scopeButtonTitles = ["All", "Mine"] }
        #expect(!s.search.searchBar.showsScopeBar)
        s.tapField()
        s.h.advance(0.4)
        #expect(s.search.searchBar.showsScopeBar)
        // Search row 52 + scope 44 = 96 under the 44-point title row (slid away): bar -44 ... 96.
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: -44, width: 400, height: 140))
        #expect(s.frame(s.content.view) == CGRect(x: 0, y: 96, width: 400, height: 304))
        let scope = s.frame(s.search.searchBar.scopeBar)
        #expect(scope == CGRect(x: 8, y: 52, width: 384, height: 32))
        s.h.tap(scope.minX + scope.width * 0.75, scope.midY)
        #expect(s.recorder.log.last == "update '' active")
        #expect(s.search.searchBar.selectedScopeButtonIndex == 1)
        s.tapCancel()
        s.h.advance(0.4)
        #expect(!s.search.searchBar.showsScopeBar)
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 96))
    }

    @Test func theSearchBarTucksAwayAsTheContentScrolls() throws {
        let s = SearchScreen(content: SearchScrollingController())
        let scroll = try #require(s.content.view as? UIScrollView)
        #expect(s.nav.navigationBar.frame.height == 96)
        // Less than the bar's 52 points: it stays.
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 96)
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 44)
        #expect(s.search.searchBar.isHidden)
        #expect(s.frame(scroll) == CGRect(x: 0, y: 44, width: 400, height: 356))
        // Part way back it stays tucked away; at the top it returns.
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 44)
        scroll.contentOffset = .zero
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 96)
        #expect(!s.search.searchBar.isHidden)
        // Without hidesSearchBarWhenScrolling it never tucks away.
        s.content.navigationItem.hidesSearchBarWhenScrolling = false
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        s.h.frame()
        #expect(s.nav.navigationBar.frame.height == 96)
    }

    @Test func aTuckedAwayBarComesBackForAnActiveSearch() throws {
        let s = SearchScreen(content: SearchScrollingController())
        let scroll = try #require(s.content.view as? UIScrollView)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        s.h.frame()
        #expect(s.search.searchBar.isHidden)
        s.search.isActive = true
        s.h.advance(0.4)
        #expect(!s.search.searchBar.isHidden)
        #expect(s.frame(s.search.searchBar) == CGRect(x: 0, y: 0, width: 400, height: 52))
        // The interface covers the scroll view's visible part, not its content's origin.
        #expect(s.search.view.frame == scroll.bounds)
    }

    @Test func overATableTheInterfaceStaysInFrontAndTheTableHoldsStill() throws {
        let table = UITableViewController(style: .grouped)
        let s = SearchScreen(results: UIViewController(), content: table)
        let tableView = table.tableView!
        s.tapField()
        s.h.advance(0.4)
        #expect(s.search.view.superview === tableView)
        #expect(!tableView.isScrollEnabled, "covered by the dimming")
        // Something the table adds meanwhile (as a reload adds headers) goes under the interface at the next update.
        tableView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        s.type("a")
        #expect(tableView.subviews.last === s.search.view)
        s.tapCancel()
        s.h.advance(0.4)
        #expect(tableView.isScrollEnabled)
        #expect(s.search.view.superview == nil)
    }
}
