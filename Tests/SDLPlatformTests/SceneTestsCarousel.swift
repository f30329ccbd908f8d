import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Carousel scene (seed 003), driven by a scripted drag and a game controller's stick; asserts on
    /// the layer tree in the dump.
    @Suite @MainActor struct CarouselScene {
        /// The five planes' dump nodes: carousel view -> its CATransformLayer -> CAGradientLayer planes.
        private func planes(_ h: SceneHarness) throws -> [[String: Any]] {
            let view = try #require(try h.node("carousel"))
            let layer = try #require(view["layer"] as? [String: Any])
            let transformLayer = try #require((layer["sublayers"] as? [[String: Any]])?.first)
            #expect(transformLayer["class"] as? String == "CATransformLayer")
            return transformLayer["sublayers"] as? [[String: Any]] ?? []
        }

        /// The seed's plane transform for `degrees`: perspective m34 = -1/1000, rotate about Y, out 250 on Z.
        private func expected(_ degrees: Double) -> [Double] {
            var t = CATransform3DIdentity
            t.m34 = 1.0 / -1000.0
            t = CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
            t = CATransform3DTranslate(t, 0, 0, 250)
            return t.rowMajor.map(Double.init)
        }

        private func expectAngle(_ h: SceneHarness, _ degrees: Double, tolerance: Double = 1e-3,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
            let planes = try planes(h)
            #expect(planes.count == 5, sourceLocation: sourceLocation)
            for (i, plane) in planes.enumerated() {
                let transform = plane["transform"] as? [Double] ?? []
                let want = expected(degrees + Double(i) * 72)
                let error = zip(transform, want).map { abs($0 - $1) }.max() ?? .infinity
                #expect(transform.count == 16 && error < tolerance, "plane \(i): \(transform) vs \(want)", sourceLocation: sourceLocation)
            }
        }

        @Test func fivePlanesSitOnTheCircleAndADragTurnsThemByHalfTheTranslation() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene carousel\nwait 0.2")
            let view = try #require(try h.frame("carousel"))
            let planes = try planes(h)
            #expect(planes.allSatisfy { $0["class"] as? String == "CAGradientLayer" })
            // 250x150, centred 20 points above the view's centre.
            let frame = try #require(planes.first?["frame"] as? [Double])
            #expect(frame[2] == 250 && frame[3] == 150)
            #expect(abs(frame[0] + 125 - view.width / 2) < 0.01 && abs(frame[1] + 75 - (view.height / 2 - 20)) < 0.01)
            try expectAngle(h, 0)
            // A 200-point drag to the right turns the carousel by 100 degrees.
            try h.run("drag 95 400 295 400 1")
            try expectAngle(h, 100)
            // Back by 60 points: 30 degrees less.
            try h.run("drag 300 300 240 300 0.5")
            try expectAngle(h, 70)
        }

        @Test func theLeftStickTurnsTheCarousel() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene carousel\nwait 0.2\npad add")
            h.session.padAxis(.leftX, value: 1)
            h.session.wait(0.5)
            h.session.padAxis(.leftX, value: 0)
            let first = try #require(try planes(h).first?["transform"] as? [Double])
            // 120 degrees a second at full deflection: about 60 degrees (a frame either way).
            let degrees = atan2(-first[2], first[0]) * 180 / .pi
            #expect(degrees > 55 && degrees < 65, "turned \(degrees) degrees")
        }
    }
}
