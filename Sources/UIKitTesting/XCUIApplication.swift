import Foundation
import SDLPlatform
import Testing
@_spi(Testing) @_spi(Platform) import UIKit

/// An app delegate type the library can create by itself (`XCUIApplication(AppDelegate.self)`).
@MainActor
public protocol LaunchableAppDelegate: UIApplicationDelegate {
    /// Creates the delegate, as `UIApplicationMain` does.
    init()
}

/// The app under test, run headless in the test's own process on SDL's dummy video driver and a virtual
/// clock (XCUITest's `XCUIApplication`): configure it, `launch()`, then query and act on its elements.
/// Launching while another app runs terminates that one first, so tests may launch app after app.
@MainActor
public final class XCUIApplication: XCUIElementTypeQueryProvider {
    /// The command line the app sees, parsed as `UIApplicationMain` parses it (`--size`, `--scale`,
    /// `--assets`, `--appearance`, `--no-onscreen-keyboard`); the delegate factory receives it too.
    public var launchArguments: [String] = []
    /// The window's size in points (default 390x844), unless `launchArguments` give `--size`.
    public var windowSize: CGSize?
    /// Pixels per point (default 1), unless `launchArguments` give `--scale`.
    public var scale: CGFloat?
    /// The folder image assets are read from (default: the `Assets` folder of the current directory).
    public var assetsDirectory: String?
    /// How long an action first lets running animations finish (virtual seconds; 0 acts at once). As
    /// XCUITest waits for the app to idle, a tap right after a push lands on the pushed screen at rest.
    public var idleTimeout: TimeInterval = 2
    /// Whether the on-screen keyboard appears when a text input becomes first responder (default true).
    public var showsOnScreenKeyboard = true
    /// The system appearance the app launches in (default light), unless `launchArguments` give
    /// `--appearance`; switch it while the app runs with `setAppearance(_:)`.
    public var appearance: UIUserInterfaceStyle?

    /// Makes the scene delegate of a scene-based app at each launch (what `UIApplicationMain`'s
    /// `makeSceneDelegate` is to the app); nil for an app without scenes.
    public var makeSceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)?

    private let makeDelegate: @MainActor ([String]) -> UIApplicationDelegate
    /// The running headless session (nil before `launch()` and after `terminate()`).
    public private(set) var session: HeadlessSession?

    /// An app whose delegate `makeDelegate` creates from the launch arguments.
    public init(_ makeDelegate: @escaping @MainActor ([String]) -> UIApplicationDelegate) {
        self.makeDelegate = makeDelegate
    }

    /// An app whose delegate `makeDelegate` creates.
    public convenience init(delegate makeDelegate: @escaping @MainActor () -> UIApplicationDelegate) {
        self.init { _ in makeDelegate() }
    }

    /// An app whose delegate is a new `type`.
    public convenience init<Delegate: LaunchableAppDelegate>(_ type: Delegate.Type) {
        self.init { _ in type.init() }
    }

    /// Whether the app is running (launched, not terminated, and not replaced by a later launch).
    public var isRunning: Bool { session?.isRunning ?? false }

    /// The application object of the running app.
    public var application: UIApplication? { isRunning ? session?.app : nil }

    /// Launches the app (terminating it first if it runs): SDL starts headless, the delegate gets
    /// `application(_:didFinishLaunchingWithOptions:)` and the first frame is rendered.
    public func launch(sourceLocation: SourceLocation = #_sourceLocation) {
        terminate()
        var options: LaunchOptions
        do { options = try LaunchOptions.parse(launchArguments) } catch {
            report("launch: bad launch arguments: \(error.message)", sourceLocation)
            return
        }
        if let windowSize, !launchArguments.contains("--size") { options.size = windowSize }
        if let scale, !launchArguments.contains("--scale") { options.scale = scale }
        if let assetsDirectory { options.assetsDirectory = assetsDirectory }
        if !showsOnScreenKeyboard { options.hidesOnScreenKeyboard = true }
        if let appearance, !launchArguments.contains("--appearance") {
            if appearance == .unspecified {
                report("launch: appearance must be .light or .dark, not .unspecified; launching light", sourceLocation)
            }
            options.appearance = appearance == .dark ? .dark : .light
        }
        options.sceneDelegateFactory = makeSceneDelegate.map(SceneDelegateFactory.init)
        do { session = try HeadlessSession(options: options, delegate: makeDelegate(launchArguments)) } catch {
            report("launch: cannot start headless: \(error)", sourceLocation)
        }
    }

    /// Ends the app: the delegate hears `applicationWillTerminate(_:)` and SDL shuts down.
    public func terminate() {
        session?.shutdown()
        session = nil
    }

    /// The key window, as an element.
    public var window: XCUIElement {
        XCUIElement(app: self, resolve: { [self] in application?.keyWindow }, description: "window")
    }

    /// Every descendant of the key window of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: self, roots: { [self] in application?.keyWindow.map { [$0] } ?? [] },
                         filter: { v in type == .any || XCUIElement.ElementType.of(v) == type }, summary: type.rawValue)
    }

    /// The element with `identifier` (its `accessibilityIdentifier`, else its label), of any kind.
    public subscript(identifier: String) -> XCUIElement { descendants(matching: .any)[identifier] }

    /// Every line the app logged since launch (`NSLog`, `UIApplication.log`, the platform's messages).
    public var logLines: [String] { session?.logLines ?? [] }

    /// Seconds of virtual time since launch.
    public var time: TimeInterval { session?.clock.now ?? 0 }

    /// Runs the app for `seconds` of virtual time (timers fire, animations advance, frames render).
    public func advance(by seconds: TimeInterval) { session?.wait(seconds) }

    /// Runs frames until `predicate` holds or `timeout` seconds of virtual time pass; whether it held.
    @discardableResult
    public func wait(timeout: TimeInterval, until predicate: @MainActor () -> Bool) -> Bool {
        session?.wait(until: predicate, timeout: timeout) ?? false
    }

    /// Runs frames while anything animates (at most `idleTimeout` seconds); element actions do this first.
    public func waitForIdle() {
        guard let s = session, idleTimeout > 0 else { return }
        s.wait(until: { !s.app.wantsFrame }, timeout: idleTimeout)
    }

    /// The key window's view tree as the `dump` script verb writes it (JSON).
    public func dump() -> Data { session?.host.viewTreeJSON() ?? Data("{}".utf8) }

    func report(_ message: String, _ location: SourceLocation) { reportFailure(message, at: location) }
}
