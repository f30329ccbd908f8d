import Foundation

/// A JUnit XML report of script test cases, in the shape CI systems read (Ant's junit schema): one
/// `testsuite` in `testsuites`, one `testcase` per script, a `failure` listing its failed expectations
/// (`FILE:LINE: expected ..., got ...`), an `error` when a command stopped it, and its log in `system-out`.
public struct JUnitReport {
    /// The suite's name.
    public var suiteName: String
    /// The test cases.
    public var cases: [ScriptCaseResult]
    /// When the run happened (the suite's `timestamp`).
    public var timestamp = Date()

    /// A report of `cases` under `suiteName`.
    public init(suiteName: String, cases: [ScriptCaseResult]) {
        self.suiteName = suiteName
        self.cases = cases
    }

    /// The report as an XML document.
    public var xml: String {
        let failures = cases.filter { !$0.failures.isEmpty }.count
        let errors = cases.filter { $0.error != nil && $0.failures.isEmpty }.count
        let time = seconds(cases.reduce(0) { $0 + $1.seconds })
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let stamp = String(formatter.string(from: timestamp).prefix(19))  // the schema's xs:dateTime without a zone
        let host = ProcessInfo.processInfo.hostName
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\" timestamp=\"\(stamp)\" hostname=\"\(escape(host))\" id=\"0\" package=\"scripts\">\n"
        out += "    <properties/>\n"
        for c in cases {
            out += "    <testcase name=\"\(escape(c.name))\" classname=\"scripts.\(escape(c.name))\" file=\"\(escape(c.path))\" time=\"\(seconds(c.seconds))\">\n"
            if !c.failures.isEmpty {
                let first = c.failures[0] + (c.failures.count > 1 ? " (and \(c.failures.count - 1) more)" : "")
                out += "      <failure message=\"\(escape(first))\" type=\"expectation\">\(escape(c.failures.joined(separator: "\n")))</failure>\n"
            }
            if let error = c.error {
                out += "      <error message=\"\(escape(error))\" type=\"script\">\(escape(error))</error>\n"
            }
            out += "      <system-out>\(escape(c.log.joined(separator: "\n")))</system-out>\n"
            out += "    </testcase>\n"
        }
        out += "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
        return out
    }

    private func seconds(_ v: Double) -> String { String(format: "%.3f", v) }

    /// XML text and attribute escaping; characters XML 1.0 cannot carry become U+FFFD.
    private func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
