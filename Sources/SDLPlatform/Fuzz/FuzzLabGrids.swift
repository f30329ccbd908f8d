import Foundation
import UIKit

/// The data of the fuzz lab's plain grid: sections of numbered items the collection-view actions insert into,
/// delete from, move and reload (and sometimes change without telling the collection view, as a buggy app does).
@MainActor
final class FuzzGridSource: NSObject, UICollectionViewDataSource {
    /// Items per section, by number; bounded by the actions (at most 6 sections of 120).
    var sections: [[Int]] = [Array(0..<40), Array(40..<64), Array(64..<70)]
    /// The next new item's number.
    var next = 70

    static let reuseIdentifier = "fuzz.grid"

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        let items = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : []
        (cell as? FuzzGridCell)?.show(items.indices.contains(indexPath.item) ? items[indexPath.item] : -1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sections.indices.contains(sourceIndexPath.section), sections[sourceIndexPath.section].indices.contains(sourceIndexPath.item),
              sections.indices.contains(destinationIndexPath.section) else { return }
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: min(destinationIndexPath.item, sections[destinationIndexPath.section].count))
    }

    /// Takes new numbers for `count` items.
    func newItems(_ count: Int) -> [Int] {
        defer { next += count }
        return Array(next..<next + count)
    }
}

/// A numbered cell of the lab's grids (a label on a colour that follows the appearance).
@MainActor
final class FuzzGridCell: UICollectionViewCell {
    private var label: UILabel?

    func show(_ number: Int) {
        let label = self.label ?? {
            let l = UILabel(frame: contentView.bounds)
            l.textAlignment = .center
            l.font = .systemFont(ofSize: 11)
            contentView.addSubview(l)
            self.label = l
            return l
        }()
        label.text = "\(number)"
        contentView.backgroundColor = [UIColor.systemTeal, .systemIndigo, .systemPink, .secondarySystemBackground][((number % 4) + 4) % 4]
        accessibilityIdentifier = "lab.cell.\(number)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = contentView.bounds
    }
}

extension FuzzLabController {
    /// Builds the two grids side by side along the bottom of the lab: flow layouts of small cells with headers,
    /// multiple selection on the plain one.
    func makeGrids(in root: UIView) {
        func makeGrid(_ id: String) -> UICollectionView {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 36, height: 28)
            layout.minimumInteritemSpacing = 4
            layout.minimumLineSpacing = 4
            layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 8, right: 4)
            let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
            cv.translatesAutoresizingMaskIntoConstraints = false
            cv.backgroundColor = .systemBackground
            cv.alwaysBounceVertical = true
            cv.accessibilityIdentifier = id
            cv.register(FuzzGridCell.self, forCellWithReuseIdentifier: FuzzGridSource.reuseIdentifier)
            root.addSubview(cv)
            return cv
        }
        let plain = makeGrid("lab.grid")
        plain.allowsMultipleSelection = true
        plain.dataSource = gridSource
        let diff = makeGrid("lab.diffgrid")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: diff) { cv, indexPath, number in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: FuzzGridSource.reuseIdentifier, for: indexPath)
            (cell as? FuzzGridCell)?.show(number)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(1000..<1040), toSection: 0)
        snapshot.appendItems(Array(1040..<1060), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        grid = plain
        diffGrid = diff
        diffSource = source
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
            plain.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -12),
            plain.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.2),
            diff.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 8),
            diff.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
            diff.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
            diff.heightAnchor.constraint(equalTo: plain.heightAnchor),
            diff.widthAnchor.constraint(equalTo: plain.widthAnchor),
        ])
    }

    /// Puts back what accessibility actions took away: boxes into the container, controls into their stack, the
    /// stack's arranged views (at least two), hidden views shown again.
    func restoreRemoved() {
        for box in boxes where box.superview !== container { restore(box) }
        for c in controls where c.superview == nil { controlStack.addArrangedSubview(c) }
        while stack.arrangedSubviews.count < 2 { stack.addArrangedSubview(makeArranged(stack.arrangedSubviews.count)) }
        for v in hiddenByFuzz { v.isHidden = false }
        hiddenByFuzz.removeAll()
    }
}
