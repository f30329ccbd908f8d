import Foundation

extension UIImage {
    /// Loads the image `name` as UIKit's `UIImage(named:)` does, picking the `@2x` variant on a 2x screen. It looks in
    /// the app's asset folder (the platform's, e.g. the demo app's `--assets DIR`), then the main bundle (the folder of
    /// the executable), then `Bundle.module` of the module that calls (a SwiftPM target with
    /// `resources: [.process("Assets")]`); leave `fileID` at its default, which names that module.
    /// A missing or undecodable image logs one line naming the files and folders and gives a visible placeholder
    /// (`isPlaceholder`, `placeholderSize`) rather than nil, so the app carries on and the gap shows.
    /// Nil only for a name that cannot be a file name (empty, or containing `/` or NUL).
    @preconcurrency @MainActor public convenience init?(named name: String, fileID: String = #fileID) {
        let module = fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        let app = UIApplication.shared
        guard let image = app.cachedImage(named: name, scale: app.screen.scale, key: "module:\(module)", directories: {
            UIImage.mainSearchDirectories(platform: app.platform) + [Bundle.resourceDirectory(ofModule: module)].compactMap { $0 }
        }) else { return nil }
        self.init(cached: image, name: name)
    }

    /// Loads the image `name` from `bundle` (nil: the app's asset folder, then the main bundle), at the display
    /// scale of `traitCollection` (nil or unspecified: the screen's). Pass `.module` for a SwiftPM target's own
    /// resources. Missing images log one line and give the placeholder, as `UIImage(named:)`.
    @preconcurrency @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let app = UIApplication.shared
        let requested = traitCollection?.displayScale ?? 0
        let scale = requested > 0 ? requested : app.screen.scale
        let key = bundle.map { "bundle:\($0.bundlePath)" } ?? "main"
        guard let image = app.cachedImage(named: name, scale: scale, key: key, directories: {
            bundle.map { [$0.resourceDirectory] } ?? UIImage.mainSearchDirectories(platform: app.platform)
        }) else { return nil }
        self.init(cached: image, name: name)
    }

    /// A copy sharing a cached image's pixels.
    private convenience init(cached image: UIImage, name: String) {
        self.init(bitmap: image.bitmap, scale: image.scale, assetName: name)
        isPlaceholder = image.isPlaceholder
    }

    /// The platform's asset folder (if any), then the main bundle's resources, without repeats.
    @MainActor static func mainSearchDirectories(platform: UIPlatform?) -> [String] {
        var dirs: [String] = []
        if let assets = platform?.assetsDirectory { dirs.append(assets) }
        let main = Bundle.main.resourceDirectory
        if !dirs.contains(where: { ($0 as NSString).standardizingPath == (main as NSString).standardizingPath }) { dirs.append(main) }
        return dirs
    }
}
