import Foundation
import UIKit

/// One line of a headless script, parsed and validated.
public enum ScriptCommand: Equatable, Sendable {
    /// Where a tap lands: a point in window points, or the centre of the view with an accessibility identifier.
    public enum Target: Equatable, Sendable { case point(Double, Double), view(String) }
    /// A finger's phase in a `finger` command.
    public enum Phase: String, Sendable { case down, move, up }
    /// What a `pad` command does: add or remove a controller, press a button, tilt, or move an axis.
    public enum PadAction: Equatable, Sendable { case add, remove, button(String, isDown: Bool), accel(Double, Double, Double), axis(String, Double) }

    case scene(String)
    case wait(Double)
    case tap(Target, count: Int)
    case mouse(Phase, x: Double, y: Double)
    case drag(x1: Double, y1: Double, x2: Double, y2: Double, seconds: Double)
    case finger(Phase, id: Int, x: Double, y: Double)
    case pinch(cx: Double, cy: Double, d1: Double, d2: Double, seconds: Double)
    /// `wheel NOTCHES [HORIZONTAL] X Y` or `wheel NOTCHES [HORIZONTAL] @ID`: the mouse wheel turned with the pointer
    /// there (positive notches away from the user, showing what is further up; positive horizontal notches show
    /// what is further right; fractions as a touchpad sends them).
    case wheel(Target, notches: Double, horizontal: Double)
    case key(String, Phase?)
    case text(String)
    case pad(PadAction)
    case shake(Double)
    /// Resize the window to `width` x `height` points (as a user dragging its corner).
    case resize(width: Int, height: Int)
    /// Switch the system appearance (`appearance light|dark`), as the user does in Settings.
    case appearance(UIUserInterfaceStyle)
    case screenshot(String)
    case dump(String)
    case stats(String)
    case log(String)

    /// A state `expect @ID STATE` checks (see `ScriptExpectations` for what each means).
    public enum ViewState: String, CaseIterable, Sendable {
        case exists, missing, visible, hidden, enabled, disabled, selected, focused, firstResponder
    }
    /// What `wait until @ID ...` waits for.
    public enum WaitCondition: Equatable, Sendable { case visible, exists, text(String) }
    /// A swipe's direction (the way the finger moves).
    public enum Direction: String, CaseIterable, Sendable { case left, right, up, down }

    /// `expect @ID STATE`: the view with that identifier is in that state.
    case expectState(String, ViewState)
    /// `expect @ID text "..."`: the view shows exactly this text.
    case expectText(String, String)
    /// `expect @ID frame X Y W H [±T]`: its on-screen frame, each number within T points (default 0.5).
    case expectFrame(String, CGRect, tolerance: Double)
    /// `expect log "..."`: a log line so far contains the text.
    case expectLog(String)
    /// `expect screenshot NAME.png [tolerance T]`: the window's pixels match the reference, each channel
    /// within T (0...255, default 0).
    case expectScreenshot(String, tolerance: Int)
    /// `wait until @ID visible|exists|text "..." [timeout S]`: frames run until it holds (default 5 s).
    case waitUntil(String, WaitCondition, timeout: Double)
    /// `swipe @ID left|right|up|down`: one finger across the view's centre.
    case swipe(String, Direction)
    /// `longpress @ID [S]`: one finger held on the view's centre (default 1 s).
    case longPress(String, seconds: Double)
    /// `type @ID "text"`: tap the view unless it is the first responder, then commit the text.
    case typeInto(String, String)
    /// `drag @ID X Y S`: one finger from the view's centre to (X, Y) over S seconds.
    case dragView(String, x: Double, y: Double, seconds: Double)

    /// Whether the command is an expectation (it fails the run without stopping the script).
    public var isExpectation: Bool {
        switch self {
        case .expectState, .expectText, .expectFrame, .expectLog, .expectScreenshot, .waitUntil: true
        default: false
        }
    }
}

/// A parsed script: its commands with their line numbers.
public struct Script: Sendable {
    /// The file the script came from (for messages).
    public let fileName: String
    /// Each command and the 1-based line it came from.
    public let commands: [(line: Int, command: ScriptCommand)]
}

/// A script that cannot run, with the place and reason: prints as `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    /// The script file.
    public let file: String
    /// The 1-based line (0 when the error is about the whole file).
    public let line: Int
    /// What is wrong.
    public let message: String
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
