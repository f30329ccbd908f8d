import Foundation

/// A rectangle on screen that draws content, lays out subviews and responds to touches. Backed by a `CALayer`.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance is backed by (UIKit's signature: any class; one that is not a
    /// `CALayer` subclass is logged and a plain `CALayer` is used).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer class to instantiate: `layerClass` when it is a `CALayer` type.
    private static func resolvedLayerClass() -> CALayer.Type {
        if let type = layerClass as? CALayer.Type { return type }
        UIApplication.shared.log("UIView: \(self).layerClass \(layerClass) is not a CALayer subclass; using CALayer")
        return CALayer.self
    }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    /// Creates a view with the given frame in its superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.resolvedLayerClass().init()
        super.init()
        attachLayer(frame: frame)
    }

    /// UIKit's initializer for views unarchived from a nib or storyboard. This platform has no nibs or
    /// storyboards and UIKit's archive keys are private, so nothing is read from the coder: the view is
    /// the one `init(frame: .zero)` makes. Required, as in UIKit, so subclasses' `super.init(coder:)` works.
    public required init?(coder: NSCoder) {
        layer = Self.resolvedLayerClass().init()
        super.init()
        attachLayer(frame: .zero)
    }

    /// Setup shared by both designated initializers: the layer's delegate, scale and the first frame.
    private func attachLayer(frame: CGRect) {
        layer.viewDelegate = self
        layer.contentsScale = UIApplication.shared.screen.scale
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry (stored in the layer)
    /// The view's rectangle in its superview's coordinates; undefined while `transform` is not identity.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite else {
                UIApplication.shared.log("UIView: ignored non-finite frame \(newValue) for \(type(of: self))")
                return
            }
            let oldSize = bounds.size, oldFrame = layer.frame
            if transform.isIdentity {
                layer.frame = newValue
            } else {
                let r = newValue.standardized
                bounds.size = r.size
                center = CGPoint(x: r.midX, y: r.midY)
            }
            if bounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
            // The same frame again changes nothing (as in UIKit): a window's layoutSubviews setting its root view's
            // frame to its bounds must not ask for another layout pass, or the window never settles.
            if layoutStateStorage != nil && layer.frame != oldFrame { autoLayoutFrameDidChange() }
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite else { return }
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
            if layoutStateStorage != nil && newValue.size != oldSize { autoLayoutFrameDidChange() }
        }
    }

    /// The centre of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else { return }
            let old = layer.position
            layer.position = newValue
            if layoutStateStorage != nil && newValue != old { autoLayoutFrameDidChange() }
        }
    }

    /// An affine transform about the centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else { return }
            layer.transform = CATransform3DMakeAffineTransform(newValue)
        }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        // A superview sizing its subviews in its own layoutSubviews has laid them out already.
        if let parent = superview, !parent.isLayingOutSubviews { parent.setNeedsLayout() }
        if contentMode == .redraw { setNeedsDisplay() }
        if !subviews.isEmpty { autoresizeSubviews(from: oldSize) }
    }

    // MARK: Appearance
    /// The opacity of the view and its subviews, 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { if newValue.isFinite { layer.opacity = Float(min(max(newValue, 0), 1)) } }
    }
    /// Hidden views are not drawn and not hit.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            if let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityDidChange(self) }
        }
    }
    /// The colour filling the view's bounds.
    /// A dynamic colour (`.systemBackground`) is kept as given and the layer shows its value in the view's traits.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { $0.dynamicSource ?? UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue.map { c in c.fixedColor ?? withTintCurrent { c.resolvedCGColor(with: traitCollection) } } }
    }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view draws as fully opaque (a hint; drawing is correct either way).
    open var isOpaque = true
    /// How content is placed when the bounds change.
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// The tint for controls and templates; inherited from the superview when nil.
    /// `UIColor.tintColor` as a view's own tint inherits, as nil does.
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            _tintColor = newValue?.systemName == "tintColor" ? nil : newValue
            setNeedsDisplay()
            // Layer colours set from `UIColor.tintColor` here and below show the new tint.
            if window != nil { propagateTraitChanges() }
            notifyTintColorDidChange()
        }
    }
    private var _tintColor: UIColor?

    /// Called when the tint this view shows changes: its own `tintColor` was set, or that of an ancestor it
    /// inherits from. Views that draw with the tint override it to redraw; the default does nothing.
    open func tintColorDidChange() {}

    /// Tells this view, and every descendant that inherits its tint, that the tint changed.
    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for sub in subviews where sub._tintColor == nil { sub.notifyTintColorDidChange() }
    }

    // MARK: Interaction
    /// Whether touches, presses and focus reach this view and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether more than one finger is delivered to this view at a time.
    open var isMultipleTouchEnabled = false
    /// Whether a touch on this view keeps every other view from receiving touches meanwhile.
    open var isExclusiveTouch = false
    /// A number to find the view by with `viewWithTag(_:)`.
    open var tag = 0
    /// The identifier tests and the view-tree dump use to find the view.
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (storage; defaults per class in Accessibility/UIView+AccessibilityDefaults)
    /// What was set explicitly; nil members fall back to the class's default.
    var accessibilityStorage = UIAccessibilityStorage()
    /// Whether assistive technology treats the view as one element (its subviews are then not visited). True by
    /// default for labels, buttons, text inputs, image views with a label, controls and cells; false for plain views.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// A short, localized name of the element (VoiceOver speaks it first); defaults to the visible text or title.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? defaultAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }
    /// What happens when the element is activated ("Opens the settings"), spoken after a pause; nil by default.
    open var accessibilityHint: String?
    /// The element's current value when it differs from its label: a slider's percentage, a switch's "1"/"0",
    /// a text input's text.
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? defaultAccessibilityValue }
        set { accessibilityStorage.value = newValue }
    }
    /// What the element is and its state (button, selected, not enabled, adjustable ...); from the class and state
    /// by default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }
    /// The element's frame in screen coordinates (the window's points here); the view's bounds there by default.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? defaultAccessibilityFrame }
        set { accessibilityStorage.frame = newValue }
    }
    /// Where activating the element taps, in screen coordinates; the middle of `accessibilityFrame` by default.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// The language the label, value and hint are spoken in (BCP 47); nil: the app's.
    open var accessibilityLanguage: String?
    /// Whether the elements inside this view are hidden from assistive technology (the view itself too).
    open var accessibilityElementsHidden = false
    /// Whether assistive technology ignores the elements of this view's siblings (a modal view); true for alerts.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage.isModal ?? defaultAccessibilityViewIsModal }
        set { accessibilityStorage.isModal = newValue }
    }
    /// Whether the elements inside are read as a group, before the elements outside it.
    open var shouldGroupAccessibilityChildren = false
    /// The elements inside this container in reading order (views and `UIAccessibilityElement`s); nil: the
    /// subviews are visited.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage.elements ?? defaultAccessibilityElements }
        set { accessibilityStorage.elements = newValue }
    }
    /// Actions beyond activation that assistive technology offers for the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Activates the element (VoiceOver's double tap); returns whether it did. False by default for most views:
    /// assistive technology then taps at `accessibilityActivationPoint`.
    open func accessibilityActivate() -> Bool { defaultAccessibilityActivate() }
    /// Raises an adjustable element's value (a slider by a tenth of its range, a stepper by one step).
    open func accessibilityIncrement() { defaultAccessibilityAdjust(up: true) }
    /// Lowers an adjustable element's value.
    open func accessibilityDecrement() { defaultAccessibilityAdjust(up: false) }
    /// Dismisses a modal view (VoiceOver's two-finger scrub); returns whether it did. An alert runs its cancel
    /// action; the default asks the next view up.
    open func accessibilityPerformEscape() -> Bool { defaultAccessibilityPerformEscape() }

    // MARK: Tree (storage; behaviour in UIView+Hierarchy)
    /// The parent view. Held unowned and cleared by the parent's deinitialiser (the parent owns its
    /// subviews), so views carry no weak-reference side table (see `LayoutItemReference`).
    public internal(set) var superview: UIView? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
    /// How constraints, anchors and the layout engine refer to the view (made on first use).
    var layoutItemReference: LayoutItemReference {
        if let r = layoutItemReferenceStorage { return r }
        let r = LayoutItemReference(view: self)
        layoutItemReferenceStorage = r
        return r
    }
    nonisolated(unsafe) private var layoutItemReferenceStorage: LayoutItemReference?

    deinit {
        // Whatever refers to the view without owning it reads nil from now on.
        for s in subviews { s.superviewStorage = nil }
        layer.viewDelegateDidDeinit()
        layoutItemReferenceStorage?.clear()
        layoutStateStorage?.owningViewDidDeinit()
    }
    /// The child views, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController? { didSet { UIApplication.shared.traitsDidChange() } }
    /// Traits: the override, the last reported collection, registrations (Traits/UIView+Traits).
    var traitStorage = UITraitStorage()

    /// Called once after the view's traits changed (the appearance, size classes ...), with the ones before;
    /// not for the initial traits. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The gesture recognizers attached to this view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for g in attachedGestureRecognizers { removeGestureRecognizer(g) }
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The motion effects applied to this view (behaviour in UIView+MotionEffects).
    var attachedMotionEffects: [UIMotionEffect] = []
    /// The interactions added to this view (behaviour in Menus/UIView+Interactions).
    var attachedInteractions: [UIInteraction] = []

    // MARK: Focus (override point; engine in Focus/)
    /// Whether the focus engine may focus this view (game controller navigation); false by default,
    /// true for controls. Focused views are activated with the controller's A button.
    open var canBecomeFocused: Bool { false }

    /// The next responder: the owning view controller for a root view, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Hierarchy notifications (override points)
    /// Called before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when leaving its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (override points; machinery in UIView+Layout)
    /// Lays out the subviews; the default does nothing.
    open func layoutSubviews() {}
    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The natural size of the content, or `UIView.noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    // MARK: Auto Layout (override points; machinery in Layout/)
    /// Auto Layout's per-view state (nil for frames-only views).
    var layoutStateStorage: UIViewLayoutState?
    /// True while `layoutSubviews` runs (frames it gives its subviews do not ask for another layout).
    var isLayingOutSubviews = false
    /// Updates the view's constraints before layout; override it to change constraints in one place, and
    /// call `super` last. The root view of a controller asks it for `updateViewConstraints()`.
    open func updateConstraints() {
        if let controller = owningViewController, !controller.isUpdatingViewConstraints {
            controller.isUpdatingViewConstraints = true
            controller.updateViewConstraints()
            controller.isUpdatingViewConstraints = false
        }
    }
    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}
    /// The size that satisfies the view's constraints and is closest to `targetSize`
    /// (`UIView.layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the largest).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size that satisfies the view's constraints, pulled toward `targetSize` with the given priorities
    /// (`.required` fixes that dimension, `.fittingSizeLevel` lets constraints decide).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// How far the first baseline is below the top edge, for views with text (nil: the bottom edge).
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// How far the last baseline is above the bottom edge, for views with text (nil: the bottom edge).
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    // MARK: Hit testing (override points; rules in UIView+HitTesting)
    /// The farthest descendant (or self) that contains `point` (in this view's coordinates) and accepts touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the view; the default tests the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Whether `gestureRecognizer` may leave `.possible` for a touch on this view; false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        defaultGestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: CALayerDelegate
    /// Whether a probe found that `draw(_:)` draws (then it is never probed again).
    private var drawsCustomContent = false
    /// Whether the default `draw(_:)` ran during the current probe.
    private var reachedDefaultDraw = false

    /// Draws the view's content in `rect` (view coordinates) into the current context. The default draws nothing.
    open func draw(_ rect: CGRect) { reachedDefaultDraw = true }

    /// Marks the whole view as needing to be drawn again.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the view as needing to be drawn again (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// The layer asks its view to draw: calls `draw(_:)` with the bounds.
    /// The view's traits are `UITraitCollection.current` meanwhile, so dynamic colours draw in its appearance.
    public func draw(_ layer: CALayer, in ctx: CGContext) { drawWithTraits { draw(bounds) } }

    /// Whether the view draws anything itself, so views that do not keep no bitmap. `draw(_:)` is
    /// probed against a context that clips everything (so it costs no pixels): an override that never
    /// calls `super`, or that issues any drawing, draws content, as an override of drawRect: does in UIKit.
    /// The first kind is a property of the class, remembered by the application: later views of the
    /// class are not probed.
    public func layerDrawsContent(_ layer: CALayer) -> Bool {
        if drawsCustomContent { return true }
        let app = UIApplication.shared
        let viewClass = ObjectIdentifier(type(of: self))
        if app.viewClassesOverridingDraw.contains(viewClass) {
            drawsCustomContent = true
            return true
        }
        let probe = CGContext(probingWithScale: layer.contentsScale)
        reachedDefaultDraw = false
        UIGraphicsPushContext(probe); draw(bounds); UIGraphicsPopContext()
        if !reachedDefaultDraw { app.viewClassesOverridingDraw.insert(viewClass) }
        drawsCustomContent = !reachedDefaultDraw || probe.hasIssuedDrawing
        return drawsCustomContent
    }

    /// The layer lays out: the view runs `layoutSubviews`, then its controller's `viewDidLayoutSubviews`.
    /// The view's traits are `UITraitCollection.current` meanwhile.
    public func layoutSublayers(of layer: CALayer) { traitCollection.performAsCurrent { performLayout() } }
}

extension UIView {
    /// How a view places its content within its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
}
