/// A cached look with a blurred shadow, also kept as its two parts: the sharp look cropped to its
/// own rectangle and the shadow alone at reduced resolution (a blur is low-frequency, so bilinear
/// sampling of a 1/`factor` copy looks the same). `Composite.projective` draws the parts, which
/// reads far fewer (and cache-resident) source pixels; the full bitmap stays the reference.
public final class ShadowedLook: @unchecked Sendable {
    /// The look alone (no shadow), cropped.
    public let look: Bitmap
    /// Where `look`'s first pixel sits in the full bitmap.
    public let lookX: Int, lookY: Int
    /// Full-bitmap pixels where the look is opaque: the shadow under them is never drawn (may be empty).
    public let interior: PixelRect
    /// The shadow alone, premultiplied; its pixel (i, j) covers full pixels (i, j) * `factor` onward.
    public let shadow: Bitmap
    /// The reduction of `shadow` in each direction.
    public let factor: Int

    /// Bundles the parts; `interior` is trimmed to where `look` is opaque after all (else emptied).
    public init(look: Bitmap, lookX: Int, lookY: Int, interior: PixelRect, shadow: Bitmap, factor: Int) {
        self.look = look
        self.lookX = lookX
        self.lookY = lookY
        self.shadow = shadow
        self.factor = Swift.max(1, factor)
        let inLook = interior.intersection(PixelRect(x: lookX + 2, y: lookY + 2, width: look.width - 4, height: look.height - 4))
        self.interior = ShadowedLook.isOpaque(look, inLook.offsetBy(-lookX, -lookY)) ? inLook : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Whether every pixel of `r` (inside `b`) is opaque; false for an empty rectangle.
    static func isOpaque(_ b: Bitmap, _ r: PixelRect) -> Bool {
        if r.isEmpty { return false }
        for y in r.y..<r.maxY {
            let row = b.row(y) + r.x
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<r.width { all &= row[x] | 0x00FF_FFFF }
            if all != 0xFFFF_FFFF { return false }
        }
        return true
    }

    /// `full` box-averaged over `factor` x `factor` blocks (a partial last block averages what it has).
    public static func reduced(_ full: Bitmap, factor f: Int) -> Bitmap {
        let f = Swift.max(1, f)
        let w = (full.width + f - 1) / f, h = (full.height + f - 1) / f
        let out = Bitmap(width: w, height: h)
        let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(1, w) * 4)
        defer { acc.deallocate() }
        for j in 0..<h {
            acc.initialize(repeating: 0, count: w * 4)
            let y0 = j * f, y1 = Swift.min(full.height, y0 + f)
            for y in y0..<y1 {
                let row = full.row(y)
                for x in 0..<full.width {
                    let p = row[x], a = acc + (x / f) * 4
                    a[0] &+= p & 255; a[1] &+= (p >> 8) & 255; a[2] &+= (p >> 16) & 255; a[3] &+= p >> 24
                }
            }
            let o = out.row(j)
            for i in 0..<w {
                let n = UInt32((y1 - y0) * (Swift.min(full.width, i * f + f) - i * f)), a = acc + i * 4
                o[i] = (a[0] + n / 2) / n | ((a[1] + n / 2) / n) << 8 | ((a[2] + n / 2) / n) << 16 | ((a[3] + n / 2) / n) << 24
            }
        }
        return out
    }
}
