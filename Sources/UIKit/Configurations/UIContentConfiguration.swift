import Foundation

/// A description of a view's content and look (a value), which makes the view that shows it: what a cell's
/// `contentConfiguration` holds.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state` (selected, disabled, dark ...).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration and takes new ones in place.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` in place (otherwise its owner makes a new view).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Unless the view says otherwise, it supports configurations of the type it shows now.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
