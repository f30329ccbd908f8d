import Foundation

/// Told when a split view controller changes its display mode, shows or hides columns, collapses into one
/// navigation stack or expands again; every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The system (a window resize, the sidebar button, the edge swipe) is about to show `column`; not called
    /// for `show(_:)` from code.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// The system is about to hide `column`; not called for `hide(_:)` from code.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column whose controller is on top after collapsing (column-style only); `proposedTopColumn` by default.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode after expanding (column-style only); `proposedDisplayMode` by default.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view controller collapsed (`isCollapsed` is true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded (`isCollapsed` is false).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Return true when you showed `vc` yourself for `show(_:sender:)`; false lets the split view controller do it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Return true when you showed `vc` yourself for `showDetailViewController(_:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Classic split view: return true when you dealt with the secondary controller while collapsing (it is then
    /// dropped); false pushes it onto the primary navigation controller.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
}
