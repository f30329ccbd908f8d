import Foundation

/// What a cell (table or collection) or a header or footer view keeps for its configurations: its standard content view, the content
/// view showing now, the content configuration, and whether a configuration update is due.
@MainActor
final class UICellConfigurator {
    /// The content view the cell was made with.
    let standardContentView: UIView
    /// The content view showing now (the standard one, or a configuration's).
    private(set) var contentView: UIView
    /// What the cell's `contentConfiguration` holds.
    private(set) var contentConfiguration: UIContentConfiguration?
    /// Whether the cell asks its content configuration for its look in each new state.
    var automaticallyUpdatesContentConfiguration = true
    /// What the cell's `backgroundConfiguration` holds.
    private(set) var backgroundConfiguration: UIBackgroundConfiguration?
    /// The view drawing the background configuration (nil without one).
    private var backgroundView: UIBackgroundConfigurationView?
    /// Whether the cell asks its background configuration for its look in each new state.
    var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether an update is due at the next layout.
    private var needsUpdate = true

    init() {
        standardContentView = UIView(frame: .zero)
        contentView = standardContentView
    }

    /// Shows `configuration` in `cell`: in the current content view when that view supports it, otherwise
    /// in a new one the configuration makes, put in the old one's place; nil brings the standard one back.
    func show(_ configuration: UIContentConfiguration?, in cell: UIView) {
        contentConfiguration = configuration
        let view = cell.resolvedContentView(showing: configuration, current: contentView, standard: standardContentView)
        cell.replaceSubview(contentView, with: view)
        contentView = view
    }

    /// Shows `configuration` behind the content of `cell` (below every other subview); nil removes it.
    func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
        backgroundConfiguration = configuration
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if let backgroundView {
            backgroundView.configuration = configuration
        } else {
            let view = UIBackgroundConfigurationView(configuration: configuration)
            view.frame = cell.bounds
            cell.insertSubview(view, at: 0)
            backgroundView = view
        }
    }

    /// Keeps the background view under everything, filling the cell.
    func layoutBackground(in cell: UIView) {
        guard let backgroundView else { return }
        if cell.subviews.first !== backgroundView { cell.insertSubview(backgroundView, at: 0) }
        backgroundView.frame = cell.bounds
    }

    /// Marks an update due at the cell's next layout.
    func setNeedsUpdate(of cell: UIView) {
        needsUpdate = true
        cell.setNeedsLayout()
    }

    /// Runs a due update: the content and background configurations updated for the state (when automatic), then `update`
    /// (the cell's `updateConfiguration(using:)`).
    func updateIfNeeded<State: UIConfigurationState>(in cell: UIView, state currentState: () -> State,
                                                     update: (State) -> Void) {
        guard needsUpdate else { return }
        needsUpdate = false
        let state = currentState()
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            show(configuration.updated(for: state), in: cell)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            showBackground(background.updated(for: state), in: cell)
        }
        update(state)
    }
}
