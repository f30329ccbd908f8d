import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// Sheets as iOS 15+ shows them on iPhone. A 400 x 600 window has no safe-area insets, so the largest detent value
/// is 600 - 10 (the gap above a large sheet) = 590: the large sheet spans y 10...600, the medium one (half of
/// 590, 295 points) y 305...600.
@MainActor
@Suite struct SheetPresentationTests {
    @Test func automaticPresentsAPageSheetAtTheLargeDetentWithThePresenterStillInTheWindow() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let sheet = AppearanceLoggingController("S", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.detents.map(\.identifier) == [.large])
        root.present(sheet, animated: false)
        h.frame()
        // UIKit's order for a sheet: the presenter hears nothing, the sheet appears.
        #expect(log.take() == ["S willAppear", "S didAppear"])
        #expect(sheet.presentationController === controller && controller.presentingViewController === root)
        #expect(root.view.window === h.window, "the presenter stays behind the sheet")
        #expect(controller.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 10, width: 400, height: 590))
        #expect(h.windowFrame(sheet.view) == CGRect(x: 0, y: 10, width: 400, height: 590))
        // The rounded card reaches one corner radius (10) past the bottom edge, so only its top corners show.
        let card = try #require(controller.presentedView)
        #expect(card !== sheet.view && sheet.view.superview === card)
        #expect(card.frame == CGRect(x: 0, y: 10, width: 400, height: 600) && card.layer.cornerRadius == 10 && card.layer.masksToBounds)
        #expect(controller.containerView?.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(controller.containerView?.superview === h.window)
        #expect(!controller.shouldRemovePresentersView && !controller.shouldPresentInFullscreen)
        sheet.dismiss(animated: false)
        #expect(log.take() == ["S willDisappear", "S didDisappear"])
        #expect(sheet.view.window == nil && controller.containerView == nil && root.presentedViewController == nil)
    }

    @Test func detentFramesMediumLargeAndCustom() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        h.frame()
        // No selection: the smallest detent.
        #expect(controller.selectedDetentIdentifier == nil)
        #expect(h.windowFrame(sheet.view) == CGRect(x: 0, y: 305, width: 400, height: 295))
        controller.selectedDetentIdentifier = .large
        h.frame()
        #expect(h.windowFrame(sheet.view) == CGRect(x: 0, y: 10, width: 400, height: 590))
        // A custom detent: a quarter of the maximum (147.5), and one whose resolver says nil (inactive).
        let quarter = UISheetPresentationController.Detent.Identifier("quarter")
        var seenMaximum: CGFloat = 0
        controller.detents = [.custom(identifier: quarter) { context in seenMaximum = context.maximumDetentValue; return context.maximumDetentValue / 4 },
                              .custom { _ in nil }, .large()]
        controller.selectedDetentIdentifier = quarter
        h.frame()
        #expect(seenMaximum == 590)
        #expect(h.windowFrame(sheet.view) == CGRect(x: 0, y: 452.5, width: 400, height: 147.5))
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        // A selection that is not among the detents falls back to the smallest.
        controller.selectedDetentIdentifier = .medium
        h.frame()
        #expect(h.windowFrame(sheet.view).minY == 452.5)
        // Bad input: an empty detent list and a detent that resolves to NaN are refused with a message.
        controller.detents = []
        #expect(controller.detents.map(\.identifier) == [.large])
        controller.detents = [.custom(identifier: quarter) { _ in .nan }, .large()]
        h.frame()
        #expect(h.windowFrame(sheet.view).minY == 10)
        #expect(h.logLines.contains { $0.contains("detents must not be empty") })
        #expect(h.logLines.contains { $0.contains("'quarter' resolved to nan") })
    }

    @Test func grabberCornerRadiusAndAnimatedChanges() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        controller.preferredCornerRadius = 20
        root.present(sheet, animated: false)
        h.frame()
        let card = try #require(controller.presentedView)
        let grabber = try #require(card.subviews.first { $0.accessibilityIdentifier == "sheetGrabber" })
        // 36 x 5, centred, 5 points below the sheet's top edge, above the content.
        #expect(!grabber.isHidden && grabber.frame == CGRect(x: 182, y: 5, width: 36, height: 5))
        #expect(card.subviews.last === grabber)
        #expect(card.layer.cornerRadius == 20 && card.frame.height == 295 + 20)
        controller.prefersGrabberVisible = false
        #expect(grabber.isHidden)
        // animateChanges: the model moves at once, the screen follows over the animation.
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        #expect(card.frame.minY == 10)
        h.advance(0.1)
        let shown = try #require(card.layer.presentation()).frame.minY
        #expect(shown > 10 && shown < 305, "half-way: \(shown)")
        h.advance(0.5)
        #expect(try #require(card.layer.presentation()).frame.minY == 10)
    }

    @Test func dimmingBlocksTouchesWithoutDismissingAndAnUndimmedDetentLetsThemThrough() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Behind") { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
        root.view.addSubview(button)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        h.frame()
        let dimming = try #require(controller.containerView?.subviews.first)
        #expect(dimming.accessibilityIdentifier == "sheetDimming" && dimming.alpha == 1)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        // A tap on the dimming view neither dismisses a page sheet nor reaches the button underneath.
        h.tap(100, 120)
        h.advance(0.5)
        #expect(taps == 0 && root.presentedViewController === sheet)
        // Undimmed at medium: no dimming there, and the content behind takes touches.
        controller.largestUndimmedDetentIdentifier = .medium
        #expect(dimming.alpha == 0)
        h.tap(100, 120)
        #expect(taps == 1 && root.presentedViewController === sheet)
        // At the large detent it dims again; isModalInPresentation keeps touches outside from passing too.
        controller.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1)
        controller.selectedDetentIdentifier = .medium
        sheet.isModalInPresentation = true
        h.tap(100, 120)
        #expect(taps == 1)
    }

    @Test func theSheetIsElevatedAndModalForFocusAndAssistiveTechnology() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        h.frame()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        let container = try #require(sheet.presentationController?.containerView)
        #expect(container.accessibilityViewIsModal)
        #expect(UIFocusEngine.focusTrap(in: h.window) === container)
        // The presenter keeps the status bar unless the sheet captures it.
        #expect(root.statusBarDecider === root)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(root.statusBarDecider === sheet)
    }
}
