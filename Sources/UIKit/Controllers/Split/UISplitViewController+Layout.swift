import Foundation

/// One leading column's width settings, as set (automatic is `UISplitViewController.automaticDimension`).
@MainActor
struct UISplitColumnWidths {
    var preferred = UISplitViewController.automaticDimension
    var fraction = UISplitViewController.automaticDimension
    var minimum = UISplitViewController.automaticDimension
    var maximum = UISplitViewController.automaticDimension

    /// The width UIKit would give the column when nothing is set; Apple documents no number, 320 is the
    /// sidebar width iPadOS uses on most iPads.
    static let defaultWidth: CGFloat = 320

    /// The width in a split view `total` points wide: the preferred width, else the fraction of `total`, else
    /// 320; then kept within the minimum and maximum (0 and `total` when automatic) and within `total`.
    func resolved(in total: CGFloat) -> CGFloat {
        let auto = UISplitViewController.automaticDimension
        var width = preferred != auto ? preferred : fraction != auto ? (fraction * total).rounded() : Self.defaultWidth
        let low = minimum != auto ? minimum : 0
        let high = maximum != auto ? maximum : total
        width = min(max(width, low), high)
        return max(0, min(width, total))
    }

    /// `value` if it is a usable width in points (or automatic), else automatic with a log line.
    static func checkedWidth(_ value: CGFloat, _ name: String) -> CGFloat {
        if value == UISplitViewController.automaticDimension { return value }
        guard value.isFinite, value >= 0 else {
            UIApplication.shared.log("UISplitViewController: \(name) \(value) is not a finite width of 0 or more; using automaticDimension")
            return UISplitViewController.automaticDimension
        }
        return value
    }

    /// `value` if it is a fraction in 0...1 (or automatic); NaN becomes automatic and others are clamped, logged.
    static func checkedFraction(_ value: CGFloat, _ name: String) -> CGFloat {
        if value == UISplitViewController.automaticDimension { return value }
        guard !value.isNaN else {
            UIApplication.shared.log("UISplitViewController: \(name) is NaN; using automaticDimension")
            return UISplitViewController.automaticDimension
        }
        guard (0...1).contains(value) else {
            let clamped = min(max(value, 0), 1)
            UIApplication.shared.log("UISplitViewController: \(name) \(value) is outside 0...1; using \(clamped)")
            return clamped
        }
        return value
    }
}

extension UISplitViewController {
    // MARK: Column widths

    /// The primary column's width as a fraction (0...1) of the split view's width (automatic by default).
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { primaryWidths.fraction }
        set { primaryWidths.fraction = UISplitColumnWidths.checkedFraction(newValue, "preferredPrimaryColumnWidthFraction"); relayout(animated: false) }
    }
    /// The primary column's width in points; wins over the fraction (automatic by default).
    public var preferredPrimaryColumnWidth: CGFloat {
        get { primaryWidths.preferred }
        set { primaryWidths.preferred = UISplitColumnWidths.checkedWidth(newValue, "preferredPrimaryColumnWidth"); relayout(animated: false) }
    }
    /// The narrowest the primary column gets (automatic: 0).
    public var minimumPrimaryColumnWidth: CGFloat {
        get { primaryWidths.minimum }
        set { primaryWidths.minimum = UISplitColumnWidths.checkedWidth(newValue, "minimumPrimaryColumnWidth"); relayout(animated: false) }
    }
    /// The widest the primary column gets (automatic: the split view's width).
    public var maximumPrimaryColumnWidth: CGFloat {
        get { primaryWidths.maximum }
        set { primaryWidths.maximum = UISplitColumnWidths.checkedWidth(newValue, "maximumPrimaryColumnWidth"); relayout(animated: false) }
    }
    /// The primary column's width now.
    public var primaryColumnWidth: CGFloat { primaryWidths.resolved(in: layoutSize.width) }

    /// The supplementary column's width as a fraction of the split view's width (automatic by default).
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { supplementaryWidths.fraction }
        set { supplementaryWidths.fraction = UISplitColumnWidths.checkedFraction(newValue, "preferredSupplementaryColumnWidthFraction"); relayout(animated: false) }
    }
    /// The supplementary column's width in points (automatic by default).
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { supplementaryWidths.preferred }
        set { supplementaryWidths.preferred = UISplitColumnWidths.checkedWidth(newValue, "preferredSupplementaryColumnWidth"); relayout(animated: false) }
    }
    /// The narrowest the supplementary column gets (automatic: 0).
    public var minimumSupplementaryColumnWidth: CGFloat {
        get { supplementaryWidths.minimum }
        set { supplementaryWidths.minimum = UISplitColumnWidths.checkedWidth(newValue, "minimumSupplementaryColumnWidth"); relayout(animated: false) }
    }
    /// The widest the supplementary column gets (automatic: the split view's width).
    public var maximumSupplementaryColumnWidth: CGFloat {
        get { supplementaryWidths.maximum }
        set { supplementaryWidths.maximum = UISplitColumnWidths.checkedWidth(newValue, "maximumSupplementaryColumnWidth"); relayout(animated: false) }
    }
    /// The supplementary column's width now (0 in a double-column split view).
    public var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? supplementaryWidths.resolved(in: layoutSize.width) : 0
    }

    var layoutSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

    // MARK: Choosing the display mode

    /// The smallest width the secondary column keeps when an automatic triple-column layout tiles all three
    /// columns (UIKit documents none; 320, a compact column).
    static let minimumTiledSecondaryWidth: CGFloat = 320

    /// `preferredSplitBehavior`, or for `.automatic`: side by side in a landscape (wider than tall) view, as on
    /// an iPad in landscape; otherwise over the secondary (two columns) or displacing it (three columns), as in
    /// portrait.
    func resolvedSplitBehavior(for size: CGSize) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        if size.width > size.height { return .tile }
        return style == .tripleColumn ? .displace : .overlay
    }

    /// The display mode `.automatic` means for `size`: with tiling, the leading columns beside the secondary
    /// (in three columns both when the secondary keeps 320 points, else the supplementary only); overlaying,
    /// the secondary only; displacing, the supplementary beside the secondary (two columns: the secondary only).
    func automaticDisplayMode(for size: CGSize) -> DisplayMode {
        let behavior = resolvedSplitBehavior(for: size)
        if style != .tripleColumn {
            return behavior == .tile ? .oneBesideSecondary : .secondaryOnly
        }
        switch behavior {
        case .tile:
            let room = size.width - primaryWidths.resolved(in: size.width) - supplementaryWidths.resolved(in: size.width)
            return room >= Self.minimumTiledSecondaryWidth ? .twoBesideSecondary : .oneBesideSecondary
        case .overlay: return .secondaryOnly
        default: return .oneBesideSecondary
        }
    }

    /// `mode` made valid for the style: a double-column split view has no second leading column (logged).
    func validated(_ mode: DisplayMode) -> DisplayMode {
        guard style != .tripleColumn, mode.showsTwo else { return mode }
        let replacement: DisplayMode = mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        UIApplication.shared.log("UISplitViewController: display mode \(mode) needs three columns; using \(replacement)")
        return replacement
    }

    /// The display mode for the current size: the chosen one, else the preferred one, else the automatic one.
    func targetDisplayMode(for size: CGSize) -> DisplayMode {
        let behavior = resolvedSplitBehavior(for: size)
        if lastAutomaticBehavior != behavior {
            // A new behavior (the window turned from landscape to portrait): choices made for the old one lapse.
            if lastAutomaticBehavior != nil { chosenDisplayMode = nil }
            lastAutomaticBehavior = behavior
        }
        if let chosen = chosenDisplayMode { return chosen }
        return validated(preferredDisplayMode == .automatic ? automaticDisplayMode(for: size) : preferredDisplayMode)
    }

    // MARK: Column frames

    /// The frames of the columns `mode` shows in `bounds`, for the given behavior and leading widths (hidden
    /// columns have none). Beside: the columns share the width, leading first. Over: the secondary fills the
    /// view and the leading columns lie on its leading side. Displace: the secondary keeps the width it has
    /// beside one column (three columns; two columns: the full width) and is pushed toward the trailing edge.
    static func columnFrames(style: Style, mode: DisplayMode, behavior: SplitBehavior, bounds: CGRect,
                             primaryWidth p: CGFloat, supplementaryWidth s: CGFloat) -> [Column: CGRect] {
        let w = bounds.width, h = bounds.height, x0 = bounds.minX, y = bounds.minY
        func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x0 + x, y: y, width: max(width, 0), height: h) }
        let triple = style == .tripleColumn
        // In three columns, "one" is the supplementary column; in two, the primary.
        let one: Column = triple ? .supplementary : .primary
        let oneWidth = triple ? s : p
        switch mode {
        case .automatic, .secondaryOnly:
            return [.secondary: rect(0, w)]
        case .oneBesideSecondary:
            if behavior == .displace && !triple { return [one: rect(0, oneWidth), .secondary: rect(oneWidth, w)] }
            return [one: rect(0, oneWidth), .secondary: rect(oneWidth, w - oneWidth)]
        case .oneOverSecondary:
            return [one: rect(0, oneWidth), .secondary: rect(0, w)]
        case .twoBesideSecondary:
            return [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(p + s, w - p - s)]
        case .twoOverSecondary:
            return [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(0, w)]
        case .twoDisplaceSecondary:
            return [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(p + s, w - s)]
        }
    }

    // MARK: Applying the layout

    /// Lays the columns out again now if the view is loaded.
    func relayout(animated: Bool, reportsColumns: Bool = true) {
        guard isViewLoaded else { return }
        updateCollapsedState()
        layoutColumns(animated: animated, reportsColumns: reportsColumns)
    }

    /// Puts the columns where the display mode wants them, installing the ones that show and removing the
    /// others (with appearance callbacks while the split view is on screen); while collapsed, one container
    /// fills the view.
    /// A change the display mode makes on its own (a resize) tells the delegate which columns will show and
    /// hide (`reportsColumns`); changes asked for by code do not, as in UIKit.
    func layoutColumns(animated: Bool, reportsColumns: Bool = true) {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        if isCollapsed {
            let shown: Column = collapsedToCompactColumn ? .compact : .primary
            for column in installedColumns where column != shown { uninstall(column, container: columnContainers[column]) }
            if let container = columnContainers[shown] {
                install(shown, container: container, frame: bounds)
                container.view.frame = bounds
            }
            dimmingView.removeFromSuperview()
            hideSeparators(except: [])
            hasSettledDisplayMode = true
            updateDisplayModeButtons()
            return
        }
        let mode = targetDisplayMode(for: bounds.size)
        if mode != currentDisplayMode {
            // The first layout only settles the mode the split view starts in: nothing changes that anyone saw.
            if hasSettledDisplayMode {
                if reportsColumns { reportColumnChanges(from: currentDisplayMode, to: mode) }
                delegate?.splitViewController(self, willChangeTo: mode)
            }
            currentDisplayMode = mode
        }
        hasSettledDisplayMode = true
        let p = primaryWidths.resolved(in: bounds.width)
        let s = style == .tripleColumn ? min(supplementaryWidths.resolved(in: bounds.width), max(bounds.width - (mode.showsTwo ? p : 0), 0)) : 0
        let frames = Self.columnFrames(style: style == .tripleColumn ? .tripleColumn : .doubleColumn, mode: mode,
                                       behavior: resolvedSplitBehavior(for: bounds.size), bounds: bounds,
                                       primaryWidth: p, supplementaryWidth: s)
        let animate = animated && view.window != nil
        var leaving: [(Column, UIViewController)] = []
        for column in installedColumns where frames[column] == nil || column == .compact {
            if let container = columnContainers[column] { leaving.append((column, container)) }
        }
        // Secondary at the back, then the dimming view, the supplementary and the primary in front.
        var arrivingColumns: Set<Column> = []
        for column in [Column.secondary, .supplementary, .primary] {
            guard let frame = frames[column], let container = columnContainers[column] else { continue }
            let arriving = !installedColumns.contains(column)
            if arriving { arrivingColumns.insert(column) }
            install(column, container: container, frame: arriving && animate ? Self.offscreen(frame) : frame)
            view.bringSubviewToFront(container.view)
            if !animate { container.view.frame = frame }
        }
        placeSeparators(frames, arriving: arrivingColumns, animated: animate)
        if mode.overlays {
            if dimmingView.superview !== view { view.addSubview(dimmingView) }
            dimmingView.frame = bounds
            if let secondary = columnContainers[.secondary]?.viewIfLoaded { view.insertSubview(dimmingView, aboveSubview: secondary) }
        } else {
            dimmingView.removeFromSuperview()
        }
        if animate {
            for (_, container) in leaving { container.beginAppearanceTransitionIfShown(false) }
            UIView.animate(withDuration: Self.columnAnimationDuration, animations: {
                for (column, frame) in frames { self.columnContainers[column]?.viewIfLoaded?.frame = frame }
                for (_, container) in leaving { if let v = container.viewIfLoaded { v.frame = Self.offscreen(v.frame) } }
                self.moveSeparators(frames)
            }, completion: { _ in
                self.hideSeparators(except: self.installedColumns)
                for (column, container) in leaving where !self.isShowingColumn(column) {
                    container.viewIfLoaded?.removeFromSuperview()
                    container.endAppearanceTransitionIfShown()
                }
            })
            for (column, _) in leaving { installedColumns.remove(column) }
        } else {
            for (column, container) in leaving { uninstall(column, container: container) }
            hideSeparators(except: Set(frames.keys))
        }
        updateDisplayModeButtons()
    }

    /// How long showing or hiding a column slides (UIKit's is not documented; 0.3 s, near iPadOS's).
    static let columnAnimationDuration: TimeInterval = 0.3

    /// Where a leading column waits off screen before sliding in (just past the leading edge).
    static func offscreen(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: -(frame.maxX), dy: 0) }

    /// Whether `column` is laid out now.
    func isShowingColumn(_ column: Column) -> Bool { installedColumns.contains(column) }

    func install(_ column: Column, container: UIViewController, frame: CGRect) {
        guard !installedColumns.contains(column) else { return }
        installedColumns.insert(column)
        let shown = isAppearingOrAppeared
        if shown { container.beginAppearanceTransition(true, animated: false) }
        container.view.frame = frame
        view.addSubview(container.view)
        if column == .primary { applyPrimaryBackgroundIfNeeded() }
        if shown { container.endAppearanceTransition() }
    }

    func uninstall(_ column: Column, container: UIViewController?) {
        installedColumns.remove(column)
        guard let container, let v = container.viewIfLoaded, v.superview != nil else { return }
        let shown = isAppearingOrAppeared
        if shown { container.beginAppearanceTransition(false, animated: false) }
        v.removeFromSuperview()
        if shown { container.endAppearanceTransition() }
    }

    private func applyPrimaryBackgroundIfNeeded() {
        if primaryBackgroundStyle == .sidebar { columnContainers[.primary]?.view.backgroundColor = .secondarySystemBackground }
    }
}

extension UIViewController {
    /// Starts a disappearance (animated) if the controller is on screen; `endAppearanceTransition()` ends it.
    func beginAppearanceTransitionIfShown(_ appearing: Bool) {
        if !appearing && isAppearingOrAppeared { beginAppearanceTransition(false, animated: true) }
    }
    func endAppearanceTransitionIfShown() { endAppearanceTransition() }
}
