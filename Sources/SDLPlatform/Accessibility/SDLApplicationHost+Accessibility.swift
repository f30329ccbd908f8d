import CSDL2
@_spi(Platform) import UIKit
@_spi(Platform) import ATSPIBridge
import Foundation

/// The desktop accessibility bridge for a running app: AT-SPI on the D-Bus session bus (Sources/ATSPIBridge),
/// given the window's position and scale and a way to tap (SDL events, as VoiceOver's activation taps).
extension SDLApplicationHost {
    /// Whether this run should register with AT-SPI: live runs do unless `NO_AT_BRIDGE=1` (GTK's switch) or
    /// `UIKIT_ACCESSIBILITY=0`; headless runs only when `UIKIT_ACCESSIBILITY=1` asks.
    static func wantsAccessibilityBridge(headless: Bool) -> Bool {
        let env = ProcessInfo.processInfo.environment
        if let asked = env["UIKIT_ACCESSIBILITY"] { return asked == "1" }
        if env["NO_AT_BRIDGE"] == "1" { return false }
        return !headless
    }

    /// Registers the app with the AT-SPI registry; without a bus, logs one line and does nothing else.
    func startAccessibilityBridge() {
        let injector = SDLEventInjector(scale: window.scale, windowSize: window.sizeInPoints, log: { [app] in app.log($0) })
        let host = ATSPIBridge.Host(
            appName: Self.appName,
            windowOrigin: { [window] in
                var x: Int32 = 0, y: Int32 = 0
                SDL_GetWindowPosition(window.window, &x, &y)
                return CGPoint(x: CGFloat(x), y: CGFloat(y))
            },
            scale: { [window] in window.scale },
            tap: { [window] point in
                injector.windowSize = window.sizeInPoints
                injector.mouseButton(down: true, x: Double(point.x), y: Double(point.y))
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                    MainActor.assumeIsolated { injector.mouseButton(down: false, x: Double(point.x), y: Double(point.y)) }
                }
            },
            log: { [app] in app.log($0) })
        _ = ATSPIBridge.start(app: app, host: host)
    }

    /// Leaves the accessibility bus (before the window goes).
    func stopAccessibilityBridge() {
        (app.accessibilityBridge as? ATSPIBridge)?.stop()
    }
}
