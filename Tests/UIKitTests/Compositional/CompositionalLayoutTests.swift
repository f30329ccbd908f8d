import Foundation
import Testing
@_spi(Platform) import UIKit

/// A cell holding a wrapping label pinned to its content view's edges with constraints (self-sizing through Auto
/// Layout at the width the layout gives).
@MainActor final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class LabelSource: NSObject, UICollectionViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
        (cell as? LabelCell)?.label.text = texts[indexPath.item]
        return cell
    }
}

@MainActor @Suite(.serialized) struct CompositionalLayoutTests {
    typealias Dim = NSCollectionLayoutDimension

    /// A harness whose collection view uses `layout`.
    func harness(_ layout: UICollectionViewLayout, width: CGFloat = 340, height: CGFloat = 480) -> CollectionHarness {
        let h = CollectionHarness(size: CGSize(width: width, height: height))
        h.collectionView.collectionViewLayout = layout
        return h
    }

    /// Two columns of `fractionalWidth(0.5)` items with 5-point content insets, in 100-point rows, in a section inset
    /// (10, 20, 10, 20) and 8 points between rows.
    func gridSection(interGroupSpacing: CGFloat = 8) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = interGroupSpacing
        return section
    }

    @Test func aTwoColumnGridOfHalfWidthItemsWithInsets() {
        let h = harness(UICollectionViewCompositionalLayout(section: gridSection()))
        h.show(GridSource([5]))
        h.frame()
        // Content 340 - 20 - 20 = 300 wide: each row is one group of two 150-point slots, items inset 5 on every side.
        #expect(h.itemFrame(0) == CGRect(x: 25, y: 15, width: 140, height: 90))
        #expect(h.itemFrame(1) == CGRect(x: 175, y: 15, width: 140, height: 90))
        #expect(h.itemFrame(2) == CGRect(x: 25, y: 123, width: 140, height: 90))   // second row at 10 + 100 + 8
        #expect(h.itemFrame(4) == CGRect(x: 25, y: 231, width: 140, height: 90))
        #expect(h.collectionView.contentSize == CGSize(width: 340, height: 10 + 3 * 100 + 2 * 8 + 10))
        #expect(h.collectionView.visibleCells.count == 5)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 175, y: 15, width: 140, height: 90))
    }

    @Test func aSectionHeaderAndFooterFramesAndPushTheGroups() {
        let section = gridSection()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let h = harness(UICollectionViewCompositionalLayout(section: section, configuration: configuration))
        let source = GridSource([3, 2])
        h.show(source)
        h.frame()
        let headerKind = UICollectionView.elementKindSectionHeader, footerKind = UICollectionView.elementKindSectionFooter
        // The header spans the content width (inside the leading and trailing insets); the top inset follows it.
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 300, height: 30))
        #expect(h.itemFrame(0) == CGRect(x: 25, y: 45, width: 140, height: 90))
        // Two rows: 40 + 100 + 8 + 100 = 248, bottom inset 10, then the footer.
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: footerKind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 258, width: 300, height: 20))
        // Section 1 starts 12 points after section 0's footer (278).
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 20, y: 290, width: 300, height: 30))
        #expect(h.itemFrame(0, section: 1) == CGRect(x: 25, y: 335, width: 140, height: 90))
        #expect(h.collectionView.collectionViewLayout.collectionViewContentSize.height == CGFloat(290 + 30 + 10 + 100 + 10 + 20))
        #expect(h.collectionView.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 300, height: 30))
        section.supplementariesFollowContentInsets = false
        h.collectionView.collectionViewLayout.invalidateLayout()
        h.frame()
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 340, height: 30))
    }

    @Test func aPinnedHeaderStaysInViewWhileItsSectionIs() {
        let section = gridSection()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let h = harness(UICollectionViewCompositionalLayout(section: section), height: 200)
        h.show(GridSource([6, 6]))
        h.frame()
        let kind = UICollectionView.elementKindSectionHeader
        // Section 0: header 0...30, rows at 40, 148, 256, ends 366; section 1's header at 366.
        h.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        h.frame()
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 350)
        h.frame()
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 336)  // pushed by its section's end
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 366)
    }

    @Test func nestedGroupsPlaceABigItemBesideAColumnOfTwo() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let h = harness(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
        h.show(GridSource([5]))
        h.frame()
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 170, height: 200))
        #expect(h.itemFrame(1) == CGRect(x: 170, y: 0, width: 170, height: 100))   // the column repeats its item while it fits
        #expect(h.itemFrame(2) == CGRect(x: 170, y: 100, width: 170, height: 100))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 200, width: 170, height: 200))
        #expect(h.itemFrame(4) == CGRect(x: 170, y: 200, width: 170, height: 100))
        #expect(h.collectionView.contentSize.height == 400)
    }

    @Test func aRepeatingCountSharesTheWidthAndFlexibleSpacingSharesTheRest() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let h = harness(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        h.show(GridSource([4]))
        h.frame()
        // (340 - 2 * 10) / 3 = 106.67 points each whatever the item's width, edges on whole pixels.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 107, height: 50))
        #expect(h.itemFrame(1) == CGRect(x: 117, y: 0, width: 106, height: 50))
        #expect(h.itemFrame(2) == CGRect(x: 233, y: 0, width: 107, height: 50))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 50, width: 107, height: 50))

        let fixed = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        let spread = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [fixed])
        spread.interItemSpacing = .flexible(0)
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: spread))
        h.frame()
        // Three 100-point items fit in 340; the 40 left over is shared by the two gaps.
        #expect(h.itemFrame(0)?.minX == 0)
        #expect(h.itemFrame(1)?.minX == 120)
        #expect(h.itemFrame(2)?.minX == 240)
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 40, width: 100, height: 40))

        let centred = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(40)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let one = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [centred])
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: one))
        h.frame()
        // One 200-point item fits; its two flexible edges share the 140 left over, centring it.
        #expect(h.itemFrame(0) == CGRect(x: 70, y: 5, width: 200, height: 40))
    }

    @Test func estimatedHeightsSizeTheCellsFromTheirLabels() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let h = harness(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), width: 200)
        h.collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        h.show(LabelSource(["One line", long, "Two"]))
        h.frame()
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = "One line"
        let oneLine = probe.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        probe.text = long
        let wrapped = probe.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > oneLine * 3)
        // Each row is its label's height plus the 10-point top and bottom constraints; the width stays the layout's.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 200, height: (oneLine + 20).rounded(.up)))
        #expect(h.itemFrame(1) == CGRect(x: 0, y: (oneLine + 20).rounded(.up), width: 200, height: (wrapped + 20).rounded(.up)))
        #expect(h.itemFrame(2)?.minY == ((oneLine + 20).rounded(.up) + (wrapped + 20).rounded(.up)))
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == (wrapped + 20).rounded(.up))
    }

    @Test func aSectionProviderSwitchesColumnsOnTheEnvironmentWidth() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            let columns = width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let h = harness(layout, width: 400)
        h.show(GridSource([8]))
        h.frame()
        #expect(widths.last == 400)
        #expect(h.itemFrame(1) == CGRect(x: 200, y: 0, width: 200, height: 50))
        #expect(h.itemFrame(2) == CGRect(x: 0, y: 50, width: 200, height: 50))
        h.collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 480)
        h.frame()
        #expect(widths.last == 600)
        #expect(h.itemFrame(1) == CGRect(x: 150, y: 0, width: 150, height: 50))
        #expect(h.itemFrame(3) == CGRect(x: 450, y: 0, width: 150, height: 50))
        #expect(h.itemFrame(4) == CGRect(x: 0, y: 50, width: 150, height: 50))
        #expect(h.collectionView.contentSize == CGSize(width: 600, height: 100))
    }

    @Test func aHorizontalScrollDirectionStacksGroupsAlongX() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 10
        let h = harness(UICollectionViewCompositionalLayout(section: section, configuration: configuration), width: 340, height: 200)
        h.show(GridSource([5]))
        h.frame()
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 120, height: 100))
        #expect(h.itemFrame(1) == CGRect(x: 0, y: 100, width: 120, height: 100))
        #expect(h.itemFrame(2) == CGRect(x: 130, y: 0, width: 120, height: 100))
        #expect(h.collectionView.contentSize == CGSize(width: 3 * 120 + 2 * 10, height: 200))
    }

    @Test func badInputIsLoggedAndFallsBack() {
        let h = harness(UICollectionViewFlowLayout())
        let dimension = NSCollectionLayoutDimension.absolute(.nan)
        #expect(dimension.dimension == 0)
        let empty = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [])
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty))
        h.show(GridSource([3]))
        h.frame()
        #expect(h.collectionView.visibleCells.isEmpty)
        #expect(h.logLines.contains { $0.contains("at least one subitem") })
        #expect(h.logLines.contains { $0.contains("holds no item") })
        // Laid out again and again (a resize, invalidations), the same fault is logged once, not every pass.
        for width in [300, 320, 280] as [CGFloat] {
            h.collectionView.frame.size.width = width
            h.collectionView.collectionViewLayout.invalidateLayout()
            h.frame()
        }
        #expect(h.logLines.filter { $0.contains("holds no item") }.count == 1)
    }
}
