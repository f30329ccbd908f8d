import Foundation

/// The root view of an alert controller: a dimming view over the whole window and the content (the alert
/// box, or the action sheet's two groups). It takes every touch outside the content (so nothing underneath
/// is hit), keeps game-controller focus among its buttons, and moves the alert up while the keyboard shows.
@MainActor
final class UIAlertControllerView: UIView, UIFocusContaining {
    unowned let controller: UIAlertController
    let dimmingView = UIView(frame: .zero)
    /// Everything that moves in and out: the alert box, or the sheet's groups.
    let contentView = UIView(frame: .zero)
    private let box = UIView(frame: .zero)
    private let cancelBox = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private(set) var buttons: [UIAlertActionButton] = []
    private var separators: [UIView] = []
    private var keyboardTop: CGFloat?
    private var observer: NSObjectProtocol?

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let boxBackground = UIColor.alertBackground

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = nil
        isOpaque = false
        accessibilityIdentifier = "alert"
        dimmingView.backgroundColor = .alertDimming
        dimmingView.isUserInteractionEnabled = false
        addSubview(dimmingView)
        addSubview(contentView)
        for b in [box, cancelBox] {
            b.backgroundColor = Self.boxBackground
            b.layer.cornerRadius = controller.preferredStyle == .alert ? 14 : 13
            b.clipsToBounds = true
            contentView.addSubview(b)
        }
        for l in [titleLabel, messageLabel] {
            l.numberOfLines = 0
            l.textAlignment = .center
            l.isUserInteractionEnabled = false
            box.addSubview(l)
        }
        if controller.preferredStyle == .alert {
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = .label
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .label
        } else {
            titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            titleLabel.textColor = .secondaryLabel
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .secondaryLabel
        }
        reload()
    }

    /// Follows the keyboard only while on screen (the observer goes when the view leaves its window).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, observer == nil {
            observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                                              queue: nil) { [weak self] note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { self?.keyboardMoved(to: frame) }
            }
        } else if window == nil, let o = observer {
            NotificationCenter.default.removeObserver(o)
            observer = nil
            keyboardTop = nil
        }
    }

    private func keyboardMoved(to frame: CGRect?) {
        guard let frame, let window else { return }
        let top = convert(frame, from: window).minY
        keyboardTop = top < bounds.height ? top : nil
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        setNeedsLayout()
    }

    /// Rebuilds the labels, fields and buttons from the controller.
    func reload() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for b in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        separators = []
        let preferred = controller.preferredAction
        buttons = orderedActions.map { action in
            let button = UIAlertActionButton(action: action)
            button.fontSize = controller.preferredStyle == .alert ? 17 : 20
            button.isBold = preferred.map { $0 === action } ?? (action.style == .cancel)
            if controller.preferredStyle == .actionSheet, preferred != nil, action.style == .cancel { button.isBold = false }
            button.addAction(UIAction { [weak self] _ in self?.controller.choose(action) }, for: .touchUpInside)
            action.onChange = { [weak button] in button?.isEnabled = action.isEnabled }
            let host = controller.preferredStyle == .actionSheet && action.style == .cancel ? cancelBox : box
            host.addSubview(button)
            return button
        }
        for field in controller.textFields ?? [] where field.superview !== box { box.addSubview(field) }
        cancelBox.isHidden = controller.preferredStyle == .alert || !controller.actions.contains { $0.style == .cancel }
        setNeedsLayout()
    }

    /// The actions in the order they are shown: the cancel action last (first of two side by side in an alert).
    private var orderedActions: [UIAlertAction] {
        let cancel = controller.actions.filter { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        if controller.preferredStyle == .alert && sideBySide { return cancel + others }
        return others + cancel
    }

    /// Whether an alert's two buttons sit side by side (both titles fit in half the width).
    private var sideBySide: Bool {
        guard controller.preferredStyle == .alert, controller.actions.count == 2 else { return false }
        let probe = UILabel(frame: .zero)
        probe.font = .systemFont(ofSize: 17, weight: .semibold)
        return controller.actions.allSatisfy { action in
            probe.text = action.title
            return probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width + 16 <= Self.alertWidth / 2
        }
    }

    private func separator(in host: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        host.addSubview(line)
        separators.append(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        for s in separators { s.removeFromSuperview() }
        separators = []
        UIView.performWithoutAnimation {
            if controller.preferredStyle == .alert { layoutAlert() } else { layoutSheet() }
        }
    }

    /// Title and message (and fields) from `top`, `width` wide; returns the bottom.
    private func layoutHeader(width: CGFloat, top: CGFloat, gap: CGFloat) -> CGFloat {
        var y = top
        let inner = width - 32
        if let t = controller.title, !t.isEmpty {
            let h = titleLabel.sizeThatFits(CGSize(width: inner, height: 0)).height
            titleLabel.frame = CGRect(x: 16, y: y, width: inner, height: h)
            y += h + gap
        } else { titleLabel.frame = .zero }
        if let m = controller.message, !m.isEmpty {
            let h = messageLabel.sizeThatFits(CGSize(width: inner, height: 0)).height
            messageLabel.frame = CGRect(x: 16, y: y, width: inner, height: h)
            y += h + gap
        } else { messageLabel.frame = .zero }
        for field in controller.textFields ?? [] {
            y += 4
            field.frame = CGRect(x: 16, y: y, width: inner, height: 26)
            y += 26
        }
        return y
    }

    private func layoutAlert() {
        let w = Self.alertWidth
        let hasHeader = !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty || controller.textFields != nil
        var y = hasHeader ? layoutHeader(width: w, top: 20, gap: 4) + 16 : 0
        if sideBySide {
            separator(in: box, CGRect(x: 0, y: y, width: w, height: 0.5))
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: CGFloat(i) * w / 2, y: y + 0.5, width: w / 2, height: Self.alertButtonHeight)
            }
            separator(in: box, CGRect(x: w / 2 - 0.25, y: y + 0.5, width: 0.5, height: Self.alertButtonHeight))
            y += 0.5 + Self.alertButtonHeight
        } else {
            for b in buttons {
                if y > 0 || hasHeader { separator(in: box, CGRect(x: 0, y: y, width: w, height: 0.5)) }
                b.frame = CGRect(x: 0, y: y + 0.5, width: w, height: Self.alertButtonHeight)
                y += 0.5 + Self.alertButtonHeight
            }
        }
        box.frame = CGRect(x: 0, y: 0, width: w, height: y)
        let available = keyboardTop ?? bounds.height
        let centreY = max(available / 2, y / 2 + 20)
        let frame = CGRect(x: ((bounds.width - w) / 2).rounded(), y: (centreY - y / 2).rounded(), width: w, height: y)
        setContentFrame(frame)
    }

    private func layoutSheet() {
        let m = Self.sheetMargin
        let w = min(bounds.width - 2 * m, 400)
        let hasHeader = !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty
        var y = hasHeader ? layoutHeader(width: w, top: 14, gap: 2) + 12 : 0
        var cancelHeight: CGFloat = 0
        for b in buttons {
            if b.superview === cancelBox {
                b.frame = CGRect(x: 0, y: 0, width: w, height: Self.sheetButtonHeight)
                cancelHeight = Self.sheetButtonHeight
                continue
            }
            if y > 0 { separator(in: box, CGRect(x: 0, y: y, width: w, height: 0.5)) }
            b.frame = CGRect(x: 0, y: y + (y > 0 ? 0.5 : 0), width: w, height: Self.sheetButtonHeight)
            y = b.frame.maxY
        }
        box.frame = CGRect(x: 0, y: 0, width: w, height: y)
        box.isHidden = y == 0
        let total = y + (cancelHeight > 0 ? m + cancelHeight : 0)
        cancelBox.frame = CGRect(x: 0, y: total - cancelHeight, width: w, height: cancelHeight)
        let bottom = (keyboardTop ?? bounds.height) - m
        setContentFrame(CGRect(x: ((bounds.width - w) / 2).rounded(), y: bottom - total, width: w, height: total))
    }

    /// Places the content without disturbing a running transform (scale-in or slide-up).
    private func setContentFrame(_ frame: CGRect) {
        contentView.bounds = CGRect(origin: .zero, size: frame.size)
        contentView.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Touches outside the content
    private var outsideTouch = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        outsideTouch = !contentView.frame.contains(touch.location(in: self))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { outsideTouch = false }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard outsideTouch else { return }
        outsideTouch = false
        // A tap outside an action sheet cancels it (as on iOS); outside an alert it does nothing.
        if controller.preferredStyle == .actionSheet { _ = controller.chooseCancel() }
    }
}
