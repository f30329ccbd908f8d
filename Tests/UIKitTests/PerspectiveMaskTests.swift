import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `masksToBounds` under a perspective transform clips sublayers to the projected (rounded)
/// quad, not to its bounding box, with anti-aliased edges.
@Suite(.serialized) @MainActor struct PerspectiveMaskTests {
    /// A 120x80 masking layer at (200, 150) turned `degrees` about Y with m34 = -1/400, holding a
    /// red sublayer far larger than it; returns the harness and the projected corners (device).
    func scene(degrees: CGFloat, radius: CGFloat) -> (CompositorHarness, [CGPoint]) {
        let h = CompositorHarness(width: 400, height: 300)
        let clip = CALayer()
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
        h.set {
            clip.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
            clip.position = CGPoint(x: 200, y: 150)
            clip.transform = t
            clip.masksToBounds = true
            clip.cornerRadius = radius
        }
        clip.addSublayer(h.layer(CGRect(x: -100, y: -100, width: 320, height: 280), red))
        h.window.layer.addSublayer(clip)
        h.frame()
        let corners = [(0.0, 0.0), (120.0, 0.0), (120.0, 80.0), (0.0, 80.0)].map { c -> CGPoint in
            let p = t.project(x: CGFloat(c.0) - 60, y: CGFloat(c.1) - 40)
            return CGPoint(x: p.x / p.w + 200, y: p.y / p.w + 150)
        }
        return (h, corners)
    }

    /// Signed distance of (x, y) to the convex quad (positive inside), corners in either winding.
    func inset(_ x: CGFloat, _ y: CGFloat, _ q: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        for i in 0..<4 { let a = q[i], b = q[(i + 1) % 4]; area += a.x * b.y - b.x * a.y }
        let s: CGFloat = area > 0 ? 1 : -1
        var d = CGFloat.infinity
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4]
            let ex = b.x - a.x, ey = b.y - a.y, len = (ex * ex + ey * ey).squareRoot()
            d = min(d, s * (ex * (y - a.y) - ey * (x - a.x)) / len)
        }
        return d
    }

    @Test func clipsToTheProjectedQuadNotItsBoundingBox() {
        let (h, q) = scene(degrees: 55, radius: 0)
        // The trapezoid's far edge is shorter: its bounding box has corners outside the quad.
        let x0 = Int(q.map(\.x).min()!.rounded(.down)) - 3, x1 = Int(q.map(\.x).max()!.rounded(.up)) + 3
        let y0 = Int(q.map(\.y).min()!.rounded(.down)) - 3, y1 = Int(q.map(\.y).max()!.rounded(.up)) + 3
        var outsideInBox = 0, inside = 0, partial = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let d = inset(CGFloat(x) + 0.5, CGFloat(y) + 0.5, q)
                let p = h.surface[x, y]
                if d < -1 {
                    if p != backdrop { Issue.record("pixel \(x),\(y) outside the quad drawn: \(String(p, radix: 16))"); return }
                    if x >= x0 && x < x1 && y >= y0 && y < y1 { outsideInBox += 1 }
                } else if d > 1 {
                    if p != 0xFFFF_0000 { Issue.record("pixel \(x),\(y) inside the quad not red: \(String(p, radix: 16))"); return }
                    inside += 1
                } else if channel(p, 16) > 0 && channel(p, 16) < 255 {
                    partial += 1
                }
            }
        }
        #expect(outsideInBox > 500)  // the bounding-box clip of before drew these
        #expect(inside > 3000)
        #expect(partial > 100)  // anti-aliased edges
    }

    @Test func roundedCornersFollowThePerspective() {
        let (h, q) = scene(degrees: 40, radius: 20)
        dumpForInspection(h.surface, "perspective-rounded-mask")
        // Just inside each projected corner, on the diagonal: cut away by the rounded corner.
        let cx = q.map(\.x).reduce(0, +) / 4, cy = q.map(\.y).reduce(0, +) / 4
        for c in q {
            let dx = cx - c.x, dy = cy - c.y, len = (dx * dx + dy * dy).squareRoot()
            let near = h.surface[Int(c.x + dx / len * 3), Int(c.y + dy / len * 3)]
            let deep = h.surface[Int(c.x + dx * 0.4), Int(c.y + dy * 0.4)]
            #expect(near == backdrop, "corner \(c) not rounded")
            #expect(deep == 0xFFFF_0000, "corner \(c) interior not drawn")
        }
        // Outside the quad everywhere: untouched.
        for y in stride(from: 0, to: 300, by: 2) {
            for x in stride(from: 0, to: 400, by: 2) where inset(CGFloat(x) + 0.5, CGFloat(y) + 0.5, q) < -1 {
                if h.surface[x, y] != backdrop { Issue.record("pixel \(x),\(y) outside drawn"); return }
            }
        }
    }

    @Test func planePartlyBehindTheViewerMatchesTheUnmaskedPlane() {
        // Turned so far that part of the plane is behind the eye: the mask is clipped at the near
        // plane like the plane itself, so a masked red sublayer looks like a red plane.
        func render(masked: Bool) -> Bitmap {
            let h = CompositorHarness(width: 400, height: 300)
            let plane = CALayer()
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 100
            t = CATransform3DRotate(t, 80 * .pi / 180, 0, 1, 0)
            h.set {
                plane.bounds = CGRect(x: 0, y: 0, width: 400, height: 80)
                plane.position = CGPoint(x: 200, y: 150)
                plane.transform = t
                plane.masksToBounds = masked
                if !masked { plane.backgroundColor = red }
            }
            if masked { plane.addSublayer(h.layer(CGRect(x: -50, y: -50, width: 500, height: 180), red)) }
            h.window.layer.addSublayer(plane)
            h.frame()
            return h.surface
        }
        let a = render(masked: true), b = render(masked: false)
        var reds = 0
        for y in 0..<300 {
            for x in 0..<400 {
                if a[x, y] == 0xFFFF_0000 { reds += 1 }
                if (a[x, y] == 0xFFFF_0000 && channel(b[x, y], 16) == 0) || (b[x, y] == 0xFFFF_0000 && channel(a[x, y], 16) == 0) {
                    Issue.record("pixel \(x),\(y): masked \(String(a[x, y], radix: 16)) plane \(String(b[x, y], radix: 16))")
                    return
                }
            }
        }
        #expect(reds > 1000)
    }
}

/// Writes `bitmap` as raw little-endian ARGB words to `$LAYERS_DUMP_DIR/name.argb` (with its size
/// in the name) when that variable is set, to look at a test's pixels; does nothing otherwise.
func dumpForInspection(_ bitmap: Bitmap, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["LAYERS_DUMP_DIR"] else { return }
    var data = Data(capacity: bitmap.width * bitmap.height * 4)
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width { withUnsafeBytes(of: bitmap[x, y].littleEndian) { data.append(contentsOf: $0) } }
    }
    try? data.write(to: URL(fileURLWithPath: "\(dir)/\(name)-\(bitmap.width)x\(bitmap.height).argb"))
}
