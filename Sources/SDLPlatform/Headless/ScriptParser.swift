import Foundation
import UIKit

/// Parses headless scripts: one command a line, `#` comments, coordinates in window points.
/// Every error is found before anything runs.
public enum ScriptParser {
    /// Scene names the `scene` verb accepts.
    public static let sceneNames = ["hypnotize", "carousel", "tag", "touches", "shake", "catalog"]
    /// Key names the `key` verb accepts.
    public static let keyNames: Set<String> = Set(SDLKeyNames.all.keys)
    /// Controller button names the `pad button` verb accepts.
    public static let buttonNames: Set<String> = Set(SDLKeyNames.buttons.keys)

    /// Reads and parses the script at `path`.
    public static func parse(contentsOf path: String) throws(ScriptError) -> Script {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDir: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
            throw ScriptError(file: path, line: 0, message: exists ? (isDir.boolValue ? "is a directory, not a script file" : "cannot be read (permissions?)") : "no such script file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScriptError(file: name, line: 0, message: "is not valid UTF-8 text")
        }
        return try parse(text, fileName: name)
    }

    /// Parses script `text`; `fileName` is used in error messages.
    public static func parse(_ text: String, fileName: String) throws(ScriptError) -> Script {
        var commands: [(Int, ScriptCommand)] = []
        var pads = 0  // controllers connected at this point of the script (headless has no real ones)
        // Lines end in LF, CRLF or CR ("\r\n" is one Character in Swift); a leading byte-order mark is ignored.
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, raw) in lines.enumerated() {
            let line = index + 1
            let tokens: [String]
            do throws(Message) {
                guard !raw.unicodeScalars.contains("\0") else { throw Message("the line contains a NUL character") }
                tokens = try tokenize(String(raw))
            } catch let message {
                throw ScriptError(file: fileName, line: line, message: message.text)
            }
            guard let verb = tokens.first else { continue }
            do throws(Message) {
                let parsed = try command(verb.lowercased(), Array(tokens.dropFirst()))
                try checkController(parsed, pads: &pads)
                commands.append((line, parsed))
            } catch let message {
                throw ScriptError(file: fileName, line: line, message: message.text)
            }
        }
        return Script(fileName: fileName, commands: commands)
    }

    struct Message: Error { let text: String; init(_ t: String) { text = t } }

    /// Controller input needs a controller: headless runs have only the ones the script adds.
    private static func checkController(_ command: ScriptCommand, pads: inout Int) throws(Message) {
        let needs: String
        switch command {
        case .pad(.add): pads += 1; return
        case .pad(.remove): needs = "pad remove"
        case .pad(.button): needs = "pad button"
        case .pad(.accel): needs = "pad accel"
        case .shake: needs = "shake"
        default: return
        }
        guard pads > 0 else { throw Message("\(needs) needs a connected controller: add one first with 'pad add'") }
        if case .pad(.remove) = command { pads -= 1 }
    }

    /// Splits a line into words; double-quoted strings keep spaces and support \" \\ \n \t escapes; `#` starts a comment.
    static func tokenize(_ line: String) throws(Message) -> [String] {
        var tokens: [String] = []
        var current = "", inQuotes = false, hasToken = false, escape = false
        for ch in line {
            if inQuotes {
                if escape {
                    switch ch {
                    case "n": current.append("\n")
                    case "t": current.append("\t")
                    case "\"", "\\": current.append(ch)
                    default: throw Message("unknown escape '\\\(ch)' in a string; use \\\", \\\\, \\n or \\t")
                    }
                    escape = false
                } else if ch == "\\" { escape = true } else if ch == "\"" { inQuotes = false } else { current.append(ch) }
                continue
            }
            if ch == "#" { break }
            if ch == "\"" { inQuotes = true; hasToken = true; continue }
            if ch.isWhitespace {
                if hasToken { tokens.append(current); current = ""; hasToken = false }
                continue
            }
            current.append(ch); hasToken = true
        }
        if inQuotes { throw Message("unterminated string (missing closing \")") }
        if hasToken { tokens.append(current) }
        return tokens
    }

    private static func command(_ verb: String, _ a: [String]) throws(Message) -> ScriptCommand {
        switch verb {
        case "scene":
            try arity(a, 1, "scene NAME")
            let name = a[0].lowercased()
            guard sceneNames.contains(name) else { throw Message("unknown scene '\(a[0])'; expected one of \(sceneNames.joined(separator: ", "))") }
            return .scene(name)
        case "expect": return try expectation(a)
        case "swipe":
            try arity(a, 2, "swipe @ID left|right|up|down")
            guard let d = ScriptCommand.Direction(rawValue: a[1].lowercased()) else {
                throw Message("unknown swipe direction '\(a[1])'; expected left, right, up or down")
            }
            return .swipe(try viewID(a[0], "swipe @ID left|right|up|down"), d)
        case "longpress":
            guard a.count == 1 || a.count == 2 else { throw Message("usage: longpress @ID [SECONDS]") }
            return .longPress(try viewID(a[0], "longpress @ID [SECONDS]"),
                              seconds: a.count == 2 ? try number(a[1], "SECONDS", min: 0.05, max: 600) : 1)
        case "type":
            try arity(a, 2, "type @ID \"TEXT\"")
            return .typeInto(try viewID(a[0], "type @ID \"TEXT\""), a[1])
        case "wait" where a.first?.lowercased() == "until": return try waitUntil(Array(a.dropFirst()))
        case "drag" where a.first?.hasPrefix("@") == true:
            try arity(a, 4, "drag @ID X Y SECONDS")
            return .dragView(try viewID(a[0], "drag @ID X Y SECONDS"), x: try coordinate(a[1], "X"),
                             y: try coordinate(a[2], "Y"), seconds: try number(a[3], "SECONDS", min: 0, max: 600))
        case "wait":
            try arity(a, 1, "wait SECONDS")
            return .wait(try number(a[0], "SECONDS", min: 0, max: 3600))
        case "tap":
            guard a.count == 1 || a.count == 2 || a.count == 3 else { throw Message("usage: tap X Y [COUNT] or tap @ID [COUNT]") }
            if a[0].hasPrefix("@") {
                guard a[0].count > 1, a.count <= 2 else { throw Message("usage: tap @ID [COUNT]") }
                let count = a.count == 2 ? try integer(a[1], "COUNT", min: 1, max: 20) : 1
                return .tap(.view(String(a[0].dropFirst())), count: count)
            }
            guard a.count >= 2 else { throw Message("usage: tap X Y [COUNT]") }
            let count = a.count == 3 ? try integer(a[2], "COUNT", min: 1, max: 20) : 1
            return .tap(.point(try coordinate(a[0], "X"), try coordinate(a[1], "Y")), count: count)
        case "mouse":
            try arity(a, 3, "mouse down|move|up X Y")
            return .mouse(try phase(a[0]), x: try coordinate(a[1], "X"), y: try coordinate(a[2], "Y"))
        case "drag":
            try arity(a, 5, "drag X1 Y1 X2 Y2 SECONDS")
            return .drag(x1: try coordinate(a[0], "X1"), y1: try coordinate(a[1], "Y1"), x2: try coordinate(a[2], "X2"),
                         y2: try coordinate(a[3], "Y2"), seconds: try number(a[4], "SECONDS", min: 0, max: 600))
        case "finger":
            try arity(a, 4, "finger down|move|up ID X Y")
            return .finger(try phase(a[0]), id: try integer(a[1], "ID", min: 0, max: 1_000_000),
                           x: try coordinate(a[2], "X"), y: try coordinate(a[3], "Y"))
        case "pinch":
            try arity(a, 5, "pinch CX CY D1 D2 SECONDS")
            return .pinch(cx: try coordinate(a[0], "CX"), cy: try coordinate(a[1], "CY"), d1: try number(a[2], "D1", min: 0, max: 100_000),
                          d2: try number(a[3], "D2", min: 0, max: 100_000), seconds: try number(a[4], "SECONDS", min: 0, max: 600))
        case "wheel":
            let usage = "wheel NOTCHES [HORIZONTAL] X Y or wheel NOTCHES [HORIZONTAL] @ID"
            let byID = a.last?.hasPrefix("@") == true
            let amounts = byID ? a.count - 1 : a.count - 2
            guard amounts == 1 || amounts == 2 else { throw Message("usage: \(usage)") }
            let notches = try number(a[0], "NOTCHES", min: -1000, max: 1000)
            let horizontal = amounts == 2 ? try number(a[1], "HORIZONTAL", min: -1000, max: 1000) : 0
            if byID { return .wheel(.view(try viewID(a[amounts], usage)), notches: notches, horizontal: horizontal) }
            return .wheel(.point(try coordinate(a[amounts], "X"), try coordinate(a[amounts + 1], "Y")), notches: notches,
                          horizontal: horizontal)
        case "key":
            guard a.count == 1 || a.count == 2 else { throw Message("usage: key NAME [down|up]") }
            let name = a[0].lowercased()
            guard keyNames.contains(name) else { throw Message("unknown key '\(a[0])'; known keys: \(keyNames.sorted().joined(separator: " "))") }
            var p: ScriptCommand.Phase?
            if a.count == 2 {
                let ph = try phase(a[1])
                guard ph != .move else { throw Message("key phase must be down or up, not '\(a[1])'") }
                p = ph
            }
            return .key(name, p)
        case "text":
            try arity(a, 1, "text \"UTF-8 TEXT\"")
            return .text(a[0])
        case "pad":
            guard let sub = a.first?.lowercased() else { throw Message("usage: pad add | pad remove | pad button NAME down|up | pad accel AX AY AZ | pad axis NAME VALUE") }
            switch sub {
            case "add": try arity(a, 1, "pad add"); return .pad(.add)
            case "remove": try arity(a, 1, "pad remove"); return .pad(.remove)
            case "button":
                try arity(a, 3, "pad button NAME down|up")
                let name = a[1].lowercased()
                guard buttonNames.contains(name) else { throw Message("unknown pad button '\(a[1])'; known: \(buttonNames.sorted().joined(separator: " "))") }
                let ph = try phase(a[2])
                guard ph != .move else { throw Message("pad button phase must be down or up") }
                return .pad(.button(name, isDown: ph == .down))
            case "accel":
                try arity(a, 4, "pad accel AX AY AZ")
                return .pad(.accel(try number(a[1], "AX", min: -1000, max: 1000), try number(a[2], "AY", min: -1000, max: 1000),
                                   try number(a[3], "AZ", min: -1000, max: 1000)))
            case "axis":
                try arity(a, 3, "pad axis leftx|lefty|rightx|righty|lefttrigger|righttrigger VALUE")
                let names = UIControllerAxis.allCases.map { $0.rawValue.lowercased() }
                guard names.contains(a[1].lowercased()) else {
                    throw Message("unknown pad axis '\(a[1])'; known: \(names.joined(separator: " "))")
                }
                return .pad(.axis(a[1].lowercased(), try number(a[2], "VALUE", min: -1, max: 1)))
            default: throw Message("unknown pad action '\(a[0])'; expected add, remove, button, accel or axis")
            }
        case "shake":
            guard a.count <= 1 else { throw Message("usage: shake [SECONDS]") }
            return .shake(a.isEmpty ? 1 : try number(a[0], "SECONDS", min: 0.05, max: 60))
        case "resize":
            try arity(a, 2, "resize W H")
            return .resize(width: try integer(a[0], "W", min: 1, max: 16384), height: try integer(a[1], "H", min: 1, max: 16384))
        case "appearance":
            try arity(a, 1, "appearance light|dark")
            switch a[0].lowercased() {
            case "light": return .appearance(.light)
            case "dark": return .appearance(.dark)
            default: throw Message("unknown appearance '\(a[0])'; expected light or dark")
            }
        case "screenshot":
            try arity(a, 1, "screenshot FILE.png")
            guard a[0].lowercased().hasSuffix(".png") else { throw Message("screenshot file must end in .png: '\(a[0])'") }
            return .screenshot(try relativeFile(a[0]))
        case "dump":
            try arity(a, 1, "dump FILE.json")
            return .dump(try relativeFile(a[0]))
        case "stats":
            try arity(a, 1, "stats FILE.json")
            return .stats(try relativeFile(a[0]))
        case "log":
            try arity(a, 1, "log \"MESSAGE\"")
            return .log(a[0])
        default:
            throw Message("unknown command '\(verb)'")
        }
    }

    /// `expect @ID STATE`, `expect @ID text "..."`, `expect @ID frame X Y W H [±T]`, `expect log "..."`,
    /// `expect screenshot NAME.png [tolerance T]`.
    private static func expectation(_ a: [String]) throws(Message) -> ScriptCommand {
        let usage = "expect @ID STATE | expect @ID text \"...\" | expect @ID frame X Y W H [±T] | expect log \"...\" | expect screenshot NAME.png [tolerance T]"
        guard let first = a.first else { throw Message("usage: \(usage)") }
        switch first.lowercased() {
        case "log":
            try arity(a, 2, "expect log \"TEXT\"")
            return .expectLog(a[1])
        case "screenshot":
            guard a.count == 2 || (a.count == 4 && a[2].lowercased() == "tolerance") else {
                throw Message("usage: expect screenshot NAME.png [tolerance T]")
            }
            guard a[1].lowercased().hasSuffix(".png") else { throw Message("reference file must end in .png: '\(a[1])'") }
            let t = a.count == 4 ? try integer(a[3], "T", min: 0, max: 255) : 0
            return .expectScreenshot(try relativeFile(a[1]), tolerance: t)
        default: break
        }
        let id = try viewID(first, usage)
        guard a.count >= 2 else { throw Message("usage: \(usage)") }
        let what = a[1].lowercased()
        switch what {
        case "text":
            try arity(a, 3, "expect @ID text \"TEXT\"")
            return .expectText(id, a[2])
        case "frame":
            var rest = Array(a.dropFirst(2))
            guard rest.count >= 4 else { throw Message("usage: expect @ID frame X Y W H [±T]") }
            let x = try coordinate(rest[0], "X"), y = try coordinate(rest[1], "Y")
            let w = try number(rest[2], "W", min: 0, max: 100_000), h = try number(rest[3], "H", min: 0, max: 100_000)
            rest.removeFirst(4)
            var tolerance = 0.5
            if !rest.isEmpty {
                var t = rest.joined()
                for sign in ["±", "+-", "+/-"] where t.hasPrefix(sign) { t.removeFirst(sign.count) }
                guard rest.count <= 2, t != rest.joined() else { throw Message("usage: expect @ID frame X Y W H [±T]") }
                tolerance = try number(t, "T", min: 0, max: 100_000)
            }
            return .expectFrame(id, CGRect(x: x, y: y, width: w, height: h), tolerance: tolerance)
        default:
            try arity(a, 2, "expect @ID STATE")
            guard let state = ScriptCommand.ViewState.allCases.first(where: { $0.rawValue.lowercased() == what }) else {
                throw Message("unknown state '\(a[1])'; expected \(ScriptCommand.ViewState.allCases.map(\.rawValue).joined(separator: ", ")), text or frame")
            }
            return .expectState(id, state)
        }
    }

    /// `wait until @ID visible|exists|text "..." [timeout S]` (the words after `until`).
    private static func waitUntil(_ a: [String]) throws(Message) -> ScriptCommand {
        let usage = "wait until @ID visible|exists|text \"TEXT\" [timeout SECONDS]"
        guard a.count >= 2 else { throw Message("usage: \(usage)") }
        let id = try viewID(a[0], usage)
        var rest = Array(a.dropFirst(1))
        let condition: ScriptCommand.WaitCondition
        switch rest[0].lowercased() {
        case "visible": condition = .visible; rest.removeFirst()
        case "exists": condition = .exists; rest.removeFirst()
        case "text":
            guard rest.count >= 2 else { throw Message("usage: \(usage)") }
            condition = .text(rest[1]); rest.removeFirst(2)
        default: throw Message("unknown wait condition '\(rest[0])'; expected visible, exists or text \"...\"")
        }
        var timeout = 5.0
        if !rest.isEmpty {
            guard rest.count == 2, rest[0].lowercased() == "timeout" else { throw Message("usage: \(usage)") }
            timeout = try number(rest[1], "timeout", min: 0, max: 3600)
        }
        return .waitUntil(id, condition, timeout: timeout)
    }

    /// `@ID` as a view identifier.
    private static func viewID(_ s: String, _ usage: String) throws(Message) -> String {
        guard s.hasPrefix("@"), s.count > 1 else { throw Message("expected a view as @ID, got '\(s)'; usage: \(usage)") }
        return String(s.dropFirst())
    }

    private static func arity(_ a: [String], _ n: Int, _ usage: String) throws(Message) {
        guard a.count == n else { throw Message("usage: \(usage) (got \(a.count) argument\(a.count == 1 ? "" : "s"))") }
    }

    private static func number(_ s: String, _ what: String, min: Double, max: Double) throws(Message) -> Double {
        guard let v = Double(s), v.isFinite else { throw Message("\(what) must be a number, got '\(s)'") }
        guard v >= min && v <= max else { throw Message("\(what) \(s) is out of range \(min)...\(max)") }
        return v
    }

    /// Coordinates may lie outside the window (that is a valid test of clipping), but must be finite and sane.
    private static func coordinate(_ s: String, _ what: String) throws(Message) -> Double {
        try number(s, what, min: -100_000, max: 100_000)
    }

    private static func integer(_ s: String, _ what: String, min: Int, max: Int) throws(Message) -> Int {
        guard let v = Int(s) else { throw Message("\(what) must be a whole number, got '\(s)'") }
        guard v >= min && v <= max else { throw Message("\(what) \(s) is out of range \(min)...\(max)") }
        return v
    }

    private static func phase(_ s: String) throws(Message) -> ScriptCommand.Phase {
        guard let p = ScriptCommand.Phase(rawValue: s.lowercased()) else { throw Message("expected down, move or up, got '\(s)'") }
        return p
    }

    private static func relativeFile(_ s: String) throws(Message) -> String {
        guard !s.isEmpty, !s.hasPrefix("/"), !s.split(separator: "/").contains("..") else {
            throw Message("output file must be a relative path inside the output folder, got '\(s)'")
        }
        return s
    }
}
