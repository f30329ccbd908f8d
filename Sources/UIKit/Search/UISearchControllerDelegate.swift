import Foundation

/// The object that refreshes the search results: the search controller calls it whenever the search bar becomes
/// first responder, its text changes or its scope changes, and when the search ends.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Reads `searchController.searchBar.text` (and scope) and updates the results shown.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate about its presentation and dismissal. Every method is optional,
/// as in UIKit; `presentSearchController(_:)` replaces the automatic presentation when a delegate implements it.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The automatic presentation is about to start.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The automatic presentation finished.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The automatic dismissal is about to start.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The automatic dismissal finished.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the search controller when it becomes active; the default performs the automatic presentation
    /// (with the will/did calls). A delegate that implements it presents the controller itself.
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) { searchController.presentAutomatically() }
}
