import Foundation

extension UISplitViewController {
    /// How many columns a split view controller shows: classic (`viewControllers`), two or three columns (iOS 14).
    public enum Style: Int, Sendable {
        /// A classic split view controller, built with `init()` and `viewControllers = [primary, secondary]`.
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// The columns of a column-style split view controller.
    public enum Column: Int, Sendable, CustomStringConvertible {
        /// The leading column (a sidebar or list).
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the others while the split view is collapsed.
        case compact = 3

        public var description: String {
            switch self {
            case .primary: return "primary"
            case .supplementary: return "supplementary"
            case .secondary: return "secondary"
            case .compact: return "compact"
            }
        }
    }

    /// Which columns show and whether they sit beside the secondary column or over it.
    public enum DisplayMode: Int, Sendable, CustomStringConvertible {
        /// The split view controller decides from the available space (never the value of `displayMode`).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (primary in two columns, supplementary in three) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the full width.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary (three columns only).
        case twoBesideSecondary = 4
        /// Primary and supplementary over the secondary (three columns only).
        case twoOverSecondary = 5
        /// Primary and supplementary pushing the secondary partly off screen (three columns only).
        case twoDisplaceSecondary = 6

        /// The older names, kept by UIKit for source compatibility.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        public var description: String {
            switch self {
            case .automatic: return "automatic"
            case .secondaryOnly: return "secondaryOnly"
            case .oneBesideSecondary: return "oneBesideSecondary"
            case .oneOverSecondary: return "oneOverSecondary"
            case .twoBesideSecondary: return "twoBesideSecondary"
            case .twoOverSecondary: return "twoOverSecondary"
            case .twoDisplaceSecondary: return "twoDisplaceSecondary"
            }
        }

        /// Whether the mode shows a second leading column (the primary of a triple-column split view).
        var showsTwo: Bool { self == .twoBesideSecondary || self == .twoOverSecondary || self == .twoDisplaceSecondary }
        /// Whether the leading columns cover the secondary instead of sharing the width.
        var overlays: Bool { self == .oneOverSecondary || self == .twoOverSecondary }
    }

    /// How the leading columns share the window with the secondary column.
    public enum SplitBehavior: Int, Sendable, CustomStringConvertible {
        /// The split view controller decides from the available space (never the value of `splitBehavior`).
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// The leading columns cover the secondary.
        case overlay = 2
        /// The leading columns push the secondary partly off screen.
        case displace = 3

        public var description: String {
            switch self {
            case .automatic: return "automatic"
            case .tile: return "tile"
            case .overlay: return "overlay"
            case .displace: return "displace"
            }
        }
    }

    /// The look of the primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// A sidebar background (`secondarySystemBackground` here: there are no blur materials).
        case sidebar = 1
    }

    /// When the display-mode (sidebar) button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Where UIKit would put it: on the leading column's bar while the split view is expanded.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always while expanded, even when tapping it could not change the display mode.
        case always = 2
    }

    /// The value that lets the split view controller choose a width itself.
    nonisolated public static let automaticDimension: CGFloat = -1
}
