import Foundation

/// What tests, scripts and dumps read of any view, from general properties only (so views added later are
/// covered without knowing their classes): where it is drawn, whether it shows, its text, value and state.
extension UIView {
    /// Where the view is drawn now in its window's points: its bounds through every layer's presentation
    /// geometry (animations, motion effects, ancestors' transforms); nil outside a window or behind the viewer.
    @_spi(Testing) public var frameOnScreen: CGRect? { presentationFrameInWindow }

    /// Whether the view shows: in a window, and neither it nor an ancestor hidden or (nearly) transparent.
    @_spi(Testing) public var isShownOnScreen: Bool { isShownInWindow }

    /// The text the view shows (a label's text, a button's title, a field's text or placeholder), else the
    /// `accessibilityLabel` set on it (not the class's default, so dumps stay what they were).
    @_spi(Testing) public var inspectedText: String? {
        (self as? UITextDisplaying)?.displayedText ?? accessibilityStorage.label
    }

    /// The view's value as XCUITest reports it: its `accessibilityValue` (a text input's text, a switch's "1"/"0",
    /// a slider's percentage ...), so tests read what assistive technologies read.
    @_spi(Testing) public var inspectedValue: String? {
        accessibilityValue
    }

    /// Whether the view takes interaction: a control's or label's `isEnabled`, otherwise `isUserInteractionEnabled`.
    @_spi(Testing) public var inspectedIsEnabled: Bool {
        if let control = self as? UIControl { return control.isEnabled }
        if let label = self as? UILabel { return label.isEnabled }
        if let on: Bool = reflectedProperty("isEnabled") { return on }
        return isUserInteractionEnabled
    }

    /// Whether the view shows as selected: a control's or cell's `isSelected`, or a stored `isSelected`.
    @_spi(Testing) public var inspectedIsSelected: Bool {
        if let control = self as? UIControl { return control.isSelected }
        if let cell = self as? UITableViewCell { return cell.isSelected }
        return reflectedProperty("isSelected") ?? false
    }

    /// The view's class and its superclasses' names, most derived first (`["MyButton", "UIButton", "UIControl", ...]`).
    @_spi(Testing) public var classNames: [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            names.append(String(describing: m.subjectType))
            mirror = m.superclassMirror
        }
        return names
    }

    /// A stored property named `name` of type `T` anywhere in the class chain (read by reflection).
    private func reflectedProperty<T>(_ name: String) -> T? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children where child.label == name || child.label == "_" + name {
                if let v = child.value as? T { return v }
            }
            mirror = m.superclassMirror
        }
        return nil
    }
}
