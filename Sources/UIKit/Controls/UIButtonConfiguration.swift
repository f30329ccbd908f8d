import Foundation

extension UIButton {
    /// A button's look and content as one value (iOS 15's button system): a style (plain, tinted, gray,
    /// filled and the bordered variants), title and subtitle, image and its placement, size, insets, colours,
    /// corner style and an activity indicator. Set it on `UIButton.configuration`; the button resolves it for
    /// its state (highlighted, disabled, selected) each time it draws.
    public struct Configuration: Hashable {
        /// The look a configuration starts from.
        enum Style: Hashable { case plain, tinted, gray, filled }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// `background.cornerRadius` as set.
            case fixed
            /// A radius that follows the button size (small for `.mini` and `.small`, medium for `.medium`,
            /// large for `.large`).
            case dynamic
            /// A 6-point radius.
            case small
            /// An 8-point radius.
            case medium
            /// A 12-point radius.
            case large
            /// Half the button's height: fully rounded ends.
            case capsule
        }

        /// The button's size class: its title font and default content insets.
        public enum Size: Int, Hashable, Sendable {
            /// 12-point title, insets 2 and 6 points.
            case mini
            /// 15-point title, insets 5 and 10 points.
            case small
            /// 17-point title, insets 7 and 12 points (the default).
            case medium
            /// 17-point title, insets 14 and 20 points.
            case large
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading beside a leading or trailing image, centred above or below one.
            case automatic
            case leading
            case center
            case trailing
        }

        let style: Style

        /// The background: colour (nil: the style's), corner radius (used with `.fixed`), stroke.
        public var background = UIBackgroundConfiguration()
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The title font and default insets; `.medium` by default.
        public var buttonSize: Size = .medium {
            didSet { if !hasCustomContentInsets { storedContentInsets = Self.defaultInsets(for: buttonSize) } }
        }
        /// The colour of the title, subtitle, image and indicator; nil uses the style's (the tint colour, or
        /// white on a filled background).
        public var baseForegroundColor: UIColor?
        /// The colour of the background the style draws; nil uses the style's (derived from the tint colour).
        public var baseBackgroundColor: UIColor?

        /// The image, placed by `imagePlacement` beside the title.
        public var image: UIImage?
        /// The size, weight and scale a symbol image is drawn at (nil: the image's own configuration).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image goes relative to the title: `.leading` (default), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title and subtitle.
        public var imagePadding: CGFloat = 0
        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        /// Changes the colour the activity indicator is drawn in.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The title.
        public var title: String?
        /// The subtitle, below the title in a smaller font.
        public var subtitle: String?
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title wraps or truncates when the button is too narrow for it; wrapping by default.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle wraps or truncates.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether a selected button takes the filled look (a toggle): true by default.
        public var automaticallyUpdateForSelection = true

        private var storedContentInsets = Configuration.defaultInsets(for: .medium)
        private var hasCustomContentInsets = false

        /// The distance from the button's edges to its content; by default the button size's insets.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets }
            set { storedContentInsets = newValue; hasCustomContentInsets = true }
        }

        /// Restores the button size's default `contentInsets`.
        public mutating func setDefaultContentInsets() {
            storedContentInsets = Self.defaultInsets(for: buttonSize)
            hasCustomContentInsets = false
        }

        init(style: Style) { self.style = style }

        /// A configuration with a transparent background and tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A configuration with a translucent tinted background and tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A configuration with a gray background and tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A configuration with a background of the tint colour and white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A configuration with no background (the same look as `plain()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A configuration with a gray background (the same look as `gray()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A configuration with a tinted background (the same look as `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A configuration with a tint-coloured background (the same look as `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// This configuration with the style's colours for `button`'s current state filled in where they are
        /// nil (`baseForegroundColor`, `baseBackgroundColor`, `background.backgroundColor`).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            let look = resolvedLook(state: button.state, tintColor: button.tintColor ?? .systemBlue)
            var copy = self
            copy.baseForegroundColor = copy.baseForegroundColor ?? look.foreground
            copy.baseBackgroundColor = copy.baseBackgroundColor ?? look.background
            copy.background.backgroundColor = copy.background.backgroundColor ?? look.background
            return copy
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}
