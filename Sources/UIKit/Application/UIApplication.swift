import Foundation
import PixelEngine

/// The running app: its windows, delegate, clock, run loop and event dispatch. One per process.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var current: UIApplication?
    static func setCurrent(_ app: UIApplication) {
        current = app
        DispatchQueue.main.setSpecific(key: UITraitCurrentState.mainQueueKey, value: true)
    }
    /// The application object if one exists (nothing is created).
    static var existing: UIApplication? { current }

    /// Logs through the application when called on the main thread with an app running, else to stdout.
    nonisolated static func existingLog(_ message: String) {
        if UITraitCurrentState.isOnMainActor, MainActor.assumeIsolated({ current.map { $0.log(message); return true } ?? false }) { return }
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    /// The application object. Created on first use when no app has been launched (tests, tools).
    public static var shared: UIApplication {
        if let app = current { return app }
        let app = UIApplication(clock: SystemClock())
        setCurrent(app)
        return app
    }

    /// The app's delegate, the last responder in the chain.
    public weak var delegate: UIApplicationDelegate?
    var strongDelegateStorage: UIApplicationDelegate?

    /// The windows, back to front.
    public private(set) var windows: [UIWindow] = []
    /// The window that receives keys and text.
    public private(set) weak var keyWindow: UIWindow?
    /// The connected scenes, in the order they connected (UIApplication+Scenes).
    var scenes: [UIScene] = []
    /// Whether the app was launched with a scene delegate: life-cycle events go to its scenes' delegates.
    var isSceneBased = false
    /// The screen.
    public internal(set) var screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
    /// The clock everything time-based reads.
    public let clock: UIClock
    /// Recycles the memory of large bitmaps (layer backing stores and cached looks) as layers come and
    /// go; it keeps at most 16 MB idle (four full 1280x720 layers), so resident memory stays modest.
    let bitmapPool = BitmapPool(capacityBytes: 16 << 20)
    /// The rasterizers that views' `draw(_:)` and layer looks fill paths with, kept between frames so
    /// their edge and cell memory stays warm (the main thread's; every canvas of the UI draws there).
    let rasterizerPool = RasterizerPool()
    /// View classes whose `draw(_:)` override never calls `super`: their views draw without a probe.
    var viewClassesOverridingDraw: Set<ObjectIdentifier> = []
    /// The run loop's timers.
    public private(set) lazy var runLoop: UIRunLoop = {
        let loop = UIRunLoop(clock: { [weak self] in self?.clock.now ?? 0 })
        loop.modeDidChange = { [weak self] in self?.setNeedsFrame() }
        return loop
    }()
    /// The system services (text, images, text input, clipboard), set by the platform.
    public internal(set) var platform: UIPlatform?
    /// The platform's accessibility bridge (AT-SPI on the desktop); nil when there is none (headless runs).
    @_spi(Platform) public var accessibilityBridge: UIAccessibilityBridge?
    /// Whether a shake of the device may offer undo (kept for API parity; motion events are sent regardless).
    public var applicationSupportsShakeToEdit = true
    /// The application's state.
    public enum State: Int, Sendable { case active, inactive, background }
    /// Whether the app is active (its window has focus).
    public internal(set) var applicationState: State = .inactive
    /// The status-bar style the controller on top asks for (updated by `setNeedsStatusBarAppearanceUpdate()`).
    public internal(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the controller on top asks for the status bar to be hidden.
    public internal(set) var isStatusBarHidden = false

    var graphicsContextStack: [CGContext] = []
    var imageCache: [String: UIImage] = [:]
    var missingImages: Set<String> = []
    lazy var touchDispatcher = UITouchDispatcher()
    lazy var pressDispatcher = UIPressDispatcher()
    /// Sends pointer movement without a pressed button to hover recognizers.
    lazy var hoverDispatcher = UIHoverDispatcher()
    lazy var compositor = LayerCompositor()
    /// Set during the frame's display pass: `CALayer.display()` leaves its fills for the compositor to
    /// sweep band by band (`CALayer.pendingDisplay`).
    var defersDisplayDrawing = false
    /// The layers displayed this frame with drawing left pending; finished once the frame is composited.
    var deferredDisplays: [CALayer] = []
    lazy var keyboardManager = UIKeyboardManager()
    var frameObservers: [UIFrameObserver] = []
    /// The animation engine (Animation/CAAnimationEngine), registered as a frame observer on first use.
    lazy var animationEngine: CAAnimationEngine = {
        let engine = CAAnimationEngine(clock: { [weak self] in self?.clock.now ?? 0 })
        addFrameObserver(engine)
        return engine
    }()
    var gameInputHandlers: [UIGameInputHandler] = []
    /// The modifier keys held, as the keyboard's last key event reported them (cleared when the window loses
    /// focus): what `UIEvent.modifierFlags` says, and what turns the wheel into horizontal scrolling or zooming.
    var heldModifierFlags: UIKeyModifierFlags = []
    /// The feedback generators' player, made on first feedback (Feedback/UIFeedbackEngine).
    var feedbackEngineStorage: UIFeedbackEngine?
    /// Shake detection, tilt and motion effects (Motion/UIMotionCenter).
    lazy var motionCenter: UIMotionCenter = { let c = UIMotionCenter(); addFrameObserver(c); return c }()
    /// Game-controller focus navigation (Focus/UIFocusEngine).
    lazy var focusEngine = UIFocusEngine()
    private var ignoreDepth = 0
    /// Modal transitions animating now (held weakly); new touches are ignored while one runs.
    var interactionBlockingTransitions: [WeakControllerTransition] = []
    var needsFrame = true
    /// Set once any constraint, stack view or constraint-based view appears: until then the layout pass
    /// and the view tree do no Auto Layout work at all (frames-only apps pay nothing).
    var autoLayoutIsInUse = false
    /// The appearance the whole system is in (Traits/UIApplication+Appearance), light by default.
    var systemStyle: UIUserInterfaceStyle = .light
    /// Bumped whenever anything a trait collection is derived from changes, so cached ones are recomputed.
    var traitGeneration = 0
    /// Sees every event `sendEvent` dispatches, before its views do (the fuzzer's touch-lifecycle checks).
    @_spi(Testing) public var eventObserver: (@MainActor (UIEvent) -> Void)?
    /// Sees every touches* call a view is about to receive (the fuzzer checks each view hears a touch end once).
    @_spi(Testing) public var touchDeliveryObserver: (@MainActor (UIView, Set<UITouch>, UITouch.Phase) -> Void)?
    /// Where log lines go; stdout, flushed per line, by default.
    public var logHandler: @MainActor (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    init(clock: UIClock) {
        self.clock = clock
        super.init()
    }

    /// The app delegate, when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Windows
    func makeKey(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        if window.windowScene == nil { window.windowScene = defaultWindowScene }
        window.owningApplication = self
        keyWindow = window
        setNeedsFrame()
    }

    /// The window whose first responder is `responder`.
    func firstResponderWindow(of responder: UIResponder) -> UIWindow? {
        windows.first { $0.currentFirstResponder === responder }
    }

    /// The window a responder would become first responder in: its own for views, else the key window.
    func windowForFirstResponder(candidate: UIResponder) -> UIWindow? {
        if let view = candidate as? UIView { return view.window }
        if let controller = candidate as? UIViewController { return controller.viewIfLoaded?.window ?? keyWindow }
        return keyWindow
    }

    // MARK: Events
    /// Dispatches `event` to the window its touches belong to (or the key window).
    open func sendEvent(_ event: UIEvent) {
        eventObserver?(event)
        let window = event.allTouches?.first?.window ?? keyWindow
        window?.sendEvent(event)
    }

    /// Stops delivering touch events until a matching `endIgnoringInteractionEvents()`; touches in flight are cancelled.
    public func beginIgnoringInteractionEvents() {
        ignoreDepth += 1
        if ignoreDepth == 1 { touchDispatcher.cancelAllTouches() }
    }

    /// Balances `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { ignoreDepth = max(0, ignoreDepth - 1) }

    /// Whether touch events are being ignored: between `beginIgnoringInteractionEvents()` and its match, and
    /// while a modal presentation or dismissal animates (as UIKit ignores them during such a transition).
    public var isIgnoringInteractionEvents: Bool { ignoreDepth > 0 || isInInteractionBlockingTransition }

    /// Registers an object to be ticked every frame (animation engines, motion effects).
    public func addFrameObserver(_ observer: UIFrameObserver) {
        if !frameObservers.contains(where: { $0 === observer }) { frameObservers.append(observer) }
    }

    /// Stops ticking `observer` (an invalidated display link).
    public func removeFrameObserver(_ observer: UIFrameObserver) {
        frameObservers.removeAll { $0 === observer }
    }

    // MARK: Logging
    /// Prints one line through the log handler (stdout by default), as NSLog does.
    public func log(_ message: String) { logHandler(message) }

    // MARK: Frames
    /// Asks the run loop for a frame (something changed on screen).
    public func setNeedsFrame() { needsFrame = true }

    // MARK: Images
    /// The image `name` at `scale` from the first of `directories` that has it, cached under `key` (where it was
    /// looked for) so each image is decoded once; `directories` is only evaluated on a cache miss.
    func cachedImage(named name: String, scale: CGFloat, key: String, directories: () -> [String]) -> UIImage? {
        let cacheKey = "\(key)|\(scale)|\(name)"
        if let image = imageCache[cacheKey] { return image }
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0") else {
            if missingImages.insert(name).inserted { log("UIImage(named: \(name.debugDescription)): not a valid asset name; returning nil") }
            return nil
        }
        guard let loaded = platform?.loadImage(named: name, scale: scale, in: directories()) else {
            // The platform logged one line naming the file and what it expected; with no platform, say so here.
            if platform == nil { log("UIImage(named: \"\(name)\"): no platform to load images from; showing a placeholder") }
            let placeholder = UIImage.missingAssetPlaceholder(named: name, scale: scale)
            imageCache[cacheKey] = placeholder
            return placeholder
        }
        let image = UIImage(bitmap: loaded.bitmap, scale: loaded.scale, assetName: name)
        imageCache[cacheKey] = image
        return image
    }
}

/// Logs a message on its own line to standard output, flushed at once.
@preconcurrency @MainActor public func NSLog(_ format: String, _ args: CVarArg...) {
    UIApplication.shared.log(args.isEmpty ? format : String(format: format, arguments: args))
}
