import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// Dragging a sheet in a 400 x 600 window (large detent y 10, medium y 305): down to dismiss, snapping back when
/// not far or fast enough, refusing when `isModalInPresentation` or the delegate says so, and between detents.
@MainActor
@Suite struct SheetDragTests {
    struct Setup {
        let h: ControlsHarness
        let root: AppearanceLoggingController
        let sheet: AppearanceLoggingController
        let controller: UISheetPresentationController
        let delegate: RecordingSheetDelegate
    }

    func present(_ log: PresentationLog, detents: [UISheetPresentationController.Detent] = [.large()]) throws -> Setup {
        let (h, root) = presentationHarness(log)
        let sheet = AppearanceLoggingController("S", log: log)
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = detents
        let delegate = RecordingSheetDelegate(log: log)
        controller.delegate = delegate
        root.present(sheet, animated: true)
        h.advance(0.6)
        _ = log.take()
        return Setup(h: h, root: root, sheet: sheet, controller: controller, delegate: delegate)
    }

    @Test func draggingFarDownDismissesWithTheDelegateAndAppearanceCallbacksInOrder() throws {
        let log = PresentationLog()
        let s = try present(log)
        #expect(s.h.windowFrame(s.sheet.view).minY == 10)
        // 300 points down in 0.5 s: past half the sheet's height (10 + 590 / 2 = 305) once projected.
        s.h.verticalDrag(x: 200, from: 100, to: 400)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S willDisappear"])
        #expect(s.sheet.isBeingDismissed)
        s.h.advance(0.6)
        #expect(log.take() == ["S didDisappear", "didDismiss"], "the presenter hears nothing")
        #expect(s.root.presentedViewController == nil && s.sheet.presentingViewController == nil)
        #expect(s.sheet.view.window == nil && s.controller.containerView == nil && !s.sheet.isBeingDismissed)
    }

    @Test func theSheetFollowsTheFingerAndSnapsBackWhenNotFarOrFastEnough() throws {
        let log = PresentationLog()
        let s = try present(log)
        let card = try #require(s.controller.presentedView)
        s.h.touch(.began, 200, 100)
        for i in 1...8 { s.h.clock.advance(by: 0.05); s.h.touch(.moved, 200, 100 + CGFloat(i) * 10) }
        // The pan begins after its threshold and follows from there: the card has moved down with the finger.
        #expect(card.frame.minY > 10 && card.frame.minY <= 90)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S willDisappear"])
        // Held still, then lifted: 80 points is short of half the sheet, so it springs back and appears again.
        s.h.advance(0.3)
        s.h.touch(.moved, 200, 180)
        s.h.touch(.ended, 200, 180)
        #expect(log.take() == ["S willAppear", "S didAppear"])
        s.h.advance(0.6)
        #expect(try #require(card.layer.presentation()).frame.minY == 10)
        #expect(s.root.presentedViewController === s.sheet && !s.sheet.isBeingDismissed)
    }

    @Test func aFastFlickDismissesFromAShortDistance() throws {
        let log = PresentationLog()
        let s = try present(log)
        // 120 points in 0.06 s: 2000 points per second.
        s.h.verticalDrag(x: 200, from: 100, to: 220, steps: 4, duration: 0.06)
        s.h.advance(0.6)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S willDisappear", "S didDisappear", "didDismiss"])
        #expect(s.root.presentedViewController == nil)
    }

    @Test func isModalInPresentationRefusesAndTellsTheDelegate() throws {
        let log = PresentationLog()
        let s = try present(log)
        s.sheet.isModalInPresentation = true
        let card = try #require(s.controller.presentedView)
        s.h.touch(.began, 200, 100)
        for i in 1...10 { s.h.clock.advance(by: 0.05); s.h.touch(.moved, 200, 100 + CGFloat(i) * 30) }
        // The sheet resists: it moves less than the finger (30% past the detent).
        #expect(card.frame.minY > 10 && card.frame.minY < 110)
        s.h.touch(.ended, 200, 400)
        // isModalInPresentation decides first: the delegate is not asked, only told of the attempt.
        #expect(log.take() == ["didAttemptToDismiss"])
        s.h.advance(0.6)
        #expect(try #require(card.layer.presentation()).frame.minY == 10)
        #expect(s.root.presentedViewController === s.sheet)
    }

    @Test func theDelegateCanRefuseTheDismissal() throws {
        let log = PresentationLog()
        let s = try present(log)
        s.delegate.allowsDismissal = false
        s.h.verticalDrag(x: 200, from: 100, to: 500)
        s.h.advance(0.6)
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(s.root.presentedViewController === s.sheet && s.h.windowFrame(s.sheet.view).minY == 10)
    }

    @Test func draggingBetweenDetentsSelectsTheNearestAndTellsTheDelegate() throws {
        let log = PresentationLog()
        let s = try present(log, detents: [.medium(), .large()])
        #expect(s.h.windowFrame(s.sheet.view).minY == 305)
        // Up 250 points and held still: nearest to y 55 is the large detent (y 10).
        s.h.verticalDrag(x: 200, from: 350, to: 100, hold: 0.3)
        #expect(s.controller.selectedDetentIdentifier == .large)
        #expect(log.take() == ["detent com.apple.UIKit.large"])
        s.h.advance(0.6)
        #expect(s.h.windowFrame(s.sheet.view) == CGRect(x: 0, y: 10, width: 400, height: 590))
        // Down 200 points from the large detent, held: y 210 is nearer medium (305) than large; no dismissal.
        s.h.verticalDrag(x: 200, from: 100, to: 300, hold: 0.3)
        s.h.advance(0.6)
        #expect(s.controller.selectedDetentIdentifier == .medium)
        #expect(log.take() == ["detent com.apple.UIKit.medium"])
        #expect(s.h.windowFrame(s.sheet.view).minY == 305)
        // Code changing the selection does not call the delegate.
        s.controller.selectedDetentIdentifier = .large
        #expect(log.take().isEmpty)
    }

    @Test func aDragInsideAScrollViewMovesTheSheetOnlyWhenItIsAtItsTop() throws {
        let log = PresentationLog()
        let s = try present(log)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 590))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        s.sheet.view.addSubview(scroll)
        s.h.frame()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        // Scrolled down: the drag scrolls the content back up, the sheet stays.
        s.h.verticalDrag(x: 200, from: 100, to: 250, hold: 0.3)
        s.h.advance(0.6)
        #expect(scroll.contentOffset.y < 300)
        #expect(s.root.presentedViewController === s.sheet && log.take().isEmpty)
        // At the top: the sheet takes the drag and is dismissed.
        scroll.contentOffset = .zero
        s.h.verticalDrag(x: 200, from: 100, to: 450)
        s.h.advance(0.6)
        #expect(scroll.contentOffset.y == 0)
        #expect(s.root.presentedViewController == nil)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S willDisappear", "S didDisappear", "didDismiss"])
    }

    @Test func aProgrammaticDismissalDoesNotCallTheDelegate() throws {
        let log = PresentationLog()
        let s = try present(log)
        s.sheet.dismiss(animated: true)
        s.h.advance(0.6)
        #expect(log.take() == ["S willDisappear", "S didDisappear"])
    }
}
