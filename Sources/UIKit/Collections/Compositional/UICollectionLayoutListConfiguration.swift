import Foundation

/// How a list section of a compositional layout looks: its appearance (plain rows edge to edge, grouped
/// sections, inset grouped cards, a sidebar), whether it has header and footer supplementary views, its
/// separators and its background. `NSCollectionLayoutSection.list(using:layoutEnvironment:)` makes the section;
/// `UICollectionViewCompositionalLayout.list(using:)` a layout of such sections.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether sections have headers: none, a supplementary view of `UICollectionView.elementKindSectionHeader`, or
    /// the first item of each section styled as a header.
    public enum HeaderMode: Int, Hashable, Sendable { case none, supplementary, firstItemInSection }
    /// Whether sections have a footer supplementary view of `UICollectionView.elementKindSectionFooter`.
    public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }

    /// The overall appearance of the list.
    public let appearance: Appearance
    /// The kind of header sections have (`.none` by default).
    public var headerMode: HeaderMode = .none
    /// The kind of footer sections have (`.none` by default).
    public var footerMode: FooterMode = .none
    /// Whether rows are separated by hairlines inset to their text. Apple documents no default; true here, as
    /// iOS draws separators in plain and grouped lists, and false for the sidebar appearances, which iOS draws
    /// without them.
    public var showsSeparators: Bool
    /// The list's background colour; nil (the default) uses the system colour of the appearance.
    public var backgroundColor: UIColor?
    /// Gives the swipe actions of the item at an index path (nil or empty: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a row shows on its leading edge when swiped towards the trailing edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows on its trailing edge when swiped towards the leading edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether the appearance shows sections as groups (separators stop before a group's last row).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The background colour in effect: `backgroundColor`, or the appearance's system colour.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

/// Where a cell or supplementary view sits in a list section: what the list cell needs to draw itself as iOS
/// does (its background, its bottom separator, rounded corners at the ends of an inset grouped section).
struct UIListCellPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// Whether the bottom separator is drawn.
    var showsSeparator: Bool
    var isFirst: Bool
    var isLast: Bool
    /// The first item of a section styled as its header (`headerMode = .firstItemInSection`).
    var isHeaderItem: Bool
    /// A header or footer supplementary view.
    var isSupplementary: Bool
    /// A footer supplementary view.
    var isFooter = false

    /// The placement of item `item` of a section of `count` items.
    init(configuration c: UICollectionLayoutListConfiguration, item: Int, count: Int) {
        appearance = c.appearance
        isHeaderItem = c.headerMode == .firstItemInSection && item == 0
        isFirst = item == (c.headerMode == .firstItemInSection ? 1 : 0)
        isLast = item == count - 1
        isSupplementary = false
        showsSeparator = c.showsSeparators && !isHeaderItem && !(c.isGrouped && isLast)
    }

    /// The placement of a header (or footer) of a list section.
    init(headerOf c: UICollectionLayoutListConfiguration, isFooter: Bool = false) {
        self.isFooter = isFooter
        appearance = c.appearance
        showsSeparator = false
        isFirst = false
        isLast = false
        isHeaderItem = false
        isSupplementary = true
    }
}
