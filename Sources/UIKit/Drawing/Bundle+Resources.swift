import Foundation

extension Bundle {
    /// The resource folder of SwiftPM target `module`'s `Bundle.module`: `<Package>_<Target>.resources` (Linux) or
    /// `.bundle` (Darwin) beside the main executable, where SwiftPM puts a target's `resources:`; nil when the target
    /// has no resources there. `module` is a module name, as in `#fileID` ("Module/File.swift").
    @_spi(Platform) public static func resourceDirectory(ofModule module: String) -> String? {
        guard !module.isEmpty else { return nil }
        return swiftPMResourceDirectories.first { path in
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return moduleName(of: name).hasSuffix("_" + module)
        }
    }

    /// Every SwiftPM resource bundle beside the main executable, in name order.
    @_spi(Platform) public static var swiftPMResourceDirectories: [String] {
        let dir = main.bundleURL.path
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return entries.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { name in
            let bundle = (dir as NSString).appendingPathComponent(name)
            // Darwin bundles keep their files in Contents/Resources; SwiftPM's Linux bundles are flat.
            let darwin = (bundle as NSString).appendingPathComponent("Contents/Resources")
            return FileManager.default.fileExists(atPath: darwin) ? darwin : bundle
        }
    }

    /// The folder a bundle's resources are read from (its resource path, or the bundle itself).
    @_spi(Platform) public var resourceDirectory: String { resourcePath ?? bundlePath }

    /// A target name as the module name Swift gives it (characters other than letters, digits and `_` become `_`).
    private static func moduleName(of target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
