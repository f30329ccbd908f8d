import SDLPlatform
import TallyApp

// `Tally` opens a window; `Tally --headless --script FILE --out DIR` runs a script on a virtual clock.
UIApplicationMain(CommandLine.arguments) { AppDelegate() }
