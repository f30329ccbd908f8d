import Foundation

/// The width and height of a component of a compositional layout, each an `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container`, estimates replaced by `measured` where known.
    func resolved(in container: CGSize, measured: CGSize? = nil) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, measured: measured?.width),
               height: heightDimension.resolved(in: container, measured: measured?.height))
    }

    /// Whether either dimension is estimated (the component sizes itself).
    var hasEstimate: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}
