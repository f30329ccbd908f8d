import Foundation
import UIKit

/// Command-line options of an app built on the SDL platform.
public struct LaunchOptions: Equatable, Sendable {
    /// Run without a display on SDL's dummy video driver and a virtual clock.
    public var headless = false
    /// The scripts to run (headless mode): files, or folders of `.txt` scripts, each a test case.
    public var scriptPaths: [String] = []
    /// The first script (headless mode); setting it replaces them all.
    public var scriptPath: String? {
        get { scriptPaths.first }
        set { scriptPaths = newValue.map { [$0] } ?? [] }
    }
    /// The folder of reference screenshots for `expect screenshot` (`--references DIR`).
    public var referencesDirectory: String?
    /// Write reference screenshots instead of comparing them (`--record` without a file).
    public var recordsReferences = false
    /// Where to write a JUnit XML report of the scripts (`--junit FILE.xml`).
    public var junitPath: String?
    /// Record what the person (or script) does in the window as a script (`--record FILE.txt`).
    public var recordingPath: String?
    /// Where screenshots, dumps and stats go (headless mode).
    public var outputDirectory = "out"
    /// The window size in points.
    public var size = CGSize(width: 390, height: 844)
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// The folder image assets are read from.
    public var assetsDirectory: String?
    /// Hide the on-screen keyboard (a physical keyboard is used).
    public var hidesOnScreenKeyboard = false
    /// The system appearance the app starts in (`--appearance light|dark`, light by default).
    public var appearance: UIUserInterfaceStyle = .light
    /// Problems with options that have a safe fallback (an unknown appearance word), logged at launch.
    public var warnings: [String] = []
    /// Makes the scene delegate of a scene-based app (`UIApplicationMain`'s `makeSceneDelegate`, the part of
    /// UIKit's Info.plist scene manifest that names the delegate class); not a command-line option.
    public var sceneDelegateFactory: SceneDelegateFactory?

    /// The defaults: a live window, no script.
    public init() {}

    /// The usage text printed by `--help` and after a bad option.
    public static let usage = """
    usage: HypnoNerd [--size WxH] [--scale S] [--assets DIR] [--appearance light|dark] [--no-onscreen-keyboard]
                     [--record FILE.txt]
           HypnoNerd --headless --script FILE|FOLDER ... --out DIR [--references DIR [--record]] [--junit FILE.xml]
                     [--size WxH] [--scale S] [--assets DIR] [--appearance light|dark]
      --size WxH     window size in points (default 390x844)
      --scale S      pixels per point, 1...4 (default 1)
      --assets DIR   folder with the app's PNG assets (default: ./Assets)
      --appearance light|dark  the system appearance the app starts in (default light; Dark Mode with dark)
      --headless     run without a display on a virtual clock (SDL dummy video driver)
      --script FILE  a script to run, or a folder of .txt scripts; repeatable; each is a test case from a
                     fresh launch (see README: Headless scripted mode)
      --out DIR      where screenshots, dumps and stats are written (default: out)
      --references DIR  reference screenshots for 'expect screenshot'
      --record       (with --references) write the reference screenshots instead of comparing
      --record FILE.txt  write what happens in the window as a script (see README: Recording a session)
      --junit FILE.xml   write a JUnit report, one test case per script
    """

    /// Parses `arguments` (without the program name). Throws a message for the user on a bad option.
    public static func parse(_ arguments: [String]) throws(LaunchOptionsError) -> LaunchOptions {
        var o = LaunchOptions()
        var i = 0
        func value(_ flag: String) throws(LaunchOptionsError) -> String {
            i += 1
            guard i < arguments.count else { throw LaunchOptionsError("\(flag) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--headless": o.headless = true
            case "--script": o.scriptPaths.append(try value(arg))
            case "--references": o.referencesDirectory = try value(arg)
            case "--junit": o.junitPath = try value(arg)
            case "--record":
                // With a file name: the session recorder; alone: record reference screenshots.
                if i + 1 < arguments.count, !arguments[i + 1].hasPrefix("-") { o.recordingPath = try value(arg) } else { o.recordsReferences = true }
            case "--out": o.outputDirectory = try value(arg)
            case "--assets": o.assetsDirectory = try value(arg)
            case "--no-onscreen-keyboard": o.hidesOnScreenKeyboard = true
            case "--appearance":
                let v = try value(arg)
                switch v.lowercased() {
                case "light": o.appearance = .light
                case "dark": o.appearance = .dark
                default:
                    o.appearance = .light
                    o.warnings.append("--appearance expects light or dark, got '\(v)'; using light")
                }
            case "--size":
                let v = try value(arg)
                let parts = v.lowercased().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 64 && $0 <= 8192 }) else {
                    throw LaunchOptionsError("--size expects WxH in points, each 64...8192, got '\(v)'")
                }
                o.size = CGSize(width: parts[0], height: parts[1])
            case "--scale":
                let v = try value(arg)
                guard let s = Double(v), s.isFinite, s >= 1, s <= 4 else { throw LaunchOptionsError("--scale expects a number 1...4, got '\(v)'") }
                o.scale = CGFloat(s)
            case "--help", "-h": throw LaunchOptionsError("", isHelp: true)
            default:
                throw LaunchOptionsError("unknown option '\(arg)'")
            }
            i += 1
        }
        if o.scriptPath != nil && !o.headless { throw LaunchOptionsError("--script needs --headless") }
        if o.headless && o.scriptPath == nil { throw LaunchOptionsError("--headless needs --script FILE") }
        if o.recordsReferences && o.referencesDirectory == nil { throw LaunchOptionsError("--record (without a file) needs --references DIR") }
        if o.junitPath != nil && !o.headless { throw LaunchOptionsError("--junit needs --headless") }
        return o
    }
}

/// A bad command line, with the message for the user.
public struct LaunchOptionsError: Error, Equatable {
    /// The message for the user (the usage text for `--help`).
    public let message: String
    /// Whether the user asked for help, which is not a failure.
    public let isHelp: Bool
    init(_ message: String, isHelp: Bool = false) { self.message = message; self.isHelp = isHelp }
}

/// Makes a scene delegate for each launch (each script case launches afresh). Two factories are equal when they
/// are the same one.
public struct SceneDelegateFactory: Equatable, Sendable {
    private final class Box: Sendable {
        let make: @MainActor @Sendable () -> UISceneDelegate
        init(_ make: @escaping @MainActor @Sendable () -> UISceneDelegate) { self.make = make }
    }
    private let box: Box

    /// A factory calling `make`.
    public init(_ make: @escaping @MainActor @Sendable () -> UISceneDelegate) { box = Box(make) }

    /// A new scene delegate.
    @MainActor public func make() -> UISceneDelegate { box.make() }

    public static func == (a: SceneDelegateFactory, b: SceneDelegateFactory) -> Bool { a.box === b.box }
}
