import Foundation

/// UIKit's accessibility defaults per class, used when nothing was set explicitly: which views are elements,
/// their labels (the visible text or title), values, traits and what activating or adjusting them does.
extension UIView {
    /// Labels, buttons, text inputs, controls, cells and tabs are elements; image views only when they have a
    /// label; containers of other elements (a segmented control, a cell holding a text input) are not.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UITextField, is UITextView, is UILabel, is UITabBarButton, is UIBarButtonItemView, is UIKeyboardKeyView:
            return true
        case is UIImageView: return accessibilityStorage.label != nil
        case is UISegmentedControl: return false
        case is UIControl, is UIProgressView, is UIActivityIndicatorView: return true
        case let cell as UITableViewCell: return !cell.containsInteractiveDescendant
        default: return false
        }
    }

    /// The visible text or title: a label's text, a button's current title, a text field's placeholder, a cell's
    /// labels joined by commas, a tab's or bar button's title, an alert's title.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let field as UITextField: return field.placeholder.flatMap { $0.isEmpty ? nil : $0 }
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle ?? button.currentImage?.accessibilityName
        case let tab as UITabBarButton: return tab.item.title
        case let item as UIBarButtonItemView: return item.displayedText
        case let key as UIKeyboardKeyView: return key.displayedText
        case let activity as UIActivityIndicatorView: return activity.isAnimating ? "In progress" : "Progress halted"
        case let imageView as UIImageView: return imageView.image?.accessibilityName
        case let alert as UIAlertControllerView: return alert.controller?.title ?? alert.controller?.message
        case let cell as UITableViewCell:
            let parts = cell.descendantLabels
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        default: return nil
        }
    }

    /// A text input's text (bullets when secure), a switch's "1"/"0", a slider's or progress view's percentage,
    /// a stepper's number, a page control's "page N of M".
    var defaultAccessibilityValue: String? {
        switch self {
        case let field as UITextField:
            let text = field.text ?? ""
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView:
            let text = textView.text ?? ""
            return textView.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let progress as UIProgressView: return "\(Int((progress.progress * 100).rounded()))%"
        case let stepper as UIStepper: return Self.formatNumber(stepper.value)
        case let pages as UIPageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        default: return nil
        }
    }

    /// Traits from the class and the current state (`.selected`, `.notEnabled`).
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case let field as UITextField:
            traits = field.isEnabled ? [] : .notEnabled
        case let textView as UITextView:
            traits = textView.isEditable ? [] : .staticText
        case let label as UILabel:
            traits = .staticText
            if !label.isEnabled { traits.insert(.notEnabled) }
            if superview is UINavigationBar { traits.insert(.header) }
        case is UITabBar: traits = .tabBar
        case let tab as UITabBarButton:
            traits = .button
            if let bar = tab.superview as? UITabBar, bar.selectedItem === tab.item { traits.insert(.selected) }
        case is UIBarButtonItemView: traits = .button
        case is UIKeyboardKeyView: traits = .keyboardKey
        case is UIImageView: traits = .image
        case is UIProgressView, is UIActivityIndicatorView: traits = .updatesFrequently
        case let control as UIControl:
            switch control {
            case is UISwitch: traits = [.button, .toggleButton]
            case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
            case is UIButton, is UIAlertActionButton, is UITextFieldClearButton: traits = .button
            default: traits = []
            }
            if control.isSelected && !(control is UISwitch) { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
        case let cell as UITableViewCell:
            traits = cell.isSelected ? .selected : []
        default: traits = []
        }
        return traits
    }

    /// The view's bounds in window points (the screen's coordinates here), through its and its ancestors'
    /// transforms: the model geometry, as in UIKit, so the activation point is where a tap hits the view.
    var defaultAccessibilityFrame: CGRect {
        window != nil ? convert(bounds, to: nil) : frame
    }

    /// Alerts and action sheets hide what is under them.
    var defaultAccessibilityViewIsModal: Bool { self is UIAlertControllerView }

    /// A segmented control's segments, each an element; nil for other views (their subviews are visited).
    var defaultAccessibilityElements: [Any]? {
        guard let segmented = self as? UISegmentedControl else { return nil }
        return segmented.segmentAccessibilityElements
    }

    /// Tabs select their controller; everything else is left to a tap at the activation point (false), as UIKit.
    func defaultAccessibilityActivate() -> Bool {
        if let tab = self as? UITabBarButton, let onTap = tab.onTap { onTap(); return true }
        return false
    }

    /// Sliders move a tenth of their range, steppers one step, page controls one page; `.valueChanged` is sent.
    func defaultAccessibilityAdjust(up: Bool) {
        guard let adjustable = self as? UIFocusAdjusting, (self as? UIControl)?.isEnabled ?? true else { return }
        _ = adjustable.adjustFocused(up ? .right : .left)
    }

    /// An alert chooses its cancel action and a navigation stack pops; otherwise the superview is asked.
    func defaultAccessibilityPerformEscape() -> Bool {
        if let alert = owningViewController as? UIAlertController { return alert.chooseCancel() }
        if let navigation = owningViewController as? UINavigationController, navigation.viewControllers.count > 1 {
            return navigation.popViewController(animated: true) != nil
        }
        return superview?.accessibilityPerformEscape() ?? false
    }

    /// `rect` (in this view's coordinates) in screen coordinates.
    func accessibilityScreenRect(for rect: CGRect) -> CGRect {
        window != nil ? convert(rect, to: nil) : rect
    }

    static func formatNumber(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}

extension UITableViewCell {
    /// Whether the cell holds a text input or a control: it is then a container, so those stay reachable.
    var containsInteractiveDescendant: Bool {
        func search(_ view: UIView) -> Bool {
            view.subviews.contains { v in
                !v.isHidden && (v is UITextField || (v as? UITextView)?.isEditable == true
                                || (v is UIControl && !(v is UITableViewCellAccessoryView)) || search(v))
            }
        }
        return search(self)
    }

    /// The texts of the labels inside the cell, in tree order (the text label first, then the detail).
    var descendantLabels: [String] {
        var parts: [String] = []
        func collect(_ view: UIView) {
            for v in view.subviews where !v.isHidden {
                if let label = v as? UILabel, let text = label.accessibilityLabel, !text.isEmpty { parts.append(text) }
                else { collect(v) }
            }
        }
        collect(self)
        return parts
    }
}

extension UIImage {
    /// The image's asset name turned into words ("tab-carousel" -> "tab carousel"), a label of last resort.
    /// VoiceOver, too, falls back to an image's file name when nothing better is known.
    var accessibilityName: String? {
        guard let name = assetName, !name.isEmpty else { return nil }
        let base = (name as NSString).lastPathComponent.replacingOccurrences(of: ".png", with: "")
        let words = base.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.isEmpty ? nil : words
    }
}
