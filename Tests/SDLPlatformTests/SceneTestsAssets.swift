import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The app's assets: every image the scenes use loads at its intended size, and Assets/ holds nothing else.
    @Suite @MainActor struct AppAssets {
        static let images: [String: CGSize] = [
            "Hypno": CGSize(width: 30, height: 30), "Carousel": CGSize(width: 30, height: 30),
            "Tag": CGSize(width: 30, height: 30), "Touches": CGSize(width: 30, height: 30),
            "Shake": CGSize(width: 30, height: 30), "Catalog": CGSize(width: 30, height: 30), "Checkmark": CGSize(width: 40, height: 40),
            "Info": CGSize(width: 24, height: 24), "AppIcon": CGSize(width: 256, height: 256),
            "avatar0.png": CGSize(width: 390, height: 844), "avatar1.png": CGSize(width: 390, height: 844),
            "avatar2.png": CGSize(width: 390, height: 844),
        ]

        @Test func everyImageLoadsAtItsSizeOnOneAndTwoXScreens() throws {
            for scale in [1.0, 2.0] {
                let session = try HeadlessSession(options: testOptions(scale: scale), delegate: TestAppDelegate())
                defer { session.shutdown() }
                for (name, size) in Self.images {
                    let image = try #require(UIImage(named: name), "\(name) at \(scale)x")
                    #expect(image.size == size, "\(name) at \(scale)x")
                    // Tab icons, the checkmark and the badge have @2x variants drawn for 2x screens.
                    if scale == 2 && size.width <= 40 { #expect(image.scale == 2, "\(name)") }
                }
            }
        }

        @Test func theAssetsFolderHoldsOnlyWhatTheAppUses() throws {
            let folder = packageRoot().appendingPathComponent("Assets").path
            let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
            // The demo's tour (`make demo`) and the Catalog tour `make soak` plays after it, then the images.
            var expected: Set<String> = ["demo-tour.txt", "soak-catalog.txt"]
            for (name, size) in Self.images {
                let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
                expected.insert(base + ".png")
                if size.width <= 40 { expected.insert(base + "@2x.png") }
            }
            #expect(files == expected)
        }

        @Test func everyTabShowsItsIconAndTitle() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            let window = try #require(h.session.app.keyWindow)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let items = tabs.tabBar.items ?? []
            // Six scenes: four tabs and More (UIKit's rule for more than five), which lists Shake and Catalog.
            #expect(items.map { $0.title ?? "" } == ["Hypnotize", "Carousel", "Tag", "Touches", "More"])
            #expect(items.map { $0.image?.assetName ?? "" } == ["Hypno", "Carousel", "Tag", "Touches", ""])
            let more = (tabs.viewControllers ?? []).dropFirst(4)
            #expect(more.map { $0.tabBarItem.title ?? "" } == ["Shake", "Catalog"])
            #expect(more.map { $0.tabBarItem.image?.assetName ?? "" } == ["Shake", "Catalog"])
        }
    }
}
