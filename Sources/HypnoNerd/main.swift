import HypnoNerdApp
import SDLPlatform

// UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.class)), the Swift way.
UIApplicationMain(CommandLine.arguments) { AppDelegate() }
