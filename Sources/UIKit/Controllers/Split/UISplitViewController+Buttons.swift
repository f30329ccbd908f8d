import Foundation

extension UISplitViewController {
    // MARK: The sidebar button

    /// Puts the sidebar button on the root navigation item of the leading visible column (expanded only), and
    /// the secondary-only button on the secondary's when `showsSecondaryOnlyButton` asks for it. The items are
    /// added before the item's own left items, beside the back button.
    func updateDisplayModeButtons() {
        var wanted: [(UINavigationItem, UIBarButtonItem)] = []
        if style != .unspecified && !isCollapsed && displayModeButtonVisibility != .never {
            let visible = Self.visibleColumns(style: style, mode: currentDisplayMode)
            if let leading = [Column.primary, .supplementary, .secondary].first(where: { visible.contains($0) }),
               let item = rootNavigationItem(of: leading) {
                wanted.append((item, displayModeButtonItem))
            }
            if style == .tripleColumn, showsSecondaryOnlyButton, currentDisplayMode != .secondaryOnly,
               let item = rootNavigationItem(of: .secondary) {
                wanted.append((item, secondaryOnlyButtonItem))
            }
        }
        // Take the buttons off items that should no longer carry them.
        let ours: [UIBarButtonItem] = [displayModeButtonItem, secondaryOnlyButtonItem]
        for host in buttonHosts {
            let keep = wanted.filter { $0.0 === host.item }.map(\.1)
            let current = host.item.leftBarButtonItems ?? []
            let stripped = current.filter { item in !ours.contains { $0 === item } || keep.contains { $0 === item } }
            if stripped.count != current.count { host.item.leftBarButtonItems = stripped.isEmpty ? nil : stripped }
            if keep.isEmpty { host.item.leftItemsSupplementBackButton = host.supplements }
        }
        buttonHosts.removeAll { host in !wanted.contains { $0.0 === host.item } }
        for (item, button) in wanted {
            if !buttonHosts.contains(where: { $0.item === item }) { buttonHosts.append((item, item.leftItemsSupplementBackButton)) }
            var left = item.leftBarButtonItems ?? []
            if !left.contains(where: { $0 === button }) {
                left.insert(button, at: 0)
                item.leftBarButtonItems = left
            }
            if !item.leftItemsSupplementBackButton { item.leftItemsSupplementBackButton = true }
        }
    }

    private func rootNavigationItem(of column: Column) -> UINavigationItem? {
        (columnContainers[column] as? UINavigationController)?.viewControllers.first?.navigationItem
    }

    /// The sidebar button: hides the leading column that shows, or shows the hidden one next to it.
    func displayModeButtonTapped() {
        guard !isCollapsed else { return }
        let mode = currentDisplayMode
        if style == .tripleColumn {
            if mode.showsTwo { changeVisibility(of: .primary, show: false, bySystem: true) }
            else if mode == .secondaryOnly { changeVisibility(of: .supplementary, show: true, bySystem: true) }
            else { changeVisibility(of: .primary, show: true, bySystem: true) }
        } else {
            changeVisibility(of: .primary, show: mode == .secondaryOnly, bySystem: true)
        }
    }

    /// The secondary-only button: hides the leading columns.
    func secondaryOnlyButtonTapped() {
        guard !isCollapsed, style == .tripleColumn, currentDisplayMode != .secondaryOnly else { return }
        reportColumnChanges(from: currentDisplayMode, to: .secondaryOnly)
        chosenDisplayMode = .secondaryOnly
        layoutColumns(animated: isAppearingOrAppeared, reportsColumns: false)
    }

    // MARK: Dimming and the edge swipe

    func makeDimmingView() -> UIView {
        let dim = UIView(frame: .zero)
        // UIKit dims the secondary under an overlaid sidebar; the amount is not documented (black at 10%).
        dim.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dim.accessibilityIdentifier = "splitView.dimming"
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UISplitViewController.dimmingTapped)
        dim.addGestureRecognizer(tap)
        return dim
    }

    /// A tap beside an overlaid column hides the overlay.
    func dimmingTapped() {
        guard !isCollapsed, currentDisplayMode.overlays else { return }
        changeVisibility(of: style == .tripleColumn ? .supplementary : .primary, show: false, bySystem: true)
    }

    func makeEdgeSwipe() -> UIScreenEdgePanGestureRecognizer {
        let swipe = UIScreenEdgePanGestureRecognizer()
        swipe.edges = .left
        swipe.name = "splitViewEdgeSwipe"
        swipe.addTarget(self, action: UISplitViewController.edgeSwipeChanged)
        swipe.delegate = edgeSwipeDelegate
        return swipe
    }

    /// Whether the edge swipe may show a column now: expanded, `presentsWithGesture`, a leading column hidden,
    /// and the leading visible column's navigation controller not able to go back (its own swipe wins).
    var edgeSwipeCanBegin: Bool {
        guard presentsWithGesture, !isCollapsed, style != .unspecified || columnContainers[.primary] != nil else { return false }
        let visible = Self.visibleColumns(style: style, mode: currentDisplayMode)
        guard !visible.contains(.primary) else { return false }
        let leading = [Column.supplementary, .secondary].first { visible.contains($0) }
        if let leading, let nav = columnContainers[leading] as? UINavigationController, nav.canBeginInteractivePop { return false }
        return true
    }

    func edgeSwipeChanged(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, edgeSwipeCanBegin else { return }
        let hiddenLeading: Column = style == .tripleColumn && currentDisplayMode == .secondaryOnly ? .supplementary : .primary
        changeVisibility(of: hiddenLeading, show: true, bySystem: true)
    }
}

/// The edge swipe's delegate: it begins only when the split view can show a hidden column.
@MainActor
final class UISplitEdgeSwipeDelegate: UIGestureRecognizerDelegate {
    weak var splitViewController: UISplitViewController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { splitViewController?.edgeSwipeCanBegin ?? false }
}
