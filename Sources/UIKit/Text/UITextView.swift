import Foundation

/// Multi-line editable text in a scroll view: lines wrap at the width, the view scrolls when the text outgrows it
/// and keeps the caret visible. Editing works as in `UITextField` (caret, selection, clipboard, marked text,
/// whole-character editing); the return key inserts a newline, which the delegate may refuse.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, UITextMarking, UITextInputTraits, UITextDisplaying {
    /// Posted (object: the text view) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after each change the user makes.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text; setting it calls no delegate method and puts the caret at the end.
    open var text: String! {
        get { editing.buffer.text }
        set { editing.buffer = UITextEditingBuffer(newValue ?? ""); textLayoutDidChange() }
    }
    /// The font (17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textLayoutDidChange() } }
    /// The text colour.
    open var textColor: UIColor? = .label { didSet { contentView.setNeedsDisplay() } }
    /// How lines sit between the margins (`.natural`, i.e. left, by default); the caret and taps follow.
    open var textAlignment: NSTextAlignment = .natural { didSet { textLayoutDidChange() } }
    /// Whether the user may change the text.
    open var isEditable = true
    /// Whether the user may select the text (a non-editable, selectable view still never shows a keyboard).
    open var isSelectable = true
    /// Space around the text inside the content: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textLayoutDidChange() } }
    /// Padding at the start and end of every line.
    open var lineFragmentPadding: CGFloat = 5 { didSet { textLayoutDidChange() } }
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
    let contentView = UITextViewContentView(frame: .zero)
    var lackingDelegateMethods: Set<UITextViewDelegateMethod> = []
    private weak var lastDelegate: AnyObject?
    var isForcingEnd = false
    var touchStart: CGPoint?
    var touchBeganWhileEditing = false

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    private func setUpTextView() {
        backgroundColor = .systemBackground
        contentView.textView = self
        insertSubview(contentView, at: 0)
        alwaysBounceVertical = false
    }

    /// The text view's delegate, when the scroll view delegate is one.
    var textViewDelegate: UITextViewDelegate? {
        let d = delegate as? UITextViewDelegate
        if d !== lastDelegate { lackingDelegateMethods = []; lastDelegate = d }
        return d
    }

    public var displayedText: String? {
        let t = editing.buffer.text
        return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
    }

    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        contentView.setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    // MARK: First responder
    open override var canBecomeFirstResponder: Bool { isEditable }
    @discardableResult open override func becomeFirstResponder() -> Bool { beginEditingSession() }
    @discardableResult open override func resignFirstResponder() -> Bool { endEditingSession() }

    open override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil && isFirstResponder { forceEndEditing() }
        super.willMove(toWindow: newWindow)
    }

    // MARK: Touches and keys
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        textTouchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        textTouchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let scrolled = isDragging
        super.touchesEnded(touches, with: event)
        textTouchesEnded(touches, scrolled: scrolled)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        touchStart = nil
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = unhandledPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UIKeyInput and marked text
    public var hasText: Bool { !editing.buffer.characters.isEmpty }
    /// Inserts text at the caret, replacing the selection and any marked text.
    public func insertText(_ text: String) { if isEditable { editing.insertText(text) } }
    /// Deletes the selection, or the whole character before the caret.
    public func deleteBackward() { if isEditable { editing.deleteBackward() } }
    /// Shows the input method's composition underlined at the caret.
    public func setMarkedText(_ text: String, caret: Int) { editing.setMarkedText(text, caret: caret) }

    // MARK: Selection
    /// The selected range in UTF-16 units of the text; setting it snaps to whole characters.
    open var selectedRange: NSRange {
        get { editing.buffer.nsRange(for: editing.buffer.selectedRange) }
        set { editing.setSelectedTextRange(UITextRange(start: UITextPosition(offset: newValue.location),
                                                       end: UITextPosition(offset: newValue.location + newValue.length))) }
    }
    /// The selected range as text positions.
    open var selectedTextRange: UITextRange? {
        get { editing.selectedTextRange }
        set { editing.setSelectedTextRange(newValue) }
    }
    /// The input method's marked text range, or nil.
    open var markedTextRange: UITextRange? { editing.markedTextRange }
    /// Scrolls so the text in `range` (UTF-16 units) is visible.
    open func scrollRangeToVisible(_ range: NSRange) { scrollRangeIntoView(range) }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { editing.setSelection { $0.selectAll() } }
    /// Copies the selection to the clipboard.
    open func copy(_ sender: Any?) { editing.copy() }
    /// Cuts the selection to the clipboard.
    open func cut(_ sender: Any?) { editing.cut() }
    /// Pastes the clipboard's text at the caret.
    open func paste(_ sender: Any?) { editing.paste() }
}

/// The view that draws a text view's text; it is as tall as the text and scrolls with the content.
@MainActor
final class UITextViewContentView: UIView {
    weak var textView: UITextView?

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let textView else { return }
        var color = textView.textColor ?? .label
        if !textView.isEditable { color = color.withAlphaComponent(1) }
        textView.editing.draw(origin: textView.layoutOrigin, color: color, clip: bounds)
    }
}
