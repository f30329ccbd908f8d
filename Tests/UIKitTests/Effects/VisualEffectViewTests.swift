import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// UIVisualEffectView through the real compositor: a 400 x 200 window at scale 1 whose left half is red and
/// right half blue (the seam at x = 200), with an effect view over part of it.
@MainActor
private final class BlurScene {
    let h: LayerKindHarness
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
    let effectView: UIVisualEffectView

    init(effect: UIVisualEffect?, frame: CGRect = CGRect(x: 20, y: 50, width: 360, height: 100)) {
        h = LayerKindHarness(width: 400, height: 200)
        left.backgroundColor = .red
        right.backgroundColor = .blue
        effectView = UIVisualEffectView(effect: effect)
        effectView.frame = frame
        h.window.addSubview(left)
        h.window.addSubview(right)
        h.window.addSubview(effectView)
        h.frame()
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { h.surface.row(y)[x] }
    func r(_ x: Int, _ y: Int) -> Int { Int((pixel(x, y) >> 16) & 0xFF) }
    func g(_ x: Int, _ y: Int) -> Int { Int((pixel(x, y) >> 8) & 0xFF) }
    func b(_ x: Int, _ y: Int) -> Int { Int(pixel(x, y) & 0xFF) }
}

@Suite(.serialized) @MainActor struct VisualEffectViewTests {
    @Test func blursTheRegionUnderTheEffectViewAndLeavesTheRestAlone() {
        let s = BlurScene(effect: UIBlurEffect(style: .light))
        // At the seam, inside: red and blue mixed (a sharp backdrop would be one or the other).
        #expect(s.r(199, 100) > 60 && s.b(199, 100) > 60)
        #expect(s.r(201, 100) > 60 && s.b(201, 100) > 60)
        // Far from the seam (more than the blur reaches): red, lightened by the 30% white tint.
        #expect(s.r(30, 100) == 255 && (70...85).contains(s.g(30, 100)) && (70...85).contains(s.b(30, 100)))
        // Outside the effect view: the views' own colours, to the pixel.
        for (x, y) in [(199, 49), (201, 49), (199, 150), (201, 150), (19, 100), (380, 100), (0, 0), (399, 199)] {
            #expect(s.pixel(x, y) == (x < 200 ? 0xFFFF_0000 : 0xFF00_00FF), "pixel \(x),\(y)")
        }
        #expect(s.effectView.contentView.superview === s.effectView)
        #expect(s.effectView.contentView.frame == s.effectView.bounds)
    }

    @Test func noEffectShowsTheBackdropUnblurred() {
        let s = BlurScene(effect: nil)
        #expect(s.pixel(199, 100) == 0xFFFF_0000 && s.pixel(200, 100) == 0xFF00_00FF)
        s.effectView.effect = UIBlurEffect(style: .dark)
        s.h.frame()
        #expect(s.r(199, 100) > 20 && s.b(199, 100) > 20)
        #expect(s.r(30, 100) < 150)  // the dark tint
        s.effectView.effect = nil
        s.h.frame()
        #expect(s.pixel(199, 100) == 0xFFFF_0000 && s.pixel(200, 100) == 0xFF00_00FF && s.pixel(30, 100) == 0xFFFF_0000)
    }

    @Test func contentViewDrawsAboveTheBlur() {
        let s = BlurScene(effect: UIBlurEffect(style: .systemMaterial))
        let square = UIView(frame: CGRect(x: 170, y: 30, width: 20, height: 20))
        square.backgroundColor = .green
        s.effectView.contentView.addSubview(square)
        s.h.frame()
        #expect(s.pixel(200, 90) == 0xFF00_FF00)  // effect origin (20, 50) + (180, 40)
        #expect(s.pixel(200, 60) != 0xFF00_FF00)
    }

    @Test func movingSomethingBesideTheEffectViewRedrawsTheBlurItReaches() {
        // A white square just left of the effect view (outside it), then moved away: the blur inside changes
        // within its reach, so the damage must grow into the effect view and match a full redraw. (The
        // material's saturation boost clips faint white off pure red to red, so the square is large and near.)
        func build(squareX: CGFloat) -> (BlurScene, UIView) {
            let s = BlurScene(effect: UIBlurEffect(style: .systemThinMaterial),
                              frame: CGRect(x: 100, y: 50, width: 200, height: 100))
            let square = UIView(frame: CGRect(x: squareX, y: 66, width: 60, height: 60))
            square.backgroundColor = .white
            s.h.window.insertSubview(square, belowSubview: s.effectView)
            s.h.frame()
            return (s, square)
        }
        let (moved, square) = build(squareX: 38)
        let before = moved.pixel(102, 96)
        square.frame.origin.x = 18
        let rects = moved.h.frame()
        #expect(rects.contains { $0.intersects(PixelRect(x: 100, y: 50, width: 200, height: 100)) })
        #expect(!rects.contains { $0.contains(PixelRect(x: 0, y: 0, width: 400, height: 200)) })
        #expect(moved.pixel(102, 96) != before)  // less white reaches inside now
        let incremental = Bitmap(width: 400, height: 200)
        for y in 0..<200 { incremental.row(y).update(from: moved.h.surface.row(y), count: 400) }
        let (fresh, _) = build(squareX: 18)
        var mismatches = 0
        for y in 0..<200 { for x in 0..<400 where incremental.row(y)[x] != fresh.pixel(x, y) { mismatches += 1 } }
        #expect(mismatches == 0)
    }

    @Test func changesUnderTheEffectViewRedrawItsOverlap() {
        let s = BlurScene(effect: UIBlurEffect(style: .light))
        let before = s.pixel(100, 100)
        s.left.backgroundColor = .green
        let rects = s.h.frame()
        #expect(!rects.isEmpty)
        #expect(s.pixel(100, 100) != before && s.g(100, 100) > 200)
    }

    @Test func anEffectViewOverAnotherBlursWhatTheLowerOneShows() {
        // A light material straight over the red, then (in a fresh window: one application at a time) a dark
        // material over the seam with the same light one over its middle: that light one's backdrop is the dark
        // one's result, so it comes out darker.
        let plain = BlurScene(effect: nil)
        let alone = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        alone.frame = CGRect(x: 20, y: 80, width: 100, height: 40)
        plain.h.window.addSubview(alone)
        plain.h.frame()
        let lightOverRed = plain.r(70, 100)
        let s = BlurScene(effect: UIBlurEffect(style: .dark))
        let upper = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        upper.frame = CGRect(x: 20, y: 80, width: 100, height: 40)
        s.h.window.addSubview(upper)
        s.h.frame()
        #expect(s.r(70, 100) + 60 < lightOverRed, "over the dark material \(s.r(70, 100)), alone \(lightOverRed)")
        // A change under the lower one redraws both.
        s.left.backgroundColor = .green
        s.h.frame()
        #expect(s.g(70, 100) > s.r(70, 100))
    }

    @Test func cornerRadiusClipsTheBlur() {
        let s = BlurScene(effect: UIBlurEffect(style: .dark))
        s.effectView.layer.cornerRadius = 30
        s.h.frame()
        #expect(s.pixel(21, 51) == 0xFFFF_0000)  // outside the rounded corner: the plain backdrop
        #expect(s.r(60, 100) < 150)  // inside: darkened
        s.effectView.clipsToBounds = true
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 100))
        inside.backgroundColor = .clear
        s.effectView.contentView.addSubview(inside)
        s.h.frame()
        #expect(s.pixel(21, 51) == 0xFFFF_0000)
        #expect(s.r(60, 100) < 150)
    }

    @Test func effectChangeAnimatesInsideAnimationBlocks() {
        let s = BlurScene(effect: nil)
        let sharp = s.pixel(30, 100)
        UIView.animate(withDuration: 1) { s.effectView.effect = UIBlurEffect(style: .dark) }
        s.h.advance(0.5)
        let mid = s.r(30, 100)
        s.h.advance(1)
        let end = s.r(30, 100)
        #expect(sharp == 0xFFFF_0000)
        #expect(end < mid && mid < 255)
        UIView.animate(withDuration: 1) { s.effectView.effect = nil }
        s.h.advance(0.5)
        #expect(s.r(30, 100) > end && s.r(30, 100) < 255)
        s.h.advance(1)
        #expect(s.pixel(30, 100) == 0xFFFF_0000 && s.pixel(199, 100) == 0xFFFF_0000)
    }

    @Test func systemMaterialsFollowDarkMode() {
        let s = BlurScene(effect: UIBlurEffect(style: .systemMaterial))
        let light = s.r(30, 100) + s.g(30, 100) + s.b(30, 100)
        s.effectView.overrideUserInterfaceStyle = .dark
        s.h.frame()
        let dark = s.r(30, 100) + s.g(30, 100) + s.b(30, 100)
        #expect(dark < light - 200)
        // The always-light variant ignores it.
        s.effectView.effect = UIBlurEffect(style: .systemMaterialLight)
        s.h.frame()
        #expect(s.r(30, 100) + s.g(30, 100) + s.b(30, 100) == light)
    }

    @Test func hugeScaleAndHugeFramesStaySafe() {
        let s = BlurScene(effect: UIBlurEffect(style: .regular), frame: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        #expect(s.r(199, 100) > 60 && s.b(199, 100) > 60)
        s.effectView.frame = CGRect(x: 150, y: 80, width: 100, height: 40)
        s.effectView.transform = CGAffineTransform(scaleX: 1e6, y: 1e6)  // a blur of millions of pixels
        s.h.frame()
        s.effectView.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        s.h.frame()
        #expect(UIBlurEffect(style: .light) == UIBlurEffect(style: .light))
        #expect(UIBlurEffect(style: .light) != UIBlurEffect(style: .dark))
    }
}
