import Foundation

/// What a key of the on-screen keyboard does.
enum UIKeyboardKeyKind: Equatable {
    /// Types its text.
    case character(String)
    /// Shift: one capital, or caps lock when tapped twice quickly.
    case shift
    case backspace
    /// Switches between the letters and the numbers page ("123" / "ABC").
    case pageToggle
    /// Switches between the two symbol pages ("#+=" / "123").
    case morePage
    case space
    case returnKey
}

/// One key of the on-screen keyboard: a rounded cap with a title; it acts when a touch lifts inside it.
@MainActor
final class UIKeyboardKeyView: UIView, UITextDisplaying {
    let kind: UIKeyboardKeyKind
    var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// Special keys (shift, backspace, page keys) draw darker; an active return key draws in the tint colour.
    var isSpecial = false { didSet { setNeedsDisplay() } }
    var isProminent = false { didSet { setNeedsDisplay() } }
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    var isKeyFocused = false { didSet { if isKeyFocused != oldValue { setNeedsDisplay() } } }
    private var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    private let onTap: (UIKeyboardKeyKind) -> Void

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(kind: UIKeyboardKeyKind, title: String, onTap: @escaping (UIKeyboardKeyKind) -> Void) {
        self.kind = kind; self.title = title; self.onTap = onTap
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
    }

    var displayedText: String? { title }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = isEnabled }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        isPressed = isEnabled && bounds.contains(t.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        isPressed = false
        if inside && isEnabled { onTap(kind) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = false }

    override func draw(_ rect: CGRect) {
        let cap = bounds.insetBy(dx: 0, dy: 0)
        let fill: UIColor
        if isPressed { fill = isSpecial || isProminent ? .keyboardKey : .keyboardPressedKey }
        else if isProminent && isEnabled { fill = tintColor }
        else if isOn { fill = .keyboardKey }
        else if isSpecial || isProminent { fill = .keyboardSpecialKey }
        else { fill = .keyboardKey }
        UIColor.keyboardKeyShadow.setFill()
        UIBezierPath(roundedRect: cap.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
        fill.setFill()
        UIBezierPath(roundedRect: cap, cornerRadius: 5).fill()
        if isKeyFocused {
            let ring = UIBezierPath(roundedRect: cap.insetBy(dx: 1, dy: 1), cornerRadius: 5)
            ring.lineWidth = 2
            tintColor.setStroke()
            ring.stroke()
        }
        let font = UIFont.systemFont(ofSize: title.count == 1 ? 22 : 15)
        var color: UIColor = isProminent && isEnabled && !isPressed ? .white : .keyboardKeyTitle
        if !isEnabled { color = .keyboardDisabledKeyTitle }
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = title.size(withAttributes: attributes)
        title.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded()),
                   withAttributes: attributes)
    }
}
