import Foundation

/// The on-screen keyboard: QWERTY letters with shift, a numbers page and a symbols page, space, backspace and a
/// return key titled from the editor's `returnKeyType`. Keys are found by identifier: `keyboard.key.<char>`,
/// `keyboard.shift`, `keyboard.backspace`, `keyboard.pageToggle`, `keyboard.morePage`, `keyboard.space`, `keyboard.return`.
@MainActor
final class UIKeyboardView: UIView {
    enum Page { case letters, numbers, symbols }

    /// The keyboard's height in points (capped at half the window).
    static let preferredHeight: CGFloat = 216

    private unowned let manager: UIKeyboardManager
    private(set) var page = Page.letters
    private(set) var isShifted = false
    private(set) var isCapsLocked = false
    private var lastShiftTap: TimeInterval = -1
    private var rows: [[UIKeyboardKeyView]] = []
    private var returnTitle = UIReturnKeyType.default.keyTitle
    private var returnProminent = false
    private var returnEnabled = true
    private var focus: (row: Int, column: Int)?

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(manager: UIKeyboardManager) {
        self.manager = manager
        super.init(frame: .zero)
        backgroundColor = .keyboardBackground
        accessibilityIdentifier = "keyboard"
        buildKeys()
    }

    // MARK: State
    /// Sets the page, return key and shift for a new editor.
    func configure(for client: UIKeyboardClient) {
        switch client.keyboardType {
        case .numberPad, .phonePad, .decimalPad, .numbersAndPunctuation, .asciiCapableNumberPad: page = .numbers
        default: page = .letters
        }
        isCapsLocked = client.autocapitalizationType == .allCharacters
        buildKeys()
        refreshState(for: client)
    }

    /// Refreshes the return key and automatic capitalisation from the editor.
    func refreshState(for client: UIKeyboardClient) {
        returnTitle = client.returnKeyType.keyTitle
        returnProminent = client.returnKeyType != .default
        returnEnabled = !client.enablesReturnKeyAutomatically || client.hasText
        if !isCapsLocked { isShifted = wantsAutoShift(client) }
        refreshKeys()
    }

    private func wantsAutoShift(_ client: UIKeyboardClient) -> Bool {
        let before = client.textBeforeCaret
        switch client.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.isEmpty || before.last == " " || before.last == "\n"
        case .sentences:
            let trimmed = before.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || before.last == "\n" { return true }
            guard before.last == " " else { return false }
            return [".", "!", "?"].contains(trimmed.last!)
        }
    }

    /// After a key typed into `client`: drop a one-shot shift and update automatic capitalisation.
    func didType(_ kind: UIKeyboardKeyKind, for client: UIKeyboardClient) {
        switch kind {
        case .shift:
            press(.shift)
        case .pageToggle:
            page = page == .letters ? .numbers : .letters
            buildKeys(); refreshState(for: client)
        case .morePage:
            page = page == .numbers ? .symbols : .numbers
            buildKeys(); refreshKeys()
        case .space where page != .letters:
            page = .letters
            buildKeys(); refreshState(for: client)
        default:
            refreshState(for: client)
        }
    }

    /// Acts like tapping a key of `kind` (used by the gamepad).
    func press(_ kind: UIKeyboardKeyKind) {
        if kind == .shift {
            let now = UIApplication.shared.clock.now
            if isCapsLocked { isCapsLocked = false; isShifted = false }
            else if isShifted && now - lastShiftTap < 0.35 { isCapsLocked = true; isShifted = true }
            else { isShifted.toggle() }
            lastShiftTap = now
            refreshKeys()
            return
        }
        manager.keyTapped(kind)
    }

    // MARK: Keys
    private func tapped(_ kind: UIKeyboardKeyKind) {
        switch kind {
        case .shift, .pageToggle, .morePage:
            if let client = manager.client { didType(kind, for: client) } else if kind == .shift { press(.shift) }
        case .character(let c):
            manager.keyTapped(.character(consumeShift(for: c)))
        default:
            manager.keyTapped(kind)
        }
    }

    private func buildKeys() {
        for row in rows { for key in row { key.removeFromSuperview() } }
        let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
        let symbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]
        let source = page == .letters ? letterRows : page == .numbers ? numberRows : symbolRows
        func characters(_ s: String) -> [UIKeyboardKeyView] {
            s.map { c in
                let key = UIKeyboardKeyView(kind: .character(String(c)), title: String(c)) { [weak self] in self?.tapped($0) }
                key.accessibilityIdentifier = "keyboard.key.\(c)"
                return key
            }
        }
        func special(_ kind: UIKeyboardKeyKind, _ title: String, _ id: String) -> UIKeyboardKeyView {
            let key = UIKeyboardKeyView(kind: kind, title: title) { [weak self] in self?.tapped($0) }
            key.isSpecial = kind != .space
            key.accessibilityIdentifier = "keyboard.\(id)"
            return key
        }
        let modifier = page == .letters ? special(.shift, "⇧", "shift")
            : special(.morePage, page == .numbers ? "#+=" : "123", "morePage")
        rows = [
            characters(source[0]),
            characters(source[1]),
            [modifier] + characters(source[2]) + [special(.backspace, "⌫", "backspace")],
            [special(.pageToggle, page == .letters ? "123" : "ABC", "pageToggle"), special(.space, "space", "space"),
             special(.returnKey, returnTitle, "return")],
        ]
        for row in rows { for key in row { addSubview(key) } }
        focus = focus.map { (min($0.row, rows.count - 1), min($0.column, rows[min($0.row, rows.count - 1)].count - 1)) }
        refreshKeys()
        setNeedsLayout()
    }

    private func refreshKeys() {
        for row in rows {
            for key in row {
                switch key.kind {
                case .character(let c):
                    key.title = page == .letters && isShifted ? c.uppercased() : c
                case .shift:
                    key.isOn = isShifted
                    key.title = isCapsLocked ? "⇪" : "⇧"
                case .returnKey:
                    key.title = returnTitle
                    key.isProminent = returnProminent
                    key.isEnabled = returnEnabled
                    key.isSpecial = !returnProminent
                default: break
                }
            }
        }
        for (r, row) in rows.enumerated() {
            for (c, key) in row.enumerated() { key.isKeyFocused = focus.map { $0.row == r && $0.column == c } ?? false }
        }
    }

    /// The text a character key types now (shift applies on the letters page); one-shot shift ends after it.
    func consumeShift(for text: String) -> String {
        guard page == .letters, isShifted else { return text }
        if !isCapsLocked { isShifted = false; refreshKeys() }
        return text.uppercased()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let gap: CGFloat = 6, top: CGFloat = 8, side: CGFloat = 3
        let width = bounds.width - 2 * side
        let rowHeight = ((bounds.height - top - 4) / CGFloat(max(rows.count, 1))).rounded(.down)
        let keyHeight = rowHeight - 10
        let unit = ((width - 9 * gap) / 10).rounded(.down)
        for (r, row) in rows.enumerated() {
            let y = top + CGFloat(r) * rowHeight
            var widths = row.map { _ in unit }
            switch r {
            case 2:
                let inner = CGFloat(row.count - 2) * unit + CGFloat(row.count - 1) * gap
                let edge = max(((width - inner) / 2 - gap / 2).rounded(.down), unit)
                widths[0] = edge; widths[row.count - 1] = edge
            case 3:
                let side = (unit * 2.5).rounded()
                widths = [side, width - 2 * side - 2 * gap, side]
            default: break
            }
            let total = widths.reduce(0, +) + CGFloat(row.count - 1) * gap
            var x = side + ((width - total) / 2).rounded()
            for (key, w) in zip(row, widths) {
                key.frame = CGRect(x: x, y: y, width: max(w, 0), height: max(keyHeight, 0))  // a tiny window squeezes keys to nothing
                x += w + gap
            }
        }
    }

    // MARK: Gamepad focus
    func moveFocus(dx: Int, dy: Int) {
        guard !rows.isEmpty else { return }
        guard let f = focus else { focus = (0, 0); refreshKeys(); return }
        if dy != 0 {
            let from = rows[f.row][f.column].center.x
            let r = min(max(f.row + dy, 0), rows.count - 1)
            let c = rows[r].enumerated().min { abs($0.element.center.x - from) < abs($1.element.center.x - from) }?.offset ?? 0
            focus = (r, c)
        } else {
            focus = (f.row, min(max(f.column + dx, 0), rows[f.row].count - 1))
        }
        refreshKeys()
    }

    func pressFocusedKey() {
        guard let f = focus else { moveFocus(dx: 0, dy: 0); return }
        tapped(rows[f.row][f.column].kind)
    }

    func clearFocus() { focus = nil; refreshKeys() }
}
