import Foundation

/// The navigation bar's search row: the top item's `searchController` bar, laid out under the title row, tucked
/// away while the content is scrolled up (`hidesSearchBarWhenScrolling`), and the title row's slide while a
/// search that `hidesNavigationBarDuringPresentation` is active.
extension UINavigationBar {
    /// The top item's search controller.
    var topSearchController: UISearchController? { topItem?.searchController }

    /// The navigation controller whose bar this is.
    var owningNavigationController: UINavigationController? { superview?.owningViewController as? UINavigationController }

    /// Puts the top item's search bar in the bar (taking out one from a previous top item).
    func installSearchBar() {
        let bar = topSearchController?.searchBar
        guard installedSearchBar !== bar else { return }
        if let old = installedSearchBar, old.superview === self {
            old.removeFromSuperview()
            old.isInNavigationBar = false
        }
        installedSearchBar = bar
        isSearchBarCollapsed = false
        if let bar {
            bar.isInNavigationBar = true
            addSubview(bar)
            contentScrollViewDidScroll()
        }
        superview?.setNeedsLayout()
    }

    /// Height of the search row under the title row: 0 without a search bar or while it is tucked away.
    var searchRowHeight: CGFloat {
        guard let bar = installedSearchBar, let controller = topSearchController else { return 0 }
        if isSearchBarCollapsed && !controller.isActive { return 0 }
        return bar.preferredHeight
    }

    /// Whether the title row has slid away for an active search.
    var hidesTitleRowForSearch: Bool {
        guard let controller = topSearchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The search's state or the bar's height changed: the bar and the navigation controller lay out again.
    func searchStateDidChange() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Places the search bar under the title row, hidden while tucked away.
    func layOutSearchBar() {
        guard let bar = installedSearchBar, bar.superview === self else { return }
        let height = searchRowHeight
        bar.isHidden = height == 0
        bar.frame = CGRect(x: 0, y: Self.standardHeight, width: bounds.width, height: height == 0 ? bar.preferredHeight : height)
    }

    /// Tucks the search bar away once the content has scrolled up by the bar's height, and brings it back when the
    /// content is at its top again (only with `hidesSearchBarWhenScrolling`, and never during a search).
    func updateSearchBarCollapse(_ scrollView: UIScrollView?) {
        guard let item = topItem, let controller = item.searchController, let bar = installedSearchBar else { return }
        var collapsed = isSearchBarCollapsed
        if !item.hidesSearchBarWhenScrolling || controller.isActive || scrollView == nil {
            collapsed = false
        } else if let scrollView {
            let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            if scrolled >= bar.preferredHeight { collapsed = true } else if scrolled <= 0 { collapsed = false }
        }
        guard collapsed != isSearchBarCollapsed else { return }
        isSearchBarCollapsed = collapsed
        searchStateDidChange()
    }
}
