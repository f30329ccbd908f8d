import Foundation
import SDLPlatform
import Testing
import UIKit

/// A focusable view that counts the taps it receives (stands in for a button).
@MainActor
final class FocusableTestView: UIView {
    var taps = 0
    var focusable = true
    override var canBecomeFocused: Bool { focusable }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}

/// A view that records remote-control events and can be first responder.
@MainActor
final class RemoteRecorder: UIView {
    var log: [UIEvent.EventSubtype] = []
    override var canBecomeFirstResponder: Bool { true }
    override func remoteControlReceived(with event: UIEvent?) { if let e = event { log.append(e.subtype) } }
}

/// Tab bar app for the shoulder-button test.
@MainActor
final class TabsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let tabs = UITabBarController()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        tabs.viewControllers = (0..<3).map { i in
            let c = UIViewController()
            c.tabBarItem = UITabBarItem(title: "Tab \(i)", image: nil, tag: i)
            return c
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

extension SDLSuite {
    @Suite @MainActor struct Focus {
        /// A 3x3 grid of focusable views (80x40, 20 apart) starting at (20, 20); grid[row][column].
        private func gridSession() throws -> (HeadlessSession, [[FocusableTestView]]) {
            let grid = (0..<3).map { row in
                (0..<3).map { col in
                    let v = FocusableTestView(frame: CGRect(x: 20 + col * 100, y: 20 + row * 60, width: 80, height: 40))
                    v.accessibilityIdentifier = "cell\(row)\(col)"
                    return v
                }
            }
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                for row in grid { for v in row { root.addSubview(v) } }
            })
            session.addPad()
            return (session, grid)
        }

        private func press(_ session: HeadlessSession, _ button: String) {
            session.padButton(button, down: true)
            session.padButton(button, down: false)
        }

        private func focused(_ grid: [[FocusableTestView]]) -> String? {
            grid.joined().first { $0.isFocused }?.accessibilityIdentifier
        }

        @Test func theDPadMovesFocusToTheNearestViewInThatDirection() throws {
            let (session, grid) = try gridSession()
            defer { session.shutdown() }
            #expect(focused(grid) == nil)
            press(session, "dpright")  // the first press focuses the top-left view
            #expect(focused(grid) == "cell00")
            press(session, "dpright"); #expect(focused(grid) == "cell01")
            press(session, "dpright"); #expect(focused(grid) == "cell02")
            press(session, "dpright"); #expect(focused(grid) == "cell02")  // edge: stays
            press(session, "dpdown"); #expect(focused(grid) == "cell12")
            press(session, "dpleft"); #expect(focused(grid) == "cell11")
            press(session, "dpdown"); #expect(focused(grid) == "cell21")
            press(session, "dpup"); press(session, "dpup"); #expect(focused(grid) == "cell01")
            // The ring surrounds the focused view, on top of the window.
            let ring = try #require(session.view(withIdentifier: "focusRing"))
            #expect(ring.frame == grid[0][1].frame.insetBy(dx: -3, dy: -3))
            #expect(ring.superview === grid[0][1].window)
            #expect(ring.superview?.subviews.last === ring)
            // Unfocusable and hidden views are skipped.
            grid[1][1].focusable = false
            grid[2][1].isHidden = true
            press(session, "dpdown")
            #expect(focused(grid) == "cell10" || focused(grid) == "cell12")
        }

        @Test func theLeftStickMovesFocusOncePerDeflection() throws {
            let (session, grid) = try gridSession()
            defer { session.shutdown() }
            press(session, "dpdown")
            #expect(focused(grid) == "cell00")
            session.padAxis(.leftX, value: 1)
            session.padAxis(.leftX, value: 0.9)  // still held: no second move
            #expect(focused(grid) == "cell01")
            session.padAxis(.leftX, value: 0)
            session.padAxis(.leftY, value: 1)
            #expect(focused(grid) == "cell11")
            session.padAxis(.leftY, value: 0)
            session.padAxis(.leftX, value: -1)
            #expect(focused(grid) == "cell10")
        }

        @Test func aActivatesTheFocusedViewAsATap() throws {
            let (session, grid) = try gridSession()
            defer { session.shutdown() }
            press(session, "dpright"); press(session, "dpright"); press(session, "dpdown")
            #expect(focused(grid) == "cell11")
            press(session, "a")
            #expect(grid[1][1].taps == 1)
            #expect(grid.joined().map(\.taps).reduce(0, +) == 1)
            // Covered at its centre: the tap lands on a visible part of it.
            let cover = UIView(frame: CGRect(x: 150, y: 90, width: 20, height: 20))
            grid[1][1].superview?.addSubview(cover)
            press(session, "a")
            #expect(grid[1][1].taps == 2)
        }

        @Test func bResignsTheFirstResponderAndMediaButtonsAreRemoteControlEvents() throws {
            let recorder = RemoteRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(recorder) })
            defer { session.shutdown() }
            #expect(recorder.becomeFirstResponder())
            session.addPad()
            press(session, "start")
            #expect(recorder.log == [.remoteControlTogglePlayPause])
            press(session, "b")
            #expect(!recorder.isFirstResponder)
        }

        @Test func theShoulderButtonsSwitchTabs() throws {
            let delegate = TabsAppDelegate()
            let session = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { session.shutdown() }
            session.addPad()
            #expect(delegate.tabs.selectedIndex == 0)
            press(session, "rb"); #expect(delegate.tabs.selectedIndex == 1)
            press(session, "rb"); #expect(delegate.tabs.selectedIndex == 2)
            press(session, "rb"); #expect(delegate.tabs.selectedIndex == 0)
            press(session, "lb"); #expect(delegate.tabs.selectedIndex == 2)
        }
    }
}

/// Records which button sent its action.
@MainActor
final class ButtonTapLog {
    var hits: [String] = []
    func tapped(_ sender: UIButton) { hits.append(sender.accessibilityIdentifier ?? "?") }
}

/// A navigation app for the B-pops test.
@MainActor
final class NavigationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let nav = UINavigationController(rootViewController: UIViewController())
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

extension SDLSuite.Focus {
    @Test func buttonsAreFocusableAndAFiresTheirAction() throws {
        let log = ButtonTapLog()
        let buttons = (0..<4).map { i -> UIButton in
            let b = UIButton(type: .system)
            b.setTitle("B\(i)", for: .normal)
            b.frame = CGRect(x: 20 + CGFloat(i % 2) * 150, y: 40 + CGFloat(i / 2) * 80, width: 120, height: 44)
            b.accessibilityIdentifier = "button\(i)"
            b.addTarget(log, action: ButtonTapLog.tapped, for: .touchUpInside)
            return b
        }
        buttons[3].isEnabled = false
        let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in buttons.forEach(root.addSubview) })
        defer { session.shutdown() }
        session.addPad()
        session.padButton("dpdown", down: true); session.padButton("dpdown", down: false)
        #expect(buttons[0].isFocused)
        #expect(buttons[0].state.contains(.focused))
        session.padButton("dpright", down: true); session.padButton("dpright", down: false)
        #expect(buttons[1].isFocused && !buttons[0].state.contains(.focused))
        session.padButton("a", down: true); session.padButton("a", down: false)
        #expect(log.hits == ["button1"])
        // The disabled button cannot take focus: down from button1 goes to button2 (down-left), not button3.
        session.padButton("dpdown", down: true); session.padButton("dpdown", down: false)
        #expect(buttons[2].isFocused)
        session.padButton("a", down: true); session.padButton("a", down: false)
        #expect(log.hits == ["button1", "button2"])
    }

    @Test func bPopsTheNavigationStack() throws {
        let delegate = NavigationAppDelegate()
        let session = try HeadlessSession(options: testOptions(), delegate: delegate)
        defer { session.shutdown() }
        delegate.nav.pushViewController(UIViewController(), animated: false)
        session.step(frames: 2)
        #expect(delegate.nav.viewControllers.count == 2)
        session.addPad()
        session.padButton("b", down: true); session.padButton("b", down: false)
        session.wait(1)
        #expect(delegate.nav.viewControllers.count == 1)
    }
}
