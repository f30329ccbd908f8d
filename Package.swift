// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HypnoNerd",
    platforms: [.macOS(.v14)],
    products: [
        // `_Testing_UIKit` is Swift Testing's cross-import overlay for UIKit (see its source): test
        // targets that import Testing and UIKit need it, and need no compiler flag with it.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "SDLPlatform", targets: ["SDLPlatform"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "HypnoNerd", targets: ["HypnoNerd"]),
        .executable(name: "HypnoFuzz", targets: ["HypnoFuzz"]),
    ],
    targets: [
        // SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages (`make deps`). The shim includes the headers
        // as <SDL2/...> from the compiler's standard include folders and the module map links the libraries, so
        // no pkg-config flags are needed (sdl2.pc's `-D_REENTRANT` is a flag SwiftPM refuses, with a warning).
        .systemLibrary(name: "CSDL2"),
        // The hottest pixel loops in C, each compiled twice: a portable baseline and (x86-64) an AVX2
        // copy chosen at run time (`PIXELENGINE_PATH=baseline|avx2` forces one). No build flags.
        .target(name: "CPixelKernels"),
        // Pixels: bitmaps, paths, rasterizer, paints, compositing kernels. No SDL, no UI.
        .target(name: "PixelEngine", dependencies: ["CPixelKernels"]),
        // The incremental constraint solver behind Auto Layout (Cassowary family). No view types.
        .target(name: "LayoutSolver"),
        // UIKit and Core Animation names on top of the pixel engine. No SDL types.
        .target(name: "UIKit", dependencies: ["PixelEngine", "LayoutSolver"]),
        // Swift Testing's cross-import overlay for a module named UIKit; empty on Linux.
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        // libdbus-1 from Debian's libdbus-1-dev (`make deps`): the D-Bus client library the AT-SPI bridge speaks through.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // The desktop accessibility bridge: UIKit's accessibility tree over AT-SPI on the D-Bus session bus. No SDL.
        .target(name: "ATSPIBridge", dependencies: ["CDBus", "UIKit"]),
        // Everything SDL: window, event pump, fonts, images, controllers, presenting, headless driver.
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "UIKit", "PixelEngine", "ATSPIBridge"]),
        // Testing apps headless in XCUITest's vocabulary: launch, queries, actions through SDL, waits, snapshots.
        .target(name: "UIKitTesting", dependencies: ["SDLPlatform", "UIKit", "_Testing_UIKit", "PixelEngine"]),
        // The demo app's scenes and delegate, a library so tests can drive them.
        .target(name: "HypnoNerdApp", dependencies: ["UIKit"]),
        // The demo app's entry point.
        .executableTarget(name: "HypnoNerd", dependencies: ["HypnoNerdApp", "SDLPlatform", "UIKit"]),
        // `make bench`: the refbench scenes through the real layer tree, one core, no window.
        .executableTarget(name: "HypnoBench", dependencies: ["BenchScenes", "UIKit", "PixelEngine", "SDLPlatform"]),
        // `make bench`: the constraint solver on the form system (and kiwisolver beside it).
        .executableTarget(name: "LayoutBench", dependencies: ["LayoutSolver", "UIKit", "SDLPlatform"], exclude: ["kiwi_form.py"]),
        // `make bench`: a 10,000-item collection view grid scrolled by a drag, per-frame CPU time.
        .executableTarget(name: "CollectionBench", dependencies: ["UIKit", "SDLPlatform", "PixelEngine"]),
        // refbench's three scenes as views and layers (shared by the benchmark and the golden-image tests).
        .target(name: "BenchScenes", dependencies: ["UIKit", "PixelEngine"]),
        // The input fuzzer and the soak test (`make fuzz`, `make soak`), against the real app delegate.
        .executableTarget(name: "HypnoFuzz", dependencies: ["HypnoNerdApp", "SDLPlatform", "UIKit"]),
        // Draws the app's image assets with the framework's own renderer and writes them as PNGs (`make assets`).
        .executableTarget(name: "AssetGenerator", dependencies: ["SDLPlatform", "UIKit", "PixelEngine"]),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "PixelEngineTests", dependencies: ["PixelEngine", "CPixelKernels"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "PixelEngine"]),
        // Pre-concurrency UIKit code (Swift 5 language mode) with background queues and timers touching views.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit", "_Testing_UIKit", "PixelEngine"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "UIKit", "_Testing_UIKit", "HypnoNerdApp", "BenchScenes", "UIKitTesting"],
                    exclude: ["Golden", "__Snapshots__"], resources: [.process("Fixtures")]),
        // UIKitTesting from XCTest (XCTestCase methods, XCTest failures), run in `swift test`'s XCTest pass.
        .testTarget(name: "UIKitTestingXCTests", dependencies: ["UIKitTesting", "UIKit", "_Testing_UIKit", "HypnoNerdApp"]),
    ]
)
