import Foundation

/// A bar for entering search text: a search field, an optional Cancel button and an optional scope bar, which
/// tells its delegate what the user does rather than searching itself.
@MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// How the bar's background is drawn.
    public enum Style: UInt, Sendable {
        /// A filled bar (the standard look).
        case `default`
        /// A filled bar with a prominent field (drawn like `.default` here).
        case prominent
        /// No bar background: the field alone, for use over other content.
        case minimal
    }

    /// Height of the bar's field row (UIKit's 56 points outside a navigation bar).
    static let rowHeight: CGFloat = 56
    /// Height of the field row inside a navigation bar (under the title row).
    static let navigationBarRowHeight: CGFloat = 52
    /// Height of the search field in the row.
    static let fieldHeight: CGFloat = 36
    /// Height the scope bar adds below the field row.
    static let scopeBarHeight: CGFloat = 44
    /// Horizontal margin around the field and the Cancel button.
    static let margin: CGFloat = 8

    /// The search field (iOS 13's `searchTextField`): its text, placeholder and input traits are the bar's.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The object told about editing, text changes, Search, Cancel and scope changes.
    open weak var delegate: UISearchBarDelegate?
    /// The bar's background style (`.default`).
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The bar's background colour (nil: the system's).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar draws a translucent background (kept for source compatibility; the fill is opaque here).
    open var isTranslucent = true

    /// The search text (nil is empty). Setting it does not call `searchBar(_:textDidChange:)`, as in UIKit.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows beside the field (false).
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// Titles of the scope buttons shown under the field while `showsScopeBar` is true.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    /// The selected scope button (0).
    open var selectedScopeButtonIndex: Int {
        get { selectedScope }
        set {
            let count = scopeButtonTitles?.count ?? 0
            guard newValue >= 0, newValue < max(count, 1) else {
                UIApplication.shared.log("UISearchBar: selectedScopeButtonIndex \(newValue) is outside the \(count) scope buttons; kept \(selectedScope)")
                return
            }
            selectedScope = newValue
            if count > 0 { scopeBar.selectedSegmentIndex = newValue }
        }
    }
    /// Whether the scope bar shows (false).
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            scopeBar.isHidden = !showsScopeBar || (scopeButtonTitles ?? []).isEmpty
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            (superview as? UINavigationBar)?.searchStateDidChange()
        }
    }

    // MARK: Text input traits (the field's)
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
    }

    /// The Cancel button (for tests: UIKit keeps it private).
    @_spi(Testing) public let cancelButton = UIButton(type: .system)
    /// The scope bar (for tests: UIKit keeps it private).
    @_spi(Testing) public let scopeBar = UISegmentedControl(items: [])
    private let fieldDelegate = UISearchBarFieldDelegate()
    /// The search controller owning the bar: told of editing, text, scope and Cancel after the delegate.
    weak var searchController: UISearchController?
    /// Whether a navigation bar shows the bar under its title: a 52-point row and no background of its own.
    var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout(); setNeedsDisplay() } }
    }
    /// Height of the field row where the bar is.
    var fieldRowHeight: CGFloat { isInNavigationBar ? UISearchBar.navigationBarRowHeight : UISearchBar.rowHeight }
    private var cancelShown = false
    private var selectedScope = 0

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        isOpaque = false
        contentMode = .redraw
        fieldDelegate.searchBar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.placeholder = "Search"
        searchTextField.accessibilityIdentifier = "searchField"
        searchTextField.addTarget(self, action: UISearchBar.fieldTextChanged, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.accessibilityIdentifier = "cancelButton"
        cancelButton.addTarget(self, action: UISearchBar.cancelTapped, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
        addSubview(scopeBar)
    }

    /// Shows or hides the Cancel button, sliding the field's trailing edge when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        let change = {
            self.cancelButton.isHidden = !showsCancelButton
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated && window != nil { UIView.animate(withDuration: 0.25, animations: change) } else { change() }
    }

    // MARK: Layout and drawing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : max(bounds.width, 320)
        return CGSize(width: width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    var preferredHeight: CGFloat {
        fieldRowHeight + (scopeBar.isHidden ? 0 : UISearchBar.scopeBarHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let m = UISearchBar.margin
        let width = bounds.width
        let row = fieldRowHeight
        let rowY = ((row - UISearchBar.fieldHeight) / 2).rounded()
        var fieldRight = width - m
        if !cancelButton.isHidden {
            let size = cancelButton.intrinsicContentSize
            let cancelWidth = max(size.width, 44)
            cancelButton.frame = CGRect(x: width - m - cancelWidth, y: ((row - size.height) / 2).rounded(),
                                        width: cancelWidth, height: size.height)
            fieldRight = cancelButton.frame.minX - m
        }
        searchTextField.frame = CGRect(x: m, y: rowY, width: max(fieldRight - m, 0), height: UISearchBar.fieldHeight)
        if !scopeBar.isHidden {
            scopeBar.frame = CGRect(x: m, y: row, width: max(width - 2 * m, 0), height: 32)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, !isInNavigationBar else { return }
        (barTintColor ?? .systemBackground).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor.separator.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)).fill()
    }

    // MARK: First responder (the field's)

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    @discardableResult open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Actions

    func fieldTextChanged(_ sender: UITextField) {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarDidChange()
    }

    func cancelTapped(_ sender: UIButton) {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarDidCancel()
    }

    func scopeChanged(_ sender: UISegmentedControl) {
        guard sender.selectedSegmentIndex >= 0, sender.selectedSegmentIndex != selectedScope else { return }
        selectedScope = sender.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScope)
        searchController?.searchBarDidChange()
    }

    private func rebuildScopeBar() {
        let titles = scopeButtonTitles ?? []
        scopeBar.removeAllSegments()
        for (i, title) in titles.enumerated() { scopeBar.insertSegment(withTitle: title, at: i, animated: false) }
        if selectedScope >= titles.count { selectedScope = 0 }
        if !titles.isEmpty { scopeBar.selectedSegmentIndex = selectedScope }
        scopeBar.isHidden = !showsScopeBar || titles.isEmpty
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
