// swift-tools-version:6.0
import PackageDescription

/// Swift Testing declares a cross-import overlay for Apple's UIKit that does not exist on Linux; our
/// module is also called UIKit, so test targets turn cross-import overlays off.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "HypnoNerd",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SDLPlatform", targets: ["SDLPlatform"]),
        .executable(name: "HypnoNerd", targets: ["HypnoNerd"]),
        .executable(name: "HypnoFuzz", targets: ["HypnoFuzz"]),
    ],
    targets: [
        // SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // Pure-Swift pixels: bitmaps, paths, rasterizer, paints, compositing kernels. No SDL, no UI.
        .target(name: "PixelEngine"),
        // UIKit and Core Animation names on top of the pixel engine. No SDL types.
        .target(name: "UIKit", dependencies: ["PixelEngine"]),
        // Everything SDL: window, event pump, fonts, images, controllers, presenting, headless driver.
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "UIKit", "PixelEngine"]),
        // The demo app's scenes and delegate, a library so tests can drive them.
        .target(name: "HypnoNerdApp", dependencies: ["UIKit"]),
        // The demo app's entry point.
        .executableTarget(name: "HypnoNerd", dependencies: ["HypnoNerdApp", "SDLPlatform", "UIKit"]),
        // `make bench`: the refbench scenes through the real layer tree, one core, no window.
        .executableTarget(name: "HypnoBench", dependencies: ["BenchScenes", "UIKit", "PixelEngine", "SDLPlatform"]),
        // refbench's three scenes as views and layers (shared by the benchmark and the golden-image tests).
        .target(name: "BenchScenes", dependencies: ["UIKit", "PixelEngine"]),
        // The input fuzzer and the soak test (`make fuzz`, `make soak`), against the real app delegate.
        .executableTarget(name: "HypnoFuzz", dependencies: ["HypnoNerdApp", "SDLPlatform", "UIKit"]),
        // Draws the app's image assets with the framework's own renderer and writes them as PNGs (`make assets`).
        .executableTarget(name: "AssetGenerator", dependencies: ["SDLPlatform", "UIKit", "PixelEngine"]),

        .testTarget(name: "PixelEngineTests", dependencies: ["PixelEngine"], swiftSettings: testSettings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "PixelEngine"], swiftSettings: testSettings),
        // Pre-concurrency UIKit code (Swift 5 language mode) with background queues and timers touching views.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit", "PixelEngine"],
                    swiftSettings: testSettings + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "UIKit", "HypnoNerdApp", "BenchScenes"],
                    exclude: ["Golden"], swiftSettings: testSettings),
    ]
)
