import Foundation

extension UICollectionViewCell {
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The configuration of the cell's content. Setting one shows it: in the current content view when that
    /// view supports it, otherwise in a new content view the configuration makes, which replaces
    /// `contentView`. Setting nil brings back the cell's own content view.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurator.contentConfiguration }
        set { configurator.show(newValue, in: self) }
    }

    /// The configuration of the cell's background. Setting one draws it behind the content and clears
    /// `backgroundColor`, `backgroundView` and `selectedBackgroundView`, as in UIKit; its list styles show
    /// the selection themselves (grey while selected or touched).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurator.backgroundConfiguration }
        set {
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
            }
            configurator.showBackground(newValue, in: self)
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for `updateConfiguration(using:)` with the current state before the next layout.
    public func setNeedsUpdateConfiguration() { configurator.setNeedsUpdate(of: self) }

    /// Runs a due configuration update: the content configuration updated for the state (when automatic),
    /// then `updateConfiguration(using:)`.
    func updateConfigurationIfNeeded() {
        configurator.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
    }
}
