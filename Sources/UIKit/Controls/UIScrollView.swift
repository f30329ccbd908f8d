import Foundation

/// A view whose bounds origin (`contentOffset`) moves over a larger `contentSize`: dragged through its
/// `panGestureRecognizer`, it follows the finger, coasts with deceleration after a flick and bounces back at
/// the edges, all on the application clock. Touches on the content are delayed briefly and cancelled when
/// they turn into a scroll, as in UIKit.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly coasting slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default (0.998 per millisecond).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Stops sooner (0.99 per millisecond), as paging scroll views do.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How a drag in the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard is dismissed when a drag ends moving down (the finger pulls it away).
        case interactive
        case onDragWithAccessory, interactiveWithAccessory
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.height.isFinite) { contentSize = oldValue; return }
            if contentSize != oldValue { setNeedsLayout() }
        }
    }

    /// The point of the content shown at the top-left corner of the bounds (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero { didSet { if contentInset != oldValue { setNeedsLayout() } } }
    /// The insets the scroll range uses: `contentInset` (there are no safe-area insets), with room at the top for
    /// a refreshing `refreshControl`.
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        insets.top += refreshControlInset
        return insets
    }
    /// The pull-to-refresh control above the content (nil by default).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.detach(from: self)
            refreshControl?.attach(to: self)
        }
    }
    /// The room at the top a refreshing `refreshControl` keeps for its spinner.
    var refreshControlInset: CGFloat = 0 { didSet { if refreshControlInset != oldValue { setNeedsLayout() } } }
    /// Whether the user can scroll by dragging (turning it off disables `panGestureRecognizer`).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether dragging past an edge stretches and springs back (otherwise the offset stops at the edge).
    open var bounces = true
    /// Whether vertical dragging bounces even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether coasting stops on multiples of the bounds' size.
    open var isPagingEnabled = false
    /// How quickly coasting slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the vertical scroll indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// Whether the content's touchesBegan waits briefly (150 ms) to see whether the touch becomes a scroll; a
    /// scroll that starts within that time is never seen by the content.
    open var delaysContentTouches = true { didSet { delayedTouchesRecognizer.delaysTouchesBegan = delaysContentTouches } }
    /// Whether a scroll may take over a touch the content is already tracking (the content gets
    /// touchesCancelled); `touchesShouldCancel(in:)` decides per view. When false, such touches never scroll.
    open var canCancelContentTouches = true
    /// The recognizer that drags the content; other recognizers may require it to fail or recognize with it.
    public let panGestureRecognizer: UIPanGestureRecognizer = UIScrollViewPanGestureRecognizer()
    /// Holds the content's touchesBegan back while `delaysContentTouches` (see UIScrollViewPanGestureRecognizer.swift).
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    /// Told about scrolling and zooming; it also names the view that zooms (`viewForZooming(in:)`).
    open weak var delegate: UIScrollViewDelegate? { didSet { updatePinchGestureRecognizer() } }

    // MARK: Zooming (behaviour in UIScrollView+Zooming)
    /// The smallest scale the content may be zoomed to (1 by default); a current `zoomScale` below it is raised
    /// to it. A non-finite or non-positive value is logged and ignored.
    open var minimumZoomScale: CGFloat = 1 {
        didSet {
            guard isValidZoomLimit(minimumZoomScale, name: "minimumZoomScale") else { minimumZoomScale = oldValue; return }
            if minimumZoomScale != oldValue { zoomLimitsDidChange() }
        }
    }
    /// The largest scale the content may be zoomed to (1 by default); zooming is possible only when it exceeds
    /// `minimumZoomScale`. A current `zoomScale` above it is lowered to it; bad values are logged and ignored.
    open var maximumZoomScale: CGFloat = 1 {
        didSet {
            guard isValidZoomLimit(maximumZoomScale, name: "maximumZoomScale") else { maximumZoomScale = oldValue; return }
            if maximumZoomScale != oldValue { zoomLimitsDidChange() }
        }
    }
    /// The scale applied to the zooming view (1 by default); setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch past the zoom limits stretches beyond them and springs back (true by default); when
    /// false the scale stops at the limits.
    open var bouncesZoom = true
    /// Whether the user is pinching the content.
    public internal(set) var isZooming = false
    /// Whether the scale is springing back to `minimumZoomScale` or `maximumZoomScale` after a pinch past it.
    public internal(set) var isZoomBouncing = false
    /// The recognizer that zooms: nil until zooming is possible (the delegate returns a view for zooming and
    /// `maximumZoomScale` exceeds `minimumZoomScale`), then kept.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        updatePinchGestureRecognizer()
        return zoomState.pinch
    }
    /// The pinch, zoom animation and pending bounce (see UIScrollView+Zooming).
    var zoomState = ScrollZoomState()
    /// Ends a scroll-wheel drag once the wheel has rested for `wheelRestInterval` (see UIScrollView+Wheel).
    var wheelEndTimer: Timer?
    /// Ends a Control-and-wheel zoom once the wheel has rested (see UIScrollView+WheelZoom).
    var wheelZoomTimer: Timer?

    /// Whether a finger is down on the scroll view (possibly not yet dragging). While it is, or while the
    /// content is dragged or decelerating, the main run loop is in `RunLoop.Mode.tracking`.
    public internal(set) var isTracking = false { didSet { if isTracking != oldValue { runLoopTrackingDidChange() } } }
    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false { didSet { if isDragging != oldValue { runLoopTrackingDidChange() } } }
    /// Whether the content is coasting (or bouncing back) after a drag.
    public internal(set) var isDecelerating = false { didSet { if isDecelerating != oldValue { runLoopTrackingDidChange() } } }

    /// Holds the main run loop in the tracking mode while touched, dragged or decelerating, as UIKit does.
    private func runLoopTrackingDidChange() {
        UIApplication.shared.runLoop.setTracking(self, isTracking || isDragging || isDecelerating)
    }

    // Drag and physics state (behaviour in UIScrollView+Dragging and +Deceleration).
    var dragStartOffset: CGPoint = .zero
    /// The pan's translation (in the scroll view) when the drag began.
    var dragAnchor: CGPoint = .zero
    /// Whether the current touch stopped the content while it was moving (so it is not a tap on the content).
    var touchInterruptedScrolling = false
    var physics = ScrollPhysicsState()
    let ticker = UIFrameTicker()
    var verticalIndicator: UIView?
    var horizontalIndicator: UIView?
    var indicatorHideTimer: RunLoopTimer?

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        installGestureRecognizers()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installGestureRecognizers()
    }

    /// A view for zooming may have just arrived: the pinch is installed once zooming is possible.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        updatePinchGestureRecognizer()
    }

    /// Moves the bounds like any view; a change of origin is a scroll (the delegate hears `scrollViewDidScroll`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds.origin != old.origin { didChangeContentOffset() } else if super.bounds.size != old.size { refreshControl?.scrollViewDidChange() }
        }
    }

    private func didChangeContentOffset() {
        updateScrollIndicators()
        setNeedsLayout()
        refreshControl?.scrollViewDidChange()
        contentOffsetDidChange()
        scrollEdgeObserver?.contentScrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// The navigation bar whose scroll-edge state follows this scroll view.
    weak var scrollEdgeObserver: UINavigationBar?

    /// Subclass hook (tables lay out their rows here); called before the delegate hears of the scroll.
    func contentOffsetDidChange() {}

    /// Subclass hook: a drag started (tables cancel a row highlight).
    func scrollViewDidBeginDragging() {}

    /// Moves the content to `contentOffset`, sliding there over 0.3 s when `animated`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        stopScrolling()
        guard animated, contentOffset != self.contentOffset else { self.contentOffset = contentOffset; return }
        animateContentOffset(to: contentOffset, duration: 0.3)
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let b = bounds
        var target = b.origin
        if rect.maxY > b.maxY { target.y = rect.maxY - b.height }
        if rect.minY < target.y { target.y = rect.minY }
        if rect.maxX > b.maxX { target.x = rect.maxX - b.width }
        if rect.minX < target.x { target.x = rect.minX }
        target = clampedOffset(target)
        setContentOffset(target, animated: animated)
    }

    /// Zooms to `scale` (clamped to the zoom limits, logged when outside them) about the centre of the bounds,
    /// over 0.3 s when `animated`; the offset stays inside the scroll range.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScaleAboutCentre(scale, animated: animated) }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds as far as it fits: the scale is
    /// the smaller of the width and height ratios, clamped to the zoom limits, and the rect's centre goes to the
    /// centre of the bounds as far as the scroll range allows.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToFit(rect, animated: animated) }

    /// Shows the scroll indicators briefly.
    open func flashScrollIndicators() {
        showScrollIndicators()
        scheduleIndicatorHide()
    }

    // MARK: Touches (the drag machinery is in UIScrollView+Dragging)
    /// Whether the content `view` gets the touches that landed on it; subclasses may refuse (the default is true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll may cancel the touches `view` is tracking: true unless `view` is a `UIControl`, as in
    /// UIKit (a button held down keeps its touch; override to let drags on controls scroll).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The pan begins only when scrolling is on, the movement runs along a scrollable axis and no content
    /// that may not be cancelled is tracking the touch; the pinch begins only while zooming is possible.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === zoomState.pinch { return zoomingView(logging: false) != nil && canZoom }
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panShouldBegin()
    }

    // The scroll view swallows its own touches (UIKit does not pass them up the responder chain).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopScrolling(); isTracking = false; isDragging = false }
    }
}
