import Foundation

/// Something with a trait collection that hears when it changes: views, view controllers and windows.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here: inherited down the hierarchy (window, controller, view, subview), with this
    /// environment's overrides applied.
    var traitCollection: UITraitCollection { get }
    /// Called once after the traits changed (not when they are set to equal values), with the ones before;
    /// `UITraitCollection.current` is the new collection meanwhile.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// One trait a trait collection holds (iOS 17's trait types), named in `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing specifies the trait.
    static var defaultValue: Value { get }
    /// A name for debugging.
    static var name: String { get }
}

/// A trait type, as `registerForTraitChanges` takes them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance (`userInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "UserInterfaceStyle"
}
/// The pixels per point (`displayScale`).
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
}
/// The horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "HorizontalSizeClass"
}
/// The vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "VerticalSizeClass"
}
/// The preferred text size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
}

/// Base or elevated (`userInterfaceLevel`).
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let name = "UserInterfaceLevel"
}

extension UITraitCollection {
    /// The traits that change how colours resolve (the interface style and level), for `registerForTraitChanges`.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self] }

    /// The traits in which `self` and `other` differ, as trait types (nil: the unnamed ones are not compared).
    func differs(from other: UITraitCollection, in trait: UITrait) -> Bool? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitDisplayScale.self): return displayScale != other.displayScale
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): return preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): return userInterfaceLevel != other.userInterfaceLevel
        default: return nil
        }
    }
}

/// A registration made by `registerForTraitChanges`, to pass to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what it calls.
@MainActor
final class UITraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: @MainActor (UITraitEnvironment, UITraitCollection) -> Void
    init(traits: [UITrait], call: @escaping @MainActor (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }
}

/// The trait bookkeeping every view and view controller carries (stored inline, no allocation).
@MainActor
struct UITraitStorage {
    /// `overrideUserInterfaceStyle`.
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    /// The traits last reported (callbacks compare against them); nil until first seen in a hierarchy.
    var lastReported: UITraitCollection?
    /// `traitCollection` as last computed, valid while `cachedGeneration` is the application's.
    var cached: UITraitCollection?
    var cachedGeneration = -1
    /// `registerForTraitChanges` registrations.
    var handlers: [UITraitChangeHandler] = []
    /// Whether the view's last `draw(_:)` resolved a dynamic colour, and in which style it drew.
    var drawUsedDynamicColors = false
    var drawnStyle: UIUserInterfaceStyle = .unspecified
    var drawnLevel: UIUserInterfaceLevel = .unspecified

    /// The traits of an environment that inherits `base`: the override applied, then kept as the cached
    /// value for `generation`.
    mutating func resolve(inheriting base: UITraitCollection, generation: Int) -> UITraitCollection {
        let traits = overrideStyle == .unspecified ? base : base.replacingStyle(overrideStyle)
        cached = traits
        cachedGeneration = generation
        return traits
    }
}
