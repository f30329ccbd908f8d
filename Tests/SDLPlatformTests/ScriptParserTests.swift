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
        shake
        shake 2
        pad remove
        screenshot shots/a.png   # trailing comment
        dump tree.json
        stats stats.json
        """, fileName: "all.txt")
        #expect(script.commands.count == 24)
        #expect(script.commands[0].line == 2)
        #expect(script.commands[0].command == .scene("carousel"))
        #expect(script.commands[4].command == .tap(.view("messageField"), count: 1))
        #expect(script.commands[14].command == .text("你好 👋 \"quoted\""))
        #expect(script.commands[18].command == .shake(1))
        #expect(script.commands[19].command == .shake(2))
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

/// Gaps found by the robustness work: line endings, byte-order marks, escapes, NUL bytes, controller order.
@Suite struct ScriptParserRobustnessTests {
    private func error(_ text: String) -> ScriptError? {
        do { _ = try ScriptParser.parse(text, fileName: "r.txt"); return nil } catch { return error }
    }

    @Test func windowsAndOldMacLineEndingsSplitLines() throws {
        let crlf = try ScriptParser.parse("wait 1\r\ntap 1 2\r\n\r\nkey return\r\n", fileName: "w.txt")
        #expect(crlf.commands.map(\.line) == [1, 2, 4])
        let cr = try ScriptParser.parse("wait 1\rwait 2\r", fileName: "m.txt")
        #expect(cr.commands.count == 2)
        #expect(error("wait 1\r\nwait x\r\n")?.description == "r.txt:2: SECONDS must be a number, got 'x'")
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let script = try ScriptParser.parse("\u{FEFF}wait 1\n", fileName: "bom.txt")
        #expect(script.commands.first?.command == .wait(1))
    }

    @Test func unknownEscapesAndNULBytesAreErrors() {
        #expect(error("wait 1\ntext \"a\\qb\"")?.description == "r.txt:2: unknown escape '\\q' in a string; use \\\", \\\\, \\n or \\t")
        #expect(error("text \"a\u{0}b\"")?.message.contains("NUL") == true)
        #expect(error("text \"tab\\there \\\\ \\\"q\\\"\"") == nil)
    }

    @Test func controllerInputBeforeAPadIsAddedIsAnError() {
        #expect(error("pad button a down")?.description == "r.txt:1: pad button needs a connected controller: add one first with 'pad add'")
        #expect(error("wait 1\npad accel 0 9.81 0")?.line == 2)
        #expect(error("shake")?.message.contains("pad add") == true)
        #expect(error("pad add\npad remove\npad remove")?.line == 3)
        #expect(error("pad add\npad add\npad remove\nshake 0.5\npad button a down\npad remove") == nil)
    }

    @Test(arguments: [
        ("fly 1 2", "unknown command 'fly'"),
        ("wait", "usage: wait SECONDS"),
        ("wait 1e400", "must be a number"),
        ("tap 10 nan", "must be a number"),
        ("tap 10 1e9", "out of range"),
        ("drag 1 2 3 4 -1", "out of range"),
        ("finger down -1 10 10", "out of range"),
        ("finger down 1.5 10 10", "whole number"),
        ("tap 1 2 3 4", "usage"),
        ("tap @", "usage"),
        ("key return sideways", "down, move or up"),
        ("key return move", "down or up"),
        ("pad", "usage"),
        ("pad spin", "unknown pad action"),
        ("text \"unterminated", "unterminated string"),
        ("text \"ends with backslash\\", "unterminated string"),
        ("screenshot /tmp/a.png", "relative path"),
        ("dump a/../../b.json", "relative path"),
        ("stats", "usage"),
        ("scene", "usage"),
        ("shake 0", "out of range"),
    ])
    func everyMalformedLineNamesFileAndLine(line: String, phrase: String) {
        let e = error("# header\n\(line)\nwait 1")
        #expect(e?.line == 2, "\(line)")
        #expect(e?.description.hasPrefix("r.txt:2: ") == true, "\(line)")
        #expect(e?.message.contains(phrase) == true, "\(line): \(e?.message ?? "no error")")
    }
}
