import Foundation

extension UICollectionView {
    /// The selected items, in the order they were selected (nil when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the item without asking or telling the delegate (others are deselected unless
    /// `allowsMultipleSelection`), then scrolls to it; nil deselects everything. An item out of range is logged.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadCountsIfNeeded()
        guard let indexPath else {
            for ip in selectedIndexPaths { deselectItem(at: ip, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            UIApplication.shared.log("UICollectionView: selectItem(at: \(indexPath)): no such item (\(sectionCounts) items per section)")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { for ip in selectedIndexPaths where ip != indexPath { deselectItem(at: ip, animated: animated) } }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        (visibleCellMap[indexPath] ?? preparedCellMap[indexPath])?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        (visibleCellMap[indexPath] ?? preparedCellMap[indexPath])?.isSelected = false
    }

    // MARK: Touch-driven selection
    func beginItemHighlight(_ touches: Set<UITouch>) {
        cancelHighlight()
        guard allowsSelection, !touchInterruptedScrolling, let touch = touches.first else { return }
        guard let ip = indexPathForItem(at: touch.location(in: self)) else { return }
        if let delegate = collectionDelegate, !delegate.collectionView(self, shouldHighlightItemAt: ip) { return }
        highlightedIndexPath = ip
        visibleCellMap[ip]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
    }

    func cancelHighlight() {
        guard let ip = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        visibleCellMap[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }

    func endItemHighlight(_ touches: Set<UITouch>, selecting: Bool) {
        guard let ip = highlightedIndexPath else { return }
        cancelHighlight()
        guard selecting, let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == ip else { return }
        userSelectItem(ip)
    }

    /// A tap on an item: with multiple selection a selected item is deselected (if `shouldDeselectItemAt`
    /// agrees); otherwise `shouldSelectItemAt` is asked, the previous selection is deselected (each with
    /// `didDeselectItemAt`), the item selected, then `didSelectItemAt`, as UIKit does.
    func userSelectItem(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedIndexPaths where old != indexPath {
                deselectItem(at: old, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        (visibleCellMap[indexPath] ?? preparedCellMap[indexPath])?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
