import Foundation

extension UIListContentConfiguration {
    private static func font(_ style: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: style) }
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private static func make(_ style: Style, _ text: UIFont.TextStyle, _ textColor: UIColor,
                             _ secondary: UIFont.TextStyle, _ secondaryColor: UIColor,
                             margins: NSDirectionalEdgeInsets = cellMargins) -> UIListContentConfiguration {
        UIListContentConfiguration(style: style, text: TextProperties(font: font(text), color: textColor),
                                   secondaryText: TextProperties(font: font(secondary), color: secondaryColor),
                                   margins: margins)
    }

    /// A list cell: body text with an optional image, and any secondary text below it in a smaller grey font.
    public static func cell() -> UIListContentConfiguration {
        make(.cell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// A list cell with a subtitle: body text and a smaller grey secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration {
        make(.subtitleCell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// A list cell with a value: body text and grey secondary text at the trailing edge, side by side while
    /// they fit (stacked when they do not).
    public static func valueCell() -> UIListContentConfiguration {
        var c = make(.valueCell, .body, .label, .body, .secondaryLabel)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// The header of a section in a plain list: a bold title.
    public static func plainHeader() -> UIListContentConfiguration {
        make(.plainHeader, .headline, .label, .subheadline, .secondaryLabel,
             margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// The footer of a section in a plain list: small grey text.
    public static func plainFooter() -> UIListContentConfiguration {
        make(.plainFooter, .footnote, .secondaryLabel, .footnote, .secondaryLabel,
             margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// The header of a section in a grouped list: small grey capitals just above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = make(.groupedHeader, .footnote, .secondaryLabel, .footnote, .secondaryLabel,
                     margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
        c.textProperties.transform = .uppercase
        return c
    }

    /// The footer of a section in a grouped list: small grey text just below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        make(.groupedFooter, .footnote, .secondaryLabel, .footnote, .secondaryLabel,
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }

    /// A prominent header of an inset grouped section: a bold title3 title.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = make(.prominentInsetGroupedHeader, .title3, .label, .subheadline, .secondaryLabel,
                     margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
        c.textProperties.font = .systemFont(ofSize: c.textProperties.font.pointSize, weight: .bold)
        return c
    }

    /// An extra prominent header of an inset grouped section: a bold title2 title.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = make(.extraProminentInsetGroupedHeader, .title2, .label, .subheadline, .secondaryLabel,
                     margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
        c.textProperties.font = .systemFont(ofSize: c.textProperties.font.pointSize, weight: .bold)
        return c
    }

    /// A cell of a sidebar list: body text with an optional image.
    public static func sidebarCell() -> UIListContentConfiguration {
        make(.sidebarCell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// A sidebar cell with a subtitle below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        make(.sidebarSubtitleCell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// The header of a sidebar section: a bold title.
    public static func sidebarHeader() -> UIListContentConfiguration {
        make(.sidebarHeader, .headline, .label, .subheadline, .secondaryLabel,
             margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// A cell of a sidebar accompanied by another list (as a sidebar cell here).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        make(.accompaniedSidebarCell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// A subtitle cell of a sidebar accompanied by another list (as a sidebar subtitle cell here).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        make(.accompaniedSidebarSubtitleCell, .body, .label, .subheadline, .secondaryLabel)
    }

    /// A section header for whatever list it is in (iOS 18); a plain list's header here.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A section footer for whatever list it is in (iOS 18); a plain list's footer here.
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
