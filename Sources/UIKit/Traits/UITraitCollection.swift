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
    /// Base (a window's main content) or elevated (alerts, popovers and sheets above it).
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
         level: UIUserInterfaceLevel = .unspecified) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = contentSize
        userInterfaceLevel = level
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

    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) { self.init(level: level) }

    /// A collection that specifies the traits `mutations` sets (iOS 17): `UITraitCollection { $0.userInterfaceStyle = .dark }`.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(copying: UITraitCollection(), mutations: mutations)
    }

    /// This collection with the traits `mutations` sets changed (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(copying: self, mutations: mutations)
    }

    private convenience init(copying base: UITraitCollection, mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitValues(base)
        mutations(&traits)
        var scale = traits.displayScale
        if !(scale.isFinite && scale >= 0) {
            FileHandle.standardOutput.write(Data("UITraitCollection(mutations:): displayScale \(scale) is not a finite scale of 0 or more; using unspecified (0)\n".utf8))
            scale = 0
        }
        self.init(style: traits.userInterfaceStyle, scale: scale, horizontal: traits.horizontalSizeClass,
                  vertical: traits.verticalSizeClass, contentSize: traits.preferredContentSizeCategory,
                  level: traits.userInterfaceLevel)
    }

    /// A collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) { self.init(contentSize: category) }

    /// Combines `traitCollections`: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var contentSize = UIContentSizeCategory.unspecified
        var level = UIUserInterfaceLevel.unspecified
        for t in traitCollections {
            if t.userInterfaceLevel != .unspecified { level = t.userInterfaceLevel }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.horizontalSizeClass != .unspecified { horizontal = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { vertical = t.verticalSizeClass }
            if t.preferredContentSizeCategory != .unspecified { contentSize = t.preferredContentSizeCategory }
        }
        self.init(style: style, scale: scale, horizontal: horizontal, vertical: vertical, contentSize: contentSize, level: level)
    }

    /// A copy with another interface style (the way an environment's `overrideUserInterfaceStyle` applies).
    func replacingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(style: style, scale: displayScale, horizontal: horizontalSizeClass,
                                vertical: verticalSizeClass, contentSize: preferredContentSizeCategory, level: userInterfaceLevel)
    }

    /// A copy at another interface level (content presented above the window's main content).
    func replacingLevel(_ level: UIUserInterfaceLevel) -> UITraitCollection {
        level == userInterfaceLevel ? self
            : UITraitCollection(style: userInterfaceStyle, scale: displayScale, horizontal: horizontalSizeClass,
                                vertical: verticalSizeClass, contentSize: preferredContentSizeCategory, level: level)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == preferredContentSizeCategory)
            && (o.userInterfaceLevel == .unspecified || o.userInterfaceLevel == userInterfaceLevel)
    }

    /// Whether going between this collection and `traitCollection` could change how colours resolve (a
    /// different interface style or level); nil counts as a change.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        // An unspecified level resolves colours as the base level does.
        return other.userInterfaceStyle != userInterfaceStyle
            || (other.userInterfaceLevel == .elevated) != (userInterfaceLevel == .elevated)
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a === b || (a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory && a.userInterfaceLevel == b.userInterfaceLevel)
    }

    public func hash(into h: inout Hasher) {
        h.combine(userInterfaceStyle); h.combine(displayScale); h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass); h.combine(preferredContentSizeCategory); h.combine(userInterfaceLevel)
    }

    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), UserInterfaceLevel = \(userInterfaceLevel)>"
    }
}
