import Foundation

/// One dimension (width or height) of an item, group or supplementary item in a compositional layout: an
/// absolute length, an estimate the content's own size replaces (self-sizing), or a fraction of the
/// container's width or height (the containing group for items, the section's content area for groups).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The value: the fraction, the points or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        var value = dimension
        if !value.isFinite || value < 0 {
            UIApplication.shared.log("NSCollectionLayoutDimension: a dimension must be a finite number >= 0, not \(dimension); using 0")
            value = 0
        }
        self.kind = kind
        self.dimension = value
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// An exact length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// A first guess in points; the final length is the content's own (the cell's preferred layout attributes).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is an exact length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the content replaces.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` (an estimate gives `measured` once known, else the estimate).
    func resolved(in container: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute: dimension
        case .estimated: measured ?? dimension
        }
    }
}
