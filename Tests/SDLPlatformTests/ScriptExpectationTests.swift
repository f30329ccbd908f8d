import Foundation
import FoundationXML
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// `expect`, `wait until`, element actions, screenshots, suites and JUnit reports of headless scripts.
    @Suite @MainActor struct ScriptExpectations {
        /// Writes `scripts` (name -> text) into a folder and runs them all as `--script FOLDER` does.
        private func run(_ scripts: [String: String], extra: (inout LaunchOptions, URL) -> Void = { _, _ in })
            throws -> (status: Int32, dir: URL) {
            let dir = temporaryDirectory()
            let folder = dir.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in scripts { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            var options = testOptions()
            options.headless = true
            options.scriptPaths = [folder.path]
            options.outputDirectory = dir.appendingPathComponent("out").path
            extra(&options, dir)
            return (HeadlessRunner.run(options: options, makeDelegate: { testingFixture() }), dir)
        }

        /// Runs one script with a session directly and returns its failures (`FILE:LINE: ...`).
        private func failures(_ text: String, references: String? = nil, record: Bool = false) throws -> ScriptCaseResult {
            let script = try ScriptParser.parse(text, fileName: "t.txt")
            let out = temporaryDirectory().path
            let context = ScriptContext(fileName: "t.txt", outputDirectory: out, referencesDirectory: references, recordsReferences: record)
            return ScriptSuite.runCase(script, name: "t", path: "t.txt", context: context, options: testOptions(),
                                       makeDelegate: { testingFixture() })
        }

        @Test func everyStateExpectationPassesWhereItHolds() throws {
            let r = try failures("""
            expect @title exists
            expect @nobody missing
            expect @title visible
            expect @ghost hidden
            expect @away hidden
            expect @nobody hidden
            expect @ghost exists
            expect @go enabled
            expect @off disabled
            expect @picked selected
            expect @title text "Hello"
            expect @go text "Go"
            expect @title frame 20 20 200 30
            expect @title frame 21 19 200 30 ±1
            tap @field
            expect @field firstResponder
            expect log "go" # nothing logged it yet: fails
            """)
            #expect(r.error == nil)
            #expect(r.failures.count == 1)
            #expect(r.failures.first?.hasPrefix("t.txt:17: expected a log line containing \"go\", got ") == true, "\(r.failures)")
        }

        @Test func everyStateExpectationFailsWithItsLineAndWhatWasThere() throws {
            let r = try failures("""
            expect @nobody exists
            expect @title missing
            expect @ghost visible
            expect @title hidden
            expect @off enabled
            expect @go disabled
            expect @go selected
            expect @go focused
            expect @go firstResponder
            expect @title text "Bye"
            expect @title frame 0 0 10 10
            expect @title frame 22 20 200 30 ±1
            tap @go
            """)
            #expect(r.error == nil)
            #expect(r.failures.count == 12, "\(r.failures)")
            #expect(r.failures[0] == "t.txt:1: expected @nobody exists, got no view with that identifier")
            #expect(r.failures[1] == "t.txt:2: expected @title missing, got UILabel at 20 20 200 30 visible enabled text \"Hello\"")
            #expect(r.failures[2] == "t.txt:3: expected @ghost visible, got UIView at 20 370 40 40 hidden enabled")
            #expect(r.failures[4].hasPrefix("t.txt:5: expected @off enabled, got UIButton at 140 100 80 40 visible disabled"))
            #expect(r.failures[9] == "t.txt:10: expected @title text \"Bye\", got \"Hello\"")
            #expect(r.failures[10] == "t.txt:11: expected @title frame 0 0 10 10 ±0.5, got 20 20 200 30")
            #expect(r.failures[11] == "t.txt:12: expected @title frame 22 20 200 30 ±1, got 20 20 200 30")
        }

        @Test func waitUntilRunsVirtualFramesAndTimesOut() throws {
            let started = Date()
            let r = try failures("""
            tap @go
            expect @done hidden
            wait until @done visible timeout 2
            expect @done visible
            expect log "go tapped"
            wait until @title text "Never" timeout 30
            wait until @nobody exists timeout 0.5
            """)
            #expect(r.error == nil)
            #expect(r.failures == [
                "t.txt:6: expected @title text \"Never\" within 30 s, got UILabel at 20 20 200 30 visible enabled text \"Hello\"",
                "t.txt:7: expected @nobody exists within 0.5 s, got no view with that identifier",
            ])
            // 30.5 s of virtual time waited in far less real time; the app saw the whole span.
            #expect(r.virtualSeconds > 30.5)
            #expect(Date().timeIntervalSince(started) < 30)
        }

        @Test func elementActionsGoThroughTheApp() throws {
            let r = try failures("""
            swipe @pad left
            swipe @pad right
            swipe @pad up
            swipe @pad down
            longpress @pad 0.8
            type @field "hi there"
            expect @field text "hi there"
            expect @field firstResponder
            type @field "!"
            expect @field text "hi there!"
            drag @pad 10 10 0.3
            expect log "swiped left"
            expect log "swiped right"
            expect log "swiped up"
            expect log "swiped down"
            expect log "long press"
            """)
            #expect(r.error == nil)
            #expect(r.failures.isEmpty, "\(r.failures)")
            #expect(r.log.filter { $0.hasPrefix("swiped") } == ["swiped left", "swiped right", "swiped up", "swiped down"])
        }

        @Test func aRunWithFailuresExitsOneAndGoesOnAfterEachFailure() throws {
            let (status, dir) = try run(["a.txt": "expect @title text \"Bye\"\ndump after.json\nexpect @nobody exists\n",
                                         "b.txt": "expect @title visible\n"]) { o, dir in
                o.junitPath = dir.appendingPathComponent("report.xml").path
            }
            #expect(status == 1)
            // Each script wrote into a folder of its own; a's dump ran after its failed expectation.
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a/after.json").path))
            let xml = try String(contentsOf: dir.appendingPathComponent("report.xml"), encoding: .utf8)
            #expect(xml.contains("a.txt:1: expected @title text &quot;Bye&quot;, got &quot;Hello&quot;"))
            #expect(xml.contains("a.txt:3: expected @nobody exists"))
        }

        @Test func aMalformedScriptInASuiteStillExitsTwoBeforeAnythingRuns() throws {
            let (status, dir) = try run(["a.txt": "dump a.json\n", "b.txt": "expect @title sideways\n"])
            #expect(status == 2)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a/a.json").path))
            for bad in ["expect", "expect @x", "expect @x frame 1 2 3", "expect @x frame 1 2 3 4 5", "expect screenshot a.jpg",
                        "wait until @x", "wait until @x text", "wait until @x visible timeout", "swipe @x sideways",
                        "swipe x left", "longpress @x -1", "type @x", "drag @x 1 2"] {
                #expect(throws: ScriptError.self, "\(bad)") { try ScriptParser.parse(bad, fileName: "bad.txt") }
            }
        }

        @Test func theJUnitReportHasTheSchemasRequiredElementsAndAttributes() throws {
            let (status, dir) = try run(["pass.txt": "expect @title visible\n",
                                         "fail.txt": "expect @title text \"<&>\"\n",
                                         "error.txt": "tap @nobody\n"]) { o, dir in
                o.junitPath = dir.appendingPathComponent("report.xml").path
            }
            #expect(status == 1)
            let data = try Data(contentsOf: dir.appendingPathComponent("report.xml"))
            let parser = XMLParser(data: data)
            let collector = ElementCollector()
            parser.delegate = collector
            #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
            // Ant's junit schema: testsuite needs name, tests, failures, errors, time, timestamp, hostname, and
            // properties, system-out, system-err children; testcase needs name, classname, time; failure and
            // error need type.
            let suites = collector.elements.filter { $0.name == "testsuite" }
            #expect(suites.count == 1)
            for key in ["name", "tests", "failures", "errors", "time", "timestamp", "hostname"] {
                #expect(suites.first?.attributes[key] != nil, "testsuite lacks \(key)")
            }
            #expect(suites.first?.attributes["tests"] == "3")
            #expect(suites.first?.attributes["failures"] == "1")
            #expect(suites.first?.attributes["errors"] == "1")
            for child in ["properties", "system-out", "system-err"] {
                #expect(collector.elements.contains { $0.name == child && $0.parent == "testsuite" }, "no \(child)")
            }
            let cases = collector.elements.filter { $0.name == "testcase" }
            #expect(cases.map { $0.attributes["name"] ?? "" }.sorted() == ["error", "fail", "pass"])
            for c in cases { for key in ["name", "classname", "time"] { #expect(c.attributes[key] != nil) } }
            let failure = try #require(collector.elements.first { $0.name == "failure" })
            #expect(failure.attributes["type"] != nil)
            #expect(failure.text == "fail.txt:1: expected @title text \"<&>\", got \"Hello\"")
            let error = try #require(collector.elements.first { $0.name == "error" })
            #expect(error.attributes["type"] != nil)
            #expect(error.text.hasPrefix("error.txt:1: no visible view"))
        }

        @Test func screenshotsAreRecordedThenMatchedThenDiffed() throws {
            let refs = temporaryDirectory().path
            let recorded = try failures("wait 0.1\nexpect screenshot home.png\n", references: refs, record: true)
            #expect(recorded.failures.isEmpty && recorded.error == nil)
            #expect(FileManager.default.fileExists(atPath: refs + "/home.png"))
            let same = try failures("wait 0.1\nexpect screenshot home.png\n", references: refs)
            #expect(same.failures.isEmpty && same.error == nil)
            // Typing changes the field's pixels: the comparison fails and writes the actual and diff images.
            let dir = temporaryDirectory()
            let script = try ScriptParser.parse("wait 0.1\ntype @field \"x\"\nexpect screenshot home.png tolerance 8\n", fileName: "t.txt")
            let r = ScriptSuite.runCase(script, name: "t", path: "t.txt",
                                        context: ScriptContext(fileName: "t.txt", outputDirectory: dir.path, referencesDirectory: refs),
                                        options: testOptions(), makeDelegate: { testingFixture() })
            #expect(r.failures.count == 1)
            #expect(r.failures.first?.hasPrefix("t.txt:3: expected screenshot home.png within 8 per channel, got ") == true, "\(r.failures)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("home.actual.png").path))
            let diff = try #require(PNGFile.read(dir.appendingPathComponent("home.diff.png").path))
            #expect(diff.width == 320 && diff.height == 480)
            var red = 0
            for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == 0xFFFF_0000 { red += 1 } }
            #expect(red > 0 && red < 320 * 480 / 10)
            // No reference: a failure naming --record.
            let missing = try failures("expect screenshot other.png\n", references: refs)
            #expect(missing.failures.first?.contains("run with --record") == true)
        }

        @Test func theCommandLineTakesSeveralScriptsReferencesRecordAndJUnit() throws {
            let o = try LaunchOptions.parse(["--headless", "--script", "a.txt", "--script", "dir", "--references", "refs", "--record",
                                             "--junit", "r.xml"])
            #expect(o.scriptPaths == ["a.txt", "dir"])
            #expect(o.referencesDirectory == "refs" && o.recordsReferences && o.junitPath == "r.xml" && o.recordingPath == nil)
            let live = try LaunchOptions.parse(["--record", "session.txt"])
            #expect(live.recordingPath == "session.txt" && !live.recordsReferences)
            #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--headless", "--script", "a.txt", "--record"]) }
        }
    }
}

/// Collects every element of an XML document with its attributes, parent and text.
final class ElementCollector: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String]; var parent: String?; var text = "" }
    var elements: [Element] = []
    private var stack: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, parent: stack.last.map { elements[$0].name }))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { stack.removeLast() }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let top = stack.last { elements[top].text += string }
    }
}
