import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The dump's `frame` is where a view is on screen; `modelFrame` is where its model geometry puts it.
    @Suite @MainActor struct DumpFrames {
        private func box(_ tree: [String: Any], _ id: String) -> [String: Any]? {
            if tree["id"] as? String == id { return tree }
            for child in tree["subviews"] as? [[String: Any]] ?? [] { if let hit = box(child, id) { return hit } }
            return nil
        }

        private func dump(_ session: HeadlessSession) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: session.host.viewTreeJSON()) as? [String: Any])
        }

        @Test func anAnimatingViewIsDumpedWhereItIsDrawnWithItsModelFrameBeside() throws {
            var moving: UIView?
            var scaled: UIView?
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                let v = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 20))
                v.accessibilityIdentifier = "moving"
                root.addSubview(v)
                moving = v
                // A parent scaled 2x about its centre (100, 300): the child's box doubles around it.
                let parent = UIView(frame: CGRect(x: 50, y: 250, width: 100, height: 100))
                parent.transform = CGAffineTransform(scaleX: 2, y: 2)
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                child.accessibilityIdentifier = "scaled"
                parent.addSubview(child)
                root.addSubview(parent)
                scaled = child
            })
            defer { session.shutdown() }
            _ = scaled
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                moving?.frame.origin.x = 200
            })
            session.wait(0.5)
            let node = try #require(box(try dump(session), "moving"))
            let frame = try #require(node["frame"] as? [Double])
            #expect(node["modelFrame"] as? [Double] == [200, 100, 40, 20])
            // Half-way through a linear 1 s move from x 0 to 200 (one frame of slack either way).
            #expect(abs(frame[0] - 100) <= 200.0 / 60 + 0.01, "\(frame)")
            #expect(Array(frame[1...]) == [100, 40, 20])
            session.wait(0.6)
            #expect(box(try dump(session), "moving")?["frame"] as? [Double] == [200, 100, 40, 20])
            // The model frame of a scaled parent's child is `convert(_:to:)`'s (which carries transforms too);
            // the on-screen box is (50 + 50 - 100, 250 + 50 - 100) = (0, 200), 20x20.
            let child = try #require(box(try dump(session), "scaled"))
            #expect(child["frame"] as? [Double] == [0, 200, 20, 20])
        }

        @Test func aViewMovedByAMotionEffectIsDumpedWhereItIsDrawn() throws {
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                let v = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 30))
                v.accessibilityIdentifier = "drifting"
                let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
                effect.minimumRelativeValue = -25
                effect.maximumRelativeValue = 25
                v.addMotionEffect(effect)
                root.addSubview(v)
            })
            defer { session.shutdown() }
            session.wait(0.1)
            #expect(box(try dump(session), "drifting")?["frame"] as? [Double] == [100, 100, 50, 30])
            // Ctrl+Right held tilts fully right: center.x += 25 on screen, the model stays.
            session.key("ctrl", .down)
            session.key("right", .down)
            session.wait(1.5)
            let node = try #require(box(try dump(session), "drifting"))
            let frame = try #require(node["frame"] as? [Double])
            #expect(node["modelFrame"] as? [Double] == [100, 100, 50, 30])
            #expect(abs(frame[0] - 125) < 0.5 && Array(frame[1...]) == [100, 50, 30], "\(frame)")
            session.key("right", .up)
            session.key("ctrl", .up)
        }
    }
}
