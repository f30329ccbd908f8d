import Foundation

/// Whether an interface is light or dark: the trait dynamic colours resolve by.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// No style given: environments inherit one; colours resolve as `.light`.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance (Dark Mode).
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}

/// How high content sits: a window's main content is `.base`; content shown above it (alerts, popovers,
/// sheets) is `.elevated`, where the dark system backgrounds are a little lighter.
public enum UIUserInterfaceLevel: Int, Sendable, CustomStringConvertible {
    /// No level given: environments inherit one; colours resolve as `.base`.
    case unspecified = -1
    /// The level of a window's main content.
    case base = 0
    /// The level of content visually above the window's main content.
    case elevated = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .base: return "base"
        case .elevated: return "elevated"
        }
    }
}

/// How much room an interface has along one axis: compact (constrained) or regular (expansive).
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// No size class given.
    case unspecified = 0
    /// A constrained space, like an iPhone's width.
    case compact = 1
    /// An expansive space, like an iPad's width.
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}

/// The text size the user prefers (Dynamic Type), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Orders categories from smallest to largest; `unspecified` sorts first.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? -1) < (order.firstIndex(of: b) ?? -1)
    }
}
