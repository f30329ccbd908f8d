import Foundation

extension UICollectionView: UISwipeActionsHost {
    func swipeActionsRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeActionsRowFrame(at indexPath: IndexPath) -> CGRect? {
        guard isValid(indexPath), let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return displayedFrame(of: a)
    }

    func swipeActionsCell(at indexPath: IndexPath) -> UIView? { visibleCellMap[indexPath] }

    /// The list configuration's providers of the item's section (compositional list sections only).
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.sections.indices.contains(indexPath.section), let list = layout.sections[indexPath.section].list else { return nil }
        let provider = leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    func swipeActionsOffsetDidChange(at indexPath: IndexPath) {
        guard let cell = visibleCellMap[indexPath], cell.superview === self, let frame = swipeActionsRowFrame(at: indexPath) else { return }
        cell.frame = frame.offsetBy(dx: -swipeActions.offset(forRowAt: indexPath), dy: 0)
    }

    func swipeActionsWillBegin(at indexPath: IndexPath) { cancelHighlight() }

    func swipeActionsDidEnd(at indexPath: IndexPath) {}
}
