import Foundation

/// One item of a collection view: custom content goes into `contentView`; `backgroundView` sits behind it and
/// `selectedBackgroundView` above that while the cell is selected or highlighted. The collection view sets
/// `isSelected` and `isHighlighted`; override their `didSet` to restyle.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content is added to (it fills the cell); a `contentConfiguration` replaces it with
    /// the view the configuration makes.
    public var contentView: UIView { configurator.contentView }
    /// The content view the cell was made with.
    var standardContentView: UIView { configurator.standardContentView }
    /// The cell's configurations and the content view showing them.
    let configurator = UICellConfigurator()
    /// Whether the cell asks its content configuration for its look in each new state
    /// (`updated(for:)`) and shows the result.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurator.automaticallyUpdatesContentConfiguration }
        set { configurator.automaticallyUpdatesContentConfiguration = newValue }
    }
    /// Whether the cell asks its background configuration for its look in each new state (grey while
    /// selected, for the list styles) and shows the result.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurator.automaticallyUpdatesBackgroundConfiguration }
        set { configurator.automaticallyUpdatesBackgroundConfiguration = newValue }
    }
    /// Called with the cell and its state whenever the state changes, to restyle it
    /// (`updateConfiguration(using:)` calls it).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The cell's current state, as configurations see it: traits, selected, highlighted, and disabled (when it
    /// takes no touches).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); arrangeBackgrounds() }
    }
    /// A view above `backgroundView` and behind the content, shown while selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); arrangeBackgrounds() }
    }
    /// Whether the cell is selected (the collection view sets it).
    open var isSelected = false {
        didSet { if isSelected != oldValue { arrangeBackgrounds(); setNeedsUpdateConfiguration() } }
    }
    /// Whether a finger is on the cell (the collection view sets it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { arrangeBackgrounds(); setNeedsUpdateConfiguration() } }
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    /// Setup shared by both designated initializers.
    private func setUpCell() {
        backgroundColor = nil
        isOpaque = false
        contentView.frame = bounds
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
    }

    override var sizingRoot: UIView { contentView }

    /// The app's custom actions, or else the row's swipe actions (a list row), as VoiceOver offers them.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            if let own = super.accessibilityCustomActions { return own }
            guard let cv = collectionView, let ip = cv.indexPath(for: self) else { return nil }
            let actions = cv.swipeActions.accessibilityActions(forRowAt: ip)
            return actions.isEmpty ? nil : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    /// The collection view showing the cell.
    var collectionView: UICollectionView? {
        (superview as? UICollectionView) ?? (superview as? UICollectionViewOrthogonalScroller)?.owner
    }

    /// A cell can take game-controller focus while its collection view allows selection and its delegate
    /// (`collectionView(_:canFocusItemAt:)`, true by default) agrees.
    open override var canBecomeFocused: Bool {
        guard let cv = collectionView, let ip = cv.indexPath(for: self) else { return false }
        return cv.canFocusItem(at: ip)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        configurator.layoutBackground(in: self)
        let b = bounds
        contentView.frame = b
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// Restyles the cell for `state`. The default calls `configurationUpdateHandler`; override it to set
    /// `contentConfiguration` (and anything else) per state, as the system calls it on every state change.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Background below selected background below content.
    private func arrangeBackgrounds() {
        if let background = backgroundView, background.superview !== self {
            insertSubview(background, at: 0)
        }
        backgroundView?.frame = bounds
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                if selected.superview !== self {
                    if let background = backgroundView { insertSubview(selected, aboveSubview: background) } else { insertSubview(selected, at: 0) }
                }
                selected.frame = bounds
            } else {
                selected.removeFromSuperview()
            }
        }
    }
}
