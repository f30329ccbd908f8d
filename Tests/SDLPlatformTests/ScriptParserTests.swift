import Foundation
import SDLPlatform
import Testing

@Suite struct ScriptParserTests {
    private func error(_ text: String) -> ScriptError? {
        do { _ = try ScriptParser.parse(text, fileName: "t.txt"); return nil } catch { return error }
    }

    @Test func parsesEveryVerb() throws {
        let script = try ScriptParser.parse("""
        # a comment
        scene carousel
        wait 0.5
        tap 10 20
        tap 10 20 2
        tap @messageField
        tap @hud 3
        mouse down 1 2
        mouse move 3 4
        mouse up 5 6
        drag 1 2 3 4 0.5
        finger down 1 10 10
        pinch 100 100 50 150 0.5
        key return
        key shift down
        text "你好 👋 \\"quoted\\""
        pad add
        pad button a down
        pad accel 0 9.81 0
        pad remove
        shake
        shake 2
        screenshot shots/a.png   # trailing comment
        dump tree.json
        stats stats.json
        """, fileName: "all.txt")
        #expect(script.commands.count == 24)
        #expect(script.commands[0].line == 2)
        #expect(script.commands[0].command == .scene("carousel"))
        #expect(script.commands[4].command == .tap(.view("messageField"), count: 1))
        #expect(script.commands[14].command == .text("你好 👋 \"quoted\""))
        #expect(script.commands[19].command == .shake(1))
        #expect(script.commands[20].command == .shake(2))
    }

    @Test func reportsFileAndLineForEachKindOfMistake() {
        #expect(error("wait 1\nfly 2")?.description == "t.txt:2: unknown command 'fly'")
        #expect(error("wait soon")?.line == 1)
        #expect(error("wait nan")?.message.contains("number") == true)
        #expect(error("wait -1")?.message.contains("out of range") == true)
        #expect(error("\n\ntap 1")?.line == 3)
        #expect(error("text \"open")?.message.contains("unterminated") == true)
        #expect(error("scene nowhere")?.message.contains("unknown scene") == true)
        #expect(error("key hyperspace")?.message.contains("unknown key") == true)
        #expect(error("pad button z down")?.message.contains("unknown pad button") == true)
        #expect(error("screenshot a.jpg")?.message.contains(".png") == true)
        #expect(error("dump ../escape.json")?.message.contains("relative path") == true)
        #expect(error("tap 1 2 0")?.message.contains("COUNT") == true)
        #expect(error("finger hover 1 2 3")?.message.contains("down, move or up") == true)
        #expect(error("drag 1 2 3 4")?.message.contains("usage") == true)
        #expect(error("tap inf 3")?.message.contains("number") == true)
        #expect(error("pad axis leftz 0.5")?.message.contains("unknown pad axis") == true)
        #expect(error("pad axis leftx 2")?.message.contains("out of range") == true)
    }

    @Test func padAxisNamesAStickAxisAndAValue() throws {
        let script = try ScriptParser.parse("pad axis leftX -0.5", fileName: "a.txt")
        #expect(script.commands.first?.command == .pad(.axis("leftx", -0.5)))
    }

    @Test func aMissingScriptFileIsAClearError() {
        do {
            _ = try ScriptParser.parse(contentsOf: "/nonexistent/script.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "/nonexistent/script.txt: no such script file")
        }
    }

    @Test func invalidUTF8IsRejected() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).txt")
        try Data([0x77, 0x61, 0x69, 0x74, 0x20, 0xFF, 0xFE]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ScriptError.self) { try ScriptParser.parse(contentsOf: url.path) }
    }

    @Test func launchOptionsValidateTheirValues() throws {
        #expect(try LaunchOptions.parse(["--size", "800x600", "--scale", "2"]).size == CGSize(width: 800, height: 600))
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--size", "0x600"]) }
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--scale", "nan"]) }
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--headless"]) }
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--bogus"]) }
    }
}
