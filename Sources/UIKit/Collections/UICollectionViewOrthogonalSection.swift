import Foundation

/// What a layout tells its collection view about a section that scrolls on its own across the main axis: where
/// the band of its groups lies, how long its content runs, and where its coasting may come to rest.
struct UICollectionViewOrthogonalSection: Equatable {
    /// The section's index.
    let section: Int
    /// The band the section's groups occupy, in the collection view's content coordinates (across the whole
    /// content along the orthogonal axis).
    let frame: CGRect
    /// The length of the section's content along its own scrolling axis (its content insets included).
    let contentLength: CGFloat
    /// Whether the section scrolls horizontally (in a vertically scrolling layout).
    let isHorizontal: Bool
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The groups' extents along the section's scrolling axis.
    let groupExtents: [ClosedRange<CGFloat>]
    /// The section's content inset before its first group along that axis.
    let leadingInset: CGFloat
}
