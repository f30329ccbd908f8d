import Foundation

extension UISplitViewController {
    // MARK: Showing and hiding columns

    /// Shows `column`, changing the display mode as the split behavior allows (three columns: showing the
    /// primary shows the supplementary too). Collapsed, the stack goes to that column's controllers.
    public func show(_ column: Column) { changeVisibility(of: column, show: true, bySystem: false) }

    /// Hides `column` (the secondary cannot be hidden while expanded). Collapsed, the stack goes back to the
    /// column before it.
    public func hide(_ column: Column) { changeVisibility(of: column, show: false, bySystem: false) }

    /// The display mode that shows (or hides) `column` from `mode`, or nil when nothing changes.
    func displayMode(from mode: DisplayMode, showing column: Column, show: Bool) -> DisplayMode? {
        let behavior = resolvedSplitBehavior(for: layoutSize)
        let triple = style == .tripleColumn
        switch (column, show) {
        case (.secondary, true):
            return mode.overlays ? .secondaryOnly : nil
        case (.primary, true) where !triple, (.supplementary, true) where triple:
            if mode != .secondaryOnly { return nil }
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case (.primary, true):
            if mode.showsTwo { return nil }
            return behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
        case (.primary, false) where !triple, (.supplementary, false) where triple:
            return mode == .secondaryOnly ? nil : .secondaryOnly
        case (.primary, false):
            guard mode.showsTwo else { return nil }
            return mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        default:
            return nil
        }
    }

    /// Shows or hides `column`; the system's own changes (`bySystem`: the sidebar button, the edge swipe)
    /// tell the delegate which columns will show and hide.
    func changeVisibility(of column: Column, show: Bool, bySystem: Bool) {
        if column == .supplementary && style != .tripleColumn {
            UIApplication.shared.log("UISplitViewController: a double-column split view has no supplementary column; \(show ? "show" : "hide")(.supplementary) ignored")
            return
        }
        if isCollapsed {
            showCollapsed(show ? column : previousColumn(before: column))
            return
        }
        if column == .compact { return }
        if column == .secondary && !show {
            UIApplication.shared.log("UISplitViewController: the secondary column cannot be hidden while the split view is expanded; ignored")
            return
        }
        loadViewIfNeeded()
        let mode = currentDisplayMode
        guard let next = displayMode(from: mode, showing: column, show: show) else { return }
        if bySystem { reportColumnChanges(from: mode, to: next) }
        chosenDisplayMode = next
        layoutColumns(animated: isAppearingOrAppeared, reportsColumns: false)
    }

    /// Tells the delegate which leading columns will show and which will hide going from `mode` to `next`.
    func reportColumnChanges(from mode: DisplayMode, to next: DisplayMode) {
        guard let delegate else { return }
        let before = Self.visibleColumns(style: style, mode: mode), after = Self.visibleColumns(style: style, mode: next)
        for c in [Column.primary, .supplementary] where after.contains(c) && !before.contains(c) { delegate.splitViewController(self, willShow: c) }
        for c in [Column.supplementary, .primary] where before.contains(c) && !after.contains(c) { delegate.splitViewController(self, willHide: c) }
    }

    /// The columns `mode` shows.
    static func visibleColumns(style: Style, mode: DisplayMode) -> Set<Column> {
        let one: Column = style == .tripleColumn ? .supplementary : .primary
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [one, .secondary]
        default: return [.primary, .supplementary, .secondary]
        }
    }

    private func previousColumn(before column: Column) -> Column {
        switch column {
        case .secondary: return style == .tripleColumn ? .supplementary : .primary
        case .supplementary: return .primary
        default: return .primary
        }
    }

    /// Collapsed: the stack shows `column`'s controllers on top (pushing the column's root when it is not on
    /// the stack, popping what lies above it).
    private func showCollapsed(_ column: Column) {
        guard !collapsedToCompactColumn, let primary = columnContainers[.primary] as? UINavigationController else { return }
        var parts: [Column: [UIViewController]] = [:]
        var current: Column = .primary
        for c in primary.viewControllers {
            if let origin = collapsedOrigins[ObjectIdentifier(c)] { current = origin }
            parts[current, default: []].append(c)
        }
        var stack: [UIViewController] = []
        for c in [Column.primary, .supplementary, .secondary] where c.rawValue <= column.rawValue {
            if let list = parts[c], !list.isEmpty {
                stack += list
            } else if c == column || c == .primary, let root = collapsedRoots[c] ?? columnControllers[c] {
                if let nav = root as? UINavigationController {
                    let moved = nav.viewControllers
                    nav.setViewControllers([], animated: false)
                    for m in moved { collapsedOrigins[ObjectIdentifier(m)] = c }
                    stack += moved
                } else {
                    collapsedOrigins[ObjectIdentifier(root)] = c
                    stack.append(root)
                }
            }
        }
        guard !stack.isEmpty, stack.map(ObjectIdentifier.init) != primary.viewControllers.map(ObjectIdentifier.init) else { return }
        primary.setViewControllers(stack, animated: isAppearingOrAppeared)
    }

    // MARK: Showing controllers

    /// Shows `vc` as the detail: expanded, in the secondary column (over a leading column that overlays it, the
    /// overlay goes away); collapsed, pushed onto the stack. The delegate may do it instead.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        place(vc, in: .secondary)
    }

    /// `show(_:sender:)` from a controller in `source`: expanded, the controller goes into the next column
    /// (primary to supplementary or secondary, supplementary to secondary) or, from the secondary, is pushed
    /// there; collapsed, it is pushed onto the stack.
    func show(_ vc: UIViewController, from source: Column, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let target: Column
        switch source {
        case .primary: target = style == .tripleColumn ? .supplementary : .secondary
        default: target = .secondary
        }
        if source == .secondary && !isCollapsed, let nav = columnContainers[.secondary] as? UINavigationController {
            nav.pushViewController(vc, animated: isAppearingOrAppeared)
            return
        }
        place(vc, in: target)
    }

    private func place(_ vc: UIViewController, in column: Column) {
        if isCollapsed {
            let container = collapsedToCompactColumn ? columnContainers[.compact] : columnContainers[.primary]
            guard let nav = container as? UINavigationController else {
                present(vc, animated: true)
                return
            }
            let controllers = (vc as? UINavigationController).map { inner -> [UIViewController] in
                let list = inner.viewControllers
                inner.setViewControllers([], animated: false)
                return list
            } ?? [vc]
            if !collapsedToCompactColumn { for c in controllers { collapsedOrigins[ObjectIdentifier(c)] = column } }
            if controllers.count == 1, let only = controllers.first {
                nav.pushViewController(only, animated: isAppearingOrAppeared)
            } else {
                nav.setViewControllers(nav.viewControllers + controllers, animated: isAppearingOrAppeared)
            }
            return
        }
        if style == .unspecified {
            // Classic: the controller replaces the secondary one.
            var controllers = viewControllers
            if controllers.count < 2 { controllers.append(vc) } else { controllers[1] = vc }
            viewControllers = controllers
        } else {
            setViewController(vc, for: column)
        }
        if currentDisplayMode.overlays && column == .secondary {
            chosenDisplayMode = .secondaryOnly
            layoutColumns(animated: isAppearingOrAppeared, reportsColumns: false)
        } else if column == .supplementary {
            show(.supplementary)
        }
    }
}
