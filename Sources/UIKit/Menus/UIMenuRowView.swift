import Foundation

/// One row of a menu on screen: a checkmark column (when its platter has checked rows), the title and
/// subtitle, and the image or a submenu chevron at the trailing edge. Red when destructive, grey when
/// disabled; a grey fill while highlighted. Touches go to the platter that owns the row.
@MainActor
final class UIMenuRowView: UIView {
    /// Height of a row with a title only, and with a subtitle (points).
    static let height: CGFloat = 44
    static let subtitledHeight: CGFloat = 56
    /// Height of the gap between inline groups.
    static let separatorHeight: CGFloat = 8
    /// Side insets and the column widths of the checkmark and the image.
    static let inset: CGFloat = 16
    static let checkColumn: CGFloat = 26
    static let imageColumn: CGFloat = 30

    let row: UIMenuRow
    let titleLabel = UILabel(frame: .zero)
    let subtitleLabel = UILabel(frame: .zero)
    let checkView = UIImageView(image: nil)
    let trailingView = UIImageView(image: nil)
    /// Whether the row reserves the checkmark column (some row of its platter has a state).
    var showsCheckColumn = false { didSet { setNeedsLayout() } }
    /// Whether the row is highlighted (pointer or keyboard).
    var isHighlighted = false { didSet { if isHighlighted != oldValue { updateLook() } } }
    /// The platter that receives the row's touches.
    weak var platter: UIMenuPlatterView?

    init(row: UIMenuRow) {
        self.row = row
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 13)
        for v in [titleLabel, subtitleLabel, checkView, trailingView] as [UIView] { addSubview(v) }
        checkView.contentMode = .scaleAspectFit
        trailingView.contentMode = .scaleAspectFit
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    /// The height the row takes.
    var preferredHeight: CGFloat {
        if case .separator = row { return Self.separatorHeight }
        return (element?.subtitle?.isEmpty ?? true) ? Self.height : Self.subtitledHeight
    }

    /// The width the row's content needs.
    var preferredWidth: CGFloat {
        if case .separator = row { return 0 }
        let text = max(titleLabel.sizeThatFits(.zero).width, subtitleLabel.sizeThatFits(.zero).width)
        return Self.inset * 2 + (showsCheckColumn ? Self.checkColumn : 0) + text.rounded(.up)
            + (trailingView.image != nil ? Self.imageColumn + 8 : 0)
    }

    /// The element the row shows (nil for separators).
    var element: UIMenuElement? {
        switch row {
        case let .action(action, _): action
        case let .submenu(menu): menu
        case let .loading(deferred): deferred
        case .separator: nil
        }
    }

    /// Whether the row is shown red.
    var isDestructive: Bool {
        switch row {
        case let .action(action, _): action.attributes.contains(.destructive)
        case let .submenu(menu): menu.options.contains(.destructive)
        default: false
        }
    }

    /// The colour of the title: red for destructive rows, grey for disabled and loading ones.
    var titleColor: UIColor {
        if case .separator = row { return .clear }
        if !row.isSelectable { return .tertiaryLabel }
        return isDestructive ? .systemRed : .label
    }

    /// Refreshes texts, images and colours from the element (its state may have changed).
    func updateLook() {
        accessibilityIdentifier = nil
        switch row {
        case .separator:
            backgroundColor = UIColor.separator.withAlphaComponent(0.12)
            return
        case let .action(action, _):
            titleLabel.text = action.title
            trailingView.image = action.image
            checkView.image = action.state == .on ? UIImage(systemName: "checkmark")
                : action.state == .mixed ? UIImage(systemName: "minus") : nil
            accessibilityIdentifier = "menu.row.\(action.title)"
            accessibilityLabel = action.discoverabilityTitle ?? action.title
        case let .submenu(menu):
            titleLabel.text = menu.title
            trailingView.image = UIImage(systemName: "chevron.right")
            checkView.image = nil
            accessibilityIdentifier = "menu.row.\(menu.title)"
        case .loading:
            titleLabel.text = "Loading…"
            trailingView.image = nil
            checkView.image = nil
            accessibilityIdentifier = "menu.row.loading"
        }
        subtitleLabel.text = element?.subtitle
        let color = titleColor
        titleLabel.textColor = color
        subtitleLabel.textColor = row.isSelectable ? .secondaryLabel : .tertiaryLabel
        checkView.tintColor = color
        trailingView.tintColor = color
        backgroundColor = isHighlighted ? UIColor.systemFill : nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        var x = Self.inset
        if showsCheckColumn {
            checkView.frame = CGRect(x: x, y: ((h - 16) / 2).rounded(), width: 16, height: 16)
            x += Self.checkColumn
        } else {
            checkView.frame = .zero
        }
        let trailingWidth: CGFloat = trailingView.image != nil ? Self.imageColumn : 0
        let isChevron: Bool = { if case .submenu = row { return true }; return false }()
        let side: CGFloat = isChevron ? 14 : 20
        trailingView.frame = trailingWidth > 0
            ? CGRect(x: bounds.width - Self.inset - side, y: ((h - side) / 2).rounded(), width: side, height: side) : .zero
        let textWidth = max(bounds.width - x - Self.inset - (trailingWidth > 0 ? trailingWidth + 8 : 0), 0)
        if let subtitle = subtitleLabel.text, !subtitle.isEmpty {
            titleLabel.frame = CGRect(x: x, y: 8, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: x, y: 30, width: textWidth, height: 18)
        } else {
            titleLabel.frame = CGRect(x: x, y: 0, width: textWidth, height: h)
            subtitleLabel.frame = .zero
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches, .cancelled) }

    private func forward(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
        guard let touch = touches.first else { return }
        platter?.trackTouch(touch, phase: phase)
    }
}
