import Foundation

/// Actions a bridge performs for assistive technology: activation, adjusting, custom actions, values, text
/// editing (through the same delegate checks as typing) and focus.
extension UIAccessibilityTree {
    /// Performs the action at `index` of the node's `actions` on `id`.
    public func performAction(_ index: Int, on id: Int) -> UIAccessibilityActionResult {
        guard let node = node(id), node.actions.indices.contains(index) else { return .failed }
        let name = node.actions[index]
        let object = object(id)
        let customStart = node.actions.count - (customActions(of: object)?.count ?? 0)
        if index >= customStart, let custom = customActions(of: object) {
            return custom[index - customStart].perform() ? .done : .failed
        }
        switch name {
        case "increment", "decrement":
            let up = name == "increment"
            if let view = object as? UIView { up ? view.accessibilityIncrement() : view.accessibilityDecrement() }
            if let element = object as? UIAccessibilityElement { up ? element.accessibilityIncrement() : element.accessibilityDecrement() }
            return .done
        default:
            return activate(id)
        }
    }

    /// Activates `id`: the object's `accessibilityActivate()`, else a tap at its activation point (VoiceOver's way).
    public func activate(_ id: Int) -> UIAccessibilityActionResult {
        switch object(id) {
        case let view as UIView:
            if view.accessibilityTraits.contains(.notEnabled) { return .failed }
            return view.accessibilityActivate() ? .done : .tap(view.accessibilityActivationPoint)
        case let element as UIAccessibilityElement:
            if element.accessibilityTraits.contains(.notEnabled) { return .failed }
            return element.accessibilityActivate() ? .done : .tap(element.accessibilityActivationPoint)
        default:
            return .failed
        }
    }

    private func customActions(of object: AnyObject?) -> [UIAccessibilityCustomAction]? {
        (object as? UIView)?.accessibilityCustomActions ?? (object as? UIAccessibilityElement)?.accessibilityCustomActions
    }

    /// Sets the numeric value of a slider, stepper or page control as the user would (clamped, `.valueChanged`
    /// sent when it changed); false for read-only values (progress) and bad numbers (logged).
    public func setNumericValue(_ value: Double, on id: Int) -> Bool {
        guard let view = object(id) as? UIView, numericValue(of: view)?.isSettable == true else { return false }
        guard value.isFinite else {
            UIApplication.shared.log("Accessibility: ignored non-finite value \(value) for \(type(of: view))")
            return false
        }
        switch view {
        case let slider as UISlider:
            let old = slider.value
            slider.setValue(Float(value), animated: false)
            if slider.value != old { slider.sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        case let stepper as UIStepper:
            let old = stepper.value
            stepper.value = value
            if stepper.value != old { stepper.sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        case let pages as UIPageControl:
            let old = pages.currentPage
            pages.currentPage = Int(value.rounded())
            if pages.currentPage != old { pages.sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        default:
            return false
        }
        return true
    }

    /// Replaces the characters in `range` (clamped) of a text field or view with `text` as typing would, after
    /// making it first responder when it is not (its delegate may refuse either step): a single-line field takes
    /// a lone newline as Return (`textFieldShouldReturn`). Returns whether the text changed or Return was pressed.
    public func replaceText(in range: Range<Int>, with text: String, on id: Int) -> Bool {
        guard let view = object(id) as? UIView, let editor = view as? UITextEditor,
              textContent(of: view)?.isEditable == true else { return false }
        if !view.isFirstResponder {
            guard view.becomeFirstResponder() else { return false }
        }
        let count = editor.editing.buffer.characters.count
        let lower = min(max(range.lowerBound, 0), count), upper = min(max(range.upperBound, lower), count)
        if text.isEmpty { return editor.editing.replace(lower..<upper, with: "") }
        let isReturn = !editor.isMultilineEditor && (text == "\n" || text == "\r" || text == "\r\n")
        let before = editor.editing.buffer.characters
        editor.editing.setSelection { $0.select(lower..<upper) }
        editor.editing.insertText(text)
        return isReturn || editor.editing.buffer.characters != before
    }

    /// Moves the caret of the text input `id` (which must be editing) to `offset`.
    public func setCaret(_ offset: Int, on id: Int) -> Bool {
        guard let view = object(id) as? UIView, let editor = view as? UITextEditor, view.isFirstResponder else { return false }
        editor.editing.setSelection { $0.setCaret(offset) }
        return true
    }

    /// Selects `range` in the text input `id` (which must be editing).
    public func setSelection(_ range: Range<Int>, on id: Int) -> Bool {
        guard let view = object(id) as? UIView, let editor = view as? UITextEditor, view.isFirstResponder else { return false }
        editor.editing.setSelection { $0.select(range) }
        return true
    }

    /// Gives `id` keyboard focus (text inputs become first responder) or game-controller focus.
    public func grabFocus(_ id: Int) -> Bool {
        guard let view = object(id) as? UIView, view.isShownInWindow else { return false }
        if view is UITextField || view is UITextView { return view.isFirstResponder || view.becomeFirstResponder() }
        if view.canBecomeFirstResponder, view.becomeFirstResponder() { return true }
        if view.canBecomeFocused {
            UIApplication.shared.focusEngine.setFocus(view)
            return true
        }
        return false
    }

    /// Runs `accessibilityPerformEscape()` on `id` (an alert chooses its cancel action).
    public func performEscape(on id: Int) -> Bool {
        (object(id) as? UIView)?.accessibilityPerformEscape() ?? false
    }
}
