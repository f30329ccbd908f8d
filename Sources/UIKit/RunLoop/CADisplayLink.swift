import Foundation

/// A range of frame rates a display link asks for (frames per second); zeros mean the display's rate.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted; nil lets the system choose within the range.
    public var preferred: Float?
    /// A range of rates.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the display: once added to the main run loop it calls its target (or block)
/// once per frame, on the application's clock (the virtual clock headless), before animations, layout and
/// compositing. While it is added, valid and not paused it keeps the run loop producing frames (60 a second);
/// paused or invalidated, it asks for none. The run loop retains it and it retains its target until
/// `invalidate()`, as in Core Animation.
@preconcurrency @MainActor
open class CADisplayLink: UIFrameObserver {
    /// The display's refresh rate.
    static let maximumFramesPerSecond = 60

    private var callback: (@MainActor (CADisplayLink) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    private var lastFire: CFTimeInterval?
    /// The run loop's scheduling number when the link was last added (for the fuzzer's leak check).
    var runLoopStamp = 0

    /// When the frame being prepared started (0 before the first call).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame at the link's rate will be shown: what to prepare content for.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between display refreshes (1/60 s).
    public var duration: CFTimeInterval { 1 / Double(Self.maximumFramesPerSecond) }
    /// Whether the link is suspended: no calls and no frames asked for.
    open var isPaused = false { didSet { if !isPaused && isActive { UIApplication.shared.setNeedsFrame() } } }
    /// The rate the link is called at; 0 (the default) is the display's rate. Rates that do not divide 60
    /// are served at the nearest one that does (60, 30, 20, 15 ...). Negative values are logged and read as 0.
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                UIApplication.shared.log("CADisplayLink: preferredFramesPerSecond \(preferredFramesPerSecond) is negative; using 0")
                preferredFramesPerSecond = 0
            }
        }
    }
    /// The range of rates wanted; a preferred (or else maximum) rate above 0 takes precedence over
    /// `preferredFramesPerSecond`. Non-finite values are logged and the default range is used.
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            let r = preferredFrameRateRange
            if !(r.minimum.isFinite && r.maximum.isFinite && (r.preferred?.isFinite ?? true)) {
                UIApplication.shared.log("CADisplayLink: preferredFrameRateRange \(r) is not finite; using the default")
                preferredFrameRateRange = .default
            }
        }
    }
    /// False once invalidated.
    public private(set) var isValid = true

    /// Calls `selector` on `target` every frame once added to a run loop; the link retains `target`.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        callback = { link in selector(target)(link) }
    }

    /// The same with a method that takes no arguments.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        callback = { _ in selector(target)() }
    }

    /// The closure form: calls `block` every frame once added to a run loop.
    public init(block: @escaping @MainActor (CADisplayLink) -> Void) {
        callback = block
    }

    /// Starts calling the link on the main run loop in `mode`: `.default` links pause while a scroll view or
    /// control tracks, `.tracking` ones run only then, `.common` ones always.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else {
            UIApplication.shared.log("CADisplayLink: add(to:forMode:) after invalidate() is ignored")
            return
        }
        if runloop !== RunLoop.main && runloop !== RunLoop.current {
            UIApplication.shared.log("CADisplayLink: display links run on the main run loop; scheduling there")
        }
        if modes.isEmpty { runLoopStamp = UIApplication.shared.runLoop.stamp() }
        modes.insert(mode)
        UIApplication.shared.addFrameObserver(self)
        UIApplication.shared.setNeedsFrame()
    }

    /// Stops calling the link in `mode`; removed from every mode, it stops (and can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { UIApplication.shared.removeFrameObserver(self) }
    }

    /// Removes the link from every mode and releases its target; it is never called again. Safe to call
    /// inside its own callback and more than once.
    open func invalidate() {
        guard isValid else { return }
        isValid = false
        modes.removeAll()
        callback = nil
        UIApplication.shared.removeFrameObserver(self)
    }

    /// Frames between calls at the requested rate (1 at the display's rate).
    var frameStride: Int {
        let r = preferredFrameRateRange
        var fps = Double(preferredFramesPerSecond)
        if let p = r.preferred, p > 0 { fps = Double(p) } else if r.maximum > 0 { fps = Double(r.maximum) }
        guard fps > 0 else { return 1 }
        return max(1, Int((Double(Self.maximumFramesPerSecond) / min(fps, Double(Self.maximumFramesPerSecond))).rounded()))
    }

    // MARK: UIFrameObserver
    public var isActive: Bool { isValid && !isPaused && !modes.isEmpty && UIApplication.shared.runLoop.runs(in: modes) }

    public func frameWillRender(at time: TimeInterval) {
        guard isActive else { return }
        let stride = Double(frameStride) * duration
        // Half a frame of slack: frames are paced at 60 Hz, not exactly on the grid.
        if let last = lastFire, time < last + stride - duration / 2 { return }
        lastFire = time
        timestamp = time
        targetTimestamp = time + stride
        callback?(self)
    }
}
