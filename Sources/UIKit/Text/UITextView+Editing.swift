import Foundation

extension UITextView: UITextEditor {
    // MARK: Delegate bookkeeping
    /// Called by the delegate's default implementations: that method is not implemented, so it is not asked again.
    func delegateLacks(_ method: UITextViewDelegateMethod) { lackingDelegateMethods.insert(method) }

    private func ask(_ method: UITextViewDelegateMethod, _ call: (UITextViewDelegate) -> Bool) -> Bool {
        guard let d = textViewDelegate, !lackingDelegateMethods.contains(method) else { return true }
        return call(d)
    }

    private func tell(_ method: UITextViewDelegateMethod, _ call: (UITextViewDelegate) -> Void) {
        guard let d = textViewDelegate, !lackingDelegateMethods.contains(method) else { return }
        call(d)
    }

    // MARK: Sessions
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window else { return false }
        guard ask(.shouldBegin, { $0.textViewShouldBeginEditing(self) }) else { return false }
        let manager = UIApplication.shared.keyboardManager
        guard manager.handingOff({ window.makeFirstResponder(self) }) else { return false }
        editing.beginEditing()
        tell(.didBegin) { $0.textViewDidBeginEditing(self) }
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        if isFirstResponder { manager.editorDidBeginEditing(self) }
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return true }
        if !isForcingEnd { guard ask(.shouldEnd, { $0.textViewShouldEndEditing(self) }) else { return false } }
        guard canResignFirstResponder || isForcingEnd else { return false }
        UIApplication.shared.firstResponderWindow(of: self)?.clearFirstResponder(self)
        editing.endEditing()
        tell(.didEnd) { $0.textViewDidEndEditing(self) }
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        UIApplication.shared.keyboardManager.editorDidEndEditing(self)
        return true
    }

    func textLayoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        layoutContent()
        if isEditing { editing.refreshCaret() }
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    /// Sizes the content to the text and the drawing view to the content.
    func layoutContent() {
        let l = editing.layout
        let i = textContainerInset
        let size = CGSize(width: bounds.width, height: (l.height + i.top + i.bottom).rounded(.up))
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(size.height, bounds.height))
        if contentView.frame != frame { contentView.frame = frame; contentView.setNeedsDisplay() }
    }

    func scrollRangeIntoView(_ range: NSRange) {
        let lo = UITextEditingBuffer.graphemeIndex(in: editing.buffer.characters, utf16Offset: range.location)
        let hi = UITextEditingBuffer.graphemeIndex(in: editing.buffer.characters, utf16Offset: range.location + range.length)
        let o = layoutOrigin
        let rects = editing.layout.rects(for: lo..<max(hi, lo + 1)).map { $0.offsetBy(dx: o.x, dy: o.y) }
        guard let first = rects.first else { return }
        scrollRectToVisible(rects.reduce(first) { $0.union($1) }, animated: false)
    }

    // MARK: UITextEditingHost
    var editingFont: UIFont { font ?? .systemFont(ofSize: 17) }
    var isMultilineEditor: Bool { true }
    var isSecureEditor: Bool { isSecureTextEntry }
    var layoutOrigin: CGPoint { CGPoint(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top) }
    var layoutWrapWidth: CGFloat? {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding, 1)
    }
    var layoutAlignment: NSTextAlignment { textAlignment }

    func scrollCaretToVisible() {
        layoutContent()
        let r = editing.caretRect
        let i = textContainerInset
        scrollRectToVisible(CGRect(x: 0, y: r.minY - i.top, width: 1, height: r.height + i.top + i.bottom), animated: false)
    }

    func shouldReplace(_ range: Range<Int>, with replacement: String) -> Bool {
        let ns = editing.buffer.nsRange(for: range)
        return ask(.shouldChange) { $0.textView(self, shouldChangeTextIn: ns, replacementText: replacement) }
    }

    func didChangeTextByEditing() {
        layoutContent()
        tell(.didChange) { $0.textViewDidChange(self) }
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    func didChangeSelectionByEditing() {
        tell(.didChangeSelection) { $0.textViewDidChangeSelection(self) }
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    func returnKeyPressed() { insertText("\n") }

    // MARK: Touches: a tap focuses and places the caret; a drag scrolls (or selects when nothing scrolls)
    func textTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        touchStart = touch.location(in: self)
        touchBeganWhileEditing = isEditing
        if isEditing { editing.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount) }
    }

    func textTouchesMoved(_ touches: Set<UITouch>) {
        guard touchBeganWhileEditing, !isDragging, !scrollsVertically, let touch = touches.first, touch.tapCount == 1 else { return }
        editing.touchMoved(to: touch.location(in: self))
    }

    func textTouchesEnded(_ touches: Set<UITouch>, scrolled: Bool) {
        defer { touchStart = nil; touchBeganWhileEditing = false }
        guard !scrolled, !touchBeganWhileEditing, let touch = touches.first, isSelectable || isEditable else { return }
        let p = touch.location(in: self)
        guard isEditable, becomeFirstResponder() else { return }
        placeCaret(at: p)
    }
}
