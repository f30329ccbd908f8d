import Foundation

extension UICollectionView {
    /// For the fuzzer: the cells the collection view keeps shown (among its subviews and those of its orthogonal
    /// sections' scroll views), with their frames in its content coordinates as shown, leaving out those animating
    /// out after a batch update (they are removed when their animation ends) and those waiting hidden in the reuse
    /// queue where they last were.
    @_spi(Testing) public var shownCellSubviews: [(cell: UICollectionViewCell, frame: CGRect)] {
        func shown(in container: UIView) -> [(cell: UICollectionViewCell, frame: CGRect)] {
            container.subviews.compactMap { sub in
                guard let cell = sub as? UICollectionViewCell, !cell.isHidden,
                      !disappearingViews.contains(where: { $0 === cell }) else { return nil }
                return (cell, container === self ? cell.frame : container.convert(cell.frame, to: self))
            }
        }
        // The cells of orthogonally scrolling sections live in their sections' scroll views.
        return shown(in: self) + orthogonalScrollers.inKeyOrder().flatMap { shown(in: $0.value) }
    }

    /// For the fuzzer: whether a layout pass is pending (the shown cells then still match the last pass's bounds).
    @_spi(Testing) public var isLayoutPending: Bool { layer.needsLayout || needsReload }
}
