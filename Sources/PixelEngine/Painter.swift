/// A resolved paint for one drawing call: what colour each covered device pixel receives.
struct Painter {
    enum Kind {
        case none
        case solid(UInt32)
        case gradient(lut: [UInt32], dx: Float, dy: Float, c: Float)
        case image(Bitmap, inverse: Projective, opacity: UInt32)
    }

    var kind: Kind
    var rule: FillRule = .nonZero

    init(kind: Kind, rule: FillRule = .nonZero) {
        self.kind = kind
        self.rule = rule
    }

    /// Resolves `paint` under the user-to-device transform `t`.
    init(_ paint: Paint, transform t: Transform2D) {
        switch paint {
        case .solid(let c):
            let p = c.premultiplied
            kind = p == 0 ? .none : .solid(p)
        case .linearGradient(let g):
            let lut = g.lookupTable()
            let gx = g.endX - g.startX, gy = g.endY - g.startY
            let l2 = gx * gx + gy * gy
            guard l2 > 1e-12, l2.isFinite, let inv = t.inverted() else {
                kind = .solid(lut[255])
                return
            }
            // t(X, Y) = ((inv(X, Y) - start) . g) / |g|^2, linear in device X, Y.
            let a = (inv.a * gx + inv.b * gy) / l2
            let b = (inv.c * gx + inv.d * gy) / l2
            let c = ((inv.tx - g.startX) * gx + (inv.ty - g.startY) * gy) / l2
            kind = .gradient(lut: lut, dx: Float(a), dy: Float(b), c: Float(c))
        }
    }

    /// Blends `n` pixels at device (x, y) into `dst`, with constant coverage `alpha` (>= 0) or `cover`.
    @inline(__always)
    func blend(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int, alpha: Int32,
               cover: UnsafePointer<UInt8>, scratch: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .none:
            return
        case .solid(let c):
            if alpha >= 0 {
                SpanKernel.solid(dst, n, alpha >= 255 ? c : PixelMath.mul(c, UInt32(alpha)))
            } else {
                SpanKernel.solidMask(dst, cover, n, c)
            }
            return
        case let .gradient(lut, dx, dy, c):
            lut.withUnsafeBufferPointer { l in
                let base = l.baseAddress!
                var t = (Float(x) + 0.5) * dx + (Float(y) + 0.5) * dy + c
                t = t * 255 + 0.5
                let step = dx * 255
                for i in 0..<n {
                    let v = Swift.min(Swift.max(t + step * Float(i), 0), 255)
                    scratch[i] = base[Int(v)]
                }
            }
        case let .image(bitmap, inv, opacity):
            Painter.fetch(bitmap, inv, x, y, n, scratch)
            if opacity < 255 {
                for i in 0..<n { scratch[i] = PixelMath.mul(scratch[i], opacity) }
            }
        }
        if alpha >= 0 {
            SpanKernel.spanAlpha(dst, scratch, n, UInt32(alpha))
        } else {
            SpanKernel.spanMask(dst, scratch, cover, n)
        }
    }

    /// Bilinear samples of `src` for device pixels (x..<x+n, y) through the device-to-source map `inv`.
    @inline(__always)
    static func fetch(_ src: Bitmap, _ inv: Projective, _ x: Int, _ y: Int, _ n: Int,
                      _ out: UnsafeMutablePointer<UInt32>) {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        let maxX = src.width - 1, maxY = src.height - 1, st = src.stride, px = src.pixels
        let lim = 1e7
        if inv.isAffine {
            let u0 = Swift.min(Swift.max(inv.m11 * X + inv.m12 * Y + inv.m13 - 0.5, -lim), lim)
            let v0 = Swift.min(Swift.max(inv.m21 * X + inv.m22 * Y + inv.m23 - 0.5, -lim), lim)
            var u = Int(u0 * 65536), v = Int(v0 * 65536)
            let du = Int(inv.m11 * 65536), dv = Int(inv.m21 * 65536)
            for i in 0..<n {
                out[i] = PixelMath.bilinear(px, st, maxX, maxY, u, v)
                u &+= du; v &+= dv
            }
        } else {
            var U = inv.m11 * X + inv.m12 * Y + inv.m13
            var V = inv.m21 * X + inv.m22 * Y + inv.m23
            var Q = inv.m31 * X + inv.m32 * Y + inv.m33
            for i in 0..<n {
                let r = 1 / Swift.max(Q, 1e-9)
                let u = Swift.min(Swift.max(U * r - 0.5, -lim), lim)
                let v = Swift.min(Swift.max(V * r - 0.5, -lim), lim)
                out[i] = PixelMath.bilinear(px, st, maxX, maxY, Int(u * 65536), Int(v * 65536))
                U += inv.m11; V += inv.m21; Q += inv.m31
            }
        }
    }
}
