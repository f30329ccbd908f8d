import Foundation
import SDLPlatform
import Testing

extension ScriptParserTests {
    @Test func parsesTheWheelAtAPointOrAViewWithAnOptionalHorizontalPart() throws {
        let script = try ScriptParser.parse("""
        wheel -2 100 200
        wheel 0.5 -1 100 200
        wheel 3 @list
        wheel 1 2 @list
        """, fileName: "wheel.txt")
        #expect(script.commands.map(\.command) == [
            .wheel(.point(100, 200), notches: -2, horizontal: 0),
            .wheel(.point(100, 200), notches: 0.5, horizontal: -1),
            .wheel(.view("list"), notches: 3, horizontal: 0),
            .wheel(.view("list"), notches: 1, horizontal: 2),
        ])
        func message(_ text: String) -> String? {
            do { _ = try ScriptParser.parse(text, fileName: "t.txt"); return nil } catch { return error.message }
        }
        #expect(message("wheel")?.contains("usage: wheel NOTCHES") == true)
        #expect(message("wheel 1 2 3 4 5")?.contains("usage: wheel NOTCHES") == true)
        #expect(message("wheel nan 1 2")?.contains("NOTCHES") == true)
        #expect(message("wheel 5000 1 2")?.contains("out of range") == true)
        #expect(message("wheel 1 @")?.contains("@ID") == true)
    }
}
