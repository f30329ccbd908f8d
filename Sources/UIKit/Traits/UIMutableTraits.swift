import Foundation

/// The traits a `UITraitCollection(mutations:)` or `modifyingTraits(_:)` closure sets (iOS 17): start from
/// the collection's values and assign the ones to change.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point (0: unspecified).
    var displayScale: CGFloat { get set }
    /// Whether the width is compact or regular.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Whether the height is compact or regular.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The text size the user prefers.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
}

/// The values a mutations closure edits.
struct UITraitValues: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var displayScale: CGFloat
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var preferredContentSizeCategory: UIContentSizeCategory
    var userInterfaceLevel: UIUserInterfaceLevel

    init(_ t: UITraitCollection) {
        userInterfaceStyle = t.userInterfaceStyle; displayScale = t.displayScale
        horizontalSizeClass = t.horizontalSizeClass; verticalSizeClass = t.verticalSizeClass
        preferredContentSizeCategory = t.preferredContentSizeCategory; userInterfaceLevel = t.userInterfaceLevel
    }
}
