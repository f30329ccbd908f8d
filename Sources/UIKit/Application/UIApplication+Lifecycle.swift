import Foundation
import PixelEngine

extension UIApplication {
    /// Creates the application object for a launch on `clock` (replacing any earlier one, e.g. between tests).
    @_spi(Platform) public static func makeShared(clock: UIClock, screenSize: CGSize, scale: CGFloat, platform: UIPlatform?) -> UIApplication {
        let app = UIApplication(clock: clock)
        app.screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale)
        app.platform = platform
        setCurrent(app)
        return app
    }

    /// Installs the delegate and calls `application(_:didFinishLaunchingWithOptions:)`; with a scene delegate, then
    /// connects the app's scene (the app delegate's configuration, the delegate's `scene(_:willConnectTo:options:)`)
    /// and brings it to the foreground, as a scene-based iOS app launches.
    @_spi(Platform) public func launch(delegate: UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil,
                                       sceneDelegate: UISceneDelegate? = nil) {
        strongDelegateStorage = delegate
        self.delegate = delegate
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        applicationState = .active
        if let sceneDelegate {
            isSceneBased = true
            connectScene(delegate: sceneDelegate).transition(to: .foregroundActive)
        } else {
            for scene in scenes { scene.transition(to: .foregroundActive) }
            delegate.applicationDidBecomeActive(self)
        }
        setNeedsFrame()
    }

    /// Tells the delegate the app is about to quit, then detaches the platform's services (they are
    /// about to shut down) and clears caches that hold their results.
    @_spi(Platform) public func terminate() {
        for scene in scenes.reversed() {
            scene.transition(to: .unattached)
            scene.session.scene = nil
        }
        scenes = []
        delegate?.applicationWillTerminate(self)
        platform = nil
        imageCache.removeAll()
        missingImages.removeAll()
    }

    /// Whether the next frame has work: a pending change, a running animation or a due timer.
    @_spi(Platform) public var wantsFrame: Bool {
        needsFrame || frameObservers.contains { $0.isActive }
    }

    /// The next time the run loop must wake without input: the next timer, or now while animating.
    @_spi(Platform) public var nextDeadline: TimeInterval? {
        if wantsFrame { return clock.now }
        return runLoop.nextTimerDate
    }

    /// Runs one turn of the loop at the clock's current time: due timers, frame observers (animations),
    /// layout and display, then composites the key window into `surface` and returns the damaged pixel rectangles.
    @_spi(Platform) public func renderFrame(into surface: Bitmap) -> [PixelRect] {
        let now = clock.now
        touchDispatcher.flush()
        runLoop.fireDueTimers(now: now)
        for observer in frameObservers where observer.isActive { observer.frameWillRender(at: now) }
        guard needsFrame else { return [] }
        needsFrame = false
        focusEngine.frameWillComposite()
        var damage: [PixelRect] = []
        for window in windows where !window.isHidden {
            window.layer.layoutIfNeeded()
            defersDisplayDrawing = true
            displayPass(window.layer)
            defersDisplayDrawing = false
            damage += compositor.composite(window.layer, into: surface, scale: screen.scale)
            // What the compositor did not reach (off screen, outside the damage) is drawn now: the bitmaps are kept.
            for layer in deferredDisplays { layer.finishDisplay() }
            deferredDisplays.removeAll(keepingCapacity: true)
        }
        // Layout or display may have requested another pass (e.g. a layoutSubviews that moves views).
        return damage
    }

    private func displayPass(_ layer: CALayer) {
        guard !layer.isHidden else { markCommitted(layer); return }
        layer.wasCommitted = true
        layer.displayIfNeeded()
        for child in layer.sublayers ?? [] { displayPass(child) }
    }

    /// Hidden subtrees are committed too (their layers exist on screen, just not drawn), without display.
    private func markCommitted(_ layer: CALayer) {
        layer.wasCommitted = true
        for child in layer.sublayers ?? [] { markCommitted(child) }
    }

    /// Forces the next frame to repaint every pixel (after the surface was recreated).
    @_spi(Platform) public func invalidateSurface() {
        compositor.invalidateAll()
        setNeedsFrame()
    }

    /// Resizes the screen and every full-screen window to `size` points.
    func resizeScreen(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            log("UIApplication: ignored window size \(size)")
            return
        }
        let old = screen.bounds
        screen.bounds = CGRect(origin: .zero, size: size)
        for window in windows where window.frame == old {
            window.frame = screen.bounds
            keyboardManager.windowDidResize(window)
        }
        invalidateSurface()
    }
}

/// Something the run loop ticks once per frame before layout and compositing (the animation engine, motion effects).
@preconcurrency @MainActor
public protocol UIFrameObserver: AnyObject {
    /// Whether it needs frames now (a running animation); while any observer is active the loop paces at 60 Hz.
    var isActive: Bool { get }
    /// Called at the start of each frame with the clock's time.
    func frameWillRender(at time: TimeInterval)
}
