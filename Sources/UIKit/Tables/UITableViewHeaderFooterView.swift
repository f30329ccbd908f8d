import Foundation

/// A reusable view for a table section's header or footer: a content view (with a `textLabel`, or a
/// `contentConfiguration`'s view) over an optional background, dequeued from the table by identifier.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view by.
    public let reuseIdentifier: String?
    /// The view custom content goes into (it fills the view); a `contentConfiguration` replaces it.
    public var contentView: UIView { configurator.contentView }
    /// The configurations and the content view showing them.
    let configurator = UICellConfigurator()
    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether the view asks its content configuration for its look in each new state.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurator.automaticallyUpdatesContentConfiguration }
        set { configurator.automaticallyUpdatesContentConfiguration = newValue }
    }
    /// Whether the view asks its background configuration for its look in each new state.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurator.automaticallyUpdatesBackgroundConfiguration }
        set { configurator.automaticallyUpdatesBackgroundConfiguration = newValue }
    }
    /// Called with the view and its state whenever the state changes (`updateConfiguration(using:)` calls it).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The view's state, as configurations see it (its traits; a header pinned to the top is `isPinned`).
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
    /// Where the table shows the view: set when it is placed, so the defaults match (grouped or plain,
    /// header or footer).
    var placement: (grouped: Bool, footer: Bool) = (false, false) {
        didSet { if placement != oldValue { setNeedsLayout() } }
    }
    private var standardLabel: UILabel?
    /// The standard label's text, without making the label.
    var standardLabelText: String? { standardLabel?.text }

    /// The standard label, styled as the table styles its section titles (created on first use).
    open var textLabel: UILabel? {
        if let standardLabel { return standardLabel }
        let label = UILabel(frame: .zero)
        configurator.standardContentView.addSubview(label)
        standardLabel = label
        return label
    }

    /// A header or footer view reusable under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// From a coder (UIKit's nib path): nothing is decoded (no nibs here); a view with no reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    /// A view with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        // As a table's cells and headers: side margins only, which content configurations keep at least.
        layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        configurator.standardContentView.backgroundColor = nil
        configurator.standardContentView.isOpaque = false
        addSubview(configurator.standardContentView)
    }

    /// Called before the table reuses the view for another section.
    open func prepareForReuse() {}

    /// Restyles the view for `state`; the default calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        configurator.updateIfNeeded(in: self, state: { configurationState }, update: { updateConfiguration(using: $0) })
        configurator.layoutBackground(in: self)
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let standardLabel, contentView === configurator.standardContentView { layOut(standardLabel) }
    }

    /// The standard label as the table's own titles look: grouped headers in small grey capitals just above
    /// the section, plain headers bold and centred, footers small and grey from the top.
    private func layOut(_ label: UILabel) {
        let header = !placement.footer
        label.font = placement.grouped || !header ? .systemFont(ofSize: 13) : .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = placement.grouped || !header ? .tableHeaderText : .label
        if placement.grouped && header, let text = label.text, text != text.uppercased() { label.text = text.uppercased() }
        label.numberOfLines = header ? 1 : 0
        let b = contentView.bounds, w = max(b.width - 32, 0)
        let h = header ? label.font.lineHeight.rounded(.up) : max(b.height - 14, 0)
        let y = header ? (placement.grouped ? b.height - h - 7 : (b.height - h) / 2) : 7
        label.frame = CGRect(x: 16, y: y, width: w, height: h)
    }
}
