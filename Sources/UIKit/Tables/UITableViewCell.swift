import Foundation

/// One row of a table view: a content view with a title label, an optional detail label and image, an
/// accessory on the right, and a grey highlight while touched or selected.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard arrangements of the labels.
    public enum CellStyle: Int, Sendable {
        /// A title on the left (no detail label).
        case `default`
        /// A title on the left, the detail grey and right-aligned.
        case value1
        /// A small blue title right-aligned in the first third, the detail after it.
        case value2
        /// A title with a smaller grey detail underneath.
        case subtitle
    }

    /// The mark on the right edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How the cell looks while selected.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// How a row is edited: not at all, deleted, or inserted.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// The arrangement chosen at creation.
    public let style: CellStyle
    /// The identifier the table reuses the cell by.
    public let reuseIdentifier: String?
    /// The view custom content goes into (it leaves room for the accessory); a `contentConfiguration`
    /// replaces it with the view the configuration makes.
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
    /// The main label.
    open private(set) var textLabel: UILabel?
    /// The secondary label (nil for `.default`).
    open private(set) var detailTextLabel: UILabel?
    /// The image on the left (created on first access).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let v = UIImageView(frame: .zero)
        contentView.addSubview(v)
        storedImageView = v
        return v
    }
    private var storedImageView: UIImageView?
    /// The standard accessory.
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A custom accessory view (replaces `accessoryType`).
    open var accessoryView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateAccessory() }
    }
    /// How the cell looks while selected.
    open var selectionStyle: SelectionStyle = .default { didSet { updateHighlight() } }
    /// A view behind the content shown while selected or highlighted (a grey fill by default).
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateHighlight() }
    }
    /// Whether the cell shows as selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell shows as touched.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedStorage = false
    private var highlightedStorage = false
    private var standardAccessory: UITableViewCellAccessoryView?
    private let defaultSelectedBackground = UIView(frame: .zero)
    /// Whether the bottom separator is drawn (the table hides it on the last row of a grouped section).
    var showsSeparator = true { didSet { if showsSeparator != oldValue { setNeedsDisplay() } } }
    /// The separator's left inset: 16 points, or under the text of a list content configuration.
    var separatorInsetLeft: CGFloat = 16 { didSet { setNeedsDisplay() } }
    /// The separator colour (nil: no separators).
    var separatorColor: UIColor? = .separator { didSet { setNeedsDisplay() } }
    /// Whether the app set `backgroundColor`: then the table leaves it alone.
    private var hasCustomBackground = false
    private var isApplyingDefaultBackground = false
    /// Whether the table showing the cell is grouped (as the table last said).
    private(set) var isInGroupedTable = false
    /// Editing mode: the style, the controls and the indentation (Tables/UITableViewCell+Editing).
    var editingState = UITableViewCellEditingState()

    /// Whether the cell shows its editing controls (false by default); setting it calls `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows (or hides) the editing control for `editingStyle` at the leading edge and the reorder control at the
    /// trailing edge, indenting the content; `animated` slides them in (or out).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// A background configuration replaces the background colour (and the standard selection grey, as its
    /// list styles show the selection); without one the table style's colour comes back.
    func backgroundConfigurationDidChange() {
        hasCustomBackground = false
        if configurator.backgroundConfiguration != nil {
            isApplyingDefaultBackground = true
            backgroundColor = nil
            isApplyingDefaultBackground = false
        } else {
            applyDefaultBackground(grouped: isInGroupedTable)
        }
        updateHighlight()
    }

    /// The cell's background colour; unless set, the table style's (`systemBackground` in a plain table,
    /// `secondarySystemGroupedBackground` in a grouped one, as in UIKit; both white in the light appearance).
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingDefaultBackground { hasCustomBackground = true } }
    }

    /// Gives the cell its table style's background unless the app chose one.
    func applyDefaultBackground(grouped: Bool) {
        isInGroupedTable = grouped
        guard !hasCustomBackground, configurator.backgroundConfiguration == nil else { return }
        isApplyingDefaultBackground = true
        let color: UIColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
        if backgroundColor !== color { backgroundColor = color }
        isApplyingDefaultBackground = false
    }

    /// A cell of `style`, reusable under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// The content view and the style's labels, shared by both designated initializers.
    private func setUpCell() {
        applyDefaultBackground(grouped: false)
        // A table cell's margins are on its sides only (16 points), as in UIKit; content configurations
        // keep at least these.
        layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        defaultSelectedBackground.backgroundColor = .systemGray4
        let text = UILabel(frame: .zero)
        text.font = .systemFont(ofSize: style == .value2 ? 15 : 17, weight: style == .value2 ? .semibold : .regular)
        if style == .value2 { text.textColor = .systemBlue; text.textAlignment = .right }
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel(frame: .zero)
            detail.font = .systemFont(ofSize: style == .subtitle ? 12 : (style == .value2 ? 15 : 17))
            detail.textColor = style == .value1 ? .secondaryLabel : .label
            if style == .value1 { detail.textAlignment = .right }
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
    }

    /// From a coder (UIKit's storyboard path): nothing is decoded (no storyboards here, UIKit's keys are
    /// private); the cell is a `.default` cell with no reuse identifier, as `init(frame:)` makes.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpCell()
    }

    /// A `.default` cell.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The app's custom actions, or else the row's swipe actions, as VoiceOver offers them.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            if let own = super.accessibilityCustomActions { return own }
            guard let table = superview as? UITableView, let ip = table.indexPath(for: self) else { return nil }
            let actions = table.swipeActions.accessibilityActions(forRowAt: ip)
            return actions.isEmpty ? nil : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    /// Shows or hides the selected look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectedStorage { setNeedsUpdateConfiguration() }
        selectedStorage = selected
        editingState.selectionIndicator?.isChecked = selected
        updateHighlight()
    }

    /// Shows or hides the touched look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedStorage { setNeedsUpdateConfiguration() }
        highlightedStorage = highlighted
        updateHighlight()
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

    /// Called before the table reuses the cell for another row: clears the selection and highlight.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    private func updateHighlight() {
        let on = (selectedStorage || highlightedStorage) && selectionStyle != .none
            && configurator.backgroundConfiguration == nil
        let background = selectedBackgroundView ?? defaultSelectedBackground
        if on {
            if background.superview !== self { insertSubview(background, at: 0) }
            background.frame = bounds
        } else {
            background.removeFromSuperview()
        }
        textLabel?.isHighlighted = on
        detailTextLabel?.isHighlighted = on
    }

    func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        for v in [accessoryView, editingAccessoryView] where v !== shownAccessoryView && v?.superview === self {
            v?.removeFromSuperview()
        }
        if let shown = shownAccessoryView {
            addSubview(shown)
        } else if shownAccessoryType != .none {
            let v = UITableViewCellAccessoryView(type: shownAccessoryType)
            addSubview(v)
            standardAccessory = v
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        configurator.layoutBackground(in: self)
        let b = bounds
        let edit = editingInsets
        var contentWidth = b.width - edit.trailing
        if let accessory = shownAccessoryView ?? standardAccessory {
            let size = shownAccessoryView?.frame.size ?? CGSize(width: shownAccessoryType == .detailDisclosureButton ? 44 : 22, height: 22)
            accessory.frame = CGRect(x: b.width - edit.trailing - 16 - size.width, y: ((b.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            contentWidth = accessory.frame.minX - 4
        }
        contentView.frame = CGRect(x: edit.leading, y: 0, width: max(contentWidth - edit.leading, 0), height: b.height)
        layoutEditingControls()
        (selectedBackgroundView ?? defaultSelectedBackground).frame = b
        if contentView === standardContentView {
            if separatorInsetLeft != 16 + edit.leading { separatorInsetLeft = 16 + edit.leading }
            layoutLabels(in: contentView.bounds)
        } else if let list = contentView as? UIListContentView {
            let inset = (contentView.frame.minX + list.textLeadingEdge).rounded()
            if inset != separatorInsetLeft { separatorInsetLeft = inset }
        }
    }

    private func layoutLabels(in area: CGRect) {
        let indent = 16 + indentationOffset
        var x = indent
        if let imageView = storedImageView, let image = imageView.image {
            let s = image.size
            imageView.frame = CGRect(x: indent, y: ((area.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x = imageView.frame.maxX + 16
        }
        let hasAccessory = shownAccessoryView != nil || standardAccessory != nil
        let right = area.width - (hasAccessory ? 4 : 16)
        let width = max(right - x, 0)
        guard let textLabel else { return }
        switch style {
        case .default:
            textLabel.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .value1:
            let detailWidth = min(detailTextLabel?.sizeThatFits(.zero).width ?? 0, width * 0.6)
            detailTextLabel?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: area.height)
            textLabel.frame = CGRect(x: x, y: 0, width: max(width - detailWidth - 8, 0), height: area.height)
        case .value2:
            let titleWidth = (width * 0.3).rounded()
            textLabel.frame = CGRect(x: x, y: 0, width: titleWidth, height: area.height)
            detailTextLabel?.frame = CGRect(x: x + titleWidth + 6, y: 0, width: max(width - titleWidth - 6, 0), height: area.height)
        case .subtitle:
            let h1 = textLabel.font.lineHeight.rounded(.up)
            let h2 = detailTextLabel.map { ($0.text?.isEmpty ?? true) ? 0 : $0.font.lineHeight.rounded(.up) } ?? 0
            let top = ((area.height - h1 - h2 - (h2 > 0 ? 2 : 0)) / 2).rounded()
            textLabel.frame = CGRect(x: x, y: top, width: width, height: h1)
            detailTextLabel?.frame = CGRect(x: x, y: top + h1 + 2, width: width, height: h2)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard showsSeparator, let separatorColor else { return }
        separatorColor.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: separatorInsetLeft, y: bounds.height - 0.5,
                                                   width: bounds.width - separatorInsetLeft, height: 0.5))
    }
}

/// The standard accessories: a grey chevron, a checkmark in the tint colour, or an info button.
@MainActor
final class UITableViewCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityIdentifier = "accessory.\(type)"
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let midY = bounds.midY
        switch type {
        case .disclosureIndicator:
            let x = bounds.maxX - 8
            path.move(to: CGPoint(x: x - 6, y: midY - 7))
            path.addLine(to: CGPoint(x: x, y: midY))
            path.addLine(to: CGPoint(x: x - 6, y: midY + 7))
            path.lineWidth = 2
            UIColor.disclosureIndicator.setStroke()
        case .checkmark:
            let x = bounds.maxX - 18
            path.move(to: CGPoint(x: x, y: midY))
            path.addLine(to: CGPoint(x: x + 5, y: midY + 5))
            path.addLine(to: CGPoint(x: x + 15, y: midY - 7))
            path.lineWidth = 2.2
            tintColor.setStroke()
        case .detailButton, .detailDisclosureButton:
            let c = CGPoint(x: type == .detailButton ? bounds.midX : bounds.minX + 11, y: midY)
            path.addArc(withCenter: c, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            path.move(to: CGPoint(x: c.x, y: c.y - 1))
            path.addLine(to: CGPoint(x: c.x, y: c.y + 5))
            path.move(to: CGPoint(x: c.x, y: c.y - 5))
            path.addLine(to: CGPoint(x: c.x, y: c.y - 4))
            path.lineWidth = 1.5
            tintColor.setStroke()
            if type == .detailDisclosureButton {
                let x = bounds.maxX - 2
                path.move(to: CGPoint(x: x - 6, y: midY - 7))
                path.addLine(to: CGPoint(x: x, y: midY))
                path.addLine(to: CGPoint(x: x - 6, y: midY + 7))
            }
        case .none:
            return
        }
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
