import Foundation
import SDLPlatform
import TallyApp
import Testing

/// The app runs headless (SDL's dummy driver, a virtual clock) from a script, as `Tally --headless` would.
@Suite(.serialized) @MainActor struct TallyTests {
    /// Runs the bundled script `name` against the real app delegate; returns the exit status and the output folder.
    private func run(script name: String) throws -> (status: Int32, out: URL) {
        let script = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Scripts"))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString)")
        var options = LaunchOptions()
        options.headless = true
        options.scriptPath = script.path
        options.outputDirectory = out.path
        return (HeadlessRunner.run(options: options) { AppDelegate() }, out)
    }

    /// The view with `id` in a dumped view tree.
    private func find(_ id: String, in node: [String: Any]) -> [String: Any]? {
        if node["id"] as? String == id { return node }
        for child in node["subviews"] as? [[String: Any]] ?? [] {
            if let hit = find(id, in: child) { return hit }
        }
        return nil
    }

    @Test func threeTapsCountThree() throws {
        let (status, out) = try run(script: "count-three")
        #expect(status == 0)
        let data = try Data(contentsOf: out.appendingPathComponent("tally.json"))
        let tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(find("tally.count", in: tree)?["text"] as? String == "3 taps")
        #expect(find("tally.star", in: tree)?["image"] as? String == "Star")
        #expect(find("tally.star", in: tree)?["frame"] as? [Double] == [175, 312, 40, 40])
    }

    @Test func theStarComesFromTheAppsOwnBundle() throws {
        let (status, out) = try run(script: "count-three")
        #expect(status == 0)
        // The star's centre on the 390x844 screen at scale 1 is gold (255, 190, 0), not the missing-image placeholder.
        let shot = try #require(PNGFile.read(out.appendingPathComponent("tally.png").path))
        #expect(shot.width == 390 && shot.height == 844)
        #expect(shot.pixels[332 * shot.stride + 195] == 0xFFFF_BE00)
    }
}
