import Foundation

/// The root of a view tree on screen: it hosts the root view controller, owns the first responder and
/// dispatches events to views.
@preconcurrency @MainActor
open class UIWindow: UIView, CALayerTreeHost {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            UIApplication.shared.traitsDidChange()
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
        }
    }

    /// Whether this is the application's key window (it receives keys and text).
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// The application that shows this window (its appearance and screen give the window's traits).
    weak var owningApplication: UIApplication?

    /// The window's first responder.
    public internal(set) weak var currentFirstResponder: UIResponder?
    /// The scene the window belongs to (UIWindow+Scene).
    weak var windowSceneStorage: UIWindowScene?

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.treeHost = self
        backgroundColor = nil
    }

    /// Creates a window; give it the screen's bounds to fill the screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.treeHost = self
        backgroundColor = nil
    }

    /// Creates a window filling the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    var screenScale: CGFloat { UIApplication.shared.screen.scale }

    /// A new size may mean new size classes: the window's traits are brought up to date.
    open override var frame: CGRect { didSet { if frame.size != oldValue.size { windowSizeDidChange() } } }
    /// A new size may mean new size classes: the window's traits are brought up to date.
    open override var bounds: CGRect { didSet { if bounds.size != oldValue.size { windowSizeDidChange() } } }

    private func windowSizeDidChange() {
        UIApplication.shared.traitsDidChange()
        if let reported = traitStorage.lastReported, reported != traitCollection { propagateTraitChanges() }
    }

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.makeKey(self)
        installRootView()
    }

    /// Makes this the key window.
    open func makeKey() { UIApplication.shared.makeKey(self) }

    private func installRootView() {
        guard let controller = rootViewController, UIApplication.shared.windows.contains(where: { $0 === self }) else { return }
        let view = controller.view!
        if view.superview !== self {
            view.frame = bounds
            controller.beginAppearanceTransition(true, animated: false)
            addSubview(view)
            controller.endAppearanceTransition()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    /// The window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers `event` to its views: touches to the views they hit (and their gesture recognizers).
    open func sendEvent(_ event: UIEvent) {
        UIApplication.shared.touchDispatcher.deliver(event, in: self)
    }

    func layerTreeNeedsComposite() { UIApplication.shared.setNeedsFrame() }

    // MARK: First responder bookkeeping
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if let current = currentFirstResponder, current !== responder {
            guard current.resignFirstResponder() else { return false }
        }
        currentFirstResponder = responder
        UIApplication.shared.accessibilityBridge?.focusDidChange()
        return true
    }

    func clearFirstResponder(_ responder: UIResponder) {
        if currentFirstResponder === responder {
            currentFirstResponder = nil
            UIApplication.shared.accessibilityBridge?.focusDidChange()
        }
    }

    /// A view (or its subtree) left this window: its touches are cancelled and it stops being first responder.
    func viewDidLeave(_ view: UIView) {
        UIApplication.shared.touchDispatcher.cancelTouches(in: view, window: self)
        if let fr = currentFirstResponder as? UIView, fr.isDescendant(of: view) {
            if !fr.resignFirstResponder() { currentFirstResponder = nil }
            if currentFirstResponder === fr { currentFirstResponder = nil }
        }
    }
}
