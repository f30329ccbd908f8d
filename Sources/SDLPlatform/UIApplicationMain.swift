import CSDL2
@_spi(Platform) import UIKit
import Foundation

/// Runs an app: parses the command line, then either opens a window and runs the live loop, or runs a
/// script headless. `makeDelegate` creates the app delegate (UIKit's delegate class argument);
/// `makeSceneDelegate`, for a scene-based app, creates the scene delegate when its scene connects (the class an
/// iOS app names in its Info.plist scene manifest). Never returns.
@MainActor
public func UIApplicationMain(_ arguments: [String] = CommandLine.arguments, makeDelegate: () -> UIApplicationDelegate,
                              makeSceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil) -> Never {
    var options: LaunchOptions
    do {
        options = try LaunchOptions.parse(Array(arguments.dropFirst()))
    } catch {
        if error.isHelp { print(LaunchOptions.usage); exit(0) }
        FileHandle.standardError.write(Data("HypnoNerd: \(error.message)\n\(LaunchOptions.usage)\n".utf8))
        exit(2)
    }
    options.sceneDelegateFactory = makeSceneDelegate.map(SceneDelegateFactory.init)
    if options.headless { exit(HeadlessRunner.run(options: options, makeDelegate: makeDelegate)) }
    exit(LiveRunLoop.run(options: options, makeDelegate: makeDelegate))
}
