import CSDL2
@_spi(Platform) import UIKit
import Foundation
import PixelEngine

/// An app running headless on SDL's dummy video driver and a virtual clock. Tests and the script runner
/// drive it: inject input through SDL, step frames of 1/60 s, take screenshots and dumps.
@MainActor
public final class HeadlessSession {
    /// One frame of the virtual clock.
    public static let frameDuration: TimeInterval = 1.0 / 60
    /// The SDL host (window, events, frames).
    public let host: SDLApplicationHost
    /// The virtual clock the app runs on.
    public let clock: VirtualClock
    let injector: SDLEventInjector
    private var isShutDown = false
    var mouseHeld = false
    /// The session SDL currently belongs to: SDL's state is process-global, so a new session shuts the
    /// previous one down first (tests launching app after app need not know).
    private static weak var running: HeadlessSession?

    /// The application object.
    public var app: UIApplication { host.app }
    /// Whether `shutdown()` has run (also when a newer session took SDL over).
    public var isRunning: Bool { !isShutDown }
    /// Every line the app logged since launch (`NSLog`, `UIApplication.log` and the platform's messages).
    public var logLines: [String] { host.logLines }

    /// Starts SDL headless, launches the delegate and renders the first frame. A session still running is
    /// shut down first.
    public init(options: LaunchOptions = LaunchOptions(), delegate: UIApplicationDelegate) throws {
        var opts = options
        opts.headless = true
        if let previous = Self.running, !previous.isShutDown { previous.shutdown() }
        clock = VirtualClock()
        host = try SDLApplicationHost(options: opts, clock: clock, videoDriver: "dummy", delegate: delegate)
        if SDLApplicationHost.wantsAccessibilityBridge(headless: true) { host.startAccessibilityBridge() }
        let app = host.app
        injector = SDLEventInjector(scale: opts.scale, windowSize: host.window.sizeInPoints,
                                    log: { message in MainActor.assumeIsolated { app.log(message) } })
        Self.running = self
        step()
    }

    /// The pixels presented last, as an opaque 0xAARRGGBB bitmap (what `screenshot` writes).
    public func screenshot() -> Bitmap {
        let surface = host.window.surfaceBitmap
        let out = Bitmap(width: surface.width, height: surface.height)
        for y in 0..<surface.height {
            let s = surface.row(y), d = out.row(y)
            for x in 0..<surface.width { d[x] = s[x] | 0xFF00_0000 }
        }
        return out
    }

    /// Pixels per point of the window.
    public var scale: CGFloat { injector.scale }
    /// The window's size in points.
    public var windowSize: CGSize { injector.windowSize }

    /// Handles queued events and renders one frame at the current time, then advances the clock one frame.
    public func step(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
            framesStepped += 1
            host.pumpEvents()
            // Main-queue blocks run every frame (when the session drives the main thread's run loop).
            _ = RunLoop.main.run(mode: .default, before: Date())
            host.renderFrame()
            clock.advance(by: Self.frameDuration)
        }
    }

    /// Steps as many frames as `seconds` lasts (at least one when `seconds` > 0).
    public func wait(_ seconds: TimeInterval) {
        guard seconds > 0 else { return }
        step(frames: max(1, Int((seconds / Self.frameDuration).rounded())))
    }

    /// Frames stepped so far (each one pumped the queued events, ran the main queue and rendered): while it stays
    /// the same, no app code has run since.
    public private(set) var framesStepped = 0

    /// Frames that presented pixels so far.
    public var framesPresented: Int { host.framesPresented }
    /// Pixels presented so far.
    public var pixelsPresented: Int { host.pixelsPresented }

    /// Finds the visible view with `identifier` in the key window (front-most first).
    public func view(withIdentifier identifier: String) -> UIView? {
        guard let window = app.keyWindow else { return nil }
        func search(_ v: UIView) -> UIView? {
            guard !v.isHidden else { return nil }
            for s in v.subviews.reversed() { if let hit = search(s) { return hit } }
            return v.accessibilityIdentifier == identifier ? v : nil
        }
        return search(window)
    }

    /// Every visible view with `identifier`.
    public func views(withIdentifier identifier: String) -> [UIView] {
        guard let window = app.keyWindow else { return [] }
        var found: [UIView] = []
        func search(_ v: UIView) {
            guard !v.isHidden else { return }
            if v.accessibilityIdentifier == identifier { found.append(v) }
            v.subviews.forEach(search)
        }
        search(window)
        return found
    }

    /// Shuts the app and SDL down; the session cannot be used afterwards.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        if Self.running === self { Self.running = nil }
        injector.detachAll()
        host.pumpEvents()
        host.shutdown()
    }
}
