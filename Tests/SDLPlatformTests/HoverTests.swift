import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Hover through SDL: mouse motion without a pressed button reaches UIHoverGestureRecognizer.
    @Suite @MainActor struct Hover {
        @Test func mouseMotionWithoutAButtonHoversAndADragDoesNot() throws {
            let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            var log: [String] = []
            box.addGestureRecognizer(UIHoverGestureRecognizer { g in
                let p = g.location(in: box)
                log.append("\(g.state) \(Int(p.x)),\(Int(p.y))")
            })
            let s = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate(build: { $0.addSubview(box) }))
            defer { s.shutdown() }
            s.mouse(.move, at: CGPoint(x: 50, y: 50))     // SDL_MOUSEMOTION, no button: outside the box
            s.mouse(.move, at: CGPoint(x: 120, y: 130))   // enters
            s.mouse(.move, at: CGPoint(x: 150, y: 130))   // moves within
            #expect(log == ["began 20,30", "changed 50,30"])
            // With the left button held the mouse drags (a touch), it does not hover.
            s.mouse(.down, at: CGPoint(x: 150, y: 130))
            s.mouse(.move, at: CGPoint(x: 160, y: 140))
            s.mouse(.up, at: CGPoint(x: 160, y: 140))
            #expect(log == ["began 20,30", "changed 50,30"])
            s.mouse(.move, at: CGPoint(x: 250, y: 130))   // leaves the box
            #expect(log == ["began 20,30", "changed 50,30", "ended 150,30"])
            s.mouse(.move, at: CGPoint(x: 110, y: 110))
            s.mouseLeavesWindow()                          // SDL_WINDOWEVENT_LEAVE
            #expect(log.suffix(2) == ["began 10,10", "ended 10,10"])
        }
    }
}
