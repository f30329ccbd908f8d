import Foundation

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
    case key(String, Phase?)
    case text(String)
    case pad(PadAction)
    case shake(Double)
    /// Resize the window to `width` x `height` points (as a user dragging its corner).
    case resize(width: Int, height: Int)
    case screenshot(String)
    case dump(String)
    case stats(String)
    case log(String)
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
