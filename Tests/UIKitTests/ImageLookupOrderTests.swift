import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A platform that records the folders each image is looked for in and finds nothing.
@MainActor
private final class RecordingPlatform: UIPlatform {
    var searches: [[String]] = []
    let assetsDirectory: String?
    init(assetsDirectory: String?) { self.assetsDirectory = assetsDirectory }
    func metrics(of font: UIFont) -> UIFontMetrics { UIFontMetrics(ascender: 10, descender: -3, lineHeight: 14) }
    func measure(_ text: String, font: UIFont) -> CGSize { .zero }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? { nil }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? {
        searches.append(directories)
        return nil
    }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
}

/// The folders `UIImage(named:)` and `UIImage(named:in:compatibleWith:)` search, in order.
@Suite(.serialized) @MainActor struct ImageLookupOrderTests {
    private func launch(assets: String?) -> RecordingPlatform {
        let platform = RecordingPlatform(assetsDirectory: assets)
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: platform)
        return platform
    }

    @Test func namedSearchesTheAssetFolderThenTheMainBundleThenTheCallersModule() throws {
        let platform = launch(assets: "/tmp/app-assets")
        let main = Bundle.main.resourceDirectory
        // This test target has no resources; the SDL tests' target has (its Fixtures), so ask as that module.
        let module = try #require(Bundle.resourceDirectory(ofModule: "SDLPlatformTests"))
        #expect(module.hasSuffix("_SDLPlatformTests.resources") || module.contains("_SDLPlatformTests.bundle"))
        _ = UIImage(named: "Anything", fileID: "SDLPlatformTests/Some.swift")
        #expect(platform.searches.last == ["/tmp/app-assets", main, module])
        // A module without resources adds nothing; the main bundle is the last place.
        _ = UIImage(named: "Anything")
        #expect(platform.searches.last == ["/tmp/app-assets", main])
    }

    @Test func withoutAnAssetFolderTheMainBundleComesFirst() {
        let platform = launch(assets: nil)
        _ = UIImage(named: "Other")
        #expect(platform.searches.last == [Bundle.main.resourceDirectory])
    }

    @Test func aGivenBundleIsTheOnlyPlaceSearched() {
        let platform = launch(assets: "/tmp/app-assets")
        let bundle = Bundle(path: FileManager.default.temporaryDirectory.path)!
        _ = UIImage(named: "Third", in: bundle, compatibleWith: nil)
        #expect(platform.searches.last == [bundle.resourceDirectory])
        _ = UIImage(named: "Third", in: nil, compatibleWith: nil)
        #expect(platform.searches.last == ["/tmp/app-assets", Bundle.main.resourceDirectory])
    }

    @Test func eachPlaceIsSearchedOnceAndThenCached() {
        let platform = launch(assets: nil)
        let first = UIImage(named: "Cached")
        let second = UIImage(named: "Cached")
        #expect(platform.searches.count == 1)
        #expect(first?.isPlaceholder == true && second?.isPlaceholder == true)
    }
}
