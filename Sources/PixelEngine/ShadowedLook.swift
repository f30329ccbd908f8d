/// A cached look with a blurred shadow, also kept as its two parts: the sharp look cropped to its
/// own rectangle and the shadow's alpha at reduced resolution (a blur is low-frequency, so bilinear
/// sampling of a 1/`factor` copy looks the same). `Composite.projective` draws the parts, which
/// reads far fewer (and cache-resident) source pixels; the full bitmap stays the reference.
public final class ShadowedLook: @unchecked Sendable {
    /// The look alone (no shadow), cropped.
    public let look: Bitmap
    /// Where `look`'s first pixel sits in the full bitmap.
    public let lookX: Int, lookY: Int
    /// Full-bitmap pixels where the look is opaque: the shadow under them is never drawn (may be empty).
    public let interior: PixelRect
    /// The shadow's alpha reduced by `factor`, as quads: per reduced pixel its alpha and its right,
    /// lower and lower-right neighbours' (clamped at the edges), one byte each, low to high.
    public let quads: Bitmap
    /// The shadow's premultiplied colour at full alpha.
    public let color: UInt32
    /// The reduction of the shadow in each direction: reduced pixel (i, j) covers full pixels (i, j) * factor onward.
    public let factor: Int

    /// Bundles the parts of a `width` x `height` bitmap: the shadow is `color` (premultiplied) through
    /// `mask` placed at (maskX, maskY); `interior` is trimmed to where `look` is opaque after all (else emptied).
    public init(look: Bitmap, lookX: Int, lookY: Int, interior: PixelRect, width: Int, height: Int,
                mask: AlphaMask, maskX: Int, maskY: Int, color: UInt32, factor: Int) {
        self.look = look
        self.lookX = lookX
        self.lookY = lookY
        self.color = color
        self.factor = Swift.max(1, factor)
        self.quads = ShadowedLook.quads(ShadowedLook.reduced(mask, maskX, maskY, width, height, self.factor))
        let inLook = interior.intersection(PixelRect(x: lookX + 2, y: lookY + 2, width: look.width - 4, height: look.height - 4))
        self.interior = ShadowedLook.isOpaque(look, inLook.offsetBy(-lookX, -lookY)) ? inLook : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The mask (placed at mx, my in a w x h bitmap) averaged over f x f blocks (a partial last block
    /// averages what it has).
    static func reduced(_ mask: AlphaMask, _ mx: Int, _ my: Int, _ w: Int, _ h: Int, _ f: Int) -> AlphaMask {
        let rw = Swift.max(1, (w + f - 1) / f), rh = Swift.max(1, (h + f - 1) / f)
        let out = AlphaMask(width: rw, height: rh)
        let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: rw)
        defer { acc.deallocate() }
        for j in 0..<rh {
            acc.initialize(repeating: 0, count: rw)
            let y0 = j * f, y1 = Swift.min(h, y0 + f)
            let xa = Swift.max(0, mx), xb = Swift.min(w, mx + mask.width)
            for y in y0..<y1 where xa < xb && y - my >= 0 && y - my < mask.height {
                let row = mask.pixels + (y - my) * mask.stride
                for x in xa..<xb { acc[x / f] &+= UInt32(row[x - mx]) }
            }
            for i in 0..<rw {
                let n = UInt32(Swift.max(1, (y1 - y0) * (Swift.min(w, i * f + f) - i * f)))
                out.pixels[j * out.stride + i] = UInt8(truncatingIfNeeded: (acc[i] + n / 2) / n)
            }
        }
        return out
    }

    /// Each value with its right, lower and lower-right neighbours (clamped), packed low to high.
    static func quads(_ m: AlphaMask) -> Bitmap {
        let q = Bitmap(width: m.width, height: m.height)
        for j in 0..<m.height {
            let r0 = m.pixels + j * m.stride, r1 = m.pixels + Swift.min(j + 1, m.height - 1) * m.stride
            let o = q.row(j)
            for i in 0..<m.width {
                let i1 = Swift.min(i + 1, m.width - 1)
                o[i] = UInt32(r0[i]) | UInt32(r0[i1]) << 8 | UInt32(r1[i]) << 16 | UInt32(r1[i1]) << 24
            }
        }
        return q
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
}
