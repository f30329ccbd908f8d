import Foundation
import PixelEngine
import SDLPlatform
import UIKit

/// Every image asset of the app: its file name, size in points, scale and drawing.
@MainActor
enum AssetCatalog {
    /// One PNG to produce: `draw` paints into the current UIKit context, in points.
    struct Asset {
        let file: String
        let size: CGSize
        let scale: CGFloat
        let draw: @MainActor (CGSize) -> Void
    }

    /// The assets, in the order they are written.
    static var all: [Asset] {
        var list: [Asset] = []
        // Tab bar icons (template images: only their alpha is used, tinted by the tab bar).
        let tabIcons: [(String, @MainActor (CGSize) -> Void)] = [
            ("Hypno", TabIcons.hypno), ("Carousel", TabIcons.carousel), ("Tag", TabIcons.tag),
            ("Touches", TabIcons.touches), ("Shake", TabIcons.shake),
            ("Catalog", TabIcons.catalog),
        ]
        for (name, draw) in tabIcons {
            list.append(Asset(file: "\(name).png", size: CGSize(width: 30, height: 30), scale: 1, draw: draw))
            list.append(Asset(file: "\(name)@2x.png", size: CGSize(width: 30, height: 30), scale: 2, draw: draw))
        }
        // The HUD's checkmark (seed 002 ships Checkmark and Checkmark@2x).
        list.append(Asset(file: "Checkmark.png", size: CGSize(width: 40, height: 40), scale: 1, draw: Checkmark.draw))
        list.append(Asset(file: "Checkmark@2x.png", size: CGSize(width: 40, height: 40), scale: 2, draw: Checkmark.draw))
        // The Touches scene's "info" badge.
        list.append(Asset(file: "Info.png", size: CGSize(width: 24, height: 24), scale: 1, draw: InfoBadge.draw))
        list.append(Asset(file: "Info@2x.png", size: CGSize(width: 24, height: 24), scale: 2, draw: InfoBadge.draw))
        // The Shake scene's avatars, one screen each (the seed's image view fills the screen).
        for index in 0..<Avatars.count {
            list.append(Asset(file: "avatar\(index).png", size: CGSize(width: 390, height: 844), scale: 1,
                              draw: { Avatars.draw(index: index, in: $0) }))
        }
        // The window icon.
        list.append(Asset(file: "AppIcon.png", size: CGSize(width: 256, height: 256), scale: 1, draw: AppIcon.draw))
        return list
    }

    /// Renders every asset into `folder`; returns the process exit status.
    static func writeAll(to folder: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("AssetGenerator: cannot create \(folder): \(error.localizedDescription)\n".utf8))
            return 1
        }
        var failures = 0
        for asset in all {
            let path = (folder as NSString).appendingPathComponent(asset.file)
            do {
                try PNGFile.write(render(asset), to: path)
                print("wrote \(path)")
            } catch {
                FileHandle.standardError.write(Data("AssetGenerator: \(error)\n".utf8))
                failures += 1
            }
        }
        return failures == 0 ? 0 : 1
    }

    /// Draws `asset` into a fresh transparent bitmap of its pixel size.
    static func render(_ asset: Asset) -> Bitmap {
        let bitmap = Bitmap(width: Int((asset.size.width * asset.scale).rounded()),
                            height: Int((asset.size.height * asset.scale).rounded()))
        let context = CGContext(bitmap: bitmap, scale: asset.scale)
        UIGraphicsPushContext(context)
        asset.draw(asset.size)
        UIGraphicsPopContext()
        return bitmap
    }
}
