import Foundation
import HypnoNerdApp
import PixelEngine
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Missing and corrupt images and fonts: one clear log line naming the file, a visible placeholder or the
    /// system font, and the app carries on. `--assets DIR` end to end.
    @Suite @MainActor struct AssetFailures {
        /// A temporary assets folder holding `files` (name -> bytes).
        private func assets(_ files: [String: Data] = [:]) throws -> URL {
            let dir = temporaryDirectory().appendingPathComponent("Assets")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (name, data) in files { try data.write(to: dir.appendingPathComponent(name)) }
            return dir
        }

        /// Starts a session on `dir`, building views with `build` while capturing every log line from launch on.
        private func session(assets dir: URL, scale: CGFloat = 1, build: @escaping (UIView) -> Void)
            throws -> (HeadlessSession, () -> [String]) {
            final class Lines { var all: [String] = [] }
            let lines = Lines()
            var options = testOptions(scale: scale)
            options.assetsDirectory = dir.path
            let delegate = TestAppDelegate { root in
                UIApplication.shared.logHandler = { lines.all.append($0) }
                build(root)
            }
            return (try HeadlessSession(options: options, delegate: delegate), { lines.all })
        }

        private func png(width: Int, height: Int, color: UInt32) throws -> Data {
            let b = Bitmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { b.row(y)[x] = color } }
            let url = temporaryDirectory().appendingPathComponent("p.png")
            try PNGFile.write(b, to: url.path)
            return try Data(contentsOf: url)
        }

        private func pixel(_ session: HeadlessSession, _ x: Int, _ y: Int) throws -> UInt32 {
            let url = temporaryDirectory().appendingPathComponent("shot.png")
            try session.host.writeScreenshot(to: url.path)
            let shot = try #require(PNGFile.read(url.path))
            return shot[x, y]
        }

        @Test func aMissingImageLogsOneLineAndShowsAVisiblePlaceholder() throws {
            let dir = try assets()
            var image: UIImage?
            let (s, log) = try session(assets: dir) { root in
                image = UIImage(named: "Nowhere")
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 100, y: 100, width: 48, height: 48)
                root.addSubview(view)
                _ = UIImage(named: "Nowhere")  // asked again: no second line
            }
            defer { s.shutdown() }
            let lines = log().filter { $0.contains("Nowhere") }
            #expect(lines.count == 1)
            #expect(lines.first?.contains("Nowhere.png") == true && lines.first?.contains(dir.path) == true)
            #expect(lines.first?.contains("placeholder") == true)
            let img = try #require(image)
            #expect(img.isPlaceholder)
            #expect(img.size == UIImage.placeholderSize)
            s.step()
            #expect(try pixel(s, 124, 124) == 0xFFE0_20C0)  // the placeholder's magenta cross, on screen
            #expect(try pixel(s, 110, 124) == 0xFFE6_E6E6)
        }

        @Test func corruptTruncatedAndHugeImagesEachLogOneClearLine() throws {
            let good = try png(width: 8, height: 8, color: 0xFF00_00FF)
            var huge = good
            huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])  // claims 100000 x 100000
            let dir = try assets(["Text.png": Data("this is not an image\n".utf8), "Empty.png": Data(),
                                  "Cut.png": good.prefix(good.count / 2), "Huge.png": huge])
            var images: [String: UIImage] = [:]
            let (s, log) = try session(assets: dir) { _ in
                for name in ["Text", "Empty", "Cut", "Huge"] { images[name] = UIImage(named: name) }
            }
            defer { s.shutdown() }
            let expectations = ["Text": "not a PNG file", "Empty": "is empty", "Cut": "cannot decode", "Huge": "claims 100000x100000"]
            for (name, phrase) in expectations {
                let lines = log().filter { $0.contains("\(name).png") }
                #expect(lines.count == 1, "\(name): \(lines)")
                #expect(lines.first?.contains(phrase) == true, "\(name): \(lines)")
                #expect(images[name]?.isPlaceholder == true)
            }
        }

        @Test func aCorrupt2xVariantFallsBackToThe1xFile() throws {
            let dir = try assets(["Icon.png": try png(width: 10, height: 6, color: 0xFFFF_0000), "Icon@2x.png": Data("junk".utf8)])
            var image: UIImage?
            let (s, log) = try session(assets: dir, scale: 2) { _ in image = UIImage(named: "Icon") }
            defer { s.shutdown() }
            let img = try #require(image)
            #expect(!img.isPlaceholder)
            #expect(img.size == CGSize(width: 10, height: 6))
            let lines = log().filter { $0.contains("Icon") }
            #expect(lines.count == 1 && lines[0].contains("Icon@2x.png") && lines[0].contains("using Icon.png instead"))
        }

        @Test func aMissingOrCorruptFontFallsBackToTheSystemFont() throws {
            let mono = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
            let dir = try assets(["Broken.ttf": Data(repeating: 0x42, count: 4096), "Mono.ttf": mono])
            var sizes: [String: CGSize] = [:]
            let (s, log) = try session(assets: dir) { _ in
                for name in ["System", "NoSuchFont", "Broken", "Mono"] {
                    let font = name == "System" ? UIFont.systemFont(ofSize: 20) : UIFont(name: name, size: 20)!
                    sizes[name] = "iiiiWWWW".size(withAttributes: [.font: font])
                    _ = "again".size(withAttributes: [.font: font])
                }
            }
            defer { s.shutdown() }
            #expect(sizes["System"]!.width > 0)
            #expect(sizes["NoSuchFont"] == sizes["System"])
            #expect(sizes["Broken"] == sizes["System"])
            #expect(sizes["Mono"] != sizes["System"])  // a real app font from the assets folder is used
            let missing = log().filter { $0.contains("NoSuchFont") }
            #expect(missing.count == 1 && missing[0].contains("using the system font") && missing[0].contains(dir.path))
            let broken = log().filter { $0.contains("Broken.ttf") }
            #expect(broken.count == 1 && broken[0].contains("using the system font"))
            #expect(!log().contains { $0.contains("Mono") })
        }

        @Test func theAssetsOptionPointsTheAppAtAnotherFolderEndToEnd() throws {
            // A folder with a distinctive Hypno.png (7 x 5 points) and nothing else.
            let dir = try assets(["Hypno.png": try png(width: 7, height: 5, color: 0xFF12_3456)])
            let out = temporaryDirectory()
            let script = out.appendingPathComponent("s.txt")
            try "wait 0.1\nscene tag\nwait 0.1\nscreenshot s.png\n".write(to: script, atomically: true, encoding: .utf8)
            let options = try LaunchOptions.parse(["--headless", "--script", script.path, "--out", out.path,
                                                   "--assets", dir.path, "--size", "320x480"])
            #expect(options.assetsDirectory == dir.path)
            /// The real app delegate, plus a look at the images the app got once it has launched.
            final class Probe: UIResponder, UIApplicationDelegate {
                let app = AppDelegate()
                var hypno: CGSize?, tagIsPlaceholder: Bool?
                var window: UIWindow? { get { app.window } set { app.window = newValue } }
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let ok = app.application(application, didFinishLaunchingWithOptions: options)
                    hypno = UIImage(named: "Hypno")?.size
                    tagIsPlaceholder = UIImage(named: "Tag")?.isPlaceholder
                    return ok
                }
            }
            let probe = Probe()
            let status = HeadlessRunner.run(options: options) { probe }
            #expect(status == 0)
            #expect(probe.hypno == CGSize(width: 7, height: 5))
            #expect(probe.tagIsPlaceholder == true)  // the real app carries on with placeholders for the rest
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("s.png").path))
        }
    }
}
