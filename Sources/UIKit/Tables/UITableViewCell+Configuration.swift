import Foundation

extension UITableViewCell {
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// A list content configuration with the system styling of this cell's style and no content: `.cell()`
    /// for `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The configuration of the cell's content. Setting one shows it: in the current content view when that
    /// view supports it, otherwise in a new content view the configuration makes, which replaces
    /// `contentView` (and with it the standard labels). Setting nil brings back the standard content view.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurator.contentConfiguration }
        set { configurator.show(newValue, in: self) }
    }

    /// The configuration of the cell's background. Setting one draws it behind the content and replaces the
    /// background colour; its list styles show the selection themselves (grey while selected or touched).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurator.backgroundConfiguration }
        set {
            configurator.showBackground(newValue, in: self)
            backgroundConfigurationDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    /// A background configuration for the cell's table style with no customisation: `.listGroupedCell()` in
    /// a grouped table, `.listPlainCell()` otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        isInGroupedTable ? .listGroupedCell() : .listPlainCell()
    }

    /// Asks for `updateConfiguration(using:)` with the current state before the next layout.
    public func setNeedsUpdateConfiguration() { configurator.setNeedsUpdate(of: self) }

    /// Runs a due configuration update: the content configuration updated for the state (when automatic),
    /// then `updateConfiguration(using:)`.
    func updateConfigurationIfNeeded() {
        configurator.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
    }
}
