import Foundation
import PixelEngine

extension UIImage {
    /// The size of the image `UIImage(named:)` gives for a missing or undecodable asset, in points.
    public static let placeholderSize = CGSize(width: 24, height: 24)

    /// A visible stand-in for an asset that could not be loaded: a light grey square with a magenta border
    /// and a magenta cross, so a missing file shows up on screen instead of leaving a hole.
    static func missingAssetPlaceholder(named name: String, scale: CGFloat) -> UIImage {
        let s = max(1, min(4, scale.isFinite ? scale.rounded() : 1))
        let w = Int(placeholderSize.width * s), h = Int(placeholderSize.height * s)
        let bitmap = Bitmap(width: w, height: h)
        let magenta: UInt32 = 0xFFE0_20C0, grey: UInt32 = 0xFFE6_E6E6
        let line = max(1, Int(s * 2))
        for y in 0..<h {
            let row = bitmap.pixels + y * bitmap.stride
            for x in 0..<w {
                let border = x < line || y < line || x >= w - line || y >= h - line
                let cross = abs(x - y) < line || abs(x - (w - 1 - y)) < line
                row[x] = border || cross ? magenta : grey
            }
        }
        let image = UIImage(bitmap: bitmap, scale: s, assetName: name)
        image.isPlaceholder = true
        return image
    }
}
