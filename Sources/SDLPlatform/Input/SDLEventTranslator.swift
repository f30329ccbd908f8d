import CSDL2
import Foundation
import UIKit

/// Translates SDL events into the framework's input records. Live and scripted input both pass through here.
@MainActor
final class SDLEventTranslator {
    /// Pixels per point.
    var scale: CGFloat
    /// The window size in points (finger coordinates are normalized to it).
    var windowSize: CGSize
    private var mouseDown = false
    private var controllers: [SDL_JoystickID: (controller: OpaquePointer, name: String)] = [:]
    /// The controller the user pressed, moved or plugged in last: haptic feedback plays on it.
    private var lastActiveController: SDL_JoystickID?
    /// Controllers that sent invalid accelerometer samples, and how many.
    private var invalidSamples: [SDL_JoystickID: Int] = [:]
    /// Largest plausible acceleration, m/s² (about 20 g; pads measure up to 8-16 g).
    static let maximumAcceleration: Float = 200
    /// How far one notch of a mouse wheel scrolls, in points (about three lines of body text).
    static let pointsPerWheelNotch: CGFloat = 40
    private let log: (String) -> Void

    init(scale: CGFloat, windowSize: CGSize, log: @escaping (String) -> Void) {
        self.scale = scale; self.windowSize = windowSize; self.log = log
    }

    /// What an SDL event means to the app.
    enum Outcome { case input([UIInputEvent]), windowResized, windowExposed, quit, none }

    func translate(_ event: inout SDL_Event) -> Outcome {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT: return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .windowResized
            case SDL_WINDOWEVENT_EXPOSED: return .windowExposed
            case SDL_WINDOWEVENT_FOCUS_GAINED: return .input([.focus(true)])
            case SDL_WINDOWEVENT_FOCUS_LOST: mouseDown = false; return .input([.focus(false)])
            case SDL_WINDOWEVENT_LEAVE: return .input([.pointerExited])
            default: return .none
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != csdl_touch_mouseid() else { return .none }
            let p = point(x: Double(b.x), y: Double(b.y))
            if b.button != UInt8(SDL_BUTTON_LEFT) {
                // Other buttons by their number (SDL numbers right as 3, UIKit's secondary button is 2).
                let number = b.button == UInt8(SDL_BUTTON_RIGHT) ? 2 : b.button == UInt8(SDL_BUTTON_MIDDLE) ? 3 : Int(b.button)
                return .input([.mouseButton(.button(number), isDown: event.type == SDL_MOUSEBUTTONDOWN.rawValue, location: p)])
            }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                mouseDown = true
                return .input([.touch(finger: -1, phase: .began, location: p)])
            }
            guard mouseDown else { return .none }
            mouseDown = false
            return .input([.touch(finger: -1, phase: .ended, location: p)])
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard m.which != csdl_touch_mouseid() else { return .none }
            let p = point(x: Double(m.x), y: Double(m.y))
            // Without the left button held the pointer only hovers.
            return .input([mouseDown ? .touch(finger: -1, phase: .moved, location: p) : .pointerMoved(location: p)])
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            guard w.which != csdl_touch_mouseid() else { return .none }
            // SDL's y is positive away from the user (content moves down, so the offset goes up); a flipped
            // ("natural") device reports both axes negated.
            let flip: Float = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let step = Double(SDLEventTranslator.pointsPerWheelNotch)
            let delta = CGVector(dx: Double(w.preciseX * flip) * step, dy: Double(-w.preciseY * flip) * step)
            return .input([.scroll(delta: delta, location: point(x: Double(w.mouseX), y: Double(w.mouseY)))])
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            guard f.touchId != csdl_mouse_touchid() else { return .none }
            guard f.x.isFinite, f.y.isFinite else {
                log("Input: ignored a finger event with non-finite coordinates")
                return .none
            }
            let location = CGPoint(x: CGFloat(f.x) * windowSize.width, y: CGFloat(f.y) * windowSize.height)
            let phase: UITouch.Phase = event.type == SDL_FINGERDOWN.rawValue ? .began : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            let id = Int(truncatingIfNeeded: f.fingerId &* 1_000_003 &+ f.touchId) & Int.max
            return .input([.touch(finger: id, phase: phase, location: location)])
        case SDL_KEYDOWN, SDL_KEYUP:
            return .input(translateKey(event.key, isDown: event.type == SDL_KEYDOWN.rawValue))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in decodeUTF8(raw) }
            return text.isEmpty ? .none : .input([.text(text)])
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { raw in decodeUTF8(raw) }
            return .input([.markedText(text, caret: Int(event.edit.start))])
        case SDL_CONTROLLERDEVICEADDED:
            return openController(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = event.cdevice.which
            let name = controllers.removeValue(forKey: id).map { entry in
                SDL_GameControllerClose(entry.controller)
                return entry.name
            }
            if let bad = invalidSamples.removeValue(forKey: id) {
                log("Controller \(id): \(bad) invalid accelerometer samples were ignored")
            }
            log("Controller \(id) disconnected\(name.map { ": \($0)" } ?? "") (\(controllers.count) connected)")
            return .input([.controllerDisconnected(id: Int(id))])
        case SDL_JOYDEVICEADDED:
            // Joysticks without a game-controller mapping never become controllers: say so once.
            let index = event.jdevice.which
            if SDL_IsGameController(index) != SDL_TRUE {
                let name = SDL_JoystickNameForIndex(index).map { String(cString: $0) } ?? "joystick"
                log("Joystick \(name) has no game controller mapping; ignored (set SDL_GAMECONTROLLERCONFIG to map it)")
            }
            return .none
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let b = event.cbutton
            lastActiveController = b.which
            guard let button = Self.button(SDL_GameControllerButton(rawValue: Int32(b.button))) else { return .none }
            return .input([.controllerButton(id: Int(b.which), button: button, isDown: b.state == UInt8(SDL_PRESSED))])
        case SDL_CONTROLLERAXISMOTION:
            let a = event.caxis
            lastActiveController = a.which
            guard let axis = Self.axis(SDL_GameControllerAxis(rawValue: Int32(a.axis))) else { return .none }
            return .input([.controllerAxis(id: Int(a.which), axis: axis, value: max(-1, Double(a.value) / 32767))])
        case SDL_CONTROLLERSENSORUPDATE:
            let s = event.csensor
            guard s.sensor == SDL_SENSOR_ACCEL.rawValue else { return .none }
            let (x, y, z) = (s.data.0, s.data.1, s.data.2)
            let limit = Self.maximumAcceleration
            guard x.isFinite, y.isFinite, z.isFinite, abs(x) < limit, abs(y) < limit, abs(z) < limit else {
                let count = invalidSamples[s.which, default: 0] + 1
                invalidSamples[s.which] = count
                if count == 1 { log("Controller \(s.which): ignored an invalid accelerometer sample (\(x), \(y), \(z)); later ones are counted") }
                return .none
            }
            return .input([.accelerometer(id: Int(s.which), x: Double(x), y: Double(y), z: Double(z), timestamp: Double(s.timestamp_us) / 1e6)])
        default:
            return .none
        }
    }

    private func point(x: Double, y: Double) -> CGPoint { CGPoint(x: x / scale, y: y / scale) }

    /// The NUL-terminated UTF-8 in an SDL text buffer; invalid bytes become U+FFFD.
    private func decodeUTF8(_ raw: UnsafeRawBufferPointer) -> String {
        let bytes = raw.prefix { $0 != 0 }
        let text = String(decoding: bytes, as: UTF8.self)
        if String(validating: bytes, as: UTF8.self) == nil {
            log("Input: text with invalid UTF-8 bytes; they were replaced with U+FFFD")
        }
        return text
    }

    private func openController(deviceIndex: Int32) -> Outcome {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else {
            log("Controller at index \(deviceIndex) could not be opened: \(String(cString: SDL_GetError()))")
            return .none
        }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        // SDL_GameControllerOpen is reference counted: a second added event for the same pad is a no-op.
        if controllers[id] != nil { SDL_GameControllerClose(controller); return .none }
        let name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "controller"
        controllers[id] = (controller, name)
        lastActiveController = id
        // Sensors start disabled, and again after every re-plug: enable the accelerometer each time.
        var accel = "no accelerometer (the right stick tilts)"
        var hasAccel = false
        if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
            if SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE) == 0 {
                hasAccel = true
                let rate = SDL_GameControllerGetSensorDataRate(controller, SDL_SENSOR_ACCEL)
                accel = rate > 0 && rate.isFinite ? "accelerometer on at \(Int(rate.rounded())) Hz" : "accelerometer on"
            } else {
                accel = "accelerometer could not be enabled: \(String(cString: SDL_GetError()))"
            }
        }
        log("Controller \(id) connected: \(name), \(accel) (\(controllers.count) connected)")
        return .input([.controllerConnected(id: Int(id), name: name, hasAccelerometer: hasAccel)])
    }

    /// The controller haptics play on: the last one used if it can rumble, else any connected one that can.
    private var hapticController: OpaquePointer? {
        if let id = lastActiveController, let entry = controllers[id], SDL_GameControllerHasRumble(entry.controller) == SDL_TRUE {
            return entry.controller
        }
        return controllers.sorted { $0.key < $1.key }.first { SDL_GameControllerHasRumble($0.value.controller) == SDL_TRUE }?.value.controller
    }

    /// Whether a connected controller has rumble motors.
    var canRumble: Bool { hapticController != nil }

    /// Plays `pulse` on the haptic controller's two motors; false when no controller can rumble or SDL refuses.
    func rumble(_ pulse: UIHapticPulse) -> Bool {
        guard let controller = hapticController else { return false }
        let low = UInt16((pulse.lowFrequency * 65535).rounded()), high = UInt16((pulse.highFrequency * 65535).rounded())
        let milliseconds = UInt32(max(1, (pulse.duration * 1000).rounded()))
        return SDL_GameControllerRumble(controller, low, high, milliseconds) == 0
    }

    /// Closes every open controller.
    func closeControllers() {
        for entry in controllers.values { SDL_GameControllerClose(entry.controller) }
        controllers.removeAll()
        lastActiveController = nil
    }

    private func translateKey(_ k: SDL_KeyboardEvent, isDown: Bool) -> [UIInputEvent] {
        let scancode = k.keysym.scancode
        if let subtype = Self.mediaKey(scancode, isDown: isDown) { return k.repeat != 0 ? [] : [.remoteControl(subtype)] }
        if Self.mediaKey(scancode, isDown: true) != nil { return [] }
        let mod = Int(k.keysym.mod)
        var flags: UIKey.ModifierFlags = []
        if mod & Int(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & Int(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & Int(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & Int(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & Int(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        let sym = k.keysym.sym
        var plain = ""
        if sym >= 32 && sym < 127 { plain = String(UnicodeScalar(UInt8(sym))) }
        if scancode == SDL_SCANCODE_RETURN { plain = "\r" }
        if scancode == SDL_SCANCODE_TAB { plain = "\t" }
        if scancode == SDL_SCANCODE_BACKSPACE { plain = "\u{8}" }
        if scancode == SDL_SCANCODE_ESCAPE { plain = "\u{1b}" }
        let chars = flags.contains(.shift) ? plain.uppercased() : plain
        let key = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: Int(scancode.rawValue)), characters: chars,
                        charactersIgnoringModifiers: plain, modifierFlags: flags)
        return [.key(key, isDown: isDown, isRepeat: k.repeat != 0)]
    }

    /// Media keys as remote-control commands (on key-down; seeking keys also on key-up). Volume and mute
    /// keys stay ordinary presses (UIKit has no remote-control subtype for them).
    private static func mediaKey(_ s: SDL_Scancode, isDown: Bool) -> UIEvent.EventSubtype? {
        switch s {
        case SDL_SCANCODE_AUDIOPLAY: isDown ? .remoteControlTogglePlayPause : nil
        case SDL_SCANCODE_AUDIOSTOP: isDown ? .remoteControlStop : nil
        case SDL_SCANCODE_AUDIONEXT: isDown ? .remoteControlNextTrack : nil
        case SDL_SCANCODE_AUDIOPREV: isDown ? .remoteControlPreviousTrack : nil
        case SDL_SCANCODE_AUDIOREWIND: isDown ? .remoteControlBeginSeekingBackward : .remoteControlEndSeekingBackward
        case SDL_SCANCODE_AUDIOFASTFORWARD: isDown ? .remoteControlBeginSeekingForward : .remoteControlEndSeekingForward
        default: nil
        }
    }

    static func button(_ b: SDL_GameControllerButton) -> UIControllerButton? {
        switch b {
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_X: .x
        case SDL_CONTROLLER_BUTTON_Y: .y
        case SDL_CONTROLLER_BUTTON_BACK: .back
        case SDL_CONTROLLER_BUTTON_GUIDE: .guide
        case SDL_CONTROLLER_BUTTON_START: .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        case SDL_CONTROLLER_BUTTON_MISC1: .misc
        case SDL_CONTROLLER_BUTTON_TOUCHPAD: .touchpad
        default: nil
        }
    }

    static func axis(_ a: SDL_GameControllerAxis) -> UIControllerAxis? {
        switch a {
        case SDL_CONTROLLER_AXIS_LEFTX: .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX: .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY: .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: .leftTrigger
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: .rightTrigger
        default: nil
        }
    }
}
