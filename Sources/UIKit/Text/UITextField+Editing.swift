import Foundation

extension UITextField: UITextEditor {
    // MARK: Delegate bookkeeping
    /// Called by the delegate's default implementations: that method is not implemented, so it is not asked again.
    func delegateLacks(_ method: UITextFieldDelegateMethod) { lackingDelegateMethods.insert(method) }

    private func ask(_ method: UITextFieldDelegateMethod, _ call: (UITextFieldDelegate) -> Bool) -> Bool {
        guard let delegate, !lackingDelegateMethods.contains(method) else { return true }
        return call(delegate)
    }

    private func tell(_ method: UITextFieldDelegateMethod, _ call: (UITextFieldDelegate) -> Void) {
        guard let delegate, !lackingDelegateMethods.contains(method) else { return }
        call(delegate)
    }

    // MARK: Sessions
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard ask(.shouldBegin, { $0.textFieldShouldBeginEditing(self) }) else { return false }
        let manager = UIApplication.shared.keyboardManager
        guard manager.handingOff({ superBecomeFirstResponder() }) else { return false }
        editing.beginEditing()
        if clearsOnBeginEditing && hasText && ask(.shouldClear, { $0.textFieldShouldClear(self) }) {
            clearText()
        }
        updateClearButton()
        setNeedsDisplay()
        tell(.didBegin) { $0.textFieldDidBeginEditing(self) }
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin, with: nil)
        if isFirstResponder { manager.editorDidBeginEditing(self) }
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return true }
        let forced = isForcingEnd
        if !forced { guard ask(.shouldEnd, { $0.textFieldShouldEndEditing(self) }) else { return false } }
        guard superResignFirstResponder() else { return false }
        editing.endEditing()
        scrollX = 0
        updateClearButton()
        setNeedsDisplay()
        if let delegate, !lackingDelegateMethods.contains(.didEnd) {
            delegate.textFieldDidEndEditing(self, reason: forced ? .cancelled : .committed)
        }
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        sendActions(for: .editingDidEnd, with: nil)
        UIApplication.shared.keyboardManager.editorDidEndEditing(self)
        return true
    }

    private func superBecomeFirstResponder() -> Bool {
        guard let window else { return false }
        return window.makeFirstResponder(self)
    }

    private func superResignFirstResponder() -> Bool {
        guard canResignFirstResponder || isForcingEnd else { return false }
        UIApplication.shared.firstResponderWindow(of: self)?.clearFirstResponder(self)
        return true
    }

    // MARK: Return and clear
    func returnKeyPressed() {
        guard isEditing, ask(.shouldReturn, { $0.textFieldShouldReturn(self) }) else { return }
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered], with: nil)
        if resigns && isFirstResponder { _ = resignFirstResponder() }
    }

    func clearButtonTapped(_ sender: UIControl) {
        if !isEditing { guard becomeFirstResponder() else { return } }
        guard hasText, ask(.shouldClear, { $0.textFieldShouldClear(self) }) else { return }
        clearText()
        didChangeTextByEditing()
    }

    private func clearText() {
        editing.buffer = UITextEditingBuffer("")
        scrollX = 0
        setNeedsDisplay()
        if isEditing { editing.refreshCaret() }
    }

    func setTextProgrammatically(_ text: String) {
        editing.buffer = UITextEditingBuffer(text)
        textLayoutDidChange()
        updateClearButton()
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    func textLayoutDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if isEditing { editing.refreshCaret() }
    }

    func updateClearButton() {
        updateOverlayViews()
        clearButton.isHidden = !(overlayShows(clearButtonMode) && hasText && isEnabled)
        setNeedsLayout()
    }

    // MARK: UITextEditingHost
    var editingFont: UIFont { font ?? .systemFont(ofSize: 17) }
    var isMultilineEditor: Bool { false }
    var isSecureEditor: Bool { isSecureTextEntry }
    var layoutWrapWidth: CGFloat? { nil }

    var layoutOrigin: CGPoint {
        let r = editingRect(forBounds: bounds)
        let l = editing.layout
        var x = r.minX - scrollX
        if l.width <= r.width {
            switch textAlignment {
            case .center: x = r.minX + ((r.width - l.width) / 2).rounded()
            case .right: x = r.maxX - l.width
            default: break
            }
        }
        return CGPoint(x: x, y: (r.midY - l.lineHeight / 2).rounded())
    }

    func scrollCaretToVisible() {
        let r = editingRect(forBounds: bounds)
        let l = editing.layout
        guard l.width > r.width else { scrollX = 0; return }
        let caretX = l.position(of: editing.buffer.displayCaret).x
        let old = scrollX
        if caretX - scrollX > r.width - 2 { scrollX = caretX - r.width + 2 }
        if caretX - scrollX < 0 { scrollX = caretX }
        scrollX = min(max(scrollX, 0), l.width - r.width + 2)
        if scrollX != old { setNeedsDisplay() }
    }

    func shouldReplace(_ range: Range<Int>, with replacement: String) -> Bool {
        let ns = editing.buffer.nsRange(for: range)
        return ask(.shouldChange) { $0.textField(self, shouldChangeCharactersIn: ns, replacementString: replacement) }
    }

    func didChangeTextByEditing() {
        updateClearButton()
        sendActions(for: .editingChanged, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    func didChangeSelectionByEditing() {
        tell(.didChangeSelection) { $0.textFieldDidChangeSelection(self) }
        UIApplication.shared.keyboardManager.editorDidChange(self)
    }

    // MARK: Touches
    func fieldTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchBeganWhileEditing = isEditing
        guard isEditing else { return }
        editing.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount)
    }

    func fieldTouchesMoved(_ touches: Set<UITouch>) {
        guard touchBeganWhileEditing, let touch = touches.first, touch.tapCount == 1 else { return }
        editing.touchMoved(to: touch.location(in: self))
    }

    func fieldTouchesEnded(_ touches: Set<UITouch>) {
        defer { touchBeganWhileEditing = false }
        guard !touchBeganWhileEditing, let touch = touches.first else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p), becomeFirstResponder() else { return }
        placeCaret(at: p)
    }
}
