import Foundation
import PixelEngine
@_spi(Testing) import UIKit

/// Where a script run keeps its files and what it compares screenshots against.
public struct ScriptContext: Sendable {
    /// The script's file name, for `FILE:LINE` messages.
    public var fileName: String
    /// Where screenshots, dumps, stats, and actual and diff images of failed screenshots go.
    public var outputDirectory: String
    /// The folder of reference screenshots (`--references DIR`).
    public var referencesDirectory: String?
    /// Write the references instead of comparing (`--record`).
    public var recordsReferences = false

    /// A context writing into `outputDirectory`.
    public init(fileName: String, outputDirectory: String, referencesDirectory: String? = nil, recordsReferences: Bool = false) {
        self.fileName = fileName
        self.outputDirectory = outputDirectory
        self.referencesDirectory = referencesDirectory
        self.recordsReferences = recordsReferences
    }
}

extension HeadlessSession {
    /// Checks an expectation command: nil when it holds, else `expected ..., got ...` (without the place).
    /// Other commands are carried out and give nil.
    public func check(_ command: ScriptCommand, context: ScriptContext) throws(ScriptRuntimeError) -> String? {
        switch command {
        case let .expectState(id, state): return checkState(id, state)
        case let .expectText(id, text):
            guard let v = element(id) else { return "expected @\(id) text \(quoted(text)), got no view with that identifier" }
            let shown = v.inspectedText
            return shown == text ? nil : "expected @\(id) text \(quoted(text)), got \(shown.map(quoted) ?? "no text")"
        case let .expectFrame(id, rect, tolerance):
            let want = "expected @\(id) frame \(numbers(rect)) ±\(format(tolerance))"
            guard let v = element(id) else { return "\(want), got no view with that identifier" }
            guard let f = v.frameOnScreen else { return "\(want), got no frame on screen (not in a window)" }
            let ok = abs(f.minX - rect.minX) <= tolerance && abs(f.minY - rect.minY) <= tolerance
                && abs(f.width - rect.width) <= tolerance && abs(f.height - rect.height) <= tolerance
            return ok ? nil : "\(want), got \(numbers(f))"
        case .expectLog(let text):
            if logLines.contains(where: { $0.contains(text) }) { return nil }
            let last = logLines.suffix(3).map(quoted).joined(separator: ", ")
            return "expected a log line containing \(quoted(text)), got \(logLines.isEmpty ? "no log lines" : "\(logLines.count) lines not containing it (last: \(last))")"
        case let .expectScreenshot(name, tolerance): return try checkScreenshot(name, tolerance: tolerance, context: context)
        case let .waitUntil(id, condition, timeout):
            let holds: () -> Bool
            let what: String
            switch condition {
            case .exists: what = "exists"; holds = { [self] in !allViews(withIdentifier: id).isEmpty }
            case .visible: what = "visible"; holds = { [self] in element(id).map(isVisible) ?? false }
            case .text(let t): what = "text \(quoted(t))"; holds = { [self] in element(id)?.inspectedText == t }
            }
            if wait(until: holds, timeout: timeout) { return nil }
            return "expected @\(id) \(what) within \(format(timeout)) s, got \(describe(id))"
        default:
            try execute(command, outputDirectory: context.outputDirectory)
            return nil
        }
    }

    private func checkState(_ id: String, _ state: ScriptCommand.ViewState) -> String? {
        let want = "expected @\(id) \(state.rawValue)"
        let all = allViews(withIdentifier: id)
        if state == .missing { return all.isEmpty ? nil : "\(want), got \(describe(id))" }
        if state == .hidden {
            return all.contains(where: isVisible) ? "\(want), got \(describe(id))" : nil
        }
        guard let v = element(id) else { return "\(want), got no view with that identifier" }
        let holds: Bool
        switch state {
        case .exists: holds = true
        case .visible: holds = isVisible(v)
        case .enabled: holds = v.inspectedIsEnabled
        case .disabled: holds = !v.inspectedIsEnabled
        case .selected: holds = v.inspectedIsSelected
        case .focused: holds = v.isFocused
        case .firstResponder: holds = v.isFirstResponder
        case .missing, .hidden: holds = true
        }
        return holds ? nil : "\(want), got \(describe(id))"
    }

    /// A short account of the view with `id`: class, on-screen frame and the states that are not default.
    public func describe(_ id: String) -> String {
        guard let v = element(id) else { return "no view with that identifier" }
        var words = [String(describing: Swift.type(of: v))]
        if let f = v.frameOnScreen { words.append("at \(numbers(f))") }
        if v.isHidden { words.append("hidden") } else if !v.isShownOnScreen { words.append("not shown (hidden or transparent ancestor)") }
        else if !isVisible(v) { words.append("off screen") } else { words.append("visible") }
        words.append(v.inspectedIsEnabled ? "enabled" : "disabled")
        if v.inspectedIsSelected { words.append("selected") }
        if v.isFocused { words.append("focused") }
        if v.isFirstResponder { words.append("first responder") }
        if let t = v.inspectedText { words.append("text \(quoted(t))") }
        return words.joined(separator: " ")
    }

    private func checkScreenshot(_ name: String, tolerance: Int, context: ScriptContext) throws(ScriptRuntimeError) -> String? {
        let want = "expected screenshot \(name)"
        guard let refs = context.referencesDirectory else {
            throw ScriptRuntimeError(message: "expect screenshot needs a reference folder (--references DIR)")
        }
        let refPath = (refs as NSString).appendingPathComponent(name)
        let actual = screenshot()
        if context.recordsReferences {
            do {
                try FileManager.default.createDirectory(atPath: (refPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try PNGFile.write(actual, to: refPath)
            } catch { throw ScriptRuntimeError(message: "cannot record \(refPath): \(error)") }
            app.log("recorded reference \(refPath)")
            return nil
        }
        guard FileManager.default.fileExists(atPath: refPath), let reference = PNGFile.read(refPath, log: { [app] in app.log($0) }) else {
            return "\(want) (tolerance \(tolerance)), got no reference at \(refPath) (run with --record to write it)"
        }
        let comparison = ImageComparison(actual: actual, reference: reference, tolerance: tolerance)
        if comparison.sizeMismatch == nil && comparison.differingPixels == 0 { return nil }
        let base = ((name as NSString).deletingPathExtension as NSString)
        let actualPath = (context.outputDirectory as NSString).appendingPathComponent(base.appendingPathExtension("actual.png") ?? name)
        let diffPath = (context.outputDirectory as NSString).appendingPathComponent(base.appendingPathExtension("diff.png") ?? name)
        try? FileManager.default.createDirectory(atPath: (actualPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? PNGFile.write(actual, to: actualPath)
        if let mismatch = comparison.sizeMismatch { return "\(want), got \(mismatch) (actual image \(actualPath))" }
        if let diff = comparison.diff { try? PNGFile.write(diff, to: diffPath) }
        return "\(want) within \(tolerance) per channel, got \(comparison.differingPixels) of \(comparison.pixelCount) pixels differing (up to \(comparison.largestDifference)); actual \(actualPath), diff \(diffPath)"
    }
}

private func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
}

private func format(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
}

private func numbers(_ r: CGRect) -> String {
    [r.minX, r.minY, r.width, r.height].map { format(Double($0)) }.joined(separator: " ")
}
