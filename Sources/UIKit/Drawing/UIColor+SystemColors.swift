import Foundation

/// iOS's system colours, each dynamic with the sRGB values iOS resolves it to in the light and the dark
/// appearance (the standard controls are drawn with them).
extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }
    private static func system(_ name: String, _ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor(systemName: name, light: light, dark: dark)
    }

    // MARK: Standard colours
    /// iOS's blue, the default tint: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system("systemBlueColor", rgb(0, 122, 255), rgb(10, 132, 255))
    /// iOS's green (the "on" colour of a switch): (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system("systemGreenColor", rgb(52, 199, 89), rgb(48, 209, 88))
    /// iOS's red (destructive actions): (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system("systemRedColor", rgb(255, 59, 48), rgb(255, 69, 58))
    /// iOS's orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system("systemOrangeColor", rgb(255, 149, 0), rgb(255, 159, 10))
    /// iOS's yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system("systemYellowColor", rgb(255, 204, 0), rgb(255, 214, 10))
    /// iOS's pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system("systemPinkColor", rgb(255, 45, 85), rgb(255, 55, 95))
    /// iOS's purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system("systemPurpleColor", rgb(175, 82, 222), rgb(191, 90, 242))
    /// iOS's indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system("systemIndigoColor", rgb(88, 86, 214), rgb(94, 92, 230))
    /// iOS's teal: (90, 200, 250) light, (100, 210, 255) dark.
    public static let systemTeal = system("systemTealColor", rgb(90, 200, 250), rgb(100, 210, 255))
    /// iOS's mid grey: (142, 142, 147) in both appearances.
    public static let systemGray = system("systemGrayColor", rgb(142, 142, 147), rgb(142, 142, 147))
    /// The second grey: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system("systemGray2Color", rgb(174, 174, 178), rgb(99, 99, 102))
    /// The third grey: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system("systemGray3Color", rgb(199, 199, 204), rgb(72, 72, 74))
    /// The fourth grey: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system("systemGray4Color", rgb(209, 209, 214), rgb(58, 58, 60))
    /// The fifth grey: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system("systemGray5Color", rgb(229, 229, 234), rgb(44, 44, 46))
    /// The sixth grey, nearest the background: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system("systemGray6Color", rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Backgrounds
    /// A background with a lighter dark value at the elevated level (alerts, popovers, sheets), as iOS's are.
    private static func background(_ name: String, _ light: UIColor, _ dark: UIColor, _ elevated: UIColor) -> UIColor {
        UIColor(systemName: name) { traits in
            traits.userInterfaceStyle != .dark ? light : traits.userInterfaceLevel == .elevated ? elevated : dark
        }
    }
    /// The background of a plain interface: white light, black dark, (28, 28, 30) dark elevated.
    public static let systemBackground = background("systemBackgroundColor", rgb(255, 255, 255), rgb(0, 0, 0), rgb(28, 28, 30))
    /// Content layered on `systemBackground`: (242, 242, 247) light, (28, 28, 30) dark, (44, 44, 46) dark elevated.
    public static let secondarySystemBackground = background("secondarySystemBackgroundColor", rgb(242, 242, 247), rgb(28, 28, 30), rgb(44, 44, 46))
    /// Content layered on the secondary background: white light, (44, 44, 46) dark, (58, 58, 60) dark elevated.
    public static let tertiarySystemBackground = background("tertiarySystemBackgroundColor", rgb(255, 255, 255), rgb(44, 44, 46), rgb(58, 58, 60))
    /// The background of a grouped interface (a grouped table): (242, 242, 247) light, black dark, (28, 28, 30) dark elevated.
    public static let systemGroupedBackground = background("systemGroupedBackgroundColor", rgb(242, 242, 247), rgb(0, 0, 0), rgb(28, 28, 30))
    /// Content on the grouped background (grouped cells): white light, (28, 28, 30) dark, (44, 44, 46) dark elevated.
    public static let secondarySystemGroupedBackground = background("secondarySystemGroupedBackgroundColor", rgb(255, 255, 255), rgb(28, 28, 30), rgb(44, 44, 46))
    /// Content layered on grouped content: (242, 242, 247) light, (44, 44, 46) dark, (58, 58, 60) dark elevated.
    public static let tertiarySystemGroupedBackground = background("tertiarySystemGroupedBackgroundColor", rgb(242, 242, 247), rgb(44, 44, 46), rgb(58, 58, 60))

    // MARK: Text and separators
    /// Primary text: black light, white dark.
    public static let label = system("labelColor", rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text, as in table cell detail labels: (60, 60, 67, 0.6) light, (235, 235, 245, 0.6) dark.
    public static let secondaryLabel = system("secondaryLabelColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Text of the third level of importance: (60, 60, 67, 0.3) light, (235, 235, 245, 0.3) dark.
    public static let tertiaryLabel = system("tertiaryLabelColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Text of the fourth level (watermarks): (60, 60, 67, 0.18) light, (235, 235, 245, 0.16) dark.
    public static let quaternaryLabel = system("quaternaryLabelColor", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Placeholder text in fields: (60, 60, 67, 0.3) light, (235, 235, 245, 0.3) dark.
    public static let placeholderText = system("placeholderTextColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Hairline separators that let content show through: (60, 60, 67, 0.29) light, (84, 84, 88, 0.6) dark.
    public static let separator = system("separatorColor", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// A separator that hides what is underneath: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = system("opaqueSeparatorColor", rgb(198, 198, 200), rgb(56, 56, 58))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = system("linkColor", rgb(0, 122, 255), rgb(9, 132, 255))

    // MARK: Fills
    /// The fill for thin and small shapes (a slider's track): (120, 120, 128, 0.2) light, 0.36 dark.
    public static let systemFill = system("systemFillColor", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// The fill for medium-size shapes (a switch's off track): (120, 120, 128, 0.16) light, 0.32 dark.
    public static let secondarySystemFill = system("secondarySystemFillColor", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// The fill for large shapes (segmented controls, steppers): (118, 118, 128, 0.12) light, 0.24 dark.
    public static let tertiarySystemFill = system("tertiarySystemFillColor", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// The fill for the largest shapes: (116, 116, 128, 0.08) light, (118, 118, 128, 0.18) dark.
    public static let quaternarySystemFill = system("quaternarySystemFillColor", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    /// The tint colour of the view it is used in (its `tintColor`, inherited from its superviews; `systemBlue`
    /// by default), resolved where it is drawn or set: `button.layer.borderColor = UIColor.tintColor.cgColor`
    /// takes the button's tint. Outside any view it is `systemBlue`.
    public static let tintColor = UIColor(systemName: "tintColor") { traits in
        let tint = UITraitCurrentState.forCurrentThread.tint
        let color = tint.flatMap { $0.systemName == "tintColor" ? nil : $0 } ?? UIColor.systemBlue
        return color.resolvedColor(with: traits)
    }

    // MARK: Fixed
    /// Light text for dark backgrounds (white at 0.6, in both appearances).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Dark text for light backgrounds (black, in both appearances).
    public static let darkText = UIColor(white: 0, alpha: 1)
}
