import Foundation

/// The text field of a search bar: a rounded, filled field with a magnifying glass at its leading edge, a clear
/// button while editing, and a Search return key.
@MainActor
open class UISearchTextField: UITextField {
    /// Corner radius of the field's fill (as drawn by UIKit since iOS 13).
    static let cornerRadius: CGFloat = 10
    /// Width given to the magnifying glass, and the gap to the text.
    static let glassWidth: CGFloat = 28

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .no
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: UISearchTextField.glassWidth, height: 20)
        glass.isAccessibilityElement = false
        leftView = glass
        leftViewMode = .always
        accessibilityTraits.insert(.searchField)
    }

    open override func draw(_ rect: CGRect) {
        (backgroundColor ?? .tertiarySystemFill).setFill()
        UIBezierPath(roundedRect: borderRect(forBounds: bounds), cornerRadius: UISearchTextField.cornerRadius).fill()
        super.draw(rect)
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.leftViewRect(forBounds: bounds)
        r.origin.x += 2
        return r
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.textRect(forBounds: bounds)
        // The fill's rounded ends need room after the text when there is no clear button.
        if clearButton.isHidden && !showsRightView { r.size.width = max(r.width - 8, 0) }
        return r
    }

    /// The field's own fill is drawn in `draw(_:)`, so the view's background colour is not painted behind it.
    open override var backgroundColor: UIColor? {
        get { searchFieldFill }
        set { searchFieldFill = newValue; setNeedsDisplay() }
    }

    private var searchFieldFill: UIColor?
}
