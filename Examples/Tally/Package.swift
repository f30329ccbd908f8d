// swift-tools-version:6.0
import PackageDescription

// An app of one's own on the HypnoNerd toolkit: it depends on the library by version, as any user's package
// would. (`make example` in the toolkit's repository mirrors this URL to a local clone tagged 1.0.0.)
let package = Package(
    name: "Tally",
    dependencies: [
        .package(url: "https://github.com/hypnonerd/HypnoNerd.git", from: "1.0.0"),
    ],
    targets: [
        // The app itself: delegate, view controller and its image assets, a library so tests can launch it.
        .target(
            name: "TallyApp",
            dependencies: [.product(name: "UIKit", package: "HypnoNerd")],
            resources: [.process("Assets")]
        ),
        // The executable: `UIApplicationMain` on the SDL platform (a window, or `--headless --script`).
        .executableTarget(
            name: "Tally",
            dependencies: [
                "TallyApp",
                .product(name: "SDLPlatform", package: "HypnoNerd"),
            ]
        ),
        // Headless tests: a script run against the real app delegate, and the app driven through UIKitTesting
        // (XCUITest's vocabulary), both on SDL's dummy driver and a virtual clock. The UIKit product brings Swift
        // Testing's cross-import overlay, so test files may import Testing and UIKit together.
        .testTarget(
            name: "TallyTests",
            dependencies: [
                "TallyApp",
                .product(name: "UIKit", package: "HypnoNerd"),
                .product(name: "SDLPlatform", package: "HypnoNerd"),
                .product(name: "UIKitTesting", package: "HypnoNerd"),
            ],
            resources: [.copy("Scripts")]
        ),
    ]
)
