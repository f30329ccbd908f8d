import Foundation

/// A controller whose view is a collection view it feeds and listens to; subclasses override the data source
/// and delegate methods (`override func collectionView(_:numberOfItemsInSection:)` ...).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    /// Whether the selection is cleared each time the view appears (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// From a coder (UIKit's storyboard path): nothing is decoded (no storyboards here, UIKit's keys are
    /// private); the collection view gets a `UICollectionViewFlowLayout`.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view (the root view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    open override func loadView() {
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        cv.dataSource = self
        cv.delegate = self
        view = cv
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let cv = collectionView else { return }
        if clearsSelectionOnViewWillAppear {
            for ip in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: ip, animated: animated) }
        }
    }

    // MARK: Data source (override these)
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Subclasses that report items must override this (UIKit's controller does not implement it); the base logs
    /// and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.logOnce("UICollectionViewController: \(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); showing empty cells")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewController.emptyCell"
        return cell
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Delegate (override these)
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }

    // MARK: Scroll view delegate (override these)
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
