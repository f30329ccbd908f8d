import Foundation

/// The colours the built-in controls, bars, keyboard and alerts are drawn with, light and dark. The light
/// values are the ones these controls always had; the dark ones follow iOS's dark appearance.
extension UIColor {
    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// Navigation and tab bar backgrounds.
    static let barBackground = dynamic(UIColor(white: 0.97, alpha: 1), rgb(18, 18, 18))
    /// Unselected tab bar items.
    static let tabBarUnselectedItem = dynamic(UIColor(white: 0.57, alpha: 1), rgb(142, 142, 147))
    /// Disabled bar button items.
    static let disabledBarItem = dynamic(UIColor(white: 0.6, alpha: 1), UIColor(white: 0.35, alpha: 1))
    /// A disabled system button's title.
    static let disabledSystemButton = dynamic(UIColor(white: 0.55, alpha: 1), UIColor(white: 0.35, alpha: 1))
    /// Scroll indicators (the default style: dark on light, light on dark).
    static let scrollIndicator = dynamic(UIColor(white: 0, alpha: 0.35), UIColor(white: 1, alpha: 0.35))
    /// A plain table's section header background and text.
    static let plainTableHeaderBackground = dynamic(UIColor(white: 0.96, alpha: 1), rgb(28, 28, 30))
    static let tableHeaderText = dynamic(UIColor(red: 0.43, green: 0.43, blue: 0.45, alpha: 1), rgb(142, 142, 147))
    /// A disclosure chevron.
    static let disclosureIndicator = dynamic(UIColor(white: 0.77, alpha: 1), rgb(90, 90, 95))
    /// An alert's box, the dimming behind it, a highlighted action and a text field in it.
    static let alertBackground = dynamic(UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.98), rgb(44, 44, 46, 0.98))
    static let alertDimming = dynamic(UIColor(white: 0, alpha: 0.2), UIColor(white: 0, alpha: 0.48))
    static let alertHighlight = dynamic(UIColor(white: 0, alpha: 0.08), UIColor(white: 1, alpha: 0.1))
    static let alertFieldBackground = dynamic(.white, rgb(28, 28, 30))
    /// The on-screen keyboard: its background, keys (plain, special, pressed), key shadows and titles.
    static let keyboardBackground = dynamic(UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1), rgb(43, 43, 43))
    static let keyboardKey = dynamic(.white, rgb(107, 107, 107))
    static let keyboardSpecialKey = dynamic(UIColor(white: 0.67, alpha: 1), rgb(70, 70, 70))
    static let keyboardPressedKey = dynamic(UIColor(white: 0.7, alpha: 1), rgb(70, 70, 70))
    static let keyboardKeyShadow = dynamic(UIColor(white: 0.53, alpha: 1), UIColor(white: 0, alpha: 1))
    static let keyboardKeyTitle = dynamic(.black, .white)
    static let keyboardDisabledKeyTitle = dynamic(UIColor(white: 0.45, alpha: 1), UIColor(white: 0.55, alpha: 1))
    /// A segmented control's selected segment.
    static let selectedSegment = dynamic(.white, rgb(99, 99, 102))
    /// A stepper's pressed half.
    static let stepperHighlight = dynamic(rgb(118, 118, 128, 0.2), rgb(118, 118, 128, 0.4))
    /// Text field borders: the line style, the bezel's edges and the rounded rectangle's outline and fill.
    static let fieldLine = dynamic(.black, .white)
    static let fieldBezelDark = dynamic(UIColor(white: 0.4, alpha: 1), UIColor(white: 0.6, alpha: 1))
    static let fieldBezelLight = dynamic(UIColor(white: 0.75, alpha: 1), UIColor(white: 0.3, alpha: 1))
    static let fieldBackground = dynamic(.white, rgb(28, 28, 30))
    static let fieldOutline = dynamic(UIColor(white: 0.8, alpha: 1), rgb(58, 58, 60))
    /// A text field's placeholder.
    static let fieldPlaceholder = dynamic(UIColor(white: 0.7, alpha: 1), rgb(235, 235, 245, 0.3))
    /// The clear button's circle (normal, highlighted) and cross.
    static let clearButtonCircle = dynamic(UIColor(white: 0.7, alpha: 1), UIColor(white: 0.45, alpha: 1))
    static let clearButtonCircleHighlighted = dynamic(UIColor(white: 0.45, alpha: 1), UIColor(white: 0.65, alpha: 1))
    static let clearButtonCross = dynamic(.white, rgb(28, 28, 30))
    /// A page control's other pages.
    static let pageIndicator = dynamic(UIColor(white: 0, alpha: 0.25), UIColor(white: 1, alpha: 0.3))
}
