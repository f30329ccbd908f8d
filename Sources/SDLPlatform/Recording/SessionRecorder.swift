import CSDL2
import Foundation
import UIKit

/// Writes what a person does in the window as a headless script (`--record FILE.txt`): taps, drags and
/// raw finger and mouse input, keys, committed text, controller buttons, sticks and accelerometer samples,
/// window resizes, with `wait` lines for the time between them, so the script replays the session. It
/// reads SDL's events before translation, so it sees live input and scripted input alike.
@MainActor
public final class SessionRecorder {
    private let host: SDLApplicationHost
    private let path: String
    private var lines: [String] = []
    /// Where the replayed script's clock is after the lines written so far.
    private var scriptTime: TimeInterval
    private let frame = 1.0 / 60
    /// A single finger (or the mouse) that went down and may still turn out to be a tap.
    private var pendingTouch: PendingTouch?
    /// Small script finger ids for SDL's finger ids.
    private var fingerIDs: [SDL_FingerID: Int] = [:]
    private var mouseDown = false
    private var lastAccelTime = -Double.infinity
    private var lastSize: (Int32, Int32)
    private var textLine: (time: TimeInterval, text: String)?
    private var finished = false

    private struct PendingTouch {
        var isMouse: Bool
        var fingerID: Int
        var start: CGPoint
        var time: TimeInterval
        var moves: [(time: TimeInterval, point: CGPoint)] = []
    }

    /// Starts recording `host`'s input into `path` (written when `finish()` runs).
    public init(host: SDLApplicationHost, path: String) {
        self.host = host
        self.path = path
        scriptTime = host.app.clock.now
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.window.window, &w, &h)
        lastSize = (w, h)
        let size = host.window.sizeInPoints
        lines.append("# Recorded by --record: window \(number(size.width))x\(number(size.height)) points at scale \(number(host.window.scale)).")
        lines.append("# Replay: --headless --script \((path as NSString).lastPathComponent) with the same --size and --scale.")
        host.eventObserver = { [weak self] event in self?.observe(&event) }
    }

    /// Stops recording and writes the script, ending with a `wait` up to now.
    public func finish() {
        guard !finished else { return }
        finished = true
        host.eventObserver = nil
        let now = host.app.clock.now
        flushTouch(at: now)
        flushText()
        waitUntil(now)
        let text = lines.joined(separator: "\n") + "\n"
        if !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
            host.app.log("Recorder: cannot write \(path)")
        }
    }

    /// The script recorded so far (what `finish()` writes, without the final wait).
    public var script: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Events

    private func observe(_ e: inout SDL_Event) {
        let now = host.app.clock.now
        let type = SDL_EventType(rawValue: e.type)
        if type != SDL_TEXTINPUT { flushText() }
        switch type {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            guard e.tfinger.touchId != SDL_TouchID(-1) else { return }  // SDL_MOUSE_TOUCHID
            let size = host.window.sizeInPoints
            let p = CGPoint(x: CGFloat(e.tfinger.x) * size.width, y: CGFloat(e.tfinger.y) * size.height)
            finger(type, sdlID: e.tfinger.fingerId, at: p, time: now)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION:
            let which = type == SDL_MOUSEMOTION ? e.motion.which : e.button.which
            guard which != UInt32.max else { return }  // SDL_TOUCH_MOUSEID: synthesized from a touch
            if type != SDL_MOUSEMOTION && e.button.button != UInt8(SDL_BUTTON_LEFT) { return }
            let k = host.window.scale
            let x = type == SDL_MOUSEMOTION ? e.motion.x : e.button.x, y = type == SDL_MOUSEMOTION ? e.motion.y : e.button.y
            mouse(type, at: CGPoint(x: CGFloat(x) / k, y: CGFloat(y) / k), time: now)
        case SDL_MOUSEWHEEL:
            guard e.wheel.which != UInt32.max else { return }  // SDL_TOUCH_MOUSEID
            flushTouch(at: now)
            let k = host.window.scale
            // A "natural" (flipped) device reports both axes negated; the script's notches are the unflipped ones.
            let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let at = "\(number(CGFloat(e.wheel.mouseX) / k)) \(number(CGFloat(e.wheel.mouseY) / k))"
            let v = number(Double(e.wheel.preciseY * flip)), h = number(Double(e.wheel.preciseX * flip))
            emit(h == "0" ? "wheel \(v) \(at)" : "wheel \(v) \(h) \(at)", at: now, frames: 1)
        case SDL_KEYDOWN, SDL_KEYUP:
            guard e.key.repeat == 0 else { return }  // the system repeats held keys by itself
            flushTouch(at: now)
            if let name = Self.keyName(e.key.keysym.scancode) {
                emit("key \(name) \(type == SDL_KEYDOWN ? "down" : "up")", at: now, frames: 1)
            } else {
                lines.append("# key with scancode \(e.key.keysym.scancode.rawValue) (no script name)")
            }
        case SDL_TEXTINPUT:
            flushTouch(at: now)
            let text = withUnsafeBytes(of: e.text.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if let pending = textLine, pending.time == now { textLine = (now, pending.text + text) } else { flushText(); textLine = (now, text) }
        case SDL_CONTROLLERDEVICEADDED: flushTouch(at: now); emit("pad add", at: now, frames: 1)
        case SDL_CONTROLLERDEVICEREMOVED: flushTouch(at: now); emit("pad remove", at: now, frames: 1)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            flushTouch(at: now)
            let button = SDL_GameControllerButton(rawValue: Int32(e.cbutton.button))
            guard let name = Self.buttonName(button) else { return }
            emit("pad button \(name) \(type == SDL_CONTROLLERBUTTONDOWN ? "down" : "up")", at: now, frames: 1)
        case SDL_CONTROLLERAXISMOTION:
            flushTouch(at: now)
            let axis = SDL_GameControllerAxis(rawValue: Int32(e.caxis.axis))
            guard let name = UIControllerAxis.allCases.first(where: { SDLKeyNames.sdlAxis($0) == axis })?.rawValue.lowercased() else { return }
            emit("pad axis \(name) \(number(Double(e.caxis.value) / 32767, digits: 5))", at: now, frames: 1)
        case SDL_CONTROLLERSENSORUPDATE:
            guard e.csensor.sensor == SDL_SENSOR_ACCEL.rawValue, now - lastAccelTime >= frame / 2 else { return }  // one sample a frame
            flushTouch(at: now)
            lastAccelTime = now
            let d = e.csensor.data
            emit("pad accel \(number(Double(d.0), digits: 3)) \(number(Double(d.1), digits: 3)) \(number(Double(d.2), digits: 3))", at: now, frames: 1)
        case SDL_WINDOWEVENT:
            guard e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return }
            let size = (e.window.data1, e.window.data2)
            guard size != lastSize, size.0 > 0, size.1 > 0 else { return }
            flushTouch(at: now)
            lastSize = size
            emit("resize \(size.0) \(size.1)", at: now, frames: 1)
        default: break
        }
    }

    private func finger(_ type: SDL_EventType, sdlID: SDL_FingerID, at p: CGPoint, time: TimeInterval) {
        switch type {
        case SDL_FINGERDOWN:
            flushTouch(at: time)
            let used = Set(fingerIDs.values)
            let id = (0...).first { !used.contains($0) }!
            fingerIDs[sdlID] = id
            if fingerIDs.count == 1 && !mouseDown {
                pendingTouch = PendingTouch(isMouse: false, fingerID: id, start: p, time: time)
            } else {
                emit("finger down \(id) \(number(p.x)) \(number(p.y))", at: time, frames: 1)
            }
        case SDL_FINGERMOTION:
            guard let id = fingerIDs[sdlID] else { return }
            if var t = pendingTouch, !t.isMouse, t.fingerID == id {
                t.moves.append((time, p))
                pendingTouch = t
                if hypot(p.x - t.start.x, p.y - t.start.y) > 10 || time - t.time > 0.5 { flushTouch(at: time) }
                return
            }
            emit("finger move \(id) \(number(p.x)) \(number(p.y))", at: time, frames: 1)
        default:
            guard let id = fingerIDs.removeValue(forKey: sdlID) else { return }
            if let t = pendingTouch, !t.isMouse, t.fingerID == id {
                pendingTouch = nil
                if time - t.time <= 0.5 { emitTap(at: t.start, time: t.time); return }
                replay(t)
            }
            emit("finger up \(id) \(number(p.x)) \(number(p.y))", at: time, frames: 1)
        }
    }

    private func mouse(_ type: SDL_EventType, at p: CGPoint, time: TimeInterval) {
        switch type {
        case SDL_MOUSEBUTTONDOWN:
            flushTouch(at: time)
            mouseDown = true
            if fingerIDs.isEmpty { pendingTouch = PendingTouch(isMouse: true, fingerID: -1, start: p, time: time) }
            else { emit("mouse down \(number(p.x)) \(number(p.y))", at: time, frames: 1) }
        case SDL_MOUSEMOTION:
            guard mouseDown else { return }  // hovering is no touch
            if var t = pendingTouch, t.isMouse {
                t.moves.append((time, p))
                pendingTouch = t
                if hypot(p.x - t.start.x, p.y - t.start.y) > 10 || time - t.time > 0.5 { flushTouch(at: time) }
                return
            }
            emit("mouse move \(number(p.x)) \(number(p.y))", at: time, frames: 1)
        default:
            guard mouseDown else { return }
            mouseDown = false
            if let t = pendingTouch, t.isMouse {
                pendingTouch = nil
                if time - t.time <= 0.5 { emitTap(at: t.start, time: t.time); return }
                replay(t)
            }
            emit("mouse up \(number(p.x)) \(number(p.y))", at: time, frames: 1)
        }
    }

    /// A touch still pending becomes raw lines (it is a drag, a hold, or something else happened meanwhile).
    private func flushTouch(at time: TimeInterval) {
        guard let t = pendingTouch else { return }
        pendingTouch = nil
        replay(t)
    }

    private func replay(_ t: PendingTouch) {
        if t.isMouse {
            emit("mouse down \(number(t.start.x)) \(number(t.start.y))", at: t.time, frames: 1)
            for m in t.moves { emit("mouse move \(number(m.point.x)) \(number(m.point.y))", at: m.time, frames: 1) }
        } else {
            emit("finger down \(t.fingerID) \(number(t.start.x)) \(number(t.start.y))", at: t.time, frames: 1)
            for m in t.moves { emit("finger move \(t.fingerID) \(number(m.point.x)) \(number(m.point.y))", at: m.time, frames: 1) }
        }
    }

    /// A tap: `tap @ID` when it landed on the only visible view with that identifier, else `tap X Y`.
    private func emitTap(at p: CGPoint, time: TimeInterval) {
        let coordinates = "\(number(p.x)) \(number(p.y))"
        if let id = identifiedView(at: p) {
            emit("tap @\(id)  # at \(coordinates)", at: time, frames: 4)
        } else {
            emit("tap \(coordinates)", at: time, frames: 4)
        }
    }

    /// The identifier of the view a touch at `p` lands on (or its nearest identified ancestor that is not a
    /// whole screen), when no other visible view has it.
    private func identifiedView(at p: CGPoint) -> String? {
        guard let window = host.app.keyWindow, var v = window.hitTest(p, with: nil) else { return nil }
        let screenArea = window.bounds.width * window.bounds.height
        while true {
            let r = v.convert(v.bounds, to: window)
            if v === window || r.width * r.height >= 0.9 * screenArea { return nil }
            if let id = v.accessibilityIdentifier, !id.isEmpty, !id.contains(where: \.isWhitespace) {
                return visibleCount(id, in: window) == 1 ? id : nil
            }
            guard let parent = v.superview else { return nil }
            v = parent
        }
    }

    private func visibleCount(_ id: String, in window: UIWindow) -> Int {
        var n = 0
        func walk(_ v: UIView) {
            guard !v.isHidden, v.alpha >= 0.01 else { return }
            if v.accessibilityIdentifier == id { n += 1 }
            v.subviews.forEach(walk)
        }
        walk(window)
        return n
    }

    private func flushText() {
        guard let t = textLine else { return }
        textLine = nil
        let escaped = t.text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        emit("text \"\(escaped)\"", at: t.time, frames: 1)
    }

    // MARK: Lines

    /// Writes `wait` up to `time` (whole frames), then `line`, which the replay takes `frames` frames to run.
    private func emit(_ line: String, at time: TimeInterval, frames: Int) {
        waitUntil(time)
        lines.append(line)
        scriptTime += Double(frames) * frame
    }

    private func waitUntil(_ time: TimeInterval) {
        let frames = Int(((time - scriptTime) / frame).rounded())
        guard frames > 0 else { return }
        lines.append("wait \(number(Double(frames) * frame, digits: 4))")
        scriptTime += Double(frames) * frame
    }

    private func number(_ v: CGFloat, digits: Int = 4) -> String { number(Double(v), digits: digits) }

    private func number(_ v: Double, digits: Int = 4) -> String {
        var s = String(format: "%.\(digits)f", v)
        while s.contains("."), s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    private static let keyNamesByScancode: [UInt32: String] = {
        var map: [UInt32: String] = [:]
        // The shortest name wins (shift over lshift), then the alphabetically first; "return" over "enter".
        func rank(_ name: String) -> (Int, String) { (name == "enter" ? 99 : name.count, name) }
        for (name, code) in SDLKeyNames.all.sorted(by: { rank($0.key) < rank($1.key) }) where map[code.rawValue] == nil {
            map[code.rawValue] = name
        }
        return map
    }()

    static func keyName(_ scancode: SDL_Scancode) -> String? { keyNamesByScancode[scancode.rawValue] }

    static func buttonName(_ button: SDL_GameControllerButton) -> String? {
        SDLKeyNames.buttons.filter { $0.value == button }.map(\.key).sorted { ($0.count, $0) < ($1.count, $1) }.first
    }
}
