import Foundation
import PixelEngine
import Testing

/// Drawing that skips what a later opaque picture covers ends with exactly the pixels of drawing
/// everything; the skipped pixels really are skipped.
@Suite struct OcclusionTests {
    /// An opaque picture with detail everywhere (so any wrong pixel shows).
    func picture(_ w: Int, _ h: Int, seed: UInt32) -> Bitmap {
        let b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let v = UInt32(truncatingIfNeeded: (x &* 37 &+ y &* 91) &* Int(seed | 1)) & 0xFF
                b[x, y] = 0xFF00_0000 | v << 16 | (255 - v) << 8 | UInt32((x * 255) / max(1, w - 1))
            }
        }
        return b
    }

    /// A plane turned about its vertical axis by `angle`, seen in perspective, placed at (cx, cy).
    func turned(_ w: Int, _ h: Int, angle: Double, cx: Double, cy: Double, depth: Double = 400) -> Projective {
        let c = cos(angle), s = sin(angle)
        // x' = (x - w/2) c, z = (x - w/2) s: X = x' / (1 - z / depth), Y = (y - h/2) / (1 - z / depth).
        let hw = Double(w) / 2, hh = Double(h) / 2
        return Projective(m11: c, m12: 0, m13: -hw * c + cx * (1 + hw * s / depth),
                          m21: cy * (-s / depth), m22: 1, m23: -hh + cy * (1 + hw * s / depth),
                          m31: -s / depth, m32: 0, m33: 1 + hw * s / depth)
    }

    func occluder(of src: Bitmap, _ m: Projective, in box: PixelRect) -> Occluder? {
        let inset = Projective(Transform2D(translationX: 1, y: 1)).concatenating(m)
        guard let poly = Composite.projectedPolygon(width: Double(src.width - 2), height: Double(src.height - 2), inset, clip: box)
        else { return nil }
        return Occluder(convex: poly.pts, clip: box)
    }

    @Test(arguments: [0.0, 0.3, 0.9, 1.3, -0.7])
    func skippingHiddenPixelsChangesNothing(angle: Double) throws {
        let back = picture(90, 60, seed: 3), front = picture(70, 50, seed: 11)
        let box = PixelRect(x: 0, y: 0, width: 160, height: 120)
        let mBack = turned(90, 60, angle: angle * 0.5, cx: 75, cy: 60)
        let mFront = turned(70, 50, angle: angle, cx: 85, cy: 62)
        let occ = try #require(occluder(of: front, mFront, in: box))
        let all = Bitmap(width: 160, height: 120), culled = Bitmap(width: 160, height: 120)
        all.fill(all.bounds, with: 0xFF20_2020); culled.fill(culled.bounds, with: 0xFF20_2020)
        let r = Rasterizer()
        Composite.projective(back, into: all, transform: mBack, opacity: 1, clip: box, scratch: r)
        Composite.projective(front, into: all, transform: mFront, opacity: 1, clip: box, scratch: r)
        Composite.projective(back, into: culled, transform: mBack, opacity: 1, clip: box, scratch: r,
                             occlusion: Occlusion([occ]))
        Composite.projective(front, into: culled, transform: mFront, opacity: 1, clip: box, scratch: r)
        var differing = 0
        for y in 0..<120 { for x in 0..<160 where all[x, y] != culled[x, y] { differing += 1 } }
        #expect(differing == 0)

        // Alone, the occluded drawing leaves the covered pixels untouched.
        let alone = Bitmap(width: 160, height: 120)
        Composite.projective(back, into: alone, transform: mBack, opacity: 1, clip: box, scratch: r, occlusion: Occlusion([occ]))
        #expect(alone[85, 62] == 0)
    }

    /// Which pixels of a 40x40 white picture, drawn under `occlusion` onto transparent pixels, stay transparent.
    func hidden(by occlusion: Occlusion?) -> Bitmap {
        let white = Bitmap(width: 40, height: 40)
        white.fill(white.bounds, with: 0xFFFF_FFFF)
        let out = Bitmap(width: 40, height: 40)
        let m = Projective(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 1e-9, m32: 0, m33: 1)
        Composite.projective(white, into: out, transform: m, opacity: 1, clip: out.bounds, scratch: Rasterizer(),
                             occlusion: occlusion)
        return out
    }

    @Test func occludersKeepToWholePixelsInsideTheirShapeAndClip() throws {
        // A square from (10.5, 10.5) to (30.5, 30.5): whole pixels 11..<30 in both directions.
        let square = [10.5, 10.5, 30.5, 10.5, 30.5, 30.5, 10.5, 30.5]
        let o = try #require(Occluder(convex: square, clip: PixelRect(x: 0, y: 0, width: 100, height: 100)))
        let b = hidden(by: Occlusion([o]))
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (11..<30).contains(x) && (11..<30).contains(y)
                #expect((b[x, y] == 0) == inside, "pixel \(x), \(y)")
            }
        }
        let clipped = try #require(Occluder(convex: square, clip: PixelRect(x: 0, y: 0, width: 20, height: 15)))
        let c = hidden(by: Occlusion([clipped]))
        #expect(c[19, 14] == 0 && c[20, 14] != 0 && c[19, 15] != 0)
        // Two overlapping occluders and a gap between them.
        let left = try #require(Occluder(convex: [0, 0, 12, 0, 12, 40, 0, 40], clip: PixelRect(x: 0, y: 0, width: 40, height: 40)))
        let right = try #require(Occluder(convex: [10, 0, 20, 0, 20, 40, 10, 40], clip: PixelRect(x: 0, y: 0, width: 40, height: 40)))
        let far = try #require(Occluder(convex: [25, 0, 30, 0, 30, 40, 25, 40], clip: PixelRect(x: 0, y: 0, width: 40, height: 40)))
        let d = hidden(by: Occlusion([far, right, left]))
        #expect(d[0, 5] == 0 && d[19, 5] == 0 && d[20, 5] != 0 && d[24, 5] != 0 && d[25, 5] == 0 && d[29, 5] == 0 && d[30, 5] != 0)
        #expect(Occluder(convex: [0, 0, 0.5, 0, 0.5, 0.5], clip: PixelRect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(Occluder(convex: [0, 0, .nan, 0, 5, 5], clip: PixelRect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(Occlusion([]) == nil)
    }
}
