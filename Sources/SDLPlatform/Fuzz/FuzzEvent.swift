import Foundation

/// One step of a fuzz run: a raw or composite input pushed through SDL, or frames of time passing.
/// Each event prints as one line (`description`) and parses back (`init?(line:)`), so a failing run can
/// be saved, shrunk and replayed. Coordinates are window points and may be NaN, infinite or far outside.
public enum FuzzEvent: Equatable, Sendable, CustomStringConvertible {
    public enum Phase: String, Sendable { case down, move, up }

    /// A raw SDL finger event (no frame step): ids may be reused, unknown or never lifted.
    case finger(Phase, id: Int, x: Double, y: Double)
    /// A raw SDL mouse event (no frame step).
    case mouse(Phase, x: Double, y: Double)
    /// A one-finger tap (down, 3 frames, up, 1 frame).
    case tap(x: Double, y: Double)
    /// A tap at the centre of the `index`-th (modulo their count) visible view with an accessibility identifier.
    case tapView(index: Int)
    /// A one-finger drag over `frames` frames.
    case drag(x1: Double, y1: Double, x2: Double, y2: Double, frames: Int)
    /// Two fingers pinching around a centre over `frames` frames.
    case pinch(cx: Double, cy: Double, d1: Double, d2: Double, frames: Int)
    /// A key going down or up (no frame step).
    case key(String, down: Bool)
    /// Many key presses pushed in one frame (down and up each), then one frame.
    case keyStorm([String])
    /// One raw SDL_TEXTINPUT event of at most 31 bytes, possibly invalid UTF-8 (no frame step).
    case textBytes([UInt8])
    /// Text typed as SDL_TEXTINPUT events split at scalar boundaries, then one frame.
    case type(String)
    /// Puts `length` characters on the clipboard and presses Ctrl+V, then one frame.
    case paste(length: Int)
    /// A virtual game controller is plugged in / the newest one unplugged (one frame).
    case padAdd, padRemove
    /// A controller button (no frame step).
    case padButton(String, down: Bool)
    /// A controller axis, -1...1 (no frame step).
    case padAxis(axis: Int, value: Double)
    /// One accelerometer sample in m/s², possibly NaN or infinite (no frame step).
    case accel(x: Double, y: Double, z: Double)
    /// A strong shake over `frames` frames.
    case shake(frames: Int)
    /// The window is resized to `width` x `height` pixels (one frame).
    case resize(width: Int, height: Int)
    /// The window gains or loses input focus (no frame step).
    case focus(Bool)
    /// A tab switch through the tab bar (taps the tab).
    case scene(String)
    /// `frames` frames pass.
    case wait(frames: Int)
    /// A tap on the `index`-th (modulo their count) visible control, at a point given as fractions of its
    /// size (0...1 inside; beyond, NaN and infinite are hostile).
    case controlTap(index: Int, fx: Double, fy: Double)
    /// A drag from one such point of the `index`-th visible control to another over `frames` frames.
    case controlDrag(index: Int, fx1: Double, fy1: Double, fx2: Double, fy2: Double, frames: Int)
    /// Something done to the fuzz lab, alerts, timers or display links (see `FuzzLabAction`).
    case lab(FuzzLabAction)
    /// The app is shut down and launched afresh (the stream resets at intervals the seed decides, so a long
    /// run measures robustness, not what the app accumulated).
    case relaunch

    public var description: String {
        func n(_ v: Double) -> String {
            if v.isNaN { return "nan" }
            if v.isInfinite { return v < 0 ? "-inf" : "inf" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        switch self {
        case let .finger(p, id, x, y): return "finger \(p.rawValue) \(id) \(n(x)) \(n(y))"
        case let .mouse(p, x, y): return "mouse \(p.rawValue) \(n(x)) \(n(y))"
        case let .tap(x, y): return "tap \(n(x)) \(n(y))"
        case let .tapView(i): return "tapview \(i)"
        case let .drag(x1, y1, x2, y2, f): return "drag \(n(x1)) \(n(y1)) \(n(x2)) \(n(y2)) \(f)"
        case let .pinch(cx, cy, d1, d2, f): return "pinch \(n(cx)) \(n(cy)) \(n(d1)) \(n(d2)) \(f)"
        case let .key(name, down): return "key \(name) \(down ? "down" : "up")"
        case let .keyStorm(keys): return "keys \(keys.joined(separator: ","))"
        case let .textBytes(b): return "textbytes \(Self.hex(b))  # \(String(decoding: b, as: UTF8.self).debugDescription)"
        case let .type(s):
            let preview = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "type \(Self.hex(Array(s.utf8)))  # \(preview.debugDescription)"
        case let .paste(len): return "paste \(len)"
        case .padAdd: return "pad add"
        case .padRemove: return "pad remove"
        case let .padButton(b, down): return "pad button \(b) \(down ? "down" : "up")"
        case let .padAxis(a, v): return "pad axis \(a) \(n(v))"
        case let .accel(x, y, z): return "pad accel \(n(x)) \(n(y)) \(n(z))"
        case let .shake(f): return "shake \(f)"
        case let .resize(w, h): return "resize \(w) \(h)"
        case let .focus(g): return "focus \(g ? "gained" : "lost")"
        case let .scene(s): return "scene \(s)"
        case let .wait(f): return "wait \(f)"
        case let .controlTap(i, fx, fy): return "control tap \(i) \(n(fx)) \(n(fy))"
        case let .controlDrag(i, a, b, c, d, f): return "control drag \(i) \(n(a)) \(n(b)) \(n(c)) \(n(d)) \(f)"
        case let .lab(action): return "lab \(action)"
        case .relaunch: return "relaunch"
        }
    }

    /// Parses one line written by `description`; nil for a malformed line. `#` starts a comment.
    public init?(line: String) {
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let t = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = t.first else { return nil }
        func d(_ i: Int) -> Double? { i < t.count ? Double(t[i]) : nil }
        func int(_ i: Int) -> Int? { i < t.count ? Int(t[i]) : nil }
        func phase(_ i: Int) -> Phase? { i < t.count ? Phase(rawValue: t[i]) : nil }
        switch (verb, t.count) {
        case ("finger", 5):
            guard let p = phase(1), let id = int(2), let x = d(3), let y = d(4) else { return nil }
            self = .finger(p, id: id, x: x, y: y)
        case ("mouse", 4):
            guard let p = phase(1), let x = d(2), let y = d(3) else { return nil }
            self = .mouse(p, x: x, y: y)
        case ("tap", 3):
            guard let x = d(1), let y = d(2) else { return nil }
            self = .tap(x: x, y: y)
        case ("tapview", 2):
            guard let i = int(1) else { return nil }
            self = .tapView(index: i)
        case ("drag", 6):
            guard let a = d(1), let b = d(2), let c = d(3), let e = d(4), let f = int(5) else { return nil }
            self = .drag(x1: a, y1: b, x2: c, y2: e, frames: f)
        case ("pinch", 6):
            guard let a = d(1), let b = d(2), let c = d(3), let e = d(4), let f = int(5) else { return nil }
            self = .pinch(cx: a, cy: b, d1: c, d2: e, frames: f)
        case ("key", 3):
            guard t[2] == "down" || t[2] == "up" else { return nil }
            self = .key(t[1], down: t[2] == "down")
        case ("keys", 2): self = .keyStorm(t[1].split(separator: ",").map(String.init))
        case ("textbytes", 2):
            guard let b = Self.unhex(t[1]), b.count <= 31 else { return nil }
            self = .textBytes(b)
        case ("type", 1): self = .type("")
        case ("type", 2):
            guard let b = Self.unhex(t[1]), let s = String(validating: b, as: UTF8.self) else { return nil }
            self = .type(s)
        case ("paste", 2):
            guard let l = int(1) else { return nil }
            self = .paste(length: l)
        case ("pad", 2) where t[1] == "add": self = .padAdd
        case ("pad", 2) where t[1] == "remove": self = .padRemove
        case ("pad", 4) where t[1] == "button":
            guard t[3] == "down" || t[3] == "up" else { return nil }
            self = .padButton(t[2], down: t[3] == "down")
        case ("pad", 4) where t[1] == "axis":
            guard let a = int(2), let v = d(3) else { return nil }
            self = .padAxis(axis: a, value: v)
        case ("pad", 5) where t[1] == "accel":
            guard let x = d(2), let y = d(3), let z = d(4) else { return nil }
            self = .accel(x: x, y: y, z: z)
        case ("shake", 2):
            guard let f = int(1) else { return nil }
            self = .shake(frames: f)
        case ("resize", 3):
            guard let w = int(1), let h = int(2) else { return nil }
            self = .resize(width: w, height: h)
        case ("focus", 2):
            guard t[1] == "gained" || t[1] == "lost" else { return nil }
            self = .focus(t[1] == "gained")
        case ("scene", 2): self = .scene(t[1])
        case ("wait", 2):
            guard let f = int(1) else { return nil }
            self = .wait(frames: f)
        case ("control", 5) where t[1] == "tap":
            guard let i = int(2), let x = d(3), let y = d(4) else { return nil }
            self = .controlTap(index: i, fx: x, fy: y)
        case ("control", 8) where t[1] == "drag":
            guard let i = int(2), let a = d(3), let b = d(4), let c = d(5), let e = d(6), let f = int(7) else { return nil }
            self = .controlDrag(index: i, fx1: a, fy1: b, fx2: c, fy2: e, frames: f)
        case ("lab", _):
            guard let action = FuzzLabAction(words: Array(t.dropFirst())) else { return nil }
            self = .lab(action)
        case ("relaunch", 1): self = .relaunch
        default: return nil
        }
    }

    /// The event's verb (its first word, two for `pad`, `control` and `lab`), for per-kind figures.
    /// Whether carrying the event out only queues input in SDL (for the app to handle at the next frame) and runs
    /// no app code: raw touches, mouse, keys, text bytes, controller buttons, axes and samples, and focus changes.
    public var onlyQueuesInput: Bool {
        switch self {
        case .finger, .mouse, .key, .textBytes, .padButton, .padAxis, .accel, .focus: true
        default: false
        }
    }

    public var kind: String {
        switch self {
        case .finger: "finger"
        case .mouse: "mouse"
        case .tap: "tap"
        case .tapView: "tapview"
        case .drag: "drag"
        case .pinch: "pinch"
        case .key: "key"
        case .keyStorm: "keys"
        case .textBytes: "textbytes"
        case .type: "type"
        case .paste: "paste"
        case .padAdd, .padRemove: "pad add/remove"
        case .padButton: "pad button"
        case .padAxis: "pad axis"
        case .accel: "pad accel"
        case .shake: "shake"
        case .resize: "resize"
        case .focus: "focus"
        case let .scene(s): "scene \(s)"
        case .wait: "wait"
        case .controlTap: "control tap"
        case .controlDrag: "control drag"
        case let .lab(a): "lab " + (a.description.split(separator: " ").first.map(String.init) ?? "")
        case .relaunch: "relaunch"
        }
    }

    /// Parses a whole event list (blank lines and `#` comment lines are skipped); throws the first bad line.
    public static func parseList(_ text: String, fileName: String) throws(ScriptError) -> [FuzzEvent] {
        var events: [FuzzEvent] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let e = FuzzEvent(line: line) else {
                throw ScriptError(file: fileName, line: i + 1, message: "not a fuzz event: \(line)")
            }
            events.append(e)
        }
        return events
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.isEmpty ? "-" : bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func unhex(_ s: String) -> [UInt8]? {
        if s == "-" { return [] }
        let chars = Array(s.utf8)
        guard chars.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 2)
        var i = 0
        while i < chars.count {
            guard let v = UInt8(String(decoding: chars[i..<i + 2], as: UTF8.self), radix: 16) else { return nil }
            out.append(v)
            i += 2
        }
        return out
    }
}
