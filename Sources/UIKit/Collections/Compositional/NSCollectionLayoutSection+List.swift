import Foundation

extension NSCollectionLayoutSection {
    /// The estimated row height of list sections: 44 points, the standard row height of iOS lists (and of
    /// `UIListContentConfiguration.cell()`'s minimum here); rows size themselves from their content.
    static let listEstimatedRowHeight: CGFloat = 44

    /// A list section: full-width rows that size their height to their content (estimated 44 points), with the
    /// configuration's headers and footers (self-sizing supplementary views of the standard section header and
    /// footer kinds, pinned in plain lists) and the appearance's insets. Metrics where Apple publishes none
    /// follow this package's `UITableView` styles: grouped sections start 35 points down when they have no header,
    /// inset grouped sections are inset 20 points from the sides, sidebar sections 10.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let c = configuration
        let hasHeader = c.headerMode == .supplementary
        var insets = NSDirectionalEdgeInsets.zero
        switch c.appearance {
        case .plain, .sidebarPlain: break
        case .grouped: insets.top = hasHeader ? 0 : 35
        case .insetGrouped: insets = NSDirectionalEdgeInsets(top: hasHeader ? 0 : 35, leading: 20, bottom: 0, trailing: 20)
        case .sidebar: insets = NSDirectionalEdgeInsets(top: hasHeader ? 0 : 10, leading: 10, bottom: 0, trailing: 10)
        }
        section.contentInsets = insets
        let plain = c.appearance == .plain || c.appearance == .sidebarPlain
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            // Estimates near the standard header configurations' own heights; the views size themselves.
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 36 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = c.appearance == .plain
            boundary.append(header)
        }
        if c.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 36 : 38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration`; the collection view takes the list's
    /// background colour when the layout is first laid out in it.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
