import Foundation

/// The rounded, shadowed card that shows one level of a menu: its rows in a scroll view (which scrolls only
/// when the window is too short for them). It tracks the touch over its rows and tells its overlay which
/// row was chosen.
@MainActor
final class UIMenuPlatterView: UIView {
    /// The platter's width never goes below this (points), as UIKit's menus.
    static let minimumWidth: CGFloat = 250
    static let cornerRadius: CGFloat = 13

    let menu: UIMenu
    let scrollView = UIScrollView(frame: .zero)
    private(set) var rowViews: [UIMenuRowView] = []
    /// The row index the pointer or the keyboard highlights.
    private(set) var highlightedIndex: Int?
    weak var overlay: UIMenuOverlayView?
    private var isBuilding = false

    init(menu: UIMenu, overlay: UIMenuOverlayView) {
        self.menu = menu
        self.overlay = overlay
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = Self.cornerRadius
        layer.shadowOpacity = 0.22
        layer.shadowRadius = 18
        layer.shadowOffset = CGSize(width: 0, height: 6)
        scrollView.clipsToBounds = true
        scrollView.layer.cornerRadius = Self.cornerRadius
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        addSubview(scrollView)
        accessibilityIdentifier = "menu.platter"
        rebuildRows()
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds the row views from the menu (a deferred element loaded, or an element changed).
    func rebuildRows() {
        guard !isBuilding else { return }   // a provider that answers at once: the rows being built have its elements
        isBuilding = true
        defer { isBuilding = false }
        let rows = UIMenuRowList.rows(for: menu) { [weak self] in
            guard let self else { return }
            self.rebuildRows()
            self.overlay?.platterDidChangeSize(self)
        }
        for v in rowViews { v.removeFromSuperview() }
        let checks = rows.contains { if case let .action(a, _) = $0 { return a.state != .off }; return false }
        rowViews = rows.map { row in
            let view = UIMenuRowView(row: row)
            view.platter = self
            view.showsCheckColumn = checks
            scrollView.addSubview(view)
            return view
        }
        highlightedIndex = nil
        setNeedsLayout()
    }

    /// Refreshes every row's look (states changed while the menu stays open).
    func refreshRows() {
        let checks = rowViews.contains { if case let .action(a, _) = $0.row { return a.state != .off }; return false }
        for v in rowViews { v.showsCheckColumn = checks; v.updateLook() }
    }

    /// The size the rows need: at least `minimumWidth` wide.
    var preferredSize: CGSize {
        let width = rowViews.reduce(Self.minimumWidth) { max($0, $1.preferredWidth) }
        let height = rowViews.reduce(0) { $0 + $1.preferredHeight }
        return CGSize(width: width.rounded(.up), height: max(height, UIMenuRowView.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        var y: CGFloat = 0
        for v in rowViews {
            v.frame = CGRect(x: 0, y: y, width: bounds.width, height: v.preferredHeight)
            y += v.preferredHeight
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: y)
        scrollView.isScrollEnabled = y > bounds.height
    }

    // MARK: Highlight and choice

    /// Highlights row `index` (nil: none).
    func highlight(_ index: Int?) {
        highlightedIndex = index.flatMap { rowViews.indices.contains($0) && rowViews[$0].row.isSelectable ? $0 : nil }
        for (i, v) in rowViews.enumerated() { v.isHighlighted = i == highlightedIndex }
    }

    /// Moves the highlight to the next (`forward`) or previous selectable row; from none, to the first or last.
    func moveHighlight(forward: Bool) {
        let selectable = rowViews.indices.filter { rowViews[$0].row.isSelectable }
        guard !selectable.isEmpty else { return }
        guard let current = highlightedIndex else { highlight(forward ? selectable.first : selectable.last); return }
        let next = forward ? selectable.first { $0 > current } : selectable.last { $0 < current }
        if let next { highlight(next) }
    }

    /// The row under a touch: highlighted while down, chosen when it lifts over a selectable row.
    func trackTouch(_ touch: UITouch, phase: UITouch.Phase) {
        let p = touch.location(in: scrollView)
        let index = rowViews.firstIndex { $0.frame.contains(p) }
        switch phase {
        case .began, .moved, .stationary:
            highlight(bounds.contains(touch.location(in: self)) ? index : nil)
        case .ended:
            let chosen = bounds.contains(touch.location(in: self)) ? index : nil
            highlight(chosen)
            if let chosen = highlightedIndex { overlay?.activate(rowAt: chosen, in: self) }
        case .cancelled:
            highlight(nil)
        }
    }

    /// The frame of row `index` in window coordinates.
    func windowFrame(ofRow index: Int) -> CGRect {
        guard rowViews.indices.contains(index) else { return frame }
        return rowViews[index].convert(rowViews[index].bounds, to: nil)
    }
}
