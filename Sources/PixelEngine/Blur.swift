/// Gaussian-looking blur of coverage masks: three box passes in each direction (the classic
/// approximation; sigma ~ sqrt(3 * ((2r + 1)^2 - 1) / 12)), zero outside the mask. Used for shadows.
public enum Blur {
    /// Blurs `mask` in place with three horizontal and three vertical box passes of radius `radius`.
    public static func boxBlur3(_ mask: AlphaMask, radius: Int) {
        let r = Swift.max(0, radius)
        let w = mask.width, h = mask.height
        if r == 0 || w == 0 || h == 0 { return }
        let n = Swift.max(w, h)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { tmp.deallocate(); sums.deallocate(); copy.deallocate() }
        let recip = UInt32((1 << 24) / (2 * r + 1))
        for _ in 0..<3 {
            for y in 0..<h { horizontal(mask.pixels + y * mask.stride, w, r, recip, tmp) }
        }
        for _ in 0..<3 { vertical(mask, r, recip, sums, copy) }
    }

    /// The blur radius (box radius) that approximates a Core Animation `shadowRadius` in pixels;
    /// at most 256, so an absurd radius still gives a shadow bitmap that can be allocated.
    public static func boxRadius(forShadowRadius s: Double) -> Int {
        guard s.isFinite, s > 0 else { return 0 }
        return Swift.max(1, Int((Swift.min(s, 512) / 2).rounded()))
    }

    private static func horizontal(_ p: UnsafeMutablePointer<UInt8>, _ n: Int, _ r: Int, _ recip: UInt32,
                                   _ tmp: UnsafeMutablePointer<UInt8>) {
        tmp.update(from: p, count: n)
        var sum: UInt32 = 0
        for i in 0...Swift.min(r, n - 1) { sum += UInt32(tmp[i]) }
        for i in 0..<n {
            p[i] = UInt8(truncatingIfNeeded: (sum &* recip &+ (1 << 23)) >> 24)
            let add = i + r + 1, sub = i - r
            if add < n { sum += UInt32(tmp[add]) }
            if sub >= 0 { sum -= UInt32(tmp[sub]) }
        }
    }

    private static func vertical(_ m: AlphaMask, _ r: Int, _ recip: UInt32,
                                 _ sums: UnsafeMutablePointer<UInt32>, _ copy: UnsafeMutablePointer<UInt8>) {
        let w = m.width, h = m.height, st = m.stride
        for y in 0..<h { (copy + y * w).update(from: m.pixels + y * st, count: w) }
        sums.update(repeating: 0, count: w)
        for y in 0...Swift.min(r, h - 1) {
            let row = copy + y * w
            for x in 0..<w { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<h {
            let out = m.pixels + y * st
            for x in 0..<w { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* recip &+ (1 << 23)) >> 24) }
            let add = y + r + 1, sub = y - r
            if add < h {
                let row = copy + add * w
                for x in 0..<w { sums[x] &+= UInt32(row[x]) }
            }
            if sub >= 0 {
                let row = copy + sub * w
                for x in 0..<w { sums[x] &-= UInt32(row[x]) }
            }
        }
    }
}

extension AlphaMask {
    /// A mask holding the alpha channel of `bitmap`.
    public convenience init(alphaOf bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        for y in 0..<height {
            let s = bitmap.row(y), d = pixels + y * stride
            for x in 0..<width { d[x] = UInt8(truncatingIfNeeded: s[x] >> 24) }
        }
    }
}
