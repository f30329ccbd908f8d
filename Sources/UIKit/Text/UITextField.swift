import Foundation

/// A single line of editable text: tap to edit, a blinking caret, selection, clipboard, input-method
/// composition, a placeholder, border styles, a clear button and a delegate asked at every step.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UITextMarking, UITextInputTraits, UITextDisplaying {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted (object: the field) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change the user makes.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The delegate (not retained).
    open weak var delegate: UITextFieldDelegate? { didSet { lackingDelegateMethods = [] } }
    /// The text; setting it moves the caret to the end and calls no delegate method, as in UIKit.
    open var text: String? {
        get { editing.buffer.text }
        set { setTextProgrammatically(newValue ?? "") }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The font (17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textLayoutDidChange() } }
    /// The text colour.
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// Where the text sits horizontally while it fits.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The border style.
    open var borderStyle: BorderStyle = .none { didSet { textLayoutDidChange() } }
    /// When the clear button shows (only while there is text).
    open var clearButtonMode: ViewMode = .never { didSet { updateClearButton() } }
    /// Whether beginning to edit empties the field (asking `textFieldShouldClear(_:)`).
    open var clearsOnBeginEditing = false
    /// An overlay view at the field's leading edge (a magnifying glass, or padding), shown as `leftViewMode` says.
    open var leftView: UIView? { didSet { sideViewDidChange(from: oldValue, to: leftView) } }
    /// When the left overlay view shows (`.never` by default).
    open var leftViewMode: ViewMode = .never { didSet { updateClearButton() } }
    /// An overlay view at the field's trailing edge, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { sideViewDidChange(from: oldValue, to: rightView) } }
    /// When the right overlay view shows (`.never` by default).
    open var rightViewMode: ViewMode = .never { didSet { updateClearButton() } }
    /// Whether an editing session is running.
    open var isEditing: Bool { editing.isEditing }

    // MARK: UITextInputTraits
    /// When the on-screen keyboard turns on Shift (sentences by default).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences { didSet { traitsDidChange() } }
    /// Whether autocorrection is wanted (kept for API compatibility; nothing autocorrects).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The on-screen keyboard layout.
    open var keyboardType: UIKeyboardType = .default { didSet { traitsDidChange() } }
    /// The keyboard's look (kept for API compatibility).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the on-screen keyboard's return key.
    open var returnKeyType: UIReturnKeyType = .default { didSet { traitsDidChange() } }
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false { didSet { traitsDidChange() } }
    /// Whether the text shows as bullets and may not be copied.
    open var isSecureTextEntry = false { didSet { textLayoutDidChange() } }

    lazy var editing = UITextEditingCore(host: self)
    let clearButton = UITextFieldClearButton(frame: .zero)
    var lackingDelegateMethods: Set<UITextFieldDelegateMethod> = []
    var isForcingEnd = false
    var scrollX: CGFloat = 0
    var touchBeganWhileEditing = false

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// Setup shared by both designated initializers.
    private func setUpTextField() {
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
        clipsToBounds = true
        clearButton.isHidden = true
        clearButton.addTarget(self, action: UITextField.clearButtonTapped, for: .touchUpInside)
        addSubview(clearButton)
    }

    public var displayedText: String? {
        let t = editing.buffer.text
        return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
    }

    // MARK: Geometry (override points)
    /// The rectangle the border is drawn in.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in when not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The rectangle the text is edited in.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the clear button.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The rectangle of the left overlay view: its own size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultSideViewRect(leftView, leading: true, forBounds: bounds) }
    /// The rectangle of the right overlay view: its own size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultSideViewRect(rightView, leading: false, forBounds: bounds) }
    /// Draws the text in `rect`.
    open func drawText(in rect: CGRect) { drawEditingText(in: rect) }
    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

    open override func draw(_ rect: CGRect) { drawField() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView, !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
        if isEditing { editing.refreshCaret() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }
    open override var intrinsicContentSize: CGSize { fittingSize() }

    open override func stateDidChange() {
        super.stateDidChange()
        updateClearButton()
        if !isEnabled && isFirstResponder { forceEndEditing() }
    }

    // MARK: First responder
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    @discardableResult open override func resignFirstResponder() -> Bool { endEditingSession() }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil && isFirstResponder { forceEndEditing() }
    }

    // MARK: Touches and keys
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        fieldTouchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        fieldTouchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        fieldTouchesEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        touchBeganWhileEditing = false
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = unhandledPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UIKeyInput and marked text
    public var hasText: Bool { !editing.buffer.characters.isEmpty }
    /// Inserts text at the caret (replacing the selection and any marked text); "\n" is the return key.
    public func insertText(_ text: String) { editing.insertText(text) }
    /// Deletes the selection, or the whole character before the caret.
    public func deleteBackward() { editing.deleteBackward() }
    /// Shows the input method's composition underlined at the caret; empty text removes it.
    public func setMarkedText(_ text: String, caret: Int) { editing.setMarkedText(text, caret: caret) }

    // MARK: Selection (a subset of UITextInput)
    /// The selected range in UTF-16 units; empty for a caret. Setting it snaps to whole characters.
    open var selectedTextRange: UITextRange? {
        get { editing.selectedTextRange }
        set { editing.setSelectedTextRange(newValue) }
    }
    /// The input method's marked text range, or nil.
    open var markedTextRange: UITextRange? { editing.markedTextRange }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editing.buffer.text.utf16.count) }
    /// The distance between two positions in UTF-16 units.
    open func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return o >= 0 && o <= endOfDocument.offset ? UITextPosition(offset: o) : nil
    }
    /// A range between two positions.
    open func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? { UITextRange(start: from, end: to) }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { editing.setSelection { $0.selectAll() } }
    /// Copies the selection to the clipboard (not for secure entry).
    open func copy(_ sender: Any?) { editing.copy() }
    /// Cuts the selection to the clipboard (not for secure entry).
    open func cut(_ sender: Any?) { editing.cut() }
    /// Pastes the clipboard's text at the caret.
    open func paste(_ sender: Any?) { editing.paste() }
}
