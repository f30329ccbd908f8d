import Foundation

/// Opens a menu for its view: on a long press (touch) or a secondary (right) click (mouse), at that
/// location. The delegate supplies a `UIContextMenuConfiguration` for the location and hears when the menu
/// appears and goes away.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// Supplies the menu; held weakly.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Whether a long press or a secondary click opens the menu (a control turns it off and on).
    var isEnabled = true { didSet { longPress.isEnabled = isEnabled } }
    /// Where the menu goes, in window coordinates, instead of at the location (a button's own frame).
    var anchorProvider: (@MainActor () -> CGRect?)?
    /// Called with an action chosen from the menu before its handler runs (a pop-up button's selection).
    var willPerform: (@MainActor (UIAction) -> Void)?
    /// What the menu's actions see as their sender (nil: the interaction's view).
    weak var actionSender: AnyObject?

    private let longPress = UILongPressGestureRecognizer()
    private var locationInWindow: CGPoint?
    private weak var overlay: UIMenuOverlayView?
    private var configuration: UIContextMenuConfiguration?

    /// An interaction whose menus come from `delegate`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        longPress.addActionHandler { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.presentMenu(atWindowLocation: recognizer.location(in: nil))
        }
    }

    public func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(longPress)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the interaction was triggered, in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let p = locationInWindow else { return .zero }
        return view.map { $0.convert(p, from: nil) } ?? p
    }

    /// Closes the menu if it is open.
    public func dismissMenu() { overlay?.dismiss() }

    /// Replaces the open menu with the one `block` makes from it.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let overlay, !overlay.isDismissed, let root = overlay.platters.first, let window = view?.window else { return }
        let menu = block(root.menu)
        let anchor = overlay.anchorRect
        let gap = overlay.anchorGap
        let handlers = (overlay.willPerform, overlay.didDismiss)
        overlay.didDismiss = nil
        overlay.dismiss()
        let replacement = UIMenuOverlayView.present(menu, in: window, anchor: anchor, gap: gap, sender: actionSender ?? view)
        replacement.willPerform = handlers.0
        replacement.didDismiss = handlers.1
        self.overlay = replacement
    }

    /// Asks the delegate for a configuration at `point` (window coordinates) and shows its menu; false when
    /// there is nothing to show (no view in a window, no delegate, no configuration, an empty menu).
    @discardableResult
    func presentMenu(atWindowLocation point: CGPoint) -> Bool {
        guard isEnabled, let view, let window = view.window, let delegate else { return false }
        guard point.x.isFinite, point.y.isFinite else {
            UIApplication.shared.log("UIContextMenuInteraction: a non-finite location \(point); no menu")
            return false
        }
        locationInWindow = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(point, from: nil))
        else { return false }
        let menu = configuration.actionProvider?([])
        let preview = configuration.previewProvider?()
        guard menu != nil || preview != nil else { return false }
        let anchor = anchorProvider?() ?? CGRect(origin: point, size: .zero)
        let gap: CGFloat = anchorProvider == nil ? 0 : 6
        let overlay = UIMenuOverlayView.present(menu ?? UIMenu(), in: window, anchor: anchor, gap: gap,
                                                sender: actionSender ?? view, preview: preview)
        self.overlay = overlay
        self.configuration = configuration
        overlay.willPerform = { [weak self] action in self?.willPerform?(action) }
        overlay.didDismiss = { [weak self] in
            guard let self, let configuration = self.configuration else { return }
            self.configuration = nil
            let animator = UIContextMenuAnimator(preview: preview)
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            animator.run()
        }
        let animator = UIContextMenuAnimator(preview: preview)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
        return true
    }

    /// Whether this interaction's menu is on screen.
    var isMenuVisible: Bool { overlay.map { !$0.isDismissed } ?? false }
}
