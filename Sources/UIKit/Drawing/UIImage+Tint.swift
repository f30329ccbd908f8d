import Foundation
import PixelEngine

extension UIImage {
    /// Draws the image's shape (its alpha) filled with `color`, as tab bars draw template icons.
    @preconcurrency @MainActor public func drawTinted(in rect: CGRect, color: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let tinted = Bitmap(width: bitmap.width, height: bitmap.height)
        let mask = AlphaMask(width: bitmap.width, height: bitmap.height)
        for y in 0..<bitmap.height {
            let src = bitmap.pixels + y * bitmap.stride
            let dst = mask.pixels + y * mask.stride
            for x in 0..<bitmap.width { dst[x] = UInt8(truncatingIfNeeded: src[x] >> 24) }
        }
        Canvas(tinted).drawMask(mask, x: 0, y: 0, color: color.cgColor.pixelColor)
        ctx.draw(tinted, in: rect)
    }
}
