import Foundation

/// One drag of a sheet: where it started, where it is, and whether it became a dismissal (allowed or refused).
struct UISheetDrag {
    var startTop: CGFloat
    var top: CGFloat
    /// Whether the drag went below the smallest detent and asked whether it may dismiss.
    var askedToDismiss = false
    /// The dismissal was allowed: the presented controller heard viewWillDisappear.
    var isDismissing = false
    /// The dismissal was refused (`isModalInPresentation` or the delegate): the sheet resists.
    var isRefused = false
}

extension UISheetPresentationController {
    /// How far past a limit the sheet follows a finger (a refused dismissal, above the largest detent).
    static let resistance: CGFloat = 0.3
    /// How far ahead of the release point the sheet's velocity carries it, in seconds, when picking a detent.
    static let projection: TimeInterval = 0.15
    /// A downward release faster than this (points per second) dismisses from anywhere below the smallest detent.
    static let dismissVelocity: CGFloat = 1200

    /// The pan's action: follows the finger, then settles on a detent or dismisses.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard containerView != nil, !isTransitioning || drag != nil else { return }
        switch pan.state {
        case .began:
            let shown = card.layer.presentation()?.frame.minY ?? card.frame.minY
            card.layer.removeAllAnimations()
            dimmingView.layer.removeAllAnimations()
            presentedViewController.viewIfLoaded?.layer.removeAllAnimations()
            drag = UISheetDrag(startTop: shown, top: shown)
            if let scroll = dragDelegate.scrollView {
                // The sheet takes the drag from the scroll view at its top edge.
                scroll.panGestureRecognizer.isEnabled = false
                scroll.panGestureRecognizer.isEnabled = true
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
            }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            endDrag(velocity: pan.velocity(in: containerView).y)
        case .cancelled, .failed:
            endDrag(velocity: 0)
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard var d = drag else { return }
        let all = resolvedDetents
        let highest = top(forDetentValue: all[all.count - 1].value), lowest = top(forDetentValue: all[0].value)
        let raw = d.startTop + pan.translation(in: containerView).y
        var top = raw
        if raw < highest {
            top = highest - (highest - raw) * Self.resistance
        } else if raw > lowest {
            if !d.askedToDismiss { beginDismissalAttempt(&d) }
            if d.isRefused { top = lowest + (raw - lowest) * Self.resistance }
        }
        d.top = top
        drag = d
        applyLayout(top: top)
    }

    /// The drag went below the smallest detent: a dismissal if `isModalInPresentation` and the delegate allow it.
    private func beginDismissalAttempt(_ d: inout UISheetDrag) {
        d.askedToDismiss = true
        let presented = presentedViewController
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            d.isRefused = true
            return
        }
        d.isDismissing = true
        delegate?.presentationControllerWillDismiss(self)
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: true)
        dismissalTransitionWillBegin()
    }

    private func endDrag(velocity: CGFloat) {
        guard let d = drag else { return }
        let v = velocity.isFinite ? velocity : 0
        let projected = d.top + v * CGFloat(Self.projection)
        let all = resolvedDetents
        let lowest = top(forDetentValue: all[0].value)
        let height = containerView?.bounds.height ?? 0
        if d.isDismissing, projected > lowest + (height - lowest) / 2 || (v > Self.dismissVelocity && d.top > lowest) {
            drag = nil
            presentingViewController.completeInteractiveDismissal(of: presentedViewController, by: self, velocity: v)
            return
        }
        if d.isDismissing {
            // Not far or fast enough: the dismissal is cancelled and the presented controller appears again.
            let presented = presentedViewController
            presented.isBeingDismissed = false
            presented.beginAppearanceTransition(true, animated: true)
            presented.endAppearanceTransition()
            dismissalTransitionDidEnd(false)
        }
        if d.isRefused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        let target = all.min { abs(top(forDetentValue: $0.value) - projected) < abs(top(forDetentValue: $1.value) - projected) }!
        let changed = target.identifier != restingDetent.identifier
        drag = nil
        if changed {
            isCollectingChanges = true
            selectedDetentIdentifier = target.identifier
            isCollectingChanges = false
        }
        let targetTop = top(forDetentValue: target.value)
        let distance = targetTop - d.top
        let springVelocity = abs(distance) > 1 ? v / distance : 0
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: max(0, springVelocity),
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: { self.applyLayout(top: targetTop) })
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}

/// Decides when the sheet's pan may begin: a mostly vertical drag, and inside a vertical scroll view only
/// when that scroll view is at its top edge (and dragging up only while the sheet can still grow).
@MainActor
final class UISheetDragDelegate: UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    /// The scroll view under the finger when the drag began, if any.
    weak var scrollView: UIScrollView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, let pan = gestureRecognizer as? UIPanGestureRecognizer, let card = pan.view else { return false }
        let t = pan.translation(in: card)
        guard abs(t.y) > abs(t.x) else { return false }
        scrollView = nil
        var v = card.hitTest(pan.location(in: card), with: nil)
        while let view = v, view !== card {
            if let scroll = view as? UIScrollView, scroll.scrollsVertically, scroll.isScrollEnabled {
                let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
                guard atTop else { return false }
                if t.y < 0 {
                    let all = sheet.resolvedDetents
                    let canGrow = sheet.restingDetent.identifier != all[all.count - 1].identifier
                    guard canGrow, sheet.prefersScrollingExpandsWhenScrolledToEdge else { return false }
                }
                scrollView = scroll
                break
            }
            v = view.superview
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let card = gestureRecognizer.view, let other = otherGestureRecognizer.view as? UIScrollView else { return false }
        return other.isDescendant(of: card)
    }
}
