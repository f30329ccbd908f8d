import Foundation
import PixelEngine

/// A rectangle of content in a tree, placed by `position`, `anchorPoint`, `bounds` and a 3D `transform`,
/// composited by the CPU compositor. Every `UIView` is backed by one.
@preconcurrency @MainActor
open class CALayer {
    /// Creates an empty layer.
    public required init() {}

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The frontmost visible layer in this subtree containing `p`, given in the superlayer's coordinates.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    // MARK: Geometry
    /// The layer's own coordinate space: origin and size in points.
    @exclusivity(unchecked) open var bounds: CGRect = .zero { didSet { if bounds != oldValue { geometryDidChange(sizeChanged: bounds.size != oldValue.size); animatablePropertyDidChange("bounds", from: oldValue) } } }
    /// Where the anchor point sits in the superlayer's coordinate space.
    @exclusivity(unchecked) open var position: CGPoint = .zero { didSet { if position != oldValue { setNeedsComposite(); animatablePropertyDidChange("position", from: oldValue) } } }
    /// The point of `bounds` (0...1 unit coordinates) that `position` refers to and transforms pivot around.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { setNeedsComposite(); animatablePropertyDidChange("anchorPoint", from: oldValue) } } }
    /// Depth of the layer relative to its siblings; sorts siblings in a `CATransformLayer`.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { setNeedsComposite(); animatablePropertyDidChange("zPosition", from: oldValue) } } }
    /// The layer's transform, relative to its anchor point.
    @exclusivity(unchecked) open var transform = CATransform3DIdentity { didSet { if transform != oldValue { setNeedsComposite(); animatablePropertyDidChange("transform", from: oldValue) } } }
    /// A transform applied to every sublayer, relative to this layer's anchor point.
    @exclusivity(unchecked) open var sublayerTransform = CATransform3DIdentity { didSet { if sublayerTransform != oldValue { setNeedsComposite(); animatablePropertyDidChange("sublayerTransform", from: oldValue) } } }

    /// The layer's rectangle in its superlayer's coordinates (the bounding box when transformed).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let origin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
            let rect = CGRect(origin: origin, size: size)
            guard !CATransform3DIsIdentity(transform) else { return rect }
            let affine = CATransform3DGetAffineTransform(transform)
            let local = CGRect(origin: CGPoint(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height), size: size)
            return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.width.isFinite, newValue.height.isFinite else { return }
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance
    /// 0 (transparent) to 1 (opaque); applied to the layer and its sublayers as a group.
    @exclusivity(unchecked) open var opacity: Float = 1 { didSet { if opacity != oldValue { setNeedsComposite(); animatablePropertyDidChange("opacity", from: oldValue) } } }
    /// Hidden layers and their sublayers are not drawn.
    @exclusivity(unchecked) open var isHidden = false { didSet { if isHidden != oldValue { setNeedsComposite(); animatablePropertyDidChange("isHidden", from: oldValue) } } }
    /// Whether sublayers are clipped to the bounds (and corner radius).
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { setNeedsComposite(); animatablePropertyDidChange("masksToBounds", from: oldValue) } } }
    /// The colour filling the bounds behind the content.
    open var backgroundColor: CGColor? { didSet { if backgroundColor?.dynamicSource != nil { backgroundColor = resolvedForHost(backgroundColor) }; if backgroundColor != oldValue { setNeedsComposite(); animatablePropertyDidChange("backgroundColor", from: oldValue) } } }
    /// The radius of the rounded corners of the background, border and mask.
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { setNeedsComposite(); animatablePropertyDidChange("cornerRadius", from: oldValue) } } }
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { setNeedsComposite(); animatablePropertyDidChange("borderWidth", from: oldValue) } } }
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { if borderColor?.dynamicSource != nil { borderColor = resolvedForHost(borderColor) }; if borderColor != oldValue { setNeedsComposite(); animatablePropertyDidChange("borderColor", from: oldValue) } } }
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { if shadowColor?.dynamicSource != nil { shadowColor = resolvedForHost(shadowColor) }; if shadowColor != oldValue { setNeedsComposite(); animatablePropertyDidChange("shadowColor", from: oldValue) } } }
    /// The shadow's opacity; 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { setNeedsComposite(); animatablePropertyDidChange("shadowOpacity", from: oldValue) } } }
    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { setNeedsComposite(); animatablePropertyDidChange("shadowRadius", from: oldValue) } } }
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { setNeedsComposite(); animatablePropertyDidChange("shadowOffset", from: oldValue) } } }
    /// The shape of the shadow (filled non-zero, blurred); nil derives it from the alpha of the layer
    /// and its sublayers. Setting it is also the fast path: no offscreen pass. Not implicitly animated.
    open var shadowPath: CGPath? { didSet { if shadowPath != oldValue { setNeedsComposite() } } }
    /// Whether the back of the layer is drawn when it faces away from the viewer.
    open var isDoubleSided = true { didSet { if isDoubleSided != oldValue { setNeedsComposite(); animatablePropertyDidChange("isDoubleSided", from: oldValue) } } }
    /// An identifier for debugging and lookup.
    open var name: String?

    // MARK: Content
    /// The layer's content image: a `CGImage` (as in Core Animation; also a `UIImage` or a `Bitmap`),
    /// placed in the bounds by `contentsGravity`.
    open var contents: Any? { didSet { contentsDidChange() } }
    /// How the contents are placed in the bounds (`.resize`, stretching them to fill, by default).
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { setNeedsComposite() } } }
    /// The part of the contents shown, in unit coordinates of the image (default the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { setNeedsComposite(); animatablePropertyDidChange("contentsRect", from: oldValue) } }
    }
    /// The stretchable middle of the contents (unit coordinates): when resized, the edges outside it keep
    /// their size and only the middle stretches (nine-part scaling). The default, the whole image, stretches all.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { setNeedsComposite(); animatablePropertyDidChange("contentsCenter", from: oldValue) } }
    }
    /// Pixels per point of the content the layer draws.
    open var contentsScale: CGFloat = 1 { didSet { if contentsScale != oldValue { setNeedsDisplay() } } }
    /// The object that draws the content.
    open var delegate: CALayerDelegate? {
        get {
            if let view = viewDelegate { return view }
            return otherDelegate
        }
        set {
            viewDelegate = nil
            otherDelegate = newValue
        }
    }
    /// The view this layer backs: held unowned (the view owns the layer) and cleared by the view's
    /// deinitialiser, so views carry no weak-reference side table.
    nonisolated(unsafe) unowned(unsafe) var viewDelegate: UIView?
    private weak var otherDelegate: CALayerDelegate?
    /// The backing view is being deinitialised.
    nonisolated func viewDelegateDidDeinit() { viewDelegate = nil; treeHost = nil }
    /// Whether `display()` must run before the next composite.
    public private(set) var needsDisplay = false
    /// Increases whenever the rendered content changes; compositor caches key on it.
    public private(set) var contentsVersion = 0
    /// The bitmap `display()` produced from the delegate's drawing, if any.
    public internal(set) var backingStore: Bitmap? {
        get { finishDisplay(); return storedBackingStore }
        set { pendingDisplay = nil; storedBackingStore = newValue }
    }
    /// `backingStore` as it is, maybe with rows still to be drawn by `pendingDisplay` (the compositor's view).
    private(set) var storedBackingStore: Bitmap?
    /// The canvas of a `display()` during the frame's display pass whose recorded fills are still to be
    /// swept: the compositor sweeps them band by band as it copies the bitmap to the screen, so each
    /// band is copied while it is in cache; anything else reading `backingStore` finishes them first.
    private(set) var pendingDisplay: Canvas?
    /// Draws whatever `display()` left to the compositor into `backingStore` now.
    func finishDisplay() {
        guard let c = pendingDisplay else { return }
        pendingDisplay = nil
        c.flush()
    }
    /// Whether the drawing that made `backingStore` is known to have left every pixel opaque.
    var backingStoreIsOpaque = false
    /// The compositor's rasterised background, content, border and shadow (see `LayerRenderCache`).
    @exclusivity(unchecked) var renderCache: LayerRenderCache?

    // MARK: Tree
    /// The parent layer: held unowned (the parent owns its sublayers) and cleared by the parent's
    /// deinitialiser, so layers carry no weak-reference side table.
    public private(set) var superlayer: CALayer? {
        get { superlayerStorage }
        set { superlayerStorage = newValue }
    }
    nonisolated(unsafe) private unowned(unsafe) var superlayerStorage: CALayer?
    @exclusivity(unchecked) private var children: [CALayer] = []
    deinit {
        for c in children { c.superlayerStorage = nil }
        modelLinkStorage?.clear()
    }
    /// The link presentation copies of this layer hold back to it (see `CALayerModelLink`), made on first use.
    nonisolated(unsafe) private var modelLinkStorage: CALayerModelLink?
    var modelLink: CALayerModelLink {
        if let link = modelLinkStorage { return link }
        let link = CALayerModelLink(self)
        modelLinkStorage = link
        return link
    }
    /// The child layers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for c in children { c.superlayer = nil }
            children = []
            for c in newValue ?? [] { addSublayer(c) }
            setNeedsComposite()
        }
    }
    /// Supplies the presentation copy while the layer animates (installed by the animation engine).
    var presentationProvider: ((CALayer) -> CALayer?)?
    /// Additive offsets on top of the model and animated values, by layer key path (motion effects);
    /// `presentation()` adds them (see CALayer+PresentationOffsets).
    @exclusivity(unchecked) var presentationOffsets: [String: CGFloat] = [:]
    /// Set once a frame has composited the window tree this layer was in: from then on `presentation()`
    /// returns a copy (Core Animation's layers have a presentation layer once committed).
    var wasCommitted = false
    /// Attached animations, actions and presentation-copy bookkeeping (Animation/CALayerAnimationState).
    @exclusivity(unchecked) var animationState: CALayerAnimationState?

    // MARK: Layer kinds with content of their own
    /// Whether a change of `key` starts an implicit animation (the base keys; subclasses add theirs).
    class func isAnimatableKey(_ key: String) -> Bool { animatableKeys.contains(key) }
    /// Reads an animatable property of a subclass by key path (CAShapeLayer's "strokeEnd", ...).
    func ownAnimationValue(forKeyPath path: String) -> AnimationValue? { nil }
    /// Writes an animatable property of a subclass; false when the key path is not one of its own.
    func setOwnAnimationValue(_ value: AnimationValue, forKeyPath path: String) -> Bool { false }
    /// Everything the content a layer kind draws itself (a shape, text) depends on, read from the
    /// presentation copy; nil when it draws none. The compositor re-renders when it changes.
    /// With `castsShadow` (no sublayers, so no subtree shadow) the content may bake the layer's shadow.
    func ownContentKey(scale: CGFloat, castsShadow: Bool) -> AnyHashable? { nil }
    /// Renders that content at `scale` (a part in layer coordinates, possibly beyond the bounds).
    func renderOwnContent(scale: CGFloat, castsShadow: Bool) -> LayerRenderCache.Part? { nil }

    /// Copies `layer`'s render properties into this presentation copy (see `presentation()`); subclasses with
    /// rendering properties of their own override it, call super, then copy theirs.
    open func copyPresentationProperties(from layer: CALayer) { copyBasePresentationProperties(from: layer) }
    /// Receives composite requests for the tree this layer is the root of: the window this layer backs,
    /// held unowned like `viewDelegate` and cleared with it.
    nonisolated(unsafe) unowned(unsafe) var treeHost: CALayerTreeHost?

    /// Appends `layer` as the frontmost child, removing it from its previous parent.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` at `index` among the children (clamped).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        layer.didJoinLayerTree()
        setNeedsComposite()
    }

    /// Inserts `layer` just below `sibling` (or at the back when `sibling` is not a child).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (or at the front when `sibling` is not a child).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Detaches the layer from its parent.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.setNeedsComposite()
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var p = superlayer
        while let q = p { if q === layer { return true }; p = q.superlayer }
        return false
    }

    // MARK: Display
    /// Marks the content as needing to be drawn again before the next frame.
    open func setNeedsDisplay() {
        needsDisplay = true
        setNeedsComposite()
    }

    /// Redraws the content now if it was marked as needing display.
    open func displayIfNeeded() { if needsDisplay { display() } }

    /// Produces the layer's content: by default asks the delegate to draw into a fresh backing bitmap.
    open func display() {
        needsDisplay = false
        guard let delegate, delegate.layerDrawsContent(self) else {
            if storedBackingStore != nil { backingStore = nil; contentsVersion += 1 }
            return
        }
        let scale = contentsScale
        // Compare before converting: a huge (1e30) or non-finite size must not reach Int(_:), which traps.
        let pw = (bounds.width * scale).rounded(.up), ph = (bounds.height * scale).rounded(.up)
        guard pw > 0, ph > 0, pw <= 16384, ph <= 16384 else {
            backingStore = nil; contentsVersion += 1; return
        }
        let w = Int(pw), h = Int(ph)
        let app = UIApplication.shared
        // The canvas clears the bitmap itself, unless the drawing starts by covering it opaquely.
        let bitmap = Bitmap(width: w, height: h, pool: app.bitmapPool, zeroed: false)
        let ctx = CGContext(bitmap: bitmap, scale: scale, rasterizers: app.rasterizerPool, clearingTarget: true)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.canvas.defersFills = true  // many shapes are drawn band by band, with the rows in cache
        UIGraphicsPushContext(ctx)
        draw(in: ctx)
        UIGraphicsPopContext()
        backingStore = bitmap
        if app.defersDisplayDrawing {
            pendingDisplay = ctx.canvas
            app.deferredDisplays.append(self)
        } else {
            ctx.canvas.flush()
        }
        backingStoreIsOpaque = ctx.canvas.isKnownOpaque
        contentsVersion += 1
        setNeedsComposite()
    }

    /// Draws the layer's content into `ctx`; the default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Tells the compositor that the layer's rendered content changed (for subclasses that render in `display`).
    public func contentsDidChange() {
        contentsVersion += 1
        setNeedsComposite()
    }

    // MARK: Layout
    private(set) var needsLayout = false
    /// Marks the sublayers as needing layout before the next frame.
    open func setNeedsLayout() { needsLayout = true; setNeedsComposite() }
    /// Lays out now if needed, then the sublayers.
    open func layoutIfNeeded() {
        if needsLayout { needsLayout = false; layoutSublayers() }
        for c in children { c.layoutIfNeeded() }
    }
    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    private func geometryDidChange(sizeChanged: Bool) {
        if sizeChanged {
            needsLayout = true
            if delegate != nil || needsDisplayOnBoundsChange { needsDisplay = true }
        }
        setNeedsComposite()
    }

    /// Whether a change of size redraws the content (views always redraw).
    open var needsDisplayOnBoundsChange = false

    /// Asks the hosting window to composite a new frame.
    public func setNeedsComposite() {
        var root: CALayer = self
        while let p = root.superlayer { root = p }
        root.treeHost?.layerTreeNeedsComposite()
    }
}

/// Whoever hosts a layer tree and composites it (a window).
@MainActor
protocol CALayerTreeHost: AnyObject {
    func layerTreeNeedsComposite()
}
