import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text with the system's
/// styling for each kind of element. Fill one in (`cell.defaultContentConfiguration()` or a style such as
/// `.valueCell()`) and assign it to a cell's `contentConfiguration`, or show it in a `UIListContentView`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The system style a configuration was made from; it decides the defaults and the minimum height.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, sidebarHeader, accompaniedSidebarCell, accompaniedSidebarSubtitleCell

        /// Rows are at least 44 points tall, as UIKit's list rows are; headers and footers have no minimum.
        var minimumHeight: CGFloat {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
                 .accompaniedSidebarSubtitleCell: 44
            default: 0
            }
        }
    }

    let style: Style

    /// The image shown before the text (nil: none).
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text; setting it clears `attributedText`.
    public var text: String? { didSet { if text != nil { attributedText = nil } } }
    /// The primary text with attributes; setting it clears `text`, and it is shown in its place.
    public var attributedText: NSAttributedString? { didSet { if attributedText != nil { text = nil } } }
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text; setting it clears `secondaryAttributedText`.
    public var secondaryText: String? { didSet { if secondaryText != nil { secondaryAttributedText = nil } } }
    /// The secondary text with attributes; setting it clears `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps at least its superview's layout margins (a cell's).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins between the content and the content view's edges (minimums on the preserved axes).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text sit side by side when both fit on one line (otherwise stacked).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between text and secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between text and secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style, text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
    }

    /// A new list content view showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// List content looks the same in every state here (a cell shows its selection in its background), so
    /// this returns the configuration as it is.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// Whether there is primary text to show (plain or attributed).
    var hasText: Bool { (attributedText?.length ?? 0) > 0 || !(text ?? "").isEmpty }
    /// Whether there is secondary text to show.
    var hasSecondaryText: Bool { (secondaryAttributedText?.length ?? 0) > 0 || !(secondaryText ?? "").isEmpty }
}
