import Foundation

// Draws every image asset the app uses with the framework's own renderer and writes them as PNGs.
// Usage: AssetGenerator [OUTPUT_FOLDER]   (default: Assets)
let outputFolder = CommandLine.arguments.dropFirst().first ?? "Assets"
exit(AssetCatalog.writeAll(to: outputFolder))
