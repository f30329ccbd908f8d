import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The real app at rest: once a scene settles, no frame is presented while nothing changes.
    @Suite @MainActor struct AppIdle {
        @Test func everySceneGoesIdle() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            for scene in ["hypnotize", "carousel", "tag", "touches", "shake", "catalog"] {
                try h.run("scene \(scene)\nwait 1")
                let frames = h.session.framesPresented
                try h.run("wait 2")
                #expect(h.session.framesPresented == frames, "\(scene) kept presenting frames")
            }
        }
    }
}
