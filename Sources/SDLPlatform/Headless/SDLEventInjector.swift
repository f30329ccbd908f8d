import CSDL2
import Foundation

/// Pushes synthetic input into SDL's event queue, exactly as devices would deliver it, so scripted
/// input runs through the same translation code as live input.
@MainActor
final class SDLEventInjector {
    /// Pixels per point and the window size in points, to produce device coordinates.
    var scale: CGFloat
    var windowSize: CGSize
    /// The virtual touch device the script's fingers belong to.
    static let touchDeviceID: SDL_TouchID = 0x5C21
    private var heldModifiers: UInt16 = 0
    private(set) var virtualPads: [(deviceIndex: Int32, instanceID: SDL_JoystickID)] = []
    private let log: (String) -> Void
    /// Receives the virtual pads' rumble (SDL calls it back from SDL_GameControllerRumble on this thread).
    private lazy var rumbleSink = VirtualPadRumbleSink { [weak self] low, high in
        self?.log(String(format: "pad rumble: low %.2f high %.2f", Double(low) / 65535, Double(high) / 65535))
    }
    func logLine(_ message: String) { log(message) }

    init(scale: CGFloat, windowSize: CGSize, log: @escaping (String) -> Void) {
        self.scale = scale; self.windowSize = windowSize; self.log = log
    }

    private func push(_ event: inout SDL_Event) {
        if SDL_PushEvent(&event) < 0 { log("SDL_PushEvent failed: \(String(cString: SDL_GetError()))") }
    }

    func finger(_ type: SDL_EventType, id: Int, x: Double, y: Double, dx: Double = 0, dy: Double = 0) {
        var e = SDL_Event()
        e.tfinger.type = type.rawValue
        e.tfinger.touchId = Self.touchDeviceID
        e.tfinger.fingerId = SDL_FingerID(id)
        e.tfinger.x = Float(x / Double(windowSize.width))
        e.tfinger.y = Float(y / Double(windowSize.height))
        e.tfinger.dx = Float(dx / Double(windowSize.width))
        e.tfinger.dy = Float(dy / Double(windowSize.height))
        e.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        push(&e)
    }

    /// The window gaining or losing input focus.
    func windowFocus(gained: Bool, windowID: UInt32) {
        var e = SDL_Event()
        e.window.type = SDL_WINDOWEVENT.rawValue
        e.window.windowID = windowID
        e.window.event = UInt8((gained ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST).rawValue)
        push(&e)
    }

    func mouseButton(down: Bool, x: Double, y: Double, button: UInt8 = UInt8(SDL_BUTTON_LEFT)) {
        var e = SDL_Event()
        e.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        e.button.which = 0
        e.button.button = button
        e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.button.clicks = 1
        e.button.x = Self.pixel(x * Double(scale))
        e.button.y = Self.pixel(y * Double(scale))
        push(&e)
    }

    func mouseMove(x: Double, y: Double, buttonHeld: Bool) {
        var e = SDL_Event()
        e.motion.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = 0
        e.motion.state = buttonHeld ? csdl_button_lmask() : 0
        e.motion.x = Self.pixel(x * Double(scale))
        e.motion.y = Self.pixel(y * Double(scale))
        push(&e)
    }

    /// `notches` of the mouse wheel (positive: away from the user, the content moves down) with the pointer at (x, y).
    func mouseWheel(notches: Float, horizontal: Float = 0, x: Double, y: Double) {
        var e = SDL_Event()
        e.wheel.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.which = 0
        e.wheel.x = Int32(horizontal.isFinite ? horizontal.rounded(.towardZero) : 0)
        e.wheel.y = Int32(notches.isFinite ? notches.rounded(.towardZero) : 0)
        e.wheel.preciseX = horizontal
        e.wheel.preciseY = notches
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        e.wheel.mouseX = Self.pixel(x * Double(scale))
        e.wheel.mouseY = Self.pixel(y * Double(scale))
        push(&e)
    }

    /// A device pixel coordinate: rounded and clamped to Int32; NaN becomes 0 (mouse events carry integers).
    static func pixel(_ v: Double) -> Int32 {
        guard !v.isNaN else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), v.rounded())))
    }

    func key(_ scancode: SDL_Scancode, down: Bool, isRepeat: Bool = false) {
        let modifier: UInt16? = switch scancode {
        case SDL_SCANCODE_LSHIFT: UInt16(KMOD_LSHIFT.rawValue)
        case SDL_SCANCODE_RSHIFT: UInt16(KMOD_RSHIFT.rawValue)
        case SDL_SCANCODE_LCTRL: UInt16(KMOD_LCTRL.rawValue)
        case SDL_SCANCODE_RCTRL: UInt16(KMOD_RCTRL.rawValue)
        case SDL_SCANCODE_LALT: UInt16(KMOD_LALT.rawValue)
        case SDL_SCANCODE_RALT: UInt16(KMOD_RALT.rawValue)
        case SDL_SCANCODE_LGUI: UInt16(KMOD_LGUI.rawValue)
        default: nil
        }
        if let modifier { if down { heldModifiers |= modifier } else { heldModifiers &= ~modifier } }
        var e = SDL_Event()
        e.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.keysym.scancode = scancode
        e.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        e.key.keysym.mod = heldModifiers
        e.key.repeat = isRepeat ? 1 : 0
        push(&e)
    }

    /// Pushes `text` as SDL_TEXTINPUT events of at most 31 bytes, split between Unicode scalars.
    func text(_ text: String) {
        var chunk: [UInt8] = []
        func flush() {
            guard !chunk.isEmpty else { return }
            var e = SDL_Event()
            e.text.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &e.text.text) { raw in
                for (i, b) in chunk.enumerated() { raw[i] = b }
                raw[chunk.count] = 0
            }
            push(&e)
            chunk.removeAll()
        }
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > 31 { flush() }
            chunk += bytes
        }
        flush()
    }

    /// Attaches a virtual game controller; SDL announces it with its own device-added events.
    func addPad() {
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        // A virtual pad has rumble motors: what it is asked to play is logged ("pad rumble: low L high H"), so a
        // script can `expect log "pad rumble"` after an action that gives haptic feedback. A stop (0, 0) is quiet.
        desc.userdata = Unmanaged.passUnretained(rumbleSink).toOpaque()
        desc.Rumble = { userdata, low, high in
            guard let userdata, low != 0 || high != 0 else { return 0 }
            let sink = Unmanaged<VirtualPadRumbleSink>.fromOpaque(userdata).takeUnretainedValue()
            MainActor.assumeIsolated { sink.receive(low, high) }
            return 0
        }
        let index = SDL_JoystickAttachVirtualEx(&desc)
        guard index >= 0 else { log("pad add: cannot attach a virtual controller: \(String(cString: SDL_GetError()))"); return }
        virtualPads.append((index, SDL_JoystickGetDeviceInstanceID(index)))
        SDL_GameControllerUpdate()
    }

    /// Detaches the most recently added virtual controller.
    func removePad() {
        guard let pad = virtualPads.popLast() else { log("pad remove: no controller is attached"); return }
        // Device indices shift as pads come and go: find the current index of this instance.
        var index = pad.deviceIndex
        for i in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(i) == pad.instanceID { index = i }
        if SDL_JoystickDetachVirtual(index) != 0 { log("pad remove: \(String(cString: SDL_GetError()))") }
        SDL_GameControllerUpdate()
    }

    var currentPad: SDL_JoystickID? { virtualPads.last?.instanceID }

    func padButton(_ button: SDL_GameControllerButton, down: Bool) {
        guard let id = currentPad else { log("pad button: no controller is attached (use 'pad add' first)"); return }
        var e = SDL_Event()
        e.cbutton.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        e.cbutton.which = id
        e.cbutton.button = UInt8(button.rawValue)
        e.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        push(&e)
    }

    func padAxis(_ axis: SDL_GameControllerAxis, value: Double) {
        guard let id = currentPad else { log("pad axis: no controller is attached (use 'pad add' first)"); return }
        guard value.isFinite else { log("pad axis: ignored a non-finite value"); return }
        var e = SDL_Event()
        e.caxis.type = SDL_CONTROLLERAXISMOTION.rawValue
        e.caxis.which = id
        e.caxis.axis = UInt8(axis.rawValue)
        e.caxis.value = Int16(clamping: Int((max(-1, min(1, value)) * 32767).rounded()))
        push(&e)
    }

    func accelerometer(x: Double, y: Double, z: Double, timestamp: TimeInterval) {
        guard let id = currentPad else { log("pad accel: no controller is attached (use 'pad add' first)"); return }
        var e = SDL_Event()
        e.csensor.type = SDL_CONTROLLERSENSORUPDATE.rawValue
        e.csensor.which = id
        e.csensor.sensor = SDL_SENSOR_ACCEL.rawValue
        e.csensor.data = (Float(x), Float(y), Float(z))
        e.csensor.timestamp_us = timestamp.isFinite && timestamp > 0 ? UInt64(min(timestamp, 1e12) * 1e6) : 0
        push(&e)
    }

    func detachAll() {
        while !virtualPads.isEmpty { removePad() }
    }
}

/// Where a virtual pad's rumble callback lands; owned by the injector, which outlives its pads.
@MainActor
final class VirtualPadRumbleSink {
    let receive: (UInt16, UInt16) -> Void
    init(_ receive: @escaping (UInt16, UInt16) -> Void) { self.receive = receive }
}
