import Foundation

extension UISplitViewController {
    /// Collapses in a horizontally compact environment and expands in a regular one, as UIKit does when the
    /// size class changes (here: when the window is resized across 678 points, see `UITraitCollection`).
    func updateCollapsedState() {
        guard isViewLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { expand() }
    }

    /// Collapses the columns: the compact column's controller when one is set; otherwise the primary navigation
    /// controller takes the columns' stacks, leading first, up to the top column (the delegate's answer to the
    /// proposed `.secondary`).
    func collapse() {
        guard !isCollapsed else { return }
        chosenDisplayMode = nil
        if style != .unspecified, columnContainers[.compact] != nil {
            isCollapsed = true
            collapsedToCompactColumn = true
            layoutColumns(animated: false)
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        var top: Column = .secondary
        if style != .unspecified {
            top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            if top == .compact || (top == .supplementary && style != .tripleColumn) {
                UIApplication.shared.log("UISplitViewController: \(top) cannot be the top column after collapsing; using secondary")
                top = .secondary
            }
        }
        collapsedToCompactColumn = false
        collapsedOrigins = [:]
        collapsedRoots = [:]
        for column in [Column.primary, .supplementary, .secondary] where isShowingColumn(column) {
            uninstall(column, container: columnContainers[column])
        }
        dimmingView.removeFromSuperview()
        guard let primary = columnContainers[.primary] as? UINavigationController else {
            // A classic split view whose primary is no navigation controller: only the primary shows.
            isCollapsed = true
            layoutColumns(animated: false)
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        var stack = primary.viewControllers
        for c in stack { collapsedOrigins[ObjectIdentifier(c)] = .primary }
        collapsedRoots[.primary] = stack.first
        for column in [Column.supplementary, .secondary] {
            guard let container = columnContainers[column] else { continue }
            if let nav = container as? UINavigationController {
                collapsedRoots[column] = nav.viewControllers.first
                guard column.rawValue <= top.rawValue else { continue }
                let moved = nav.viewControllers
                nav.setViewControllers([], animated: false)
                for c in moved { collapsedOrigins[ObjectIdentifier(c)] = column }
                stack += moved
            } else if column.rawValue <= top.rawValue {
                // Classic: a secondary that is no navigation controller is pushed unless the delegate handles it.
                if delegate?.splitViewController(self, collapseSecondary: container, onto: primary) == true { continue }
                collapsedRoots[column] = container
                container.willMove(toParent: nil)
                container.removeFromParent()
                collapsedOrigins[ObjectIdentifier(container)] = column
                stack.append(container)
            }
        }
        isCollapsed = true
        primary.setViewControllers(stack, animated: false)
        layoutColumns(animated: false)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands: each controller of the collapsed stack goes back to the column it came from (controllers pushed
    /// meanwhile to the column of the one below them); a column whose controllers were all popped gets its root
    /// back. The display mode is the delegate's answer to the one the size and preferences propose.
    func expand() {
        guard isCollapsed else { return }
        if !collapsedToCompactColumn, let primary = columnContainers[.primary] as? UINavigationController {
            var parts: [Column: [UIViewController]] = [:]
            var current: Column = .primary
            for c in primary.viewControllers {
                if let origin = collapsedOrigins[ObjectIdentifier(c)] { current = origin }
                parts[current, default: []].append(c)
            }
            primary.setViewControllers(parts[.primary] ?? collapsedRoots[.primary].map { [$0] } ?? [], animated: false)
            for column in [Column.supplementary, .secondary] {
                guard let container = columnContainers[column] else { continue }
                let list = parts[column] ?? []
                if let nav = container as? UINavigationController {
                    let restored = list.isEmpty ? (collapsedRoots[column].map { [$0] } ?? []) : list
                    nav.setViewControllers(restored, animated: false)
                } else if container.parent == nil {
                    addChild(container)
                    container.didMove(toParent: self)
                }
            }
        }
        let proposed = validated(preferredDisplayMode == .automatic ? automaticDisplayMode(for: layoutSize) : preferredDisplayMode)
        let mode = style == .unspecified ? proposed
            : validated(delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
        isCollapsed = false
        collapsedToCompactColumn = false
        collapsedOrigins = [:]
        collapsedRoots = [:]
        lastAutomaticBehavior = resolvedSplitBehavior(for: layoutSize)
        chosenDisplayMode = mode == proposed || mode == .automatic ? nil : mode
        layoutColumns(animated: false, reportsColumns: false)
        delegate?.splitViewControllerDidExpand(self)
    }
}
