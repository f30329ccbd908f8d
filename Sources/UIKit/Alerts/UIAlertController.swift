import Foundation

/// An alert or action sheet, as current iOS shows them: presented with `present(_:animated:completion:)`
/// over a dimmed screen, an alert scales in at the centre (text fields below its message, the first one
/// editing at once), an action sheet slides up from the bottom. Choosing an action dismisses the controller,
/// then runs the action's handler. Return chooses the preferred action, Escape (or the pad's B) the cancel
/// action; touches outside an alert go nowhere, a tap outside an action sheet chooses its cancel action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController, UICustomPresentationAnimating, UIBackActionHandling {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable {
        /// Buttons along the bottom of the screen, the cancel one apart.
        case actionSheet = 0
        /// A box in the centre of the screen.
        case alert
    }

    /// The style, fixed at creation.
    public let preferredStyle: Style
    /// The text under the title.
    open var message: String? { didSet { alertView?.reload() } }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    private var storedPreferred: UIAlertAction?
    /// The action Return chooses, drawn bold; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { storedPreferred }
        set {
            if let a = newValue, !actions.contains(where: { $0 === a }) {
                UIApplication.shared.log("UIAlertController: preferredAction must be one of the controller's actions (UIKit would raise NSInternalInconsistencyException); ignored")
                return
            }
            storedPreferred = newValue
            alertView?.reload()
        }
    }
    private var fields: [UITextField] = []
    /// The text fields added with `addTextField(configurationHandler:)` (nil when there are none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    var alertView: UIAlertControllerView? { viewIfLoaded as? UIAlertControllerView }
    /// The action being carried out (its handler runs once the dismissal finished).
    private var chosen = false

    /// An alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    /// From a coder (UIKit's storyboard path): nothing is decoded (no storyboards here, UIKit's keys are
    /// private); the controller is an empty `.alert`.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    init(style: Style) {
        preferredStyle = style
        super.init()
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Adds a button for `action`. A second cancel action is refused (logged), as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIApplication.shared.log("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        alertView?.reload()
    }

    /// Adds a text field below the message (alerts only; logged and ignored for action sheets), after
    /// `configurationHandler` has set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIApplication.shared.log("UIAlertController: text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; ignored")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .alertFieldBackground
        field.layer.borderWidth = 0.5
        field.layer.borderColor = UIColor.opaqueSeparator.cgColor
        // A layer's CGColor is not re-resolved on an appearance change (as in UIKit): set it again then.
        field.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (field: UITextField, _) in
            field.layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: field.traitCollection).cgColor
        }
        field.layer.cornerRadius = 5
        field.accessibilityIdentifier = "alert.textField.\(fields.count)"
        configurationHandler?(field)
        fields.append(field)
        alertView?.reload()
    }

    open override var title: String? { didSet { alertView?.reload() } }

    open override func loadView() {
        view = UIAlertControllerView(controller: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = fields.first { first.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in fields where field.isFirstResponder { field.resignFirstResponder() }
        if isFirstResponder { resignFirstResponder() }
    }

    /// The alert takes keys (Return, Escape) while it is up.
    open override var canBecomeFirstResponder: Bool { true }

    open override var keyCommands: [UIKeyCommand]? {
        let ret = UIKeyCommand(input: "\r", modifierFlags: []) { [weak self] _ in self?.choosePreferred() }
        let esc = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { [weak self] _ in _ = self?.chooseCancel() }
        ret.wantsPriorityOverSystemBehavior = true
        esc.wantsPriorityOverSystemBehavior = true
        return [ret, esc]
    }

    // MARK: Choosing
    /// The action Return picks: the preferred one, else (as UIKit does for a lone button) the only action.
    var returnAction: UIAlertAction? {
        if let preferred = storedPreferred { return preferred }
        let others = actions.filter { $0.style != .cancel }
        return others.count == 1 && actions.count == 1 ? others[0] : nil
    }

    private func choosePreferred() {
        guard let action = returnAction, action.isEnabled else { return }
        choose(action)
    }

    /// Chooses the cancel action if there is one (enabled); returns whether it did.
    func chooseCancel() -> Bool {
        guard let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled else { return false }
        choose(cancel)
        return true
    }

    /// Dismisses the controller, then runs `action`'s handler (once, however often it is chosen meanwhile).
    func choose(_ action: UIAlertAction) {
        guard !chosen, action.isEnabled, presentingViewController != nil else { return }
        chosen = true
        dismiss(animated: true) { [weak self] in
            self?.chosen = false
            action.handler?(action)
        }
    }

    func handleBackAction() -> Bool {
        if let field = fields.first(where: { $0.isFirstResponder }) { field.resignFirstResponder(); return true }
        return chooseCancel()
    }

    // MARK: Presentation (UICustomPresentationAnimating)
    var presentationDuration: TimeInterval { preferredStyle == .alert ? 0.3 : 0.4 }
    var dismissalDuration: TimeInterval { preferredStyle == .alert ? 0.2 : 0.3 }
    var transitionViews: [UIView] { alertView.map { [$0.dimmingView, $0.contentView] } ?? [] }

    func preparePresentation() {
        guard let v = alertView else { return }
        v.layoutIfNeeded()
        v.dimmingView.alpha = 0
        if preferredStyle == .alert {
            v.contentView.alpha = 0
            v.contentView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } else {
            v.contentView.transform = CGAffineTransform(translationX: 0, y: v.bounds.height - v.contentView.frame.minY)
        }
    }

    func animatePresentation() {
        guard let v = alertView else { return }
        v.dimmingView.alpha = 1
        v.contentView.alpha = 1
        v.contentView.transform = .identity
    }

    func animateDismissal() {
        guard let v = alertView else { return }
        v.dimmingView.alpha = 0
        if preferredStyle == .alert {
            v.contentView.alpha = 0
        } else {
            v.contentView.transform = CGAffineTransform(translationX: 0, y: v.bounds.height - v.contentView.frame.minY)
        }
    }
}
