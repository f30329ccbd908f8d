import Foundation

/// Presents a controller as a sheet, as iOS 15+ does on iPhone (`.pageSheet`, `.formSheet`, and `.automatic`):
/// a card with rounded top corners that rises from the bottom edge to one of its `detents`, over a dimming view,
/// with the presenter still in the window behind it (it hears no appearance callbacks). The user drags the
/// sheet between detents, or down to dismiss it unless `isModalInPresentation` or the delegate refuses.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The corner radius used when `preferredCornerRadius` is nil.
    static let defaultCornerRadius: CGFloat = 10
    /// How far below the top safe-area inset the large detent's top edge sits.
    static let topGap: CGFloat = 10
    /// The dimming view's colour at full strength.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The heights the sheet may rest at (`[.large()]` by default). An empty array is refused (logged).
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIApplication.shared.log("UISheetPresentationController: detents must not be empty; using [.large()]")
                detents = [.large()]
                return
            }
            sheetDidChange()
        }
    }
    /// The detent the sheet rests at (nil: the smallest detent).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if selectedDetentIdentifier != oldValue { sheetDidChange() } } }
    /// The largest detent at which nothing is dimmed and the content behind the sheet stays usable (nil: dimmed
    /// at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Whether a grabber shows at the top of the sheet (false by default).
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The corner radius of the sheet's top corners (nil: the system's, 10 points).
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    /// Whether dragging a scroll view at its top edge upward expands the sheet to a larger detent before the
    /// content scrolls (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The rounded card that holds the presented view (and the grabber).
    lazy var card: UIView = makeCard()
    /// The dimming view behind the card.
    lazy var dimmingView: UIView = makeDimmingView()
    /// The grabber at the top of the card.
    lazy var grabber: UIView = makeGrabber()
    /// The drag in progress, if any (UISheetPresentationController+Drag).
    var drag: UISheetDrag?
    /// Whether `animateChanges(_:)` is running its block (changes wait for the animation).
    var isCollectingChanges = false
    /// The pan recognizer on the card.
    lazy var panRecognizer: UIPanGestureRecognizer = makePanRecognizer()
    let dragDelegate = UISheetDragDelegate()

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dragDelegate.sheet = self
    }

    /// Animates the sheet to the state the changes made in `changes` describe (detents, the selected detent,
    /// the grabber, the corner radius, dimming).
    open func animateChanges(_ changes: () -> Void) {
        isCollectingChanges = true
        changes()
        isCollectingChanges = false
        guard containerView != nil, !isTransitioning else { return }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: { self.applyRestingLayout() })
    }

    /// Resolves the custom detents again (their resolvers' inputs changed) and lays the sheet out.
    open func invalidateDetents() { sheetDidChange() }

    /// The card (the presented view's rounded ancestor) is what the animators move.
    open override var presentedView: UIView? { card }

    /// The sheet at its selected detent: full width, from the detent's top edge to the container's bottom.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: restingTop, width: container.bounds.width, height: max(0, container.bounds.height - restingTop))
    }

    /// A sheet leaves the presenter's view in the window.
    open override var shouldRemovePresentersView: Bool { false }
    /// A sheet does not cover the screen (the presenter keeps deciding the status bar).
    open override var shouldPresentInFullscreen: Bool { false }

    override var laysOutPresentedView: Bool { false }
    override var passesTouchesThroughContainer: Bool {
        dimmingFraction(atTop: restingTop) < 0.01 && !presentedViewController.isModalInPresentation
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !isTransitioning, drag == nil, card.superview === containerView else { return }
        applyRestingLayout()
    }

    /// A property changed: lay the sheet out now, or at the end of `animateChanges(_:)`.
    func sheetDidChange() {
        guard !isCollectingChanges, containerView != nil, !isTransitioning, drag == nil else { return }
        UIView.performWithoutAnimation { applyRestingLayout() }
    }

    // MARK: Views

    private func makeCard() -> UIView {
        let v = UIView(frame: .zero)
        v.layer.masksToBounds = true
        v.accessibilityIdentifier = "sheetCard"
        return v
    }

    private func makeDimmingView() -> UIView {
        let v = UIView(frame: .zero)
        v.backgroundColor = Self.dimmingColor
        v.alpha = 0
        v.accessibilityIdentifier = "sheetDimming"
        v.accessibilityElementsHidden = true
        return v
    }

    private func makeGrabber() -> UIView {
        let v = UISheetGrabberView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
        v.sheet = self
        return v
    }

    private func makePanRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: UISheetPresentationController.handlePan)
        pan.delegate = dragDelegate
        return pan
    }

    /// Puts the dimming view, the card, the presented view and the grabber into the container.
    override func installStandardViews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        container.addSubview(card)
        let content = presentedViewController.view!
        content.removeFromSuperview()
        card.addSubview(content)
        card.addSubview(grabber)
        if panRecognizer.view !== card { card.addGestureRecognizer(panRecognizer) }
        UIView.performWithoutAnimation { applyRestingLayout() }
    }

    override func settlePresentedContent() {
        card.alpha = 1
        applyRestingLayout()
    }

    /// Ends a drag in progress because code dismisses the sheet; returns whether the drag had already begun
    /// dismissing it (the presented controller heard viewWillDisappear).
    func abandonDrag() -> Bool {
        defer { drag = nil }
        return drag?.isDismissing ?? false
    }

    /// Takes the presented view back out of the card once the sheet is gone.
    override func removeStandardViews() {
        drag = nil
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        card.removeFromSuperview()
        dimmingView.removeFromSuperview()
    }

    override func standardTransition(presenting: Bool) -> UIStandardPresentationSteps {
        let below = containerView?.bounds.height ?? 0
        let dim = dimmingView, card = self.card
        if presenting {
            return UIStandardPresentationSteps(
                prepare: { [self] in applyRestingLayout(); card.frame.origin.y = below; dim.alpha = 0 },
                animations: { [self] in applyRestingLayout() },
                views: [card, dim])
        }
        return UIStandardPresentationSteps(
            prepare: {},
            animations: { card.frame.origin.y = below; dim.alpha = 0 },
            views: [card, dim])
    }
}

/// The sheet's grabber: a small rounded bar at the top of the card; for assistive technology an adjustable
/// element that moves the sheet between its detents.
@MainActor
final class UISheetGrabberView: UIView {
    weak var sheet: UISheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = 2.5
        isAccessibilityElement = true
        accessibilityLabel = "Sheet Grabber"
        accessibilityTraits = .adjustable
        accessibilityIdentifier = "sheetGrabber"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func accessibilityIncrement() { sheet?.stepDetent(by: 1) }
    override func accessibilityDecrement() { sheet?.stepDetent(by: -1) }
}
