import Foundation
import Testing
@_spi(Platform) import UIKit

/// A list data source: `sections` of titled rows in `UICollectionViewListCell`s with `accessories`, and list
/// headers and footers titled by section.
@MainActor final class ListSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var accessories: [IndexPath: [UICellAccessory]] = [:]
    var headerText = "Section"
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories[indexPath] ?? []
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "listHeader", for: indexPath) as! UICollectionViewListCell
        var content = view.defaultContentConfiguration()
        content.text = kind == UICollectionView.elementKindSectionHeader ? headerText : "Footer"
        view.contentConfiguration = content
        return view
    }
}

@MainActor @Suite(.serialized) struct ListLayoutTests {
    func harness(_ configuration: UICollectionLayoutListConfiguration, width: CGFloat = 320, height: CGFloat = 480) -> CollectionHarness {
        let h = CollectionHarness(size: CGSize(width: width, height: height))
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        h.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            h.collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "listHeader")
        }
        return h
    }

    func cell(_ h: CollectionHarness, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
        h.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    /// The separator hairline of a list cell (the view drawing it), when shown.
    func separator(of cell: UICollectionViewListCell?) -> CGRect? {
        guard let cell else { return nil }
        let views = cell.subviews.filter { !$0.isHidden && $0.backgroundColor == .separator && $0.frame.height <= 1 }
        return views.first?.frame
    }

    @Test func plainListRowsAre44PointsFullWidthWithSeparatorsUnderTheText() {
        let h = harness(UICollectionLayoutListConfiguration(appearance: .plain))
        h.show(ListSource([["Apples", "Pears", "Plums"]]))
        h.frame()
        // One-line body text is shorter than a list row's 44-point minimum: every row is 44 tall, edge to edge.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(h.itemFrame(1) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(h.itemFrame(2) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(h.collectionView.contentSize == CGSize(width: 320, height: 132))
        #expect(h.collectionView.backgroundColor == .systemBackground)
        // A one-pixel hairline (scale 1) at the bottom, from the text's leading edge (the 16-point margin).
        #expect(separator(of: cell(h, 0)) == CGRect(x: 16, y: 43, width: 304, height: 1))
        #expect(separator(of: cell(h, 2)) == CGRect(x: 16, y: 43, width: 304, height: 1))   // plain lists separate the last row too
        #expect(cell(h, 0)?.defaultContentConfiguration() == UIListContentConfiguration.cell())
    }

    @Test func insetGroupedRowsAreInsetAndTheLastHasNoSeparator() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemPink
        let h = harness(configuration)
        h.show(ListSource([["One", "Two"], ["Three"]]))
        h.frame()
        // Sections 20 points in from each side and 35 points below the previous one (no headers).
        #expect(h.itemFrame(0) == CGRect(x: 20, y: 35, width: 280, height: 44))
        #expect(h.itemFrame(1) == CGRect(x: 20, y: 79, width: 280, height: 44))
        #expect(h.itemFrame(0, section: 1) == CGRect(x: 20, y: 123 + 35, width: 280, height: 44))
        #expect(separator(of: cell(h, 0)) == CGRect(x: 16, y: 43, width: 264, height: 1))
        #expect(separator(of: cell(h, 1)) == nil)
        #expect(separator(of: cell(h, 0, section: 1)) == nil)
        #expect(h.collectionView.backgroundColor == .systemPink)
        #expect(cell(h, 0)?.backgroundConfiguration?.cornerRadius == 10)
        #expect(cell(h, 0)?.clipsToBounds == true)
        var noSeparators = UICollectionLayoutListConfiguration(appearance: .grouped)
        noSeparators.showsSeparators = false
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: noSeparators)
        h.frame()
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 35, width: 320, height: 44))
        #expect(separator(of: cell(h, 0)) == nil)
    }

    @Test func accessoriesSitOnTheTrailingEdgeAndNarrowTheContent() {
        let h = harness(UICollectionLayoutListConfiguration(appearance: .plain))
        let source = ListSource([["Settings", "Chosen", "Both"]])
        source.accessories = [IndexPath(item: 0, section: 0): [.disclosureIndicator()],
                              IndexPath(item: 1, section: 0): [.checkmark()],
                              IndexPath(item: 2, section: 0): [.disclosureIndicator(), .checkmark(displayed: .whenEditing)]]
        h.show(source)
        h.frame()
        let first = cell(h, 0)!
        let accessory = first.subviews.first { $0.accessibilityIdentifier == "accessory.disclosureIndicator" }
        // 22 points square, 16 from the trailing edge, centred; the content view stops 4 points before it.
        #expect(accessory?.frame == CGRect(x: 282, y: 11, width: 22, height: 22))
        #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 278, height: 44))
        let check = cell(h, 1)!.subviews.first { $0.accessibilityIdentifier == "accessory.checkmark" }
        #expect(check?.frame == CGRect(x: 282, y: 11, width: 22, height: 22))
        #expect(check?.tintColor == .systemGreen)
        // A `.whenEditing` accessory is not shown (no editing mode): only the indicator takes room.
        let both = cell(h, 2)!
        #expect(both.subviews.first { $0.accessibilityIdentifier == "accessory.checkmark" }?.isHidden == true)
        #expect(both.contentView.frame.width == 278)
    }

    @Test func headersAndFootersSizeThemselvesFromTheirConfigurations() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let h = harness(configuration)
        let source = ListSource([["A", "B"]])
        source.headerText = Array(repeating: "A long header", count: 8).joined(separator: " ")
        h.show(source)
        h.frame()
        var header = UIListContentConfiguration.groupedHeader()
        header.text = source.headerText
        let headerHeight = UIListContentView(configuration: header).sizeThatFits(CGSize(width: 320, height: 0)).height
        var footer = UIListContentConfiguration.groupedFooter()
        footer.text = "Footer"
        let footerHeight = UIListContentView(configuration: footer).sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(headerHeight > 50)   // it wraps: far from the 38-point estimate, so measured
        let kind = UICollectionView.elementKindSectionHeader
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: headerHeight))
        #expect(h.itemFrame(0) == CGRect(x: 0, y: headerHeight, width: 320, height: 44))
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                          at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: headerHeight + 88, width: 320, height: footerHeight))
        let headerView = h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect((headerView?.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase)
        #expect(separator(of: headerView) == nil)
    }

    @Test func aFirstItemHeaderIsStyledAsAHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let h = harness(configuration)
        h.show(ListSource([["Title", "Row"]]))
        h.frame()
        #expect(cell(h, 0)?.defaultContentConfiguration() == UIListContentConfiguration.groupedHeader())
        #expect(separator(of: cell(h, 0)) == nil)
        #expect(cell(h, 1)?.backgroundConfiguration?.cornerRadius == 10)   // the first row under the header
    }

    @Test func aListScreenDraws() {
        let h = harness(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let source = ListSource([["Settings", "Chosen", "Third"]])
        source.accessories = [IndexPath(item: 0, section: 0): [.disclosureIndicator()], IndexPath(item: 1, section: 0): [.checkmark()]]
        h.show(source)
        h.frame()
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = h.surface[x, y]
            return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        }
        // The grouped background (242, 242, 247) beside the section; white rows (the grouped cell colour) inside it.
        #expect(rgb(10, 60) == (242, 242, 247))
        #expect(rgb(150, 37) == (255, 255, 255))
        // The separator under row 0 (y 35 + 43) is darker than the row, from x 36 on; none at x 30 (the inset).
        let line = rgb(200, 78), row = rgb(200, 70)
        #expect(line.0 < row.0 - 20)
        #expect(rgb(30, 78) == (255, 255, 255))
        // The inset section's top-left corner is rounded: its very corner pixel shows the background.
        #expect(rgb(20, 35) != (255, 255, 255))
        // (No glyphs without a platform: the rows' text is checked by the Catalog's scene test.)
        // The checkmark (system green) in row 1's accessory box (x 262...284, y 90...112).
        #expect((262..<284).contains { x in (90..<112).contains { y in let c = rgb(x, y); return c.1 > c.0 + 60 && c.1 > c.2 + 40 } })
        // The disclosure chevron: grey ink in row 0's accessory box.
        #expect((262..<284).contains { x in (46..<68).contains { y in rgb(x, y).0 < 220 } })
    }
}
