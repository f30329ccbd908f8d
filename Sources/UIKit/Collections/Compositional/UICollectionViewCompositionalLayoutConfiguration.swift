import Foundation

extension UICollectionView {
    /// The direction a collection view's layout scrolls in (the flow layout's and the compositional layout's).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}

/// Layout-wide settings of a compositional layout: the scroll direction and the space between sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow one another and scroll in (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections (0 by default).
    open var interSectionSpacing: CGFloat = 0 {
        didSet {
            if !interSectionSpacing.isFinite {
                UIApplication.shared.log("UICollectionViewCompositionalLayoutConfiguration: ignored a non-finite interSectionSpacing")
                interSectionSpacing = oldValue
            }
        }
    }

    public init() {}
}
