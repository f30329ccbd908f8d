import Foundation
import HypnoNerdApp
import SDLPlatform
import UIKit
import UIKitTesting

/// Runs the real HypnoNerd app headless at the default phone size and drives it with script lines, the
/// way `make demo` does; captures the app's log lines and reads the view-tree dump.
@MainActor
final class SceneHarness {
    let session: HeadlessSession
    /// Every line the app logged since launch (NSLog and framework messages).
    private(set) var log: [String] = []
    private let outputDirectory = temporaryDirectory().path

    init(width: CGFloat = 390, height: CGFloat = 844) throws {
        session = try HeadlessSession(options: testOptions(width: width, height: height), delegate: AppDelegate())
        UIApplication.shared.logHandler = { [weak self] line in self?.log.append(line) }
    }

    /// Controllers plugged in by earlier `run` calls (the parser checks pad commands follow a `pad add`).
    private var padsConnected = 0

    /// Parses `script` (one command a line, as in Assets/demo-tour.txt) and executes it; the calls of one
    /// test act as one script.
    func run(_ script: String) throws {
        let prefix = String(repeating: "pad add\n", count: padsConnected)
        let parsed = try ScriptParser.parse(prefix + script, fileName: "scene-test")
        for (_, command) in parsed.commands.dropFirst(padsConnected) {
            try session.execute(command, outputDirectory: outputDirectory)
            if command == .pad(.add) { padsConnected += 1 }
            if command == .pad(.remove) { padsConnected = max(0, padsConnected - 1) }
        }
    }

    /// The key window's view tree as the `dump` verb writes it.
    func dump() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: session.host.viewTreeJSON()) as? [String: Any] ?? [:]
    }

    /// Every node of the dump whose `id` is `identifier`, in tree order.
    func nodes(_ identifier: String) throws -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ node: [String: Any]) {
            if node["id"] as? String == identifier { found.append(node) }
            for child in node["subviews"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try dump())
        return found
    }

    /// The first node with `identifier`.
    func node(_ identifier: String) throws -> [String: Any]? { try nodes(identifier).first }

    /// The window-point frame the dump gives for the first node with `identifier`.
    func frame(_ identifier: String) throws -> CGRect? {
        guard let f = try node(identifier)?["frame"] as? [Double], f.count == 4 else { return nil }
        return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Log lines equal to `line`.
    func count(_ line: String) -> Int { log.filter { $0 == line }.count }

    /// Forgets the log so far.
    func clearLog() { log.removeAll() }

    func shutdown() { session.shutdown() }
}

/// The demo app launched through UIKitTesting at the phone size (390 x 844, scale 1) with the repository's
/// assets, as the scene tests drive it.
@MainActor
func launchDemoScene(width: CGFloat = 390, height: CGFloat = 844) -> XCUIApplication {
    let app = XCUIApplication(delegate: { AppDelegate() })
    app.windowSize = CGSize(width: width, height: height)
    app.scale = 1
    app.assetsDirectory = packageRoot().appendingPathComponent("Assets").path
    app.launch()
    return app
}

extension XCUIApplication {
    /// How many of the app's log lines are exactly `line`.
    func count(_ line: String) -> Int { logLines.filter { $0 == line }.count }
}
