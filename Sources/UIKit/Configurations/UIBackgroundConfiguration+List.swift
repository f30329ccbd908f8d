import Foundation

extension UIBackgroundConfiguration {
    private init(style: Style, cornerRadius: CGFloat = 0) {
        self.init()
        self.style = style
        self.cornerRadius = cornerRadius
        stateColor = style.color(selected: false)
    }

    /// The background of a cell in a plain list: the system background, grey while selected or touched.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// The background of a cell in a grouped list: the grouped content colour, grey while selected or touched.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell) }
    /// The background of a sidebar cell: clear, a rounded grey while selected or touched.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell, cornerRadius: 10) }
    /// The background of a cell in a sidebar accompanied by another list (as a sidebar cell here).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .accompaniedSidebarCell, cornerRadius: 10)
    }
    /// The background of a plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// The background of a grouped list's header or footer: clear, showing the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedHeaderFooter) }
    /// The background of a sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader) }
    /// A list cell's background for whatever list it is in (iOS 18); a plain list's here.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A list header's background (iOS 18); a plain list's here.
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A list footer's background (iOS 18); a plain list's here.
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// This background as it looks in `state`: a list style's colour for the state (grey for a selected or
    /// touched cell) where `backgroundColor` is not set; a configuration of no style is returned as it is.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let style else { return self }
        var updated = self
        let selected = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted }
            ?? (state as? UIViewConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false
        updated.stateColor = style.color(selected: selected)
        return updated
    }

    /// The fill colour a list background draws: `backgroundColor` (or the style's colour for its state)
    /// through the transformer; nil for none.
    var resolvedListFill: UIColor? {
        guard let color = backgroundColor ?? stateColor else { return nil }
        return backgroundColorTransformer?(color) ?? color
    }
}

extension UIBackgroundConfiguration.Style {
    /// The style's fill, selected (or touched) or not.
    func color(selected: Bool) -> UIColor {
        switch self {
        case .plainCell: selected ? .systemGray4 : .systemBackground
        case .groupedCell: selected ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell, .accompaniedSidebarCell: selected ? .systemGray4 : .clear
        case .plainHeaderFooter: .systemBackground
        case .groupedHeaderFooter, .sidebarHeader: .clear
        }
    }
}
