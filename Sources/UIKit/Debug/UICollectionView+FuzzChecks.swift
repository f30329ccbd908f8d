import Foundation

extension UICollectionView {
    /// For the fuzzer: the cells among the subviews that the collection view keeps shown, leaving out those
    /// animating out after a batch update (they are removed when their animation ends) and those waiting
    /// hidden in the reuse queue where they last were.
    @_spi(Testing) public var shownCellSubviews: [UICollectionViewCell] {
        subviews.compactMap { sub in
            guard let cell = sub as? UICollectionViewCell, !cell.isHidden,
                  !disappearingViews.contains(where: { $0 === cell }) else { return nil }
            return cell
        }
    }

    /// For the fuzzer: whether a layout pass is pending (the shown cells then still match the last pass's bounds).
    @_spi(Testing) public var isLayoutPending: Bool { layer.needsLayout || needsReload }
}
