import Foundation

/// A small, fast, seedable random source (SplitMix64): the same seed gives the same events on every machine.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates long random input streams for a window of a given size: mostly plausible input (taps, drags,
/// pinches, typing, controllers, tab switches) mixed with abuse (NaN and infinite coordinates and sensor
/// values, up without down, unknown and reused finger ids, 20 fingers, key storms, invalid UTF-8,
/// 100k-character pastes, resizes to 1x1 and 8K, focus loss), and the newer surface through the fuzz lab
/// (random constraint sets, stack-view edits, alerts, timers and display links, collection-view updates while
/// decelerating, appearance switched mid-animation, accessibility actions on views going away) and every visible control
/// (taps and drags at hostile points). Every 1,500 to 4,000 events (the seed decides) it relaunches the app,
/// so the stream stays hostile but bounded. The stream depends only on the seed.
public struct FuzzGenerator: Sequence, IteratorProtocol {
    /// Window size in points the plausible coordinates are drawn from.
    public var windowSize: CGSize
    /// Scene names `scene` events pick from.
    public var sceneNames: [String] = ScriptParser.sceneNames
    private var rng: FuzzRandom
    private var fingersDown: Set<Int> = []
    private var mouseDown = false
    private var pads = 0
    private var bigWindow = false
    /// Whether the lab is (probably) shown: lab actions and closes are likelier then.
    private var labOpen = false
    private var emitted = 0
    private var nextRelaunch: Int
    /// Events left to give as a `Sequence` (nil: endless).
    public var remaining: Int?

    public init(seed: UInt64, windowSize: CGSize = CGSize(width: 390, height: 844), count: Int? = nil) {
        rng = FuzzRandom(seed: seed)
        self.windowSize = windowSize
        remaining = count
        nextRelaunch = 0
        nextRelaunch = int(1500...4000)
    }

    /// The first `count` events of the stream for `seed`.
    public static func events(seed: UInt64, count: Int, windowSize: CGSize = CGSize(width: 390, height: 844)) -> [FuzzEvent] {
        var g = FuzzGenerator(seed: seed, windowSize: windowSize)
        return (0..<count).map { _ in g.nextEvent() }
    }

    /// The next event while `remaining` lasts (the `Sequence` form, generated as it is consumed).
    public mutating func next() -> FuzzEvent? {
        if let r = remaining {
            guard r > 0 else { return nil }
            remaining = r - 1
        }
        return nextEvent()
    }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    private mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    private mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &rng)] }

    /// A coordinate along an axis of `extent` points: usually inside, sometimes just outside, far away or not a number.
    private mutating func coordinate(_ extent: CGFloat) -> Double {
        let r = Double.random(in: 0..<1, using: &rng)
        switch r {
        case ..<0.86: return (Double.random(in: 0...Double(extent), using: &rng) * 4).rounded() / 4
        case ..<0.93: return Double(int(-60...60)) + (chance(0.5) ? 0 : Double(extent))
        case ..<0.97: return pick([-1e5, 1e5, -1e9, 3e9, -Double.greatestFiniteMagnitude, 1e30])
        default: return pick([Double.nan, .infinity, -.infinity])
        }
    }

    private mutating func x() -> Double { coordinate(windowSize.width) }
    private mutating func y() -> Double { coordinate(windowSize.height) }

    private static let keys = ["return", "backspace", "delete", "escape", "tab", "space", "left", "right", "up", "down",
                               "home", "end", "shift", "ctrl", "alt", "a", "b", "z", "1", "0", "v", "c", "x",
                               "playpause", "next", "prev", "f1", "pageup", "pagedown", "period", "minus"]
    private static let buttons = ["a", "b", "x", "y", "start", "back", "guide", "dpup", "dpdown", "dpleft", "dpright",
                                  "lb", "rb", "leftstick", "touchpad"]
    private static let texts = ["hello", "Hypno", "é", "e\u{301}", "a\u{301}\u{302}\u{303}\u{304}\u{305}", "\u{301}",
                                "👋", "👩‍👩‍👧‍👦", "🇨🇳🇫🇷", "🏳️‍🌈", "你好世界", "日本語", "\u{200D}", "\u{FEFF}", "\u{202E}abc",
                                "\r", "\n", "\t", "line\nbreak", "Z̴̡̪̫̈́̀a̸̛͔l̷̰̈g̵̣͝o̶̢̕", "\u{10FFFF}", "ﷺ", "  ", "😀😀😀😀😀😀😀😀"]

    /// A point of a control as fractions of its size: mostly inside, sometimes on or past an edge, far away or not a number.
    private mutating func fraction() -> Double {
        if chance(0.8) { return Double(int(0...20)) / 20 }
        return pick([-0.5, 1.5, -0.01, 1.01, -1e6, 1e9, Double.nan, .infinity, -.infinity, 0, 1])
    }

    private mutating func seed() -> UInt64 { rng.next() >> 16 }

    /// An event for the newer surface: the lab, alerts, timers, controls.
    private mutating func surfaceEvent() -> FuzzEvent {
        if !labOpen && chance(0.1) { labOpen = true; return .lab(.open(animated: chance(0.6))) }
        if labOpen && chance(0.06) { labOpen = false; return .lab(.close(animated: chance(0.6))) }
        let r = Double.random(in: 0..<124, using: &rng)
        switch r {
        case ..<16: return .controlTap(index: int(0...40), fx: fraction(), fy: fraction())
        case ..<26: return .controlDrag(index: int(0...40), fx1: fraction(), fy1: fraction(), fx2: fraction(), fy2: fraction(), frames: int(1...30))
        case ..<40: return .lab(.constraints(seed: seed(), count: int(1...12)))
        case ..<46: return .lab(.deactivate(seed: seed()))
        case ..<49: return .lab(.cycle(seed: seed()))
        case ..<54: return .lab(.orphan(seed: seed()))
        case ..<60: return .lab(.animate(seed: seed()))
        case ..<63:
            let w = Int(windowSize.width), h = Int(windowSize.height)
            let size = pick([(w, h), (h, w), (int(100...1200), int(100...1200)), (1, 1), (int(1...40), int(1...40))])
            return .lab(.animateResize(seed: seed(), width: size.0, height: size.1))
        case ..<78: return .lab(.stack(op: int(0...63), index: int(0...15)))
        case ..<88: return .lab(.alert(op: int(0...255)))
        case ..<100: return .lab(.timers(seed: seed()))
        case ..<112: return .lab(.collection(op: int(0...255), seed: seed()))
        case ..<117: return .lab(.appearance(seed: seed()))
        default: return .lab(.accessibility(op: int(0...255), index: int(0...200)))
        }
    }

    /// The next event of the stream.
    public mutating func nextEvent() -> FuzzEvent {
        emitted += 1
        if emitted >= nextRelaunch {
            nextRelaunch = emitted + int(1500...4000)
            fingersDown.removeAll()
            mouseDown = false
            pads = 0
            labOpen = false
            bigWindow = false
            return .relaunch
        }
        if chance(labOpen ? 0.3 : 0.12) { return surfaceEvent() }
        // An 8K window is expensive to draw: return to the normal size soon.
        if bigWindow && chance(0.4) {
            bigWindow = false
            return .resize(width: Int(windowSize.width), height: Int(windowSize.height))
        }
        let r = Double.random(in: 0..<100, using: &rng)
        switch r {
        case ..<10: // a finger goes down: a new id, a reused one, or one of many
            let id = chance(0.8) ? int(0...19) : pick([-1, 1 << 40, Int(Int32.max)])
            fingersDown.insert(id)
            return .finger(.down, id: id, x: x(), y: y())
        case ..<20: // a finger moves: usually one that is down, sometimes an unknown one
            let id = (!fingersDown.isEmpty && chance(0.85)) ? pick(Array(fingersDown).sorted()) : int(0...40)
            return .finger(.move, id: id, x: x(), y: y())
        case ..<27: // a finger goes up: usually one that is down, sometimes one that never went down
            let id = (!fingersDown.isEmpty && chance(0.8)) ? pick(Array(fingersDown).sorted()) : int(0...40)
            fingersDown.remove(id)
            return .finger(.up, id: id, x: x(), y: y())
        case ..<37: return .wait(frames: chance(0.8) ? 1 : int(2...40))
        case ..<43: return .tap(x: x(), y: y())
        case ..<50: return .tapView(index: int(0...63))
        case ..<54: return .drag(x1: x(), y1: y(), x2: x(), y2: y(), frames: int(1...30))
        case ..<56: return .pinch(cx: x(), cy: y(), d1: Double(int(0...400)), d2: Double(int(0...400)), frames: int(1...30))
        case ..<60: return .scene(pick(sceneNames))
        case ..<63:
            let p: FuzzEvent.Phase = mouseDown ? (chance(0.6) ? .move : .up) : (chance(0.7) ? .down : pick([.move, .up]))
            mouseDown = p == .down || (mouseDown && p == .move)
            return .mouse(p, x: x(), y: y())
        case ..<70: return .key(pick(Self.keys), down: chance(0.55))
        case ..<71: return .keyStorm((0..<int(10...200)).map { _ in pick(Self.keys) })
        case ..<74: // raw text bytes: valid, truncated or invalid UTF-8
            var bytes = Array(pick(Self.texts).utf8.prefix(31))
            if chance(0.5) { bytes = (0..<int(1...31)).map { _ in UInt8.random(in: 0x80...0xFF, using: &rng) } }
            else if chance(0.3), bytes.count > 1 { bytes.removeLast() }
            return .textBytes(bytes)
        case ..<78:
            let s = (0..<int(1...6)).map { _ in pick(Self.texts) }.joined()
            return .type(s)
        case ..<78.4: return .paste(length: pick([0, 1, 100, 5000, 100_000]))
        case ..<80.5:
            if pads > 0 && chance(0.5) { pads -= 1; return .padRemove }
            pads += 1
            return .padAdd
        case ..<84: return .padButton(pick(Self.buttons), down: chance(0.5))
        case ..<86: return .padAxis(axis: int(0...5), value: pick([-1, -0.5, 0, 0.3, 1, Double.nan, 2]))
        case ..<90:
            let bad = chance(0.1)
            return .accel(x: bad ? pick([.nan, .infinity, 1e6]) : Double.random(in: -40...40, using: &rng),
                          y: Double.random(in: -20...30, using: &rng), z: bad ? -.infinity : Double.random(in: -20...20, using: &rng))
        case ..<91: return .shake(frames: int(5...90))
        case ..<92: // resizes: 1x1, 8K, tiny, odd, and back to the normal size
            let w = Int(windowSize.width), h = Int(windowSize.height)
            if bigWindow { bigWindow = false; return .resize(width: w, height: h) }
            let choice = int(0...9)
            switch choice {
            case 0: return .resize(width: 1, height: 1)
            case 1: bigWindow = true; return .resize(width: 7680, height: 4320)
            case 2: return .resize(width: int(1...40), height: int(1...40))
            case 3...5: return .resize(width: int(100...1200), height: int(100...1200))
            default: return .resize(width: w, height: h)
            }
        case ..<93.5: return .focus(chance(0.5))
        default: // lift everything now and then, so touches do not all stay down forever
            if !fingersDown.isEmpty {
                let id = fingersDown.min()!  // (a Set's order is seeded per process: never rely on it)
                fingersDown.remove(id)
                return .finger(.up, id: id, x: x(), y: y())
            }
            return .wait(frames: 1)
        }
    }
}
