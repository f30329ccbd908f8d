import CSDL2
@_spi(Platform) import UIKit
import Foundation
import PixelEngine

/// Owns SDL for one app run: initialises it, opens the window, pumps and translates events into the
/// application, renders frames and presents them. Used by the live run loop and by headless sessions.
@MainActor
public final class SDLApplicationHost {
    /// The application object.
    public let app: UIApplication
    let window: SDLWindowHost
    let translator: SDLEventTranslator
    let services: SDLPlatformServices
    /// Set when SDL asked the app to quit.
    public private(set) var quitRequested = false
    /// Frames rendered (a frame that changed nothing presents nothing).
    public private(set) var framesRendered = 0
    /// The app's log lines since launch (the latest `maximumLogLines`), for tests and script expectations.
    public private(set) var logLines: [String] = []
    /// How many log lines `logLines` keeps (older ones are dropped, so long soak runs stay bounded).
    public static let maximumLogLines = 20_000
    /// Sees every SDL event before it is translated (the session recorder).
    var eventObserver: ((inout SDL_Event) -> Void)?

    /// Starts SDL with `videoDriver` (nil: SDL's choice), opens the window and launches the app delegate.
    public init(options: LaunchOptions, clock: UIClock, videoDriver: String?, delegate: UIApplicationDelegate) throws {
        let relay = SDLLogRelay()
        let log = relay.closure
        if let videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // Headless runs keep the default SIGINT/SIGTERM actions, so `timeout`, CI and process managers can end
        // them (SDL's handlers would turn the signals into quit events that a script or fuzz run never reads).
        // The live app keeps SDL's: a SIGTERM asks it to quit like closing its window.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, videoDriver == "dummy" ? "1" : "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) == 0 else {
            throw SDLError("SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
        SDL_StopTextInput()
        do {
            // The window is titled after the executable, as an iOS app's display name defaults to its bundle name.
            window = try SDLWindowHost(title: Self.appName, size: options.size, scale: options.scale, log: log)
        } catch {
            SDL_Quit()
            throw error
        }
        // An asset folder asked for and missing is worth a line; an app without one (its images in the main bundle
        // or its targets' `Bundle.module`) starts quietly.
        var assets = options.assetsDirectory ?? Self.defaultAssetsDirectory()
        if let explicit = options.assetsDirectory, !FileManager.default.fileExists(atPath: explicit) {
            log("Assets: folder \(explicit) not found; images will be missing (use --assets DIR)")
            assets = nil
        }
        services = SDLPlatformServices(assetsDirectory: assets, log: log)
        let iconFolders = [assets, Bundle.main.resourceDirectory].compactMap { $0 }
        if let icon = iconFolders.map({ ($0 as NSString).appendingPathComponent("AppIcon.png") })
            .first(where: { FileManager.default.fileExists(atPath: $0) }) {
            window.setIcon(fromPNG: icon)
        }
        services.scale = options.scale
        translator = SDLEventTranslator(scale: options.scale, windowSize: window.sizeInPoints, log: log)
        services.translator = translator
        app = UIApplication.makeShared(clock: clock, screenSize: window.sizeInPoints, scale: options.scale, platform: services)
        app.showsOnScreenKeyboard = !options.hidesOnScreenKeyboard
        relay.app = app
        let printLine = app.logHandler
        app.logHandler = { [weak self] line in
            if let self {
                if self.logLines.count >= Self.maximumLogLines { self.logLines.removeFirst(Self.maximumLogLines / 4) }
                self.logLines.append(line)
            }
            printLine(line)
        }
        for warning in options.warnings { log(warning) }
        app.systemUserInterfaceStyle = options.appearance
        app.launch(delegate: delegate, options: nil, sceneDelegate: options.sceneDelegateFactory?.make())
        SDL_GameControllerUpdate()
    }

    /// The app's name: its executable's ("HypnoNerd" for the demo app).
    static var appName: String {
        let name = ProcessInfo.processInfo.processName
        return name.isEmpty ? "HypnoNerd" : name
    }

    /// `./Assets`, or the `Assets` folder next to the package when run from a build folder; nil when neither exists.
    static func defaultAssetsDirectory() -> String? {
        let cwd = FileManager.default.currentDirectoryPath
        let local = (cwd as NSString).appendingPathComponent("Assets")
        if FileManager.default.fileExists(atPath: local) { return local }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? cwd).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = dir.appendingPathComponent("Assets").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    /// Handles every queued SDL event; with `timeout` > 0, first waits up to that many seconds for one.
    public func pumpEvents(waitingUpTo timeout: TimeInterval = 0) {
        var event = SDL_Event()
        var have: Bool
        if timeout > 0 {
            have = SDL_WaitEventTimeout(&event, Int32(min(timeout * 1000, 1_000_000).rounded(.up))) != 0
        } else {
            have = SDL_PollEvent(&event) != 0
        }
        while have {
            dispatch(&event)
            have = SDL_PollEvent(&event) != 0
        }
        // Fingers that changed in this batch go out together as one touch event.
        app.dispatchPendingInput()
    }

    private func dispatch(_ event: inout SDL_Event) {
        eventObserver?(&event)
        switch translator.translate(&event) {
        case .input(let inputs): for input in inputs { app.handle(input) }
        case .windowResized: surfaceChanged()
        case .windowExposed: app.invalidateSurface()
        case .quit: quitRequested = true
        case .none: break
        }
    }

    private func surfaceChanged() {
        do { try window.refreshSurface() } catch {
            app.log("Window: \(error)")
            return
        }
        translator.windowSize = window.sizeInPoints
        app.handle(.resize(window.sizeInPoints))
    }

    /// Renders a frame at the clock's current time and presents what changed.
    public func renderFrame() {
        let damage = app.renderFrame(into: window.surfaceBitmap)
        framesRendered += 1
        window.present(damage)
    }

    /// Frames that presented pixels.
    public var framesPresented: Int { window.framesPresented }
    /// Pixels presented so far.
    public var pixelsPresented: Int { window.pixelsPresented }

    /// Writes the presented pixels to `path` as PNG.
    public func writeScreenshot(to path: String) throws { try window.writePNG(to: path) }

    /// The key window's view tree as JSON.
    public func viewTreeJSON() -> Data {
        guard let w = app.keyWindow else { return Data("{}".utf8) }
        return UIViewTreeDump.json(for: w)
    }

    /// Tells the delegate the app ends, closes the window and shuts SDL down.
    public func shutdown() {
        stopAccessibilityBridge()
        app.terminate()
        translator.closeControllers()
        window.destroy()
        services.fonts.close()
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }
}
