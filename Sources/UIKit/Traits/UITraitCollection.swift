import Foundation

/// The traits of an interface environment: its appearance (light or dark), display scale, size classes and
/// preferred text size. Views, controllers and windows have one (`traitCollection`); dynamic colours and image
/// look-up resolve by it. A trait that is not given is unspecified (0, `.unspecified`).
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Whether the width is compact or regular.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Whether the height is compact or regular.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The text size the user prefers.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, contentSize: UIContentSizeCategory = .unspecified) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = contentSize
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection that specifies only the display scale; a scale that is not finite or is negative logs and
    /// stays unspecified (0), as a collection UIKit could not use.
    public convenience init(displayScale scale: CGFloat) {
        if scale.isFinite && scale >= 0 {
            self.init(scale: scale)
        } else {
            self.init(scale: 0)
            FileHandle.standardOutput.write(Data("UITraitCollection(displayScale: \(scale)): expected a finite scale of 0 or more; using unspecified (0)\n".utf8))
        }
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: sizeClass) }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init(vertical: sizeClass) }

    /// A collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) { self.init(contentSize: category) }

    /// Combines `traitCollections`: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var contentSize = UIContentSizeCategory.unspecified
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.horizontalSizeClass != .unspecified { horizontal = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { vertical = t.verticalSizeClass }
            if t.preferredContentSizeCategory != .unspecified { contentSize = t.preferredContentSizeCategory }
        }
        self.init(style: style, scale: scale, horizontal: horizontal, vertical: vertical, contentSize: contentSize)
    }

    /// A copy with another interface style (the way an environment's `overrideUserInterfaceStyle` applies).
    func replacingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(style: style, scale: displayScale, horizontal: horizontalSizeClass,
                                vertical: verticalSizeClass, contentSize: preferredContentSizeCategory)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether going between this collection and `traitCollection` could change how colours resolve (a
    /// different interface style); nil counts as a change.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return other.userInterfaceStyle != userInterfaceStyle
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a === b || (a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory)
    }

    public func hash(into h: inout Hasher) {
        h.combine(userInterfaceStyle); h.combine(displayScale); h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass); h.combine(preferredContentSizeCategory)
    }

    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
