import Foundation

/// The buttons a swiped row reveals, filling the space the row slid away from: each button grows with the reveal
/// in proportion to its natural width, and past that width the outermost button takes the extra space (it is the
/// one a full swipe performs).
@MainActor
final class UISwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// Whether the buttons sit on the trailing edge (the row swiped towards the leading edge).
    let isTrailing: Bool
    private(set) var buttons: [UISwipeActionButton] = []
    /// Called with the index of the tapped action.
    var onTap: ((Int) -> Void)?

    init(configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.configuration = configuration
        isTrailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        buttons = configuration.actions.map(UISwipeActionButton.init)
        for button in buttons {
            button.addTarget(self, action: UISwipeActionsView.buttonTapped, for: .touchUpInside)
            addSubview(button)
        }
        backgroundColor = configuration.actions.first?.backgroundColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The width that shows every button at its natural width (the open position).
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height, total = naturalWidth
        guard total > 0 else { return }
        let scale = min(w / total, 1)
        let extra = max(w - total, 0)
        // Outermost first: from the trailing edge inwards (or the leading edge, for leading actions).
        var edge: CGFloat = isTrailing ? w : 0
        for (i, button) in buttons.enumerated() {
            let width = button.naturalWidth * scale + (i == 0 ? extra : 0)
            button.frame = isTrailing ? CGRect(x: edge - width, y: 0, width: width, height: h)
                                      : CGRect(x: edge, y: 0, width: width, height: h)
            edge += isTrailing ? -width : width
        }
    }

    private func buttonTapped(_ sender: UISwipeActionButton) {
        guard let i = buttons.firstIndex(where: { $0 === sender }) else { return }
        onTap?(i)
    }
}

/// One action's button: its colour, and its white title and image centred.
@MainActor
final class UISwipeActionButton: UIControl {
    let action: UIContextualAction
    private let label = UILabel(frame: .zero)
    private let imageView = UIImageView(frame: .zero)

    init(_ action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = action.backgroundColor
        label.text = action.title
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textAlignment = .center
        label.isHidden = action.title?.isEmpty ?? true
        addSubview(label)
        imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .white
        imageView.isHidden = action.image == nil
        addSubview(imageView)
        accessibilityLabel = action.title
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The width the button wants: its title (or image) with 15 points on each side, at least 74.
    var naturalWidth: CGFloat {
        let text = label.isHidden ? 0 : label.sizeThatFits(CGSize(width: 400, height: 100)).width
        let image = imageView.image?.size.width ?? 0
        return max(max(text, image) + 30, 74)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Centred on the natural width at the inner side, so the title stays put while the outermost button stretches.
        let w = bounds.width, h = bounds.height
        let textSize = label.isHidden ? .zero : label.sizeThatFits(CGSize(width: max(w - 8, 0), height: h))
        let imageSize = imageView.image?.size ?? .zero
        let gap: CGFloat = imageView.isHidden || label.isHidden ? 0 : 4
        let stack = (imageView.isHidden ? 0 : imageSize.height) + gap + textSize.height
        var y = (h - stack) / 2
        if !imageView.isHidden {
            imageView.frame = CGRect(x: (w - imageSize.width) / 2, y: y, width: imageSize.width, height: imageSize.height)
            y += imageSize.height + gap
        }
        label.frame = CGRect(x: (w - textSize.width) / 2, y: y, width: textSize.width, height: textSize.height)
    }
}
