import Foundation
import UIKit

/// What one script (one test case) came to.
public struct ScriptCaseResult: Sendable {
    /// The test case's name (the script's file name without extension).
    public var name: String
    /// The script's path.
    public var path: String
    /// Failed expectations, each `FILE:LINE: expected ..., got ...`.
    public var failures: [String] = []
    /// The error that stopped the script (`FILE:LINE: message`), if one did.
    public var error: String?
    /// Wall-clock seconds the case took.
    public var seconds: Double = 0
    /// Virtual seconds the app ran.
    public var virtualSeconds: Double = 0
    /// The app's log lines.
    public var log: [String] = []
}

/// Runs scripts as test cases: each from a fresh launch, expectations collected rather than stopping it.
@MainActor
public enum ScriptSuite {
    /// Expands `paths` into script files: files as given, folders into their `.txt` files in name order.
    public static func scriptFiles(_ paths: [String]) throws(ScriptError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw ScriptError(file: path, line: 0, message: "no such script file or folder")
            }
            guard isDir.boolValue else { files.append(path); continue }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let scripts = entries.filter { $0.lowercased().hasSuffix(".txt") }.sorted()
            guard !scripts.isEmpty else { throw ScriptError(file: path, line: 0, message: "folder holds no .txt scripts") }
            files += scripts.map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// A unique case name per script: its file name without extension (`-2`, `-3` ... for repeats).
    public static func caseNames(_ paths: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return paths.map { path in
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            seen[base, default: 0] += 1
            return seen[base]! == 1 ? base : "\(base)-\(seen[base]!)"
        }
    }

    /// Launches the app afresh and runs `script`: actions in order; a failed expectation is recorded and the
    /// script goes on; a command that cannot be carried out ends the case with an error.
    public static func runCase(_ script: Script, name: String, path: String, context: ScriptContext, options: LaunchOptions,
                               makeDelegate: () -> UIApplicationDelegate) -> ScriptCaseResult {
        var result = ScriptCaseResult(name: name, path: path)
        let started = Date()
        do {
            try FileManager.default.createDirectory(atPath: context.outputDirectory, withIntermediateDirectories: true)
        } catch {
            result.error = "\(script.fileName): cannot create \(context.outputDirectory)"
            return result
        }
        let session: HeadlessSession
        do { session = try HeadlessSession(options: options, delegate: makeDelegate()) } catch {
            result.error = "\(script.fileName): cannot start headless: \(error)"
            return result
        }
        let recorder = options.recordingPath.map { SessionRecorder(host: session.host, path: $0) }
        for (line, command) in script.commands {
            do {
                if let failure = try session.check(command, context: context) {
                    result.failures.append("\(script.fileName):\(line): \(failure)")
                }
            } catch {
                result.error = "\(script.fileName):\(line): \(error.message)"
                break
            }
        }
        recorder?.finish()
        result.log = session.logLines
        result.virtualSeconds = session.clock.now
        session.shutdown()
        result.seconds = Date().timeIntervalSince(started)
        return result
    }
}
