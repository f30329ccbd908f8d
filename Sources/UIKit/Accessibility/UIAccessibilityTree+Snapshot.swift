import Foundation

/// Snapshots: role, name, states, value and text of one object, from its accessibility properties.
extension UIAccessibilityTree {
    /// The snapshot of `id`; nil for numbers whose object is gone.
    public func node(_ id: Int) -> UIAccessibilityNode? {
        switch object(id) {
        case let view as UIView: return snapshot(of: view, id: id)
        case let element as UIAccessibilityElement: return snapshot(of: element, id: id)
        default: return nil
        }
    }

    private func snapshot(of view: UIView, id: Int) -> UIAccessibilityNode {
        let traits = view.accessibilityTraits
        let role = Self.role(of: view, traits: traits)
        let placeholder = (view as? UITextField)?.placeholder
        let frame = view.accessibilityFrame
        var states = Self.states(for: traits)
        if view.isShownInWindow, let window = view.window, frame.intersects(window.bounds) { states.formUnion([.showing, .visible]) }
        if view is UIWindow {
            states.formUnion([.showing, .visible])
            let app = UIApplication.shared
            if view === app.keyWindow && app.applicationState == .active { states.insert(.active) }
        }
        if view.accessibilityViewIsModal { states.insert(.modal) }
        if view.canBecomeFocused || view is UITextField || (view as? UITextView)?.isEditable == true { states.insert(.focusable) }
        if view.isFirstResponder || focusedID == id { states.insert(.focused) }
        if role == .pageTab || role == .tableCell || traits.contains(.selected) { states.insert(.selectable) }
        if let toggle = view as? UISwitch {
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        }
        let text = textContent(of: view)
        if text?.isEditable == true { states.insert(.editable) }
        if view is UITextField { states.insert(.singleLine) }
        if view is UITextView { states.insert(.multiLine) }
        let name = view.accessibilityLabel ?? (view is UIWindow ? view.window?.rootViewController?.title : nil) ?? ""
        return UIAccessibilityNode(
            id: id, role: role, name: name, hint: view.accessibilityHint ?? "", value: view.accessibilityValue,
            identifier: view.accessibilityIdentifier, placeholder: placeholder, traits: traits, states: states,
            frame: frame, actions: Self.actionNames(role: role, traits: traits, isElement: view.isAccessibilityElement,
                                                   custom: view.accessibilityCustomActions),
            numericValue: numericValue(of: view), text: text)
    }

    private func snapshot(of element: UIAccessibilityElement, id: Int) -> UIAccessibilityNode {
        let traits = element.accessibilityTraits
        let role = Self.role(of: nil, traits: traits)
        var states = Self.states(for: traits)
        if element.containerView?.isShownInWindow == true { states.formUnion([.showing, .visible]) }
        if traits.contains(.selected) || traits.contains(.button) { states.insert(.selectable) }
        return UIAccessibilityNode(
            id: id, role: role, name: element.accessibilityLabel ?? "", hint: element.accessibilityHint ?? "",
            value: element.accessibilityValue, identifier: element.accessibilityIdentifier, placeholder: nil,
            traits: traits, states: states, frame: element.accessibilityFrame,
            actions: Self.actionNames(role: role, traits: traits, isElement: true, custom: element.accessibilityCustomActions),
            numericValue: nil, text: nil)
    }

    /// The role a reader announces, from the class where traits cannot tell (text inputs, tables) and the traits.
    static func role(of view: UIView?, traits: UIAccessibilityTraits) -> UIAccessibilityRole {
        switch view {
        case is UIWindow: return .frame
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: return .text
        case is UITableView: return .table
        case is UITableViewCell: return .tableCell
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        case let v? where v.accessibilityViewIsModal && !v.isAccessibilityElement: return .alert
        case let v? where v.superview is UITabBar && traits.contains(.button): return .pageTab
        default: break
        }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.keyboardKey) { return .keyboardKey }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        if let view, !view.isAccessibilityElement { return .panel }
        return .label
    }

    /// States that follow from the traits alone.
    static func states(for traits: UIAccessibilityTraits) -> UIAccessibilityNodeState {
        var states: UIAccessibilityNodeState = []
        if !traits.contains(.notEnabled) { states.insert(.enabled) }
        if traits.contains(.selected) { states.insert(.selected) }
        if traits.contains(.updatesFrequently) { states.insert(.updatesFrequently) }
        return states
    }

    /// Activation first ("click", "toggle" or "activate" for text inputs), then "increment" and "decrement" for
    /// adjustable elements, then the custom actions' names.
    static func actionNames(role: UIAccessibilityRole, traits: UIAccessibilityTraits, isElement: Bool,
                            custom: [UIAccessibilityCustomAction]?) -> [String] {
        var names: [String] = []
        if isElement {
            switch role {
            case .entry, .passwordText, .text: names.append("activate")
            case .toggleButton: names.append("toggle")
            case .pushButton, .pageTab, .tableCell, .link, .keyboardKey: names.append("click")
            default: if traits.contains(.button) { names.append("click") }
            }
            if traits.contains(.adjustable) { names += ["increment", "decrement"] }
        }
        names += (custom ?? []).map(\.name)
        return names
    }

    /// The numeric value of sliders, steppers, page controls and progress views.
    func numericValue(of view: UIView) -> UIAccessibilityNumericValue? {
        switch view {
        case let s as UISlider:
            return UIAccessibilityNumericValue(current: Double(s.value), minimum: Double(s.minimumValue),
                                               maximum: Double(s.maximumValue), step: 0, isSettable: s.isEnabled)
        case let s as UIStepper:
            return UIAccessibilityNumericValue(current: s.value, minimum: s.minimumValue, maximum: s.maximumValue,
                                               step: s.stepValue, isSettable: s.isEnabled)
        case let p as UIPageControl:
            return UIAccessibilityNumericValue(current: Double(p.currentPage), minimum: 0,
                                               maximum: Double(max(p.numberOfPages - 1, 0)), step: 1, isSettable: p.isEnabled)
        case let p as UIProgressView:
            return UIAccessibilityNumericValue(current: Double(p.progress), minimum: 0, maximum: 1, step: 0, isSettable: false)
        default: return nil
        }
    }

    /// The text of text inputs (bullets when secure) and labels.
    func textContent(of view: UIView) -> UIAccessibilityTextContent? {
        let editable: Bool, core: UITextEditingCore?
        switch view {
        case let field as UITextField: editable = field.isEnabled; core = field.editing
        case let textView as UITextView: editable = textView.isEditable; core = textView.editing
        case let label as UILabel:
            let s = label.text ?? ""
            return UIAccessibilityTextContent(string: s, caretOffset: 0, selection: 0..<0, isEditable: false)
        default: return nil
        }
        let string = view.accessibilityValue ?? ""
        guard let buffer = core?.buffer, view.isFirstResponder else {
            let end = string.count
            return UIAccessibilityTextContent(string: string, caretOffset: end, selection: end..<end, isEditable: editable)
        }
        let count = string.count
        return UIAccessibilityTextContent(string: string, caretOffset: min(buffer.caret, count),
                                          selection: min(buffer.selectedRange.lowerBound, count)..<min(buffer.selectedRange.upperBound, count),
                                          isEditable: editable)
    }
}
