import Foundation

/// What a text field or text view provides to the shared editing machinery.
@MainActor
protocol UITextEditingHost: UIView {
    /// The font the text is set in.
    var editingFont: UIFont { get }
    /// Whether newlines are text (text view) rather than the return action (text field).
    var isMultilineEditor: Bool { get }
    /// Whether the text shows as bullets and may not be copied.
    var isSecureEditor: Bool { get }
    /// Where layout point (0, 0) is in the view's coordinates, scrolling included.
    var layoutOrigin: CGPoint { get }
    /// The width lines wrap at (nil: no wrapping).
    var layoutWrapWidth: CGFloat? { get }
    /// How wrapped lines sit in the wrap width (left unless the host aligns them).
    var layoutAlignment: NSTextAlignment { get }
    /// Asks the delegate whether `range` (graphemes) may be replaced with `replacement`.
    func shouldReplace(_ range: Range<Int>, with replacement: String) -> Bool
    /// The text changed by editing: tell the delegate, targets and observers.
    func didChangeTextByEditing()
    /// The selection or caret moved.
    func didChangeSelectionByEditing()
    /// Return was pressed in a single-line editor.
    func returnKeyPressed()
    /// Scrolls so the caret is visible.
    func scrollCaretToVisible()
}

extension UITextEditingHost {
    var layoutAlignment: NSTextAlignment { .left }
}

/// The editing machinery shared by `UITextField` and `UITextView`: the buffer, its layout, the blinking caret,
/// keys, taps and drags, marked text, the clipboard and the input method's caret rectangle.
@MainActor
final class UITextEditingCore {
    unowned let host: UITextEditingHost
    /// The text, selection and marked text.
    var buffer = UITextEditingBuffer()
    /// The caret, a thin view in the tint colour.
    let caretView = UIView(frame: .zero)
    /// Whether an editing session is running (the host is first responder).
    private(set) var isEditing = false
    private var blinkTimer: RunLoopTimer?
    private var cachedLayout: UITextLineLayout?
    /// What the cached layout was measured from, including the platform that measured it (a text
    /// set before launch is measured again with real fonts once the platform is there).
    private var cacheKey: (chars: [Character], font: UIFont, wrap: CGFloat?, alignment: NSTextAlignment,
                           measurer: ObjectIdentifier?)?
    /// The x a run of up/down moves tries to keep.
    private var goalX: CGFloat?

    /// How long the caret stays on and off while blinking.
    static let blinkInterval: TimeInterval = 0.5

    init(host: UITextEditingHost) {
        self.host = host
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        caretView.accessibilityIdentifier = "caret"
    }

    // MARK: Layout
    /// What is drawn: the display text, with bullets for secure entry.
    var displayCharacters: [Character] {
        let chars = buffer.displayCharacters
        guard host.isSecureEditor else { return chars }
        let marked = buffer.displayMarkedRange
        return chars.enumerated().map { i, c in marked?.contains(i) == true ? c : "•" }
    }

    /// The current line layout (rebuilt when the text, font or width changed).
    var layout: UITextLineLayout {
        let chars = displayCharacters, font = host.editingFont, wrap = host.layoutWrapWidth, alignment = host.layoutAlignment
        let measurer = UIApplication.shared.platform.map { ObjectIdentifier($0) }
        if let cachedLayout, let key = cacheKey, key.chars == chars, key.font == font, key.wrap == wrap,
           key.alignment == alignment, key.measurer == measurer { return cachedLayout }
        let l = UITextLineLayout(characters: chars, font: font, wrapWidth: wrap, alignment: alignment)
        cachedLayout = l
        cacheKey = (chars, font, wrap, alignment, measurer)
        return l
    }

    /// The caret's rectangle in the host's coordinates.
    var caretRect: CGRect {
        let p = layout.position(of: buffer.displayCaret)
        let o = host.layoutOrigin
        return CGRect(x: (o.x + p.x).rounded() - 1, y: o.y + p.y, width: 2, height: layout.lineHeight)
    }

    /// The caret stop under `point` (host coordinates), as a buffer index.
    func index(at point: CGPoint) -> Int {
        let o = host.layoutOrigin
        return min(layout.index(at: CGPoint(x: point.x - o.x, y: point.y - o.y)), buffer.count)
    }

    // MARK: Session
    func beginEditing() {
        isEditing = true
        if caretView.superview !== host { host.addSubview(caretView) }
        selectionChanged(notify: false)
    }

    func endEditing() {
        if buffer.hasMarkedText { buffer.unmarkText(); host.setNeedsDisplay() }
        isEditing = false
        blinkTimer?.invalidate(); blinkTimer = nil
        caretView.isHidden = true
        host.setNeedsDisplay()
        if !UIApplication.shared.keyboardManager.isHandingOff { UIApplication.shared.platform?.stopTextInput() }
    }

    /// Puts the caret where the layout says, restarts its blink and moves the input method's rectangle.
    func refreshCaret() {
        guard isEditing else { caretView.isHidden = true; return }
        host.scrollCaretToVisible()
        caretView.frame = caretRect
        caretView.backgroundColor = host.tintColor
        caretView.isHidden = !(buffer.selectedRange.isEmpty || buffer.hasMarkedText)
        blinkTimer?.invalidate()
        blinkTimer = RunLoopTimer.scheduledTimer(withTimeInterval: Self.blinkInterval, repeats: true) { [weak self] _ in
            guard let self, self.isEditing else { return }
            if self.buffer.selectedRange.isEmpty || self.buffer.hasMarkedText { self.caretView.isHidden.toggle() }
        }
        if host.window != nil {
            UIApplication.shared.platform?.startTextInput(caretRect: host.convert(caretRect, to: nil))
        }
    }

    private func selectionChanged(notify: Bool = true) {
        host.setNeedsDisplay()
        refreshCaret()
        if notify { host.didChangeSelectionByEditing() }
    }

    // MARK: Editing
    /// Replaces `range` with `text` if the delegate agrees; returns whether it did.
    @discardableResult
    func replace(_ range: Range<Int>, with text: String) -> Bool {
        guard host.shouldReplace(range, with: text) else { return false }
        buffer.replace(range, with: text)
        goalX = nil
        host.setNeedsDisplay()
        selectionChanged()
        host.didChangeTextByEditing()
        return true
    }

    /// Committed text from the keyboard or input method: replaces the selection (and any marked text).
    func insertText(_ text: String) {
        if buffer.hasMarkedText { buffer.unmarkText(); host.setNeedsDisplay() }
        guard !text.isEmpty else { return }
        if !host.isMultilineEditor {
            if text == "\n" || text == "\r" || text == "\r\n" { host.returnKeyPressed(); return }
            let single = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "\r", with: " ")
            replace(buffer.rangeForInsertion, with: single)
        } else {
            replace(buffer.rangeForInsertion, with: text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
        }
    }

    func deleteBackward() {
        if let r = buffer.rangeForDeleteBackward { replace(r, with: "") }
    }

    func deleteForward() {
        if let r = buffer.rangeForDeleteForward { replace(r, with: "") }
    }

    func setMarkedText(_ text: String, caret: Int) {
        buffer.setMarkedText(text, caret: caret)
        host.setNeedsDisplay()
        refreshCaret()
    }

    /// Sets the caret or selection and tells the host.
    func setSelection(_ change: (inout UITextEditingBuffer) -> Void, keepGoal: Bool = false) {
        let before = (buffer.anchor, buffer.caret)
        change(&buffer)
        if !keepGoal { goalX = nil }
        if before != (buffer.anchor, buffer.caret) { selectionChanged() } else { refreshCaret() }
    }

    // MARK: Clipboard
    func copy() {
        guard !host.isSecureEditor, !buffer.selectedRange.isEmpty else { return }
        UIApplication.shared.platform?.clipboardText = buffer.selectedText
    }

    func cut() {
        guard !host.isSecureEditor, !buffer.selectedRange.isEmpty else { return }
        let text = buffer.selectedText
        if replace(buffer.selectedRange, with: "") { UIApplication.shared.platform?.clipboardText = text }
    }

    func paste() {
        guard let text = UIApplication.shared.platform?.clipboardText, !text.isEmpty else { return }
        if host.isMultilineEditor { insertText(text) }
        else { replace(buffer.rangeForInsertion, with: text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")) }
    }

    // MARK: Keys
    /// Handles an editing key (arrows, home/end, delete, return, shortcuts); returns false for keys it ignores.
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let word = flags.contains(.alternate) || flags.contains(.control)
        let command = flags.contains(.command)
        let shortcut = flags.contains(.control) || command
        let code = key.keyCode.rawValue
        if buffer.hasMarkedText { return [40, 42, 76, 79, 80, 81, 82, 74, 77, 88].contains(code) }
        let start = lineStart(buffer.caret), end = lineEnd(buffer.caret), count = buffer.count
        switch code {
        case 80: // left
            setSelection { b in
                if command { b.move(to: start, extending: shift) }
                else if word { b.moveWordLeft(extending: shift) } else { b.moveLeft(extending: shift) }
            }
        case 79: // right
            setSelection { b in
                if command { b.move(to: end, extending: shift) }
                else if word { b.moveWordRight(extending: shift) } else { b.moveRight(extending: shift) }
            }
        case 82: moveVertically(by: -1, extending: shift, toEdge: command)
        case 81: moveVertically(by: 1, extending: shift, toEdge: command)
        case 75: moveVertically(by: -pageLines, extending: shift, toEdge: false)
        case 78: moveVertically(by: pageLines, extending: shift, toEdge: false)
        case 74: setSelection { b in b.move(to: flags.contains(.control) ? 0 : start, extending: shift) }
        case 77: setSelection { b in b.move(to: flags.contains(.control) ? count : end, extending: shift) }
        case 42:
            if word, let r = buffer.rangeForDeleteWordBackward { replace(r, with: "") } else { deleteBackward() }
        case 76: deleteForward()
        case 40, 88:
            if host.isMultilineEditor { insertText("\n") } else { host.returnKeyPressed() }
        case 4 where shortcut: setSelection { $0.selectAll() }
        case 6 where shortcut: copy()
        case 27 where shortcut: cut()
        case 25 where shortcut: paste()
        default: return false
        }
        return true
    }

    private var pageLines: Int { max(Int(host.bounds.height / max(layout.lineHeight, 1)) - 1, 1) }

    private func lineStart(_ index: Int) -> Int {
        let l = layout
        return l.lines.isEmpty ? 0 : l.lines[l.lineIndex(of: index)].range.lowerBound
    }

    private func lineEnd(_ index: Int) -> Int {
        let l = layout
        return l.lines.isEmpty ? buffer.count : l.lines[l.lineIndex(of: index)].range.upperBound
    }

    private func moveVertically(by lines: Int, extending: Bool, toEdge: Bool) {
        let l = layout
        let current = l.lineIndex(of: buffer.caret)
        let target = current + lines
        if toEdge || target < 0 || target >= l.lines.count || !host.isMultilineEditor {
            let edge = (toEdge ? lines < 0 : target < 0) ? 0 : buffer.count
            setSelection { $0.move(to: edge, extending: extending) }
            return
        }
        let x = goalX ?? l.position(of: buffer.caret).x
        let index = l.index(inLine: target, x: x)
        setSelection({ $0.move(to: index, extending: extending) }, keepGoal: true)
        goalX = x
    }

    // MARK: Touches
    /// A touch went down at `point` while editing: place the caret, or select a word (double tap) or everything (triple).
    func touchBegan(at point: CGPoint, tapCount: Int, extending: Bool = false) {
        let i = index(at: point)
        setSelection { b in
            switch tapCount {
            case 2: b.select(b.wordRange(at: i))
            case 3...: b.selectAll()
            default: if extending { b.extendSelection(to: i) } else { b.setCaret(i) }
            }
        }
    }

    /// The touch dragged to `point`: extend the selection from where it went down.
    func touchMoved(to point: CGPoint) {
        let i = index(at: point)
        setSelection { $0.extendSelection(to: i) }
    }

    // MARK: Drawing
    /// Draws the selection, the text and the marked-text underline, with layout (0, 0) at `origin`.
    func draw(origin: CGPoint, color: UIColor, clip: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let l = layout
        let font = host.editingFont
        let chars = displayCharacters
        if isEditing, !buffer.hasMarkedText, !buffer.selectedRange.isEmpty {
            ctx.saveGState()
            ctx.setFillColor(host.tintColor.withAlphaComponent(0.25).cgColor)
            for r in l.rects(for: buffer.selectedRange) { ctx.fill(r.offsetBy(dx: origin.x, dy: origin.y)) }
            ctx.restoreGState()
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        for line in l.lines where !line.range.isEmpty {
            let y = origin.y + line.y
            guard y + l.lineHeight >= clip.minY, y <= clip.maxY else { continue }
            // A very long line (a big paste) draws only the graphemes inside the clip, from their caret stops.
            var lo = 0, hi = line.range.count
            if hi > 256 {
                while lo < hi && origin.x + line.stops[lo + 1] < clip.minX { lo += 1 }
                while hi > lo && origin.x + line.stops[hi - 1] > clip.maxX { hi -= 1 }
            }
            guard lo < hi else { continue }
            guard line.isJustified else {
                let visible = (line.range.lowerBound + lo)..<(line.range.lowerBound + hi)
                String(chars[visible]).draw(at: CGPoint(x: origin.x + line.stops[lo], y: y), withAttributes: attributes)
                continue
            }
            // Justified: each word at its own (stretched) caret stop.
            var k = lo
            while k < hi {
                while k < hi, chars[line.range.lowerBound + k] == " " { k += 1 }
                var end = k
                while end < hi, chars[line.range.lowerBound + end] != " " { end += 1 }
                if end > k {
                    let word = String(chars[(line.range.lowerBound + k)..<(line.range.lowerBound + end)])
                    word.draw(at: CGPoint(x: origin.x + line.stops[k], y: y), withAttributes: attributes)
                }
                k = end
            }
        }
        if let marked = buffer.displayMarkedRange {
            ctx.saveGState()
            ctx.setFillColor(color.cgColor)
            for r in l.rects(for: marked) {
                ctx.fill(CGRect(x: origin.x + r.minX, y: origin.y + r.maxY - 2, width: r.width, height: 1))
            }
            ctx.restoreGState()
        }
    }
}
