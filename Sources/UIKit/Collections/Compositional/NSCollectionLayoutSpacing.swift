import Foundation

/// A space between or around items of a compositional layout: a fixed length, or a flexible one that is at
/// least its length and grows to share the space left over in the group equally with the other flexible spaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The length (a flexible spacing's minimum).
    public let spacing: CGFloat
    /// Whether the spacing grows into space left over.
    public let isFlexible: Bool
    /// Whether the spacing is exactly its length.
    public var isFixed: Bool { !isFlexible }

    init(spacing: CGFloat, flexible: Bool) {
        var value = spacing
        if !value.isFinite {
            UIApplication.shared.log("NSCollectionLayoutSpacing: ignored a non-finite spacing \(spacing); using 0")
            value = 0
        }
        self.spacing = value
        isFlexible = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, growing into the space the group has left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }
}
