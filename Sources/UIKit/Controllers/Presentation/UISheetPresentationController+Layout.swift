import Foundation

extension UISheetPresentationController {
    /// The container's top and bottom safe-area insets (the window's: zero on a desktop window).
    private var safeInsets: UIEdgeInsets { containerView?.safeAreaInsets ?? .zero }

    /// The largest detent value: the container's height less the top safe-area inset, the 10-point gap above
    /// the large sheet, and the bottom safe-area inset.
    var maximumDetentValue: CGFloat {
        guard let container = containerView else { return 0 }
        let insets = safeInsets
        return max(0, container.bounds.height - insets.top - Self.topGap - insets.bottom)
    }

    /// The active detents with their values, smallest first (detents that resolve to nil are left out; a
    /// repeated identifier counts once).
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = UISheetDetentResolutionContext(traits: containerView?.traitCollection ?? traitCollection, maximum: maximumDetentValue)
        var seen = Set<Detent.Identifier>()
        var result: [(identifier: Detent.Identifier, value: CGFloat)] = []
        for d in detents where !seen.contains(d.identifier) {
            seen.insert(d.identifier)
            if let v = d.resolvedValue(in: context) { result.append((d.identifier, v)) }
        }
        if result.isEmpty { result = [(.large, maximumDetentValue)] }
        return result.sorted { $0.value < $1.value }
    }

    /// The top edge of the sheet (in the container) for a detent value.
    func top(forDetentValue value: CGFloat) -> CGFloat {
        (containerView?.bounds.height ?? 0) - safeInsets.bottom - value
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest.
    var restingDetent: (identifier: Detent.Identifier, value: CGFloat) {
        let all = resolvedDetents
        if let id = selectedDetentIdentifier, let d = all.first(where: { $0.identifier == id }) { return d }
        return all[0]
    }

    /// The top edge of the sheet at rest.
    var restingTop: CGFloat { top(forDetentValue: restingDetent.value) }

    /// How strongly the content behind is dimmed with the sheet's top at `top`: 0 at or below the largest
    /// undimmed detent, 1 from the next detent up, linear in between; below the smallest detent it fades out
    /// toward the bottom edge (a sheet being dragged away).
    func dimmingFraction(atTop top: CGFloat) -> CGFloat {
        let all = resolvedDetents
        let height = (containerView?.bounds.height ?? 0) - top - safeInsets.bottom
        var full: CGFloat
        if let id = largestUndimmedDetentIdentifier, let undimmed = all.first(where: { $0.identifier == id }) {
            guard let next = all.first(where: { $0.value > undimmed.value }) else { return 0 }
            full = min(1, max(0, (height - undimmed.value) / (next.value - undimmed.value)))
        } else {
            full = 1
        }
        let smallest = all[0].value
        if height < smallest, smallest > 0 { full *= max(0, height / smallest) }
        return full
    }

    /// Lays the sheet out at its resting detent.
    func applyRestingLayout() { applyLayout(top: restingTop) }

    /// Places the card with its top edge at `top`: between detents the content takes the visible height; below
    /// the smallest detent it keeps that detent's height and slides down. The card reaches a corner radius past
    /// the container's bottom edge, so only its top corners show rounded.
    func applyLayout(top: CGFloat) {
        guard let container = containerView else { return }
        let bounds = container.bounds
        let radius = max(0, preferredCornerRadius.map { $0.isFinite ? $0 : Self.defaultCornerRadius } ?? Self.defaultCornerRadius)
        let smallestHeight = resolvedDetents[0].value + safeInsets.bottom
        let contentHeight = max(bounds.height - top, smallestHeight)
        card.layer.cornerRadius = radius
        card.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, contentHeight) + radius)
        presentedViewController.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, contentHeight))
        grabber.isHidden = !prefersGrabberVisible
        grabber.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        dimmingView.frame = bounds
        dimmingView.alpha = dimmingFraction(atTop: top)
    }

    /// Moves the sheet one detent up (`step` 1) or down (-1), as the grabber's accessibility adjustment does.
    func stepDetent(by step: Int) {
        let all = resolvedDetents
        guard let i = all.firstIndex(where: { $0.identifier == restingDetent.identifier }) else { return }
        let j = min(max(i + step, 0), all.count - 1)
        guard j != i else { return }
        animateChanges { selectedDetentIdentifier = all[j].identifier }
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
