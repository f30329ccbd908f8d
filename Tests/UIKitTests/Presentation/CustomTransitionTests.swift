import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// An animator that records the context it is given and completes only when the test says so.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let log: PresentationLog
    var context: (any UIViewControllerContextTransitioning)?
    init(log: PresentationLog) { self.log = log }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.25 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        context = transitionContext
    }
    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded \(transitionCompleted)") }
}

/// A presentation controller that places the presented view in the lower half and records its callbacks.
@MainActor
final class HalfPresentationController: UIPresentationController {
    var log: PresentationLog?
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() { log?.add("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log?.add("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalDidEnd \(completed)") }
}

@MainActor
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: PresentationLog
    let presentAnimator: RecordingAnimator, dismissAnimator: RecordingAnimator
    var makesPresentationController = true
    init(log: PresentationLog) {
        self.log = log
        presentAnimator = RecordingAnimator(log: log)
        dismissAnimator = RecordingAnimator(log: log)
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard makesPresentationController else { return nil }
        log.add("presentationController")
        let pc = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        pc.log = log
        return pc
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationForPresented")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationForDismissed")
        return dismissAnimator
    }
}

@MainActor
@Suite struct CustomTransitionTests {
    @Test func aCustomAnimatorGetsTheContextAndCompleteTransitionFinishesThePresentation() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let presented = AppearanceLoggingController("P", log: log)
        let delegate = RecordingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completed = 0
        root.present(presented, animated: true) { completed += 1 }
        #expect(log.take() == ["presentationController", "P willAppear", "presentationWillBegin", "animationForPresented", "animateTransition"])
        let pc = try #require(presented.presentationController as? HalfPresentationController)
        let context = try #require(delegate.presentAnimator.context)
        #expect(context.containerView === pc.containerView && pc.containerView?.superview === h.window)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === presented)
        #expect(context.view(forKey: .to) === presented.view)
        #expect(context.view(forKey: .from) == nil, "the presenter's view stays where it is")
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.finalFrame(for: presented) == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(context.initialFrame(for: root) == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .custom)
        // Nothing finishes until the animator says so.
        h.advance(1)
        #expect(presented.isBeingPresented && completed == 0 && log.take().isEmpty)
        let view = try #require(context.view(forKey: .to))
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: presented)
        context.completeTransition(true)
        #expect(log.take() == ["P didAppear", "presentationDidEnd true", "animationEnded true"])
        #expect(completed == 1 && !presented.isBeingPresented && root.view.window === h.window)
        #expect(h.windowFrame(presented.view) == CGRect(x: 0, y: 300, width: 400, height: 300))
        // A second completeTransition is ignored (logged).
        context.completeTransition(true)
        #expect(completed == 1 && h.logLines.contains { $0.contains("already completed") })

        presented.dismiss(animated: true) { completed += 1 }
        #expect(log.take() == ["P willDisappear", "dismissalWillBegin", "animationForDismissed", "animateTransition"])
        let dismissal = try #require(delegate.dismissAnimator.context)
        #expect(dismissal.viewController(forKey: .from) === presented && dismissal.viewController(forKey: .to) === root)
        #expect(dismissal.view(forKey: .from) === presented.view && dismissal.view(forKey: .to) == nil)
        #expect(dismissal.initialFrame(for: presented) == CGRect(x: 0, y: 300, width: 400, height: 300))
        dismissal.completeTransition(true)
        #expect(log.take() == ["P didDisappear", "dismissalDidEnd true", "animationEnded true"])
        #expect(completed == 2 && presented.view.window == nil && root.presentedViewController == nil)
    }

    @Test func completingWithFalseCancelsThePresentation() throws {
        let log = PresentationLog()
        let h = ControlsHarness(width: 400, height: 600)
        let root = UIViewController()
        h.window.rootViewController = root
        let presented = AppearanceLoggingController("P", log: log)
        let delegate = RecordingTransitioningDelegate(log: log)
        delegate.makesPresentationController = false
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        let context = try #require(delegate.presentAnimator.context)
        #expect(!context.isAnimated, "a custom presentation's context reports the animated flag")
        #expect(type(of: presented.presentationController!) == UIPresentationController.self)
        _ = log.take()
        context.completeTransition(false)
        #expect(context.transitionWasCancelled)
        #expect(log.take() == ["P willDisappear", "P didDisappear", "animationEnded false"])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil && presented.view.window == nil)
    }

    @Test func aFullScreenPresentationWithAnAnimatorHandsItThePresentersView() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let presented = AppearanceLoggingController("P", log: log)
        let delegate = RecordingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        let context = try #require(delegate.presentAnimator.context)
        #expect(context.view(forKey: .from) === root.view && context.isAnimated)
        #expect(context.finalFrame(for: presented) == CGRect(x: 0, y: 0, width: 400, height: 600))
        context.containerView.addSubview(presented.view)
        context.completeTransition(true)
        #expect(log.take() == ["A willDisappear", "P willAppear", "animationForPresented", "animateTransition",
                               "P didAppear", "A didDisappear", "animationEnded true"])
        #expect(root.view.window == nil)
        presented.dismiss(animated: true)
        let dismissal = try #require(delegate.dismissAnimator.context)
        #expect(dismissal.view(forKey: .to) === root.view && root.view.window === h.window)
        dismissal.completeTransition(true)
        #expect(log.take() == ["P willDisappear", "A willAppear", "animationForDismissed", "animateTransition",
                               "A didAppear", "P didDisappear", "animationEnded true"])
        #expect(root.view.superview === h.window && presented.view.window == nil)
    }
}

@MainActor
@Suite struct PresentationAppearanceTests {
    @Test func fullScreenTakesThePresentersViewOutAndPutsItBack() throws {
        let log = PresentationLog()
        let (h, root) = presentationHarness(log)
        let presented = AppearanceLoggingController("F", log: log)
        presented.modalPresentationStyle = .fullScreen
        #expect(presented.sheetPresentationController == nil)
        root.present(presented, animated: true)
        #expect(log.take() == ["A willDisappear", "F willAppear"])
        h.advance(0.6)
        #expect(log.take() == ["F didAppear", "A didDisappear"])
        #expect(root.view.window == nil && presented.presentationController?.shouldRemovePresentersView == true)
        #expect(h.windowFrame(presented.view) == CGRect(x: 0, y: 0, width: 400, height: 600))
        presented.dismiss(animated: true)
        h.advance(0.6)
        #expect(log.take() == ["F willDisappear", "A willAppear", "A didAppear", "F didDisappear"])
        #expect(root.view.superview === h.window && presented.view.window == nil)
    }

    @Test func aSheetPresentedFromAFullScreenControllerAndTheDelegateSurvivesAStyleChange() throws {
        let log = PresentationLog()
        let h = ControlsHarness(width: 400, height: 600)
        let root = UIViewController()
        h.window.rootViewController = root
        h.frame()
        let full = AppearanceLoggingController("F", log: log)
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        let sheet = AppearanceLoggingController("S", log: log)
        let delegate = RecordingSheetDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        sheet.modalPresentationStyle = .formSheet
        #expect(sheet.sheetPresentationController?.delegate === delegate)
        _ = log.take()
        full.present(sheet, animated: false)
        #expect(log.take() == ["S willAppear", "S didAppear"])
        #expect(full.view.window === h.window && h.windowFrame(sheet.view).minY == 10)
        // The root dismissing the full-screen controller takes the sheet on top with it, and its view comes back.
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && sheet.view.window == nil && root.view.window === h.window)
        #expect(log.take() == ["S willDisappear", "S didDisappear", "F willDisappear", "F didDisappear"])
    }

    @Test func aChildsPresentationControllerIsItsPresentedAncestors() throws {
        let h = ControlsHarness(width: 400, height: 600)
        let root = UIViewController()
        h.window.rootViewController = root
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        #expect(child.presentationController == nil)
        root.present(nav, animated: false)
        #expect(child.presentationController === nav.presentationController)
        #expect(child.sheetPresentationController === nav.sheetPresentationController)
        #expect(nav.sheetPresentationController != nil)
    }
}
