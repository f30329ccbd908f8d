import Foundation

/// Input as the platform reports it, already in window points and application-clock seconds.
/// The platform translates its native events into these; the application turns them into UIKit events.
public enum UIInputEvent: Sendable {
    /// A finger (or the mouse, `finger == -1`) went down, moved or went up at `location` in window points.
    case touch(finger: Int, phase: UITouch.Phase, location: CGPoint)
    /// A pointer button other than the primary one (which arrives as `touch` with `finger == -1`) went
    /// down or up at `location` in window points; the secondary button opens context menus.
    case mouseButton(UIEvent.ButtonMask, isDown: Bool, location: CGPoint)
    /// The pointer (a mouse) moved to `location` in window points with no button pressed: hover recognizers
    /// follow it. Moves with a button held arrive as `touch` instead.
    case pointerMoved(location: CGPoint)
    /// The pointer left the window: every hover ends.
    case pointerExited
    /// A scroll wheel or a touchpad's two-finger scroll asks to move the content under the pointer (at
    /// `location` in window points) by `delta` points: positive `dy` shows what is further down, positive
    /// `dx` what is further right.
    case scroll(delta: CGVector, location: CGPoint)
    /// A physical key went down or up.
    case key(UIKey, isDown: Bool, isRepeat: Bool)
    /// Text committed by the keyboard or the input method.
    case text(String)
    /// The input method's uncommitted composition and the caret's offset in it (in characters).
    case markedText(String, caret: Int)
    /// A media key or button: play, pause, next track ...
    case remoteControl(UIEvent.EventSubtype)
    /// A game controller was connected.
    case controllerConnected(id: Int, name: String, hasAccelerometer: Bool)
    /// A game controller was disconnected.
    case controllerDisconnected(id: Int)
    /// A controller button changed.
    case controllerButton(id: Int, button: UIControllerButton, isDown: Bool)
    /// A controller axis moved; `value` is -1...1 (triggers 0...1).
    case controllerAxis(id: Int, axis: UIControllerAxis, value: Double)
    /// One accelerometer sample in m/s², the controller's axes (+Y up at rest, gravity included).
    case accelerometer(id: Int, x: Double, y: Double, z: Double, timestamp: TimeInterval)
    /// The window's size in points changed.
    case resize(CGSize)
    /// The window gained or lost input focus.
    case focus(Bool)
}

/// Game controller buttons, by their position on an Xbox-style pad.
public enum UIControllerButton: String, Sendable, CaseIterable {
    case a, b, x, y, back, guide, start, leftStick, rightStick, leftShoulder, rightShoulder,
         dpadUp, dpadDown, dpadLeft, dpadRight, misc, paddle1, paddle2, paddle3, paddle4, touchpad
}

/// Game controller axes.
public enum UIControllerAxis: String, Sendable, CaseIterable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger
}
