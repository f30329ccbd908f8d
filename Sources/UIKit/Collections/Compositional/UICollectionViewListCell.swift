import Foundation

/// A cell of a list section: it shows a list content configuration (`defaultContentConfiguration()` is
/// `UIListContentConfiguration.cell()`), takes its background from the list's appearance unless given one, draws
/// its `accessories` on the trailing edge outside the content view, and its bottom separator inset to the text
/// (as `UITableViewCell` does), stopping before the last row of a grouped section. Inset grouped sections round
/// their first and last rows' outer corners.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown on the trailing edge, the first one outermost.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// Where the cell sits in its list section (the layout tells it when it is dequeued and placed).
    var listPlacement: UIListCellPlacement? {
        didSet { if listPlacement != oldValue { placementDidChange() } }
    }
    private var accessoryViews: [(UICellAccessory, UITableViewCellAccessoryView)] = []
    private let separatorView = UIView(frame: .zero)
    /// The background style the cell chose itself for its list appearance (nil: the app chose one, or none yet).
    private var automaticBackgroundStyle: UIBackgroundConfiguration.Style?
    /// The space between the trailing edge and the outermost accessory, and between accessories (as a table cell's).
    private static let accessoryMargin: CGFloat = 16, accessorySpacing: CGFloat = 8, contentToAccessory: CGFloat = 4
    /// The corner radius of an inset grouped section (as an inset grouped table's here).
    static let insetGroupedCornerRadius: CGFloat = 10

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        // No vertical margins of its own: a list content configuration's margins set the space above and below the
        // text (Apple publishes no list cell margins; its content view preserves the cell's).
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// The list content configuration for this cell: `.cell()`, or the list's header or footer style when the cell
    /// is a header or footer of a list section (or the first item styled as its header).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let p = listPlacement, p.isSupplementary || p.isHeaderItem else { return .cell() }
        let plain = p.appearance == .plain || p.appearance == .sidebarPlain
        if p.appearance == .sidebar || p.appearance == .sidebarPlain, !p.isFooter { return .sidebarHeader() }
        if p.isFooter { return plain ? .plainFooter() : .groupedFooter() }
        return plain ? .plainHeader() : .groupedHeader()
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listPlacement = layoutAttributes.listPlacement
    }

    private func placementDidChange() {
        applyAutomaticBackground()
        setNeedsLayout()
    }

    /// The list appearance's background, unless the app gave the cell a background of its own.
    private func applyAutomaticBackground() {
        guard let p = listPlacement else { return }
        let current = backgroundConfiguration
        let chosenByApp = current != nil && (automaticBackgroundStyle == nil || current?.style != automaticBackgroundStyle)
        guard !chosenByApp, backgroundView == nil, current != nil || backgroundColor == nil else { return }
        var background: UIBackgroundConfiguration
        switch p.appearance {
        case _ where p.isSupplementary || p.isHeaderItem:
            background = p.appearance == .plain ? .listPlainHeaderFooter()
                : p.appearance == .sidebar || p.appearance == .sidebarPlain ? .listSidebarHeader() : .listGroupedHeaderFooter()
        case .plain: background = .listPlainCell()
        case .grouped, .insetGrouped: background = .listGroupedCell()
        case .sidebar, .sidebarPlain: background = .listSidebarCell()
        }
        if p.appearance == .insetGrouped, !p.isSupplementary, !p.isHeaderItem, p.isFirst || p.isLast {
            background.cornerRadius = Self.insetGroupedCornerRadius
        }
        automaticBackgroundStyle = background.style
        backgroundConfiguration = background
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = UITableViewCellAccessoryView(type: accessory.accessoryType == .checkmark ? .checkmark : .disclosureIndicator)
            if let tint = accessory.tintColor { view.tintColor = tint }
            addSubview(view)
            return (accessory, view)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        // Accessories from the trailing edge inwards; the content view ends before the innermost one.
        var trailing = b.width - Self.accessoryMargin
        var anyShown = false
        for (accessory, view) in accessoryViews {
            let shown = accessory.isDisplayed(editing: false)
            view.isHidden = !shown || accessory.isHidden
            guard shown else { continue }
            let s = UICellAccessory.size
            view.frame = CGRect(x: trailing - s.width, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            trailing = view.frame.minX - Self.accessorySpacing
            anyShown = true
        }
        let contentWidth = anyShown ? trailing + Self.accessorySpacing - Self.contentToAccessory : b.width
        contentView.frame = CGRect(x: 0, y: 0, width: max(contentWidth, 0), height: b.height)
        layoutRoundedBackground()
        layoutSeparator()
    }

    /// Inset grouped rows at the ends of a section round only their outer corners: the background of a first row
    /// reaches past its bottom edge (and of a last row past its top), clipped by the cell.
    private func layoutRoundedBackground() {
        guard let p = listPlacement, p.appearance == .insetGrouped, !p.isSupplementary, !p.isHeaderItem,
              let background = subviews.first(where: { $0 is UIBackgroundConfigurationView }) else {
            if clipsToBounds, listPlacement?.appearance == .insetGrouped { clipsToBounds = false }
            return
        }
        let r = Self.insetGroupedCornerRadius
        var frame = bounds
        if p.isFirst && !p.isLast { frame.size.height += r }
        if p.isLast && !p.isFirst { frame.origin.y -= r; frame.size.height += r }
        background.frame = frame
        clipsToBounds = p.isFirst || p.isLast
    }

    /// The bottom hairline, from under the text (past any image) to the trailing edge.
    private func layoutSeparator() {
        guard let p = listPlacement, p.showsSeparator else { separatorView.isHidden = true; return }
        var inset = UIListContentConfiguration.cellMargins.leading
        if let list = contentView as? UIListContentView { inset = (contentView.frame.minX + list.textLeadingEdge).rounded() }
        let scale = max(UIApplication.shared.screen.scale, 1)
        let height = max(0.5, 1 / scale)
        separatorView.isHidden = false
        separatorView.frame = CGRect(x: inset, y: bounds.height - height, width: max(bounds.width - inset, 0), height: height)
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    /// The least self-sized height: room for the accessories (their 22 points), the content otherwise decides.
    override var minimumSelfSizedHeight: CGFloat { accessoryViews.isEmpty ? 0 : UICellAccessory.size.height }
}
