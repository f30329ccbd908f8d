import Foundation
import UIKit

/// Runs scripts headless: validates every one completely first (exit 2 on any error), then runs each as a
/// test case from a fresh launch on the virtual clock, writing its artifacts into the output folder.
@MainActor
public enum HeadlessRunner {
    /// Runs `options.scriptPaths` (files, or folders of `.txt` scripts); returns the exit status: 0 success,
    /// 1 a failed expectation or a command that could not be carried out, 2 a bad command line or script.
    public static func run(options: LaunchOptions, makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let files: [String]
        do { files = try ScriptSuite.scriptFiles(options.scriptPaths) } catch { return fail(error.description, status: 2) }
        guard !files.isEmpty else { return fail("no script given (--script FILE or FOLDER)", status: 2) }
        var scripts: [(path: String, script: Script)] = []
        for file in files {
            do { scripts.append((file, try ScriptParser.parse(contentsOf: file))) } catch { return fail(error.description, status: 2) }
        }
        let outDir = options.outputDirectory
        do {
            try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        } catch {
            return fail("cannot create output folder \(outDir): \(error.localizedDescription)", status: 2)
        }
        // One script writes into the output folder itself; several each into a folder named after the script.
        let names = ScriptSuite.caseNames(scripts.map(\.path))
        var results: [ScriptCaseResult] = []
        for (index, entry) in scripts.enumerated() {
            let dir = scripts.count == 1 ? outDir : (outDir as NSString).appendingPathComponent(names[index])
            let context = ScriptContext(fileName: entry.script.fileName, outputDirectory: dir,
                                        referencesDirectory: options.referencesDirectory, recordsReferences: options.recordsReferences)
            results.append(ScriptSuite.runCase(entry.script, name: names[index], path: entry.path, context: context,
                                               options: options, makeDelegate: makeDelegate))
        }
        for result in results {
            for failure in result.failures { FileHandle.standardError.write(Data("\(failure)\n".utf8)) }
            if let error = result.error { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        }
        if let junit = options.junitPath {
            do { try JUnitReport(suiteName: "HypnoNerd scripts", cases: results).xml.write(toFile: junit, atomically: true, encoding: .utf8) } catch {
                return fail("cannot write the JUnit report \(junit): \(error.localizedDescription)", status: 2)
            }
        }
        let failed = results.reduce(0) { $0 + $1.failures.count }
        let errors = results.filter { $0.error != nil }.count
        guard failed > 0 || errors > 0 else { return 0 }
        var summary: [String] = []
        if failed > 0 { summary.append("\(failed) expectation\(failed == 1 ? "" : "s") failed") }
        if errors > 0 { summary.append("\(errors) script\(errors == 1 ? "" : "s") stopped by an error") }
        return fail(summary.joined(separator: ", ") + " (\(results.count) script\(results.count == 1 ? "" : "s") run)", status: 1)
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("HypnoNerd: \(message)\n".utf8))
        return status
    }
}

/// A script command that could not be carried out.
public struct ScriptRuntimeError: Error { public let message: String }

extension HeadlessSession {
    /// The visible view with `id` an action aims at.
    private func target(_ id: String) throws(ScriptRuntimeError) -> UIView {
        guard let v = view(withIdentifier: id) else {
            throw ScriptRuntimeError(message: "no visible view with accessibilityIdentifier '\(id)'")
        }
        return v
    }

    /// Carries out one script command; file outputs go under `outputDirectory`.
    public func execute(_ command: ScriptCommand, outputDirectory: String) throws(ScriptRuntimeError) {
        func out(_ name: String) throws(ScriptRuntimeError) -> String {
            let path = (outputDirectory as NSString).appendingPathComponent(name)
            let dir = (path as NSString).deletingLastPathComponent
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw ScriptRuntimeError(message: "cannot create \(dir)")
            }
            return path
        }
        switch command {
        case .scene(let name):
            let title = name.prefix(1).uppercased() + name.dropFirst()
            let id = "tab." + title
            if let tab = views(withIdentifier: id).first {
                tap(center(of: tab))
            } else if let more = views(withIdentifier: "tab.More").first {
                // A scene without a tab of its own is under More (more than five tabs, as in UIKit): tap More
                // (twice when it already shows, which goes back to its list), then the scene's row, and let
                // the push finish.
                tap(center(of: more))
                wait(0.6)
                if views(withIdentifier: "more." + title).first == nil {
                    tap(center(of: more))
                    wait(0.6)
                }
                guard let row = views(withIdentifier: "more." + title).first else {
                    throw ScriptRuntimeError(message: "no tab or More row for scene '\(name)' (no view '\(id)' or 'more.\(title)')")
                }
                tap(center(of: row))
                wait(0.6)
            } else {
                throw ScriptRuntimeError(message: "no tab for scene '\(name)' (no view '\(id)')")
            }
        case .wait(let s): wait(s)
        case let .tap(target, count):
            switch target {
            case let .point(x, y): tap(CGPoint(x: x, y: y), count: count)
            case let .view(id):
                guard let v = view(withIdentifier: id) else {
                    throw ScriptRuntimeError(message: "no visible view with accessibilityIdentifier '\(id)'")
                }
                tap(center(of: v), count: count)
            }
        case let .mouse(phase, x, y): mouse(phase, at: CGPoint(x: x, y: y))
        case let .drag(x1, y1, x2, y2, s): drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), seconds: s)
        case let .finger(phase, id, x, y): finger(phase, id: id, at: CGPoint(x: x, y: y))
        case let .pinch(cx, cy, d1, d2, s): pinch(center: CGPoint(x: cx, y: cy), from: d1, to: d2, seconds: s)
        case let .wheel(target, notches, horizontal):
            switch target {
            case let .point(x, y): mouseWheel(notches: notches, horizontal: horizontal, at: CGPoint(x: x, y: y))
            case let .view(id):
                guard let v = view(withIdentifier: id) else {
                    throw ScriptRuntimeError(message: "no visible view with accessibilityIdentifier '\(id)'")
                }
                mouseWheel(notches: notches, horizontal: horizontal, at: center(of: v))
            }
        case let .key(name, phase): key(name, phase)
        case .text(let t): type(t)
        case .pad(.add): addPad()
        case .pad(.remove): removePad()
        case let .pad(.button(name, down)): padButton(name, down: down)
        case let .pad(.accel(x, y, z)): accelerometer(x: x, y: y, z: z)
        case let .pad(.axis(name, value)):
            if let axis = UIControllerAxis.allCases.first(where: { $0.rawValue.lowercased() == name }) { padAxis(axis, value: value) }
        case .shake(let s): shake(seconds: s)
        case let .resize(width, height): resizeWindow(width: width, height: height)
        case .appearance(let style): setAppearance(style)
        case .screenshot(let file):
            let path = try out(file)
            do { try host.writeScreenshot(to: path) } catch { throw ScriptRuntimeError(message: "\(error)") }
        case .dump(let file):
            let path = try out(file)
            guard FileManager.default.createFile(atPath: path, contents: host.viewTreeJSON()) else {
                throw ScriptRuntimeError(message: "cannot write \(path)")
            }
        case .stats(let file):
            let path = try out(file)
            let stats: [String: Any] = ["framesPresented": framesPresented, "framesRendered": host.framesRendered,
                                        "pixelsComposited": pixelsPresented, "time": clock.now]
            let data = (try? JSONSerialization.data(withJSONObject: stats, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw ScriptRuntimeError(message: "cannot write \(path)")
            }
        case .log(let message): app.log(message)
        case let .swipe(id, direction): swipe(try target(id), direction)
        case let .longPress(id, seconds): press(touchPoint(of: try target(id)), seconds: seconds)
        case let .typeInto(id, text):
            let v = try target(id)
            if !holdsFirstResponder(v) { tap(touchPoint(of: v)) }
            type(text)
        case let .dragView(id, x, y, seconds): drag(from: touchPoint(of: try target(id)), to: CGPoint(x: x, y: y), seconds: seconds)
        case .expectState, .expectText, .expectFrame, .expectLog, .expectScreenshot, .waitUntil:
            // Outside a script run (no place to report and go on), a failed expectation stops like an error.
            if let failure = try check(command, context: ScriptContext(fileName: "", outputDirectory: outputDirectory)) {
                throw ScriptRuntimeError(message: failure)
            }
        }
    }
}
