import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIProgressView, UIActivityIndicatorView and UIPageControl.
@Suite(.serialized) @MainActor struct IndicatorControlTests {
    @Test func progressIsClampedAnimatedAndNaNIsIgnored() {
        let h = ControlsHarness()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        h.window.rootViewController!.view.addSubview(bar)
        h.frame()
        #expect(bar.intrinsicContentSize.height == 4)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = .nan
        #expect(bar.progress == 1)
        #expect(h.logLines.contains { $0.contains("UIProgressView: ignored non-finite progress") })
        bar.setProgress(0.5, animated: false)
        h.frame()
        let fill = bar.subviews[0].subviews[0]
        #expect(fill.frame.width == 100)
        bar.setProgress(1, animated: true)
        h.advance(0.1)
        let w = (fill.layer.presentation() ?? fill.layer).bounds.width
        #expect(w > 100 && w < 200)
        h.advance(0.3)
        #expect(fill.frame.width == 200)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    }

    @Test func theSpinnerAsksForFramesOnlyWhileAnimatingAndShown() {
        let h = ControlsHarness()
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden)                    // stopped, hidesWhenStopped
        h.window.rootViewController!.view.addSubview(spinner)
        h.frame()
        var damaged = 0
        for _ in 0..<60 { h.clock.advance(by: 1.0 / 60); if !h.app.renderFrame(into: h.surface).isEmpty { damaged += 1 } }
        #expect(damaged == 0)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        h.frame()
        damaged = 0
        for _ in 0..<63 { h.clock.advance(by: 1.0 / 60); if !h.app.renderFrame(into: h.surface).isEmpty { damaged += 1 } }
        #expect(damaged == 8)                        // one spoke every 1/8 s: 8 frames in 1.05 s
        spinner.superview!.isHidden = true           // an ancestor hides it: still animating, no frames
        h.frame()
        damaged = 0
        for _ in 0..<60 { h.clock.advance(by: 1.0 / 60); if !h.app.renderFrame(into: h.surface).isEmpty { damaged += 1 } }
        #expect(damaged == 0)
        #expect(spinner.isAnimating)
        spinner.superview!.isHidden = false
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func aPageControlTurnsOnTapsOfEitherHalfAndClampsPages() {
        let h = ControlsHarness()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 3
        _ = h.add(pages)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 2 * 16 + 7 + 16, height: 26))
        h.tap(150, 13)
        #expect(pages.currentPage == 1)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
        h.tap(150, 13); h.tap(150, 13)                // the last page: no further
        #expect(pages.currentPage == 2)
        h.tap(20, 13)
        #expect(pages.currentPage == 1)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 3)
        pages.currentPage = 10
        #expect(pages.currentPage == 2)
        pages.numberOfPages = -4
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        #expect(h.logLines.contains { $0.contains("negative numberOfPages") })
    }

    @Test func hidesForSinglePageAndFocusedArrows() {
        let h = ControlsHarness()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        #expect(pages.isHidden)
        pages.numberOfPages = 4
        #expect(!pages.isHidden)
        _ = h.add(pages)
        h.focus(pages)
        h.key(.keyboardRightArrow)
        h.pad(.dpadRight)
        #expect(pages.currentPage == 2)
        #expect(h.events == ["valueChanged", "valueChanged"])
    }
}
