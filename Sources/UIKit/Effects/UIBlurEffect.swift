import Foundation

/// A blur of the content behind a `UIVisualEffectView`, in one of the system's styles; the adaptive styles
/// (`.regular`, `.prominent` and the `system...Material` ones) follow the view's light or dark appearance.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look: the classic styles, the adaptable materials, and their always-light and always-dark forms.
    public enum Style: Int, Sendable {
        /// Much lighter than the content behind.
        case extraLight = 0
        /// A little lighter than the content behind.
        case light = 1
        /// Darker than the content behind.
        case dark = 2
        /// `.light` in light mode, `.dark` in dark mode.
        case regular = 4
        /// `.extraLight` in light mode, `.dark` in dark mode (a more noticeable blur).
        case prominent = 5
        /// An adaptable ultra-thin material.
        case systemUltraThinMaterial = 6
        /// An adaptable thin material.
        case systemThinMaterial = 7
        /// An adaptable material of normal thickness.
        case systemMaterial = 8
        /// An adaptable material thicker than normal.
        case systemThickMaterial = 9
        /// An adaptable material for system chrome (bars).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The normal material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The normal material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override func backdropParameters(for traits: UITraitCollection) -> BackdropParameters? {
        UIBlurEffect.parameters(style, dark: traits.userInterfaceStyle == .dark)
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return other.style == style
    }

    nonisolated open override var hash: Int { style.rawValue }
}
