import Foundation

/// A standard accessory of a list cell (`UICollectionViewListCell.accessories`), drawn on the cell's trailing
/// edge outside its content view: a disclosure indicator (a grey chevron) or a checkmark.
public struct UICellAccessory {
    /// The editing states the accessory shows in. Collection views here have no editing mode, so `.whenEditing`
    /// accessories are never shown and `.whenNotEditing` ones always are.
    public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }
    /// The kinds of system accessory made here.
    public enum AccessoryType: Hashable, Sendable { case disclosureIndicator, checkmark }

    /// The options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the indicator is hidden while still taking its place (nil: shown).
        public var isHidden: Bool?
        /// The indicator's colour (nil: the system's grey).
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// The options of a checkmark.
    public struct CheckmarkOptions {
        /// Whether the checkmark is hidden while still taking its place (nil: shown).
        public var isHidden: Bool?
        /// The checkmark's colour (nil: system green, the default Apple documents for this accessory).
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Which accessory this is.
    public let accessoryType: AccessoryType
    /// The editing states it shows in.
    public let displayedState: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?

    /// A chevron pointing to the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(accessoryType: .disclosureIndicator, displayedState: displayed, isHidden: options.isHidden ?? false,
                        tintColor: options.tintColor)
    }

    /// A checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(accessoryType: .checkmark, displayedState: displayed, isHidden: options.isHidden ?? false,
                        tintColor: options.tintColor ?? .systemGreen)
    }

    /// Whether the accessory shows in a cell that is (not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The accessory's size: 22 points square, as a table cell's standard accessories here.
    static let size = CGSize(width: 22, height: 22)
}
