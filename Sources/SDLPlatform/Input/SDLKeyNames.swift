import CSDL2
import UIKit

/// Names of keys and controller buttons, shared by the script parser and the event injector.
enum SDLKeyNames {
    /// Key name -> SDL scancode.
    static let all: [String: SDL_Scancode] = {
        var map: [String: SDL_Scancode] = [
            "return": SDL_SCANCODE_RETURN, "enter": SDL_SCANCODE_RETURN, "backspace": SDL_SCANCODE_BACKSPACE,
            "delete": SDL_SCANCODE_DELETE, "escape": SDL_SCANCODE_ESCAPE, "tab": SDL_SCANCODE_TAB,
            "space": SDL_SCANCODE_SPACE, "left": SDL_SCANCODE_LEFT, "right": SDL_SCANCODE_RIGHT,
            "up": SDL_SCANCODE_UP, "down": SDL_SCANCODE_DOWN, "home": SDL_SCANCODE_HOME, "end": SDL_SCANCODE_END,
            "pageup": SDL_SCANCODE_PAGEUP, "pagedown": SDL_SCANCODE_PAGEDOWN,
            "shift": SDL_SCANCODE_LSHIFT, "lshift": SDL_SCANCODE_LSHIFT, "rshift": SDL_SCANCODE_RSHIFT,
            "ctrl": SDL_SCANCODE_LCTRL, "lctrl": SDL_SCANCODE_LCTRL, "rctrl": SDL_SCANCODE_RCTRL,
            "alt": SDL_SCANCODE_LALT, "lalt": SDL_SCANCODE_LALT, "ralt": SDL_SCANCODE_RALT,
            "super": SDL_SCANCODE_LGUI, "gui": SDL_SCANCODE_LGUI,
            "f1": SDL_SCANCODE_F1, "f2": SDL_SCANCODE_F2, "f3": SDL_SCANCODE_F3, "f4": SDL_SCANCODE_F4,
            "f5": SDL_SCANCODE_F5, "f6": SDL_SCANCODE_F6, "f7": SDL_SCANCODE_F7, "f8": SDL_SCANCODE_F8,
            "f9": SDL_SCANCODE_F9, "f10": SDL_SCANCODE_F10, "f11": SDL_SCANCODE_F11, "f12": SDL_SCANCODE_F12,
            "playpause": SDL_SCANCODE_AUDIOPLAY, "play": SDL_SCANCODE_AUDIOPLAY, "stop": SDL_SCANCODE_AUDIOSTOP,
            "next": SDL_SCANCODE_AUDIONEXT, "prev": SDL_SCANCODE_AUDIOPREV, "previous": SDL_SCANCODE_AUDIOPREV,
            "mute": SDL_SCANCODE_AUDIOMUTE, "volumeup": SDL_SCANCODE_VOLUMEUP, "volumedown": SDL_SCANCODE_VOLUMEDOWN,
            "rewind": SDL_SCANCODE_AUDIOREWIND, "fastforward": SDL_SCANCODE_AUDIOFASTFORWARD,
            "slash": SDL_SCANCODE_SLASH, "question": SDL_SCANCODE_SLASH, "minus": SDL_SCANCODE_MINUS,
            "equals": SDL_SCANCODE_EQUALS, "comma": SDL_SCANCODE_COMMA, "period": SDL_SCANCODE_PERIOD,
        ]
        for (i, ch) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            map[String(ch)] = SDL_Scancode(rawValue: SDL_SCANCODE_A.rawValue + UInt32(i))
        }
        for (i, ch) in "1234567890".enumerated() {
            map[String(ch)] = SDL_Scancode(rawValue: SDL_SCANCODE_1.rawValue + UInt32(i))
        }
        return map
    }()

    /// Controller button name -> SDL button.
    static let buttons: [String: SDL_GameControllerButton] = [
        "a": SDL_CONTROLLER_BUTTON_A, "b": SDL_CONTROLLER_BUTTON_B, "x": SDL_CONTROLLER_BUTTON_X, "y": SDL_CONTROLLER_BUTTON_Y,
        "back": SDL_CONTROLLER_BUTTON_BACK, "guide": SDL_CONTROLLER_BUTTON_GUIDE, "start": SDL_CONTROLLER_BUTTON_START,
        "leftstick": SDL_CONTROLLER_BUTTON_LEFTSTICK, "rightstick": SDL_CONTROLLER_BUTTON_RIGHTSTICK,
        "leftshoulder": SDL_CONTROLLER_BUTTON_LEFTSHOULDER, "rightshoulder": SDL_CONTROLLER_BUTTON_RIGHTSHOULDER,
        "lb": SDL_CONTROLLER_BUTTON_LEFTSHOULDER, "rb": SDL_CONTROLLER_BUTTON_RIGHTSHOULDER,
        "dpup": SDL_CONTROLLER_BUTTON_DPAD_UP, "dpdown": SDL_CONTROLLER_BUTTON_DPAD_DOWN,
        "dpleft": SDL_CONTROLLER_BUTTON_DPAD_LEFT, "dpright": SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
        "misc": SDL_CONTROLLER_BUTTON_MISC1, "touchpad": SDL_CONTROLLER_BUTTON_TOUCHPAD,
    ]

    /// The SDL axis for a framework controller axis.
    static func sdlAxis(_ axis: UIControllerAxis) -> SDL_GameControllerAxis {
        switch axis {
        case .leftX: SDL_CONTROLLER_AXIS_LEFTX
        case .leftY: SDL_CONTROLLER_AXIS_LEFTY
        case .rightX: SDL_CONTROLLER_AXIS_RIGHTX
        case .rightY: SDL_CONTROLLER_AXIS_RIGHTY
        case .leftTrigger: SDL_CONTROLLER_AXIS_TRIGGERLEFT
        case .rightTrigger: SDL_CONTROLLER_AXIS_TRIGGERRIGHT
        }
    }
}
