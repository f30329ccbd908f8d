import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The mouse wheel through SDL: SDL_MOUSEWHEEL events scroll the scroll view under the pointer.
    @Suite @MainActor struct ScrollWheel {
        @Test func wheelNotchesScrollTheScrollViewUnderThePointer() throws {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            scroll.contentSize = CGSize(width: 320, height: 1000)
            let s = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate(build: { $0.addSubview(scroll) }))
            defer { s.shutdown() }
            s.mouseWheel(notches: -2, at: CGPoint(x: 100, y: 100))   // towards the user: further down
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
            s.mouseWheel(notches: 0.5, at: CGPoint(x: 100, y: 100))  // a touchpad's fraction of a notch back up
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 60))
            s.mouseWheel(notches: -2, at: CGPoint(x: 100, y: 500))   // below the scroll view: nothing scrolls
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 60))
        }
    }
}

extension SDLSuite.ScrollWheel {
    /// Shift held on the keyboard (an SDL key event) turns the wheel sideways; a script's `wheel` verb drives it.
    @Test func shiftAndTheWheelScrollSidewaysThroughSDLAndScripts() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        scroll.accessibilityIdentifier = "pane"
        let s = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate(build: { $0.addSubview(scroll) }))
        defer { s.shutdown() }
        s.key("lshift", .down)
        s.mouseWheel(notches: -1, at: CGPoint(x: 100, y: 100))   // towards the user: further right
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
        s.key("lshift", .up)
        let script = try ScriptParser.parse("wheel -2 @pane\nwheel 0 1.5 100 100\n", fileName: "wheel.txt")
        for line in script.commands { try s.execute(line.command, outputDirectory: NSTemporaryDirectory()) }
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 80))
    }
}
