/// Gaussian-looking blur of premultiplied RGBA pictures (the backdrop of a material): three box passes in
/// each direction, with edges clamped (pixels beyond the region repeat its edge pixels, so a blur at the
/// screen edge does not darken). Large blurs run on a downsampled copy and are resampled bilinearly, so the
/// cost stays close to a few passes over the area, whatever the radius.
public enum BackdropBlur {
    /// The largest box radius a pass uses (an absurd sigma is clamped to it).
    public static let maxBoxRadius = 512

    /// The box radius r whose three passes approximate a gaussian of `sigma` pixels (r(r + 1) = sigma²);
    /// 0 for NaN, infinite-negative or non-positive sigmas.
    public static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite || sigma == .infinity, sigma > 0 else { return 0 }
        let s = Swift.min(sigma, Double(maxBoxRadius))
        return Swift.min(maxBoxRadius, Int((((1 + 4 * s * s).squareRoot() - 1) / 2).rounded()))
    }

    /// The downsampling factor `filter` blurs at for `sigma` (1, 2, 4 or 8): the blur keeps at least
    /// about 3 pixels of sigma at the reduced size.
    public static func downsampleFactor(sigma: Double) -> Int {
        guard sigma.isFinite || sigma == .infinity, sigma > 0 else { return 1 }
        var f = 1
        while f < 8 && sigma / Double(f * 2) >= 3 { f *= 2 }
        return f
    }

    /// How many device pixels beyond an area `filter` reads for `sigma`: the damage of anything under a
    /// backdrop must be grown by this much.
    public static func reach(sigma: Double) -> Int {
        let f = downsampleFactor(sigma: sigma)
        let r = boxRadius(sigma: sigma / Double(f))
        return r == 0 && f == 1 ? 0 : 3 * r * f + 2 * f
    }

    /// Blurs `rect` of `bitmap` (all of it when nil) in place: three horizontal, then three vertical box
    /// passes of `radius` (clamped to 0...`maxBoxRadius`), edges clamped.
    public static func boxBlur3(_ bitmap: Bitmap, rect: PixelRect? = nil, radius: Int) {
        let area = (rect ?? bitmap.bounds).intersection(bitmap.bounds)
        let r = Swift.max(0, Swift.min(maxBoxRadius, radius))
        guard r > 0, !area.isEmpty else { return }
        boxBlur3(bitmap.pixels + area.y * bitmap.stride + area.x, width: area.width, height: area.height,
                 stride: bitmap.stride, radius: r)
    }

    /// The material filter: the backdrop `source` (its pixel (0, 0) is device pixel `sourceRect`'s origin)
    /// blurred by `sigma` device pixels, its saturation scaled by `saturation` (1 keeps it, 0 is grey), then
    /// the premultiplied `tint` laid over it; the pixels of device rectangle `area` (inside `sourceRect`) are
    /// written into `result` (its pixel (0, 0) is `area`'s origin).
    public static func filter(source: Bitmap, sourceRect: PixelRect, area: PixelRect, sigma: Double,
                              saturation: Double, tint: UInt32, into result: Bitmap) {
        let s = PixelRect(x: sourceRect.x, y: sourceRect.y, width: Swift.min(sourceRect.width, source.width),
                          height: Swift.min(sourceRect.height, source.height))
        let a = area.intersection(s).intersection(PixelRect(x: area.x, y: area.y, width: result.width, height: result.height))
        guard !a.isEmpty else { return }
        let f = downsampleFactor(sigma: sigma)
        let small = downsample(source, width: s.width, height: s.height, factor: f)
        boxBlur3(small, radius: boxRadius(sigma: sigma / Double(f)))
        adjust(small, saturation: saturation, tint: tint)
        upsample(small, factor: f, from: s, area: a, into: result, at: (a.x - area.x, a.y - area.y))
    }

    /// Scales each pixel's saturation by `saturation` (luma kept, Rec. 709 weights, premultiplied values
    /// clamped to 0...alpha), then lays `tint` over it (source-over).
    public static func adjust(_ b: Bitmap, saturation: Double, tint: UInt32) {
        let sat = saturation.isFinite ? Int32((Swift.max(0, Swift.min(8, saturation)) * 256).rounded()) : 256
        let ta = tint >> 24
        guard sat != 256 || ta != 0 || tint != 0 else { return }
        let inv = 255 - ta
        let tr = (tint >> 16) & 0xFF, tg = (tint >> 8) & 0xFF, tb = tint & 0xFF
        for y in 0..<b.height {
            let p = b.row(y)
            for x in 0..<b.width {
                let c = p[x]
                let al = Int32(c >> 24)
                var r = Int32((c >> 16) & 0xFF), g = Int32((c >> 8) & 0xFF), bl = Int32(c & 0xFF)
                if sat != 256 {
                    let l = (54 &* r &+ 183 &* g &+ 19 &* bl) >> 8
                    r = Swift.min(al, Swift.max(0, l &+ ((sat &* (r &- l)) >> 8)))
                    g = Swift.min(al, Swift.max(0, l &+ ((sat &* (g &- l)) >> 8)))
                    bl = Swift.min(al, Swift.max(0, l &+ ((sat &* (bl &- l)) >> 8)))
                }
                let o = UInt32(al) &* inv, orr = UInt32(r) &* inv, og = UInt32(g) &* inv, ob = UInt32(bl) &* inv
                let na = ta &+ ((o &+ 127) / 255), nr = tr &+ ((orr &+ 127) / 255)
                let ng = tg &+ ((og &+ 127) / 255), nb = tb &+ ((ob &+ 127) / 255)
                p[x] = (Swift.min(255, na) << 24) | (Swift.min(255, nr) << 16) | (Swift.min(255, ng) << 8) | Swift.min(255, nb)
            }
        }
    }

    // MARK: Passes

    static func boxBlur3(_ base: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int, stride: Int, radius r: Int) {
        let d = UInt32(2 * r + 1)
        let recip = UInt32((1 << 24) / Int(d))
        let tmp = UnsafeMutablePointer<UInt32>.allocate(capacity: w + 2 * r + 1)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * w)
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        defer { tmp.deallocate(); sums.deallocate(); copy.deallocate() }
        for _ in 0..<3 {
            for y in 0..<h { horizontal(base + y * stride, w, r, recip, tmp) }
        }
        // Vertical passes ping-pong between the picture and a packed copy.
        for y in 0..<h { (copy + y * w).update(from: base + y * stride, count: w) }
        vertical(from: copy, fromStride: w, to: base, toStride: stride, w, h, r, recip, sums)
        vertical(from: base, fromStride: stride, to: copy, toStride: w, w, h, r, recip, sums)
        vertical(from: copy, fromStride: w, to: base, toStride: stride, w, h, r, recip, sums)
    }

    @inline(__always) private static func div(_ s: UInt32, _ recip: UInt32) -> UInt32 { (s &* recip &+ (1 << 23)) >> 24 }

    private static func horizontal(_ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ r: Int, _ recip: UInt32,
                                   _ tmp: UnsafeMutablePointer<UInt32>) {
        // tmp holds the row with r copies of each edge pixel on either side.
        tmp.update(repeating: p[0], count: r)
        (tmp + r).update(from: p, count: n)
        (tmp + r + n).update(repeating: p[n - 1], count: r + 1)
        var sa: UInt32 = 0, sr: UInt32 = 0, sg: UInt32 = 0, sb: UInt32 = 0
        for i in 0...(2 * r) {
            let c = tmp[i]
            sa &+= c >> 24; sr &+= (c >> 16) & 0xFF; sg &+= (c >> 8) & 0xFF; sb &+= c & 0xFF
        }
        for i in 0..<n {
            p[i] = (div(sa, recip) << 24) | (div(sr, recip) << 16) | (div(sg, recip) << 8) | div(sb, recip)
            let add = tmp[i + 2 * r + 1], sub = tmp[i]
            sa = sa &+ (add >> 24) &- (sub >> 24)
            sr = sr &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            sg = sg &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            sb = sb &+ (add & 0xFF) &- (sub & 0xFF)
        }
    }

    private static func vertical(from src: UnsafeMutablePointer<UInt32>, fromStride ss: Int,
                                 to dst: UnsafeMutablePointer<UInt32>, toStride ds: Int,
                                 _ w: Int, _ h: Int, _ r: Int, _ recip: UInt32, _ sums: UnsafeMutablePointer<UInt32>) {
        @inline(__always) func accumulate(_ row: UnsafeMutablePointer<UInt32>, _ times: UInt32, _ sign: Bool) {
            for x in 0..<w {
                let c = row[x]
                let a = (c >> 24) &* times, rr = ((c >> 16) & 0xFF) &* times
                let g = ((c >> 8) & 0xFF) &* times, b = (c & 0xFF) &* times
                let s = sums + 4 * x
                if sign { s[0] &+= a; s[1] &+= rr; s[2] &+= g; s[3] &+= b } else { s[0] &-= a; s[1] &-= rr; s[2] &-= g; s[3] &-= b }
            }
        }
        sums.update(repeating: 0, count: 4 * w)
        accumulate(src, UInt32(r + 1), true)
        for y in 1...r { accumulate(src + Swift.min(y, h - 1) * ss, 1, true) }
        for y in 0..<h {
            let out = dst + y * ds
            for x in 0..<w {
                let s = sums + 4 * x
                out[x] = (div(s[0], recip) << 24) | (div(s[1], recip) << 16) | (div(s[2], recip) << 8) | div(s[3], recip)
            }
            accumulate(src + Swift.min(y + r + 1, h - 1) * ss, 1, true)
            accumulate(src + Swift.max(y - r, 0) * ss, 1, false)
        }
    }

    /// `factor` x `factor` block averages of the top-left `width` x `height` of `source` (partial blocks at
    /// the far edges average the pixels they have).
    private static func downsample(_ source: Bitmap, width: Int, height: Int, factor f: Int) -> Bitmap {
        let sw = (width + f - 1) / f, sh = (height + f - 1) / f
        let small = Bitmap(width: sw, height: sh, zeroed: false)
        if f == 1 {
            for y in 0..<sh { small.row(y).update(from: source.row(y), count: sw) }
            return small
        }
        // Per block two words of two 16-bit lanes, (red, blue) and (alpha, green): a block of at most 8 x 8
        // pixels sums to at most 64 x 255 per channel, which a lane holds without carrying into the next.
        let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * sw)
        defer { acc.deallocate() }
        let fullBlocks = width / f
        for by in 0..<sh {
            acc.update(repeating: 0, count: 2 * sw)
            let y0 = by * f, y1 = Swift.min(height, y0 + f)
            for y in y0..<y1 {
                var p = source.row(y)
                for bx in 0..<sw {
                    let n = bx < fullBlocks ? f : width - bx * f
                    var rb: UInt32 = 0, ag: UInt32 = 0
                    for i in 0..<n {
                        let c = p[i]
                        rb &+= c & 0x00FF_00FF
                        ag &+= (c >> 8) & 0x00FF_00FF
                    }
                    acc[2 * bx] &+= rb
                    acc[2 * bx + 1] &+= ag
                    p += n
                }
            }
            let out = small.row(by), rows = UInt32(y1 - y0)
            for bx in 0..<sw {
                let n = rows * UInt32(Swift.min(width, bx * f + f) - bx * f), half = n / 2
                let rb = acc[2 * bx], ag = acc[2 * bx + 1]
                let a = ((ag >> 16) + half) / n, r = ((rb >> 16) + half) / n
                let g = ((ag & 0xFFFF) + half) / n, b = ((rb & 0xFFFF) + half) / n
                out[bx] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        return small
    }

    /// Bilinear resampling of the downsampled picture back to device pixels of `area`.
    private static func upsample(_ small: Bitmap, factor f: Int, from s: PixelRect, area a: PixelRect,
                                 into result: Bitmap, at origin: (Int, Int)) {
        if f == 1 {
            for y in 0..<a.height {
                (result.row(origin.1 + y) + origin.0).update(from: small.row(a.y - s.y + y) + (a.x - s.x), count: a.width)
            }
            return
        }
        // Per column: the left and right samples and the right one's weight (0...256), computed once.
        let xs = UnsafeMutablePointer<Int>.allocate(capacity: 2 * a.width)
        let wx = UnsafeMutablePointer<UInt32>.allocate(capacity: a.width)
        // One row of the small picture interpolated between its two nearest rows (the columns used).
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: small.width)
        defer { xs.deallocate(); wx.deallocate(); line.deallocate() }
        @inline(__always) func coord(_ device: Int, _ start: Int, _ n: Int) -> (Int, UInt32) {
            let u = (Double(device - start) + 0.5) / Double(f) - 0.5
            let u0 = Swift.max(0, Swift.min(n - 1, Int(u.rounded(.down))))
            let t = Swift.max(0, Swift.min(1, u - Double(u0)))
            return (u0, UInt32((t * 256).rounded()))
        }
        let lastX = small.width - 1
        for i in 0..<a.width {
            let (x0, w) = coord(a.x + i, s.x, small.width)
            xs[2 * i] = x0
            xs[2 * i + 1] = Swift.min(lastX, x0 + 1)
            wx[i] = w
        }
        let lo = xs[0], hi = xs[2 * a.width - 1]
        // Vertically first (one lerp per small column a row), then across (one lerp per pixel).
        for j in 0..<a.height {
            let (v0, wy) = coord(a.y + j, s.y, small.height)
            let r0 = small.row(v0), r1 = small.row(Swift.min(small.height - 1, v0 + 1))
            for x in lo...hi { line[x] = lerp(r0[x], r1[x], 256 - wy, wy) }
            let out = result.row(origin.1 + j) + origin.0
            for i in 0..<a.width {
                let w1 = wx[i]
                out[i] = lerp(line[xs[2 * i]], line[xs[2 * i + 1]], 256 - w1, w1)
            }
        }
    }

    /// (p * w0 + q * w1) / 256 on all four channels, w0 + w1 = 256.
    @inline(__always) private static func lerp(_ p: UInt32, _ q: UInt32, _ w0: UInt32, _ w1: UInt32) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* w0 &+ (q & 0x00FF_00FF) &* w1 &+ 0x0080_0080) >> 8
        let ag = (((p >> 8) & 0x00FF_00FF) &* w0 &+ ((q >> 8) & 0x00FF_00FF) &* w1 &+ 0x0080_0080) >> 8
        return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
    }
}
