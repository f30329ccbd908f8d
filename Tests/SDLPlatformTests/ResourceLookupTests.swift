import Foundation
import PixelEngine
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Where `UIImage(named:)`, `UIImage(named:in:compatibleWith:)` and `UIFont(name:size:)` find an app's resources:
    /// the asset folder, the main bundle, the asking target's `Bundle.module` (this test target's `Fixtures`, blue
    /// 4x4 PNGs: ModuleOnly, Shared, Scaled and Scaled@2x), registered and bundled font files.
    @Suite @MainActor struct ResourceLookup {
        static let blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00

        /// A session whose asset folder holds `files`, with every log line captured from launch on.
        private func session(assets files: [String: Data] = [:], scale: CGFloat = 1) throws -> (HeadlessSession, URL, () -> [String]) {
            final class Lines { var all: [String] = [] }
            let lines = Lines()
            let dir = temporaryDirectory().appendingPathComponent("Assets")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (name, data) in files { try data.write(to: dir.appendingPathComponent(name)) }
            var options = testOptions(scale: scale)
            options.assetsDirectory = dir.path
            let delegate = TestAppDelegate { _ in UIApplication.shared.logHandler = { lines.all.append($0) } }
            return (try HeadlessSession(options: options, delegate: delegate), dir, { lines.all })
        }

        private func png(_ color: UInt32, width: Int = 4, height: Int = 4) throws -> Data {
            let b = Bitmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { b.row(y)[x] = color } }
            let url = temporaryDirectory().appendingPathComponent("p.png")
            try PNGFile.write(b, to: url.path)
            return try Data(contentsOf: url)
        }

        @Test func namedFindsTheCallingTargetsModuleBundle() throws {
            let (s, _, log) = try session()
            defer { s.shutdown() }
            let image = try #require(UIImage(named: "ModuleOnly"))
            #expect(!image.isPlaceholder)
            #expect(image.size == CGSize(width: 4, height: 4))
            #expect(image.bitmap.row(0)[0] == Self.blue)
            #expect(!log().contains { $0.contains("ModuleOnly") })
        }

        @Test func theAssetFolderComesBeforeTheModuleBundle() throws {
            let (s, _, _) = try session(assets: ["Shared.png": try png(Self.green)])
            defer { s.shutdown() }
            #expect(UIImage(named: "Shared")?.bitmap.row(0)[0] == Self.green)
            // Asked of the module bundle itself, the module's own file is found.
            #expect(UIImage(named: "Shared", in: .module, compatibleWith: nil)?.bitmap.row(0)[0] == Self.blue)
        }

        @Test func anotherModulesBundleIsNotSearched() throws {
            let (s, dir, log) = try session()
            defer { s.shutdown() }
            let image = try #require(UIImage(named: "ModuleOnly", fileID: "SomeOtherModule/View.swift"))
            #expect(image.isPlaceholder)
            let lines = log().filter { $0.contains("ModuleOnly") }
            #expect(lines.count == 1)
            // The one line names the asset folder and the main bundle, the folders that were searched.
            #expect(lines.first?.contains(dir.path) == true && lines.first?.contains(Bundle.main.bundlePath) == true)
        }

        @Test func inNilMeansTheMainBundleAndTheAssetFolderOnly() throws {
            let (s, _, _) = try session(assets: ["Shared.png": try png(Self.green)])
            defer { s.shutdown() }
            #expect(UIImage(named: "Shared", in: nil, compatibleWith: nil)?.bitmap.row(0)[0] == Self.green)
            #expect(UIImage(named: "ModuleOnly", in: nil, compatibleWith: nil)?.isPlaceholder == true)
            #expect(UIImage(named: "ModuleOnly", in: .module, compatibleWith: nil)?.isPlaceholder == false)
        }

        @Test func theTraitCollectionsDisplayScalePicksTheVariant() throws {
            let (s, _, _) = try session(scale: 1)
            defer { s.shutdown() }
            let one = try #require(UIImage(named: "Scaled", in: .module, compatibleWith: nil))
            #expect(one.scale == 1 && one.bitmap.width == 4)
            let two = try #require(UIImage(named: "Scaled", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
            #expect(two.scale == 2 && two.bitmap.width == 8 && two.size == CGSize(width: 4, height: 4))
            // A 3x request takes the 2x file (the nearest larger is missing, the next is the 2x), not the 1x one.
            let three = try #require(UIImage(named: "Scaled", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
            #expect(three.scale == 2)
            // Unspecified (0) is the screen's scale.
            #expect(UIImage(named: "Scaled", in: .module, compatibleWith: UITraitCollection())?.scale == 1)
        }

        @Test func aFolderWithAnyVariantWinsOverLaterFolders() throws {
            // The asset folder has only the 1x file; on a 2x screen it still wins over the module's @2x.
            let (s, _, _) = try session(assets: ["Scaled.png": try png(Self.green)], scale: 2)
            defer { s.shutdown() }
            let image = try #require(UIImage(named: "Scaled"))
            #expect(image.scale == 1 && image.bitmap.row(0)[0] == Self.green)
        }

        /// A copy of WenQuanYi Micro Hei (not a DejaVu face, which the system font folder would find by file name)
        /// under another file name, so only its name tables can find it.
        private func fontCopy(in dir: URL, as file: String) throws -> URL {
            let url = dir.appendingPathComponent(file)
            try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", toPath: url.path)
            return url
        }

        private func width(_ font: UIFont?) -> CGFloat { "iiiiii".size(withAttributes: [.font: font ?? UIFont.systemFont(ofSize: 1)]).width }

        @Test func aRegisteredFontIsFoundByItsFamilyAndPostScriptNames() throws {
            let (s, _, log) = try session()
            defer { s.shutdown() }
            let system = width(.systemFont(ofSize: 20))
            #expect(width(UIFont(name: "WenQuanYi Micro Hei", size: 20)) == system)  // not registered yet: the system font
            let url = try fontCopy(in: temporaryDirectory(), as: "fixed.ttc")
            var error: Error?
            #expect(CTFontManagerRegisterFontsForURL(url, .process, &error))
            #expect(error == nil)
            let registered = width(UIFont(name: "WenQuanYi Micro Hei", size: 20))
            #expect(registered != system)  // another face, other advances
            #expect(width(UIFont(name: "WenQuanYiMicroHei", size: 20)) == registered)
            #expect(width(UIFont(name: "fixed", size: 20)) == registered)
            #expect(log().filter { $0.contains("WenQuanYi Micro Hei") }.count == 1)  // the one miss before registering
        }

        @Test func registeringAFileThatIsNotAFontFailsWithOneLine() throws {
            let (s, _, log) = try session()
            defer { s.shutdown() }
            let url = temporaryDirectory().appendingPathComponent("notes.ttf")
            try Data("not a font".utf8).write(to: url)
            var error: Error?
            #expect(!CTFontManagerRegisterFontsForURL(url, .process, &error))
            #expect(error != nil)
            #expect(!CTFontManagerRegisterFontsForURL(URL(string: "https://example.com/a.ttf")!, .process, nil))
            #expect(log().filter { $0.hasPrefix("CTFontManagerRegisterFontsForURL:") }.count == 2)
        }

        @Test func aBundledFontIsFoundByNameWithoutRegistering() throws {
            let (s, dir, log) = try session()
            defer { s.shutdown() }
            _ = try fontCopy(in: dir, as: "AppFont.ttf")
            let system = width(.systemFont(ofSize: 20))
            #expect(width(UIFont(name: "WenQuanYi Micro Hei", size: 20)) != system)
            #expect(!log().contains { $0.contains("WenQuanYi Micro Hei") })
        }
    }
}
