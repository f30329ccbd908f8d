import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A platform with a rumble actuator that records every pulse it plays, at the time it plays it.
@MainActor
private final class HapticPlatform: UIPlatform {
    var pulses: [(time: TimeInterval, pulse: UIHapticPulse)] = []
    var hasActuator = true
    let clock: VirtualClock
    init(clock: VirtualClock) { self.clock = clock }
    func metrics(of font: UIFont) -> UIFontMetrics { UIFontMetrics(ascender: 10, descender: -3, lineHeight: 14) }
    func measure(_ text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * 7, height: 14) }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? { nil }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
    var canPlayHaptics: Bool { hasActuator }
    func playHaptic(_ pulse: UIHapticPulse) -> Bool {
        guard hasActuator else { return false }
        pulses.append((clock.now, pulse))
        return true
    }
}

@MainActor
private final class QuietDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

/// An active app on a virtual clock with a haptic platform, made inside each test (UIApplication.shared is one
/// per process, and suites run interleaved).
@MainActor
private final class FeedbackFixture {
    let clock = VirtualClock(start: 10)
    let platform: HapticPlatform
    let app: UIApplication
    var logLines: [String] = []

    init() {
        platform = HapticPlatform(clock: clock)
        app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 320, height: 480), scale: 1, platform: platform)
        app.launch(delegate: QuietDelegate())
        app.logHandler = { [weak self] in self?.logLines.append($0) }
    }

    /// Runs frames up to `seconds` ahead, stopping at each timer's fire date.
    func run(for seconds: TimeInterval) {
        let surface = Bitmap(width: 320, height: 480)
        let end = clock.now + seconds
        for _ in 0..<100 where clock.now < end - 1e-9 {
            let untilTimer = app.runLoop.nextTimerDate.map { max($0 - clock.now, 0) } ?? .infinity
            clock.advance(by: min(untilTimer, end - clock.now))
            _ = app.renderFrame(into: surface)
        }
    }
}

/// The feedback generators: what each plays on an actuator, when, and when nothing plays.
@Suite(.serialized) @MainActor struct FeedbackGeneratorTests {
    @Test func anImpactPlaysOneBurstScaledByItsIntensity() throws {
        let f = FeedbackFixture(), platform = f.platform, app = f.app
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 0.5)
        try #require(platform.pulses.count == 2)
        let full = platform.pulses.first!.pulse, half = platform.pulses.last!.pulse
        #expect(full.lowFrequency > full.highFrequency * 0.9)       // a heavy mass uses the low-frequency motor
        #expect(abs(half.lowFrequency - full.lowFrequency / 2) < 1e-9)
        #expect(abs(half.highFrequency - full.highFrequency / 2) < 1e-9)
        #expect(app.recentFeedback.map(\.kind) == ["impact.heavy", "impact.heavy"])
        #expect(app.recentFeedback.map(\.intensity) == [1, 0.5])
        #expect(app.recentFeedback.map(\.played) == [true, true])
    }

    @Test func theDefaultImpactIsMediumAndLighterStylesAreWeaker() throws {
        let f = FeedbackFixture(), platform = f.platform
        #expect(UIImpactFeedbackGenerator().style == .medium)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        try #require(platform.pulses.count == 2)
        let light = platform.pulses.first!.pulse, heavy = platform.pulses.last!.pulse
        #expect(light.lowFrequency + light.highFrequency < heavy.lowFrequency + heavy.highFrequency)
        #expect(light.duration < heavy.duration)
    }

    @Test func anErrorPlaysThreePulsesOnTheRunLoopAndSuccessTwo() {
        let f = FeedbackFixture(), platform = f.platform, app = f.app
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(platform.pulses.count == 1)                 // the first now, the rest on the run loop
        f.run(for: 0.5)
        let times = platform.pulses.map(\.time)
        #expect(times.count == 3)
        for (time, expected) in zip(times, [10, 10.08, 10.16]) { #expect(abs(time - expected) < 1e-6) }
        platform.pulses.removeAll()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        f.run(for: 0.5)
        #expect(platform.pulses.count == 2)
        #expect(app.recentFeedback.map(\.kind) == ["notification.error", "notification.success"])
    }

    @Test func selectionIsOneShortLightTickWithItsLocation() throws {
        let f = FeedbackFixture(), platform = f.platform, app = f.app
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let generator = UISelectionFeedbackGenerator(view: view)
        #expect(generator.view === view)
        generator.prepare()
        generator.selectionChanged(at: CGPoint(x: 5, y: 6))
        try #require(platform.pulses.count == 1)
        #expect(platform.pulses[0].pulse.lowFrequency == 0)
        #expect(platform.pulses[0].pulse.duration <= 0.02)
        #expect(app.recentFeedback.last?.location == CGPoint(x: 5, y: 6))
    }

    @Test func nothingPlaysWhileTheAppIsInactiveOrWithoutAnActuator() {
        let f = FeedbackFixture(), platform = f.platform, app = f.app
        app.handle(.focus(false))
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(platform.pulses.isEmpty)
        #expect(app.recentFeedback.last?.played == false)
        app.handle(.focus(true))
        platform.hasActuator = false
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        f.run(for: 1)
        #expect(platform.pulses.isEmpty)
        #expect(app.recentFeedback.last?.played == false)
        #expect(app.recentFeedback.count == 2)
    }

    @Test func badIntensitiesAreClampedOrRefusedWithAMessage() {
        let f = FeedbackFixture(), platform = f.platform, app = f.app
        let generator = UIImpactFeedbackGenerator(style: .rigid)
        generator.impactOccurred(intensity: 7)
        generator.impactOccurred(intensity: -1)
        generator.impactOccurred(intensity: .nan)
        #expect(app.recentFeedback.map(\.intensity) == [1, 0])
        #expect(platform.pulses.count == 1)                 // zero intensity plays nothing
        #expect(f.logLines.contains { $0.contains("impactOccurred(intensity: nan)") })
        let pulse = UIHapticPulse(delay: .infinity, lowFrequency: .nan, highFrequency: 3, duration: -1)
        #expect(pulse == UIHapticPulse(delay: 0, lowFrequency: 0, highFrequency: 1, duration: 0))
    }

    @Test func aUserToggledSwitchGivesALightImpactAndCodeDoesNot() {
        let f = FeedbackFixture(), app = f.app
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        window.rootViewController!.view.addSubview(toggle)
        toggle.setOn(true, animated: false)
        #expect(app.recentFeedback.isEmpty)
        app.handle(.touch(finger: 1, phase: .began, location: CGPoint(x: 40, y: 35)))
        app.handle(.touch(finger: 1, phase: .ended, location: CGPoint(x: 40, y: 35)))
        app.dispatchPendingInput()
        #expect(!toggle.isOn)
        #expect(app.recentFeedback.map(\.kind) == ["impact.light"])
    }
}
