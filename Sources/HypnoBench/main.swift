import Foundation
import PixelEngine

func nowMS() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

let only = CommandLine.arguments.dropFirst().first
func measure(_ name: String, frames: Int = 100, warmup: Int = 10, _ body: (Int) -> Void) {
    if let o = only, !name.hasPrefix(o) { return }
    for i in 0..<warmup { body(i) }
    var t: [Double] = []
    for i in 0..<frames {
        let t0 = nowMS()
        body(i)
        t.append(nowMS() - t0)
    }
    t.sort()
    print(String(format: "%@ %.3f", name, t[t.count / 2]))
}

let W = 1280, H = 720
let frame = Bitmap(width: W, height: H)
let canvas = Canvas(frame)
measure("e_rings") { _ in EngineScenes.rings(canvas, width: W, height: H) }
measure("e_fill") { _ in Composite.fill(frame, rect: frame.bounds, color: 0xFF14_141A) }
let plane = Bitmap(width: 322, height: 222)
plane.fill(plane.bounds, with: 0x80FF_0000)
let frame2 = Bitmap(width: W, height: H)
frame2.fill(frame2.bounds, with: 0x80402010)
measure("e_srcover") { _ in Composite.sourceOver(frame2, into: frame, dx: 0, dy: 0, opacity: 1, clip: frame.bounds) }
let scratch = Rasterizer()
measure("e_proj5") { f in
    for i in 0..<5 {
        let th = (Double(f) + 72 * Double(i)) * .pi / 180
        let c = cos(th), s = sin(th), cx = Double(W) / 2, cy = Double(H) / 2, d = 1000.0, R = 250.0
        let w0 = 1 - R * c / d
        let ox = 161.0, oy = 111.0
        var m = Projective(m11: c + cx * s / d, m12: 0, m13: R * s + cx * w0,
                           m21: cy * s / d, m22: 1, m23: cy * w0,
                           m31: s / d, m32: 0, m33: w0)
        m.m13 -= m.m11 * ox + m.m12 * oy
        m.m23 -= m.m21 * ox + m.m22 * oy
        m.m33 -= m.m31 * ox + m.m32 * oy
        Composite.projective(plane, into: frame, transform: m, opacity: 1, clip: frame.bounds, scratch: scratch)
    }
}
