import Foundation

extension UIScrollView {
    /// How long the scroll indicators take to fade out.
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Thin dark bars along the right and bottom edges that show where the visible part is in the content.
    func showScrollIndicators() {
        indicatorHideTimer?.invalidate()
        indicatorHideTimer = nil
        if showsVerticalScrollIndicator && scrollsVertically {
            let bar = verticalIndicator ?? makeIndicator()
            verticalIndicator = bar
            bar.layer.removeAnimation(forKey: "opacity")
            bar.alpha = 1
        }
        if showsHorizontalScrollIndicator && scrollsHorizontally {
            let bar = horizontalIndicator ?? makeIndicator()
            horizontalIndicator = bar
            bar.layer.removeAnimation(forKey: "opacity")
            bar.alpha = 1
        }
        updateScrollIndicators()
    }

    private func makeIndicator() -> UIView {
        let bar = UIView(frame: .zero)
        bar.backgroundColor = .scrollIndicator
        bar.layer.cornerRadius = 1.5
        bar.isUserInteractionEnabled = false
        bar.alpha = 0
        bar.accessibilityIdentifier = "scrollIndicator"
        return bar
    }

    /// Fades the indicators out (a view animation) half a second after scrolling stopped.
    func scheduleIndicatorHide() {
        indicatorHideTimer?.invalidate()
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        indicatorHideTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            guard let self, !self.isDragging, !self.isDecelerating else { return }
            self.indicatorHideTimer = nil
            let bars = [self.verticalIndicator, self.horizontalIndicator].compactMap { $0 }
            UIView.animate(withDuration: Self.indicatorFadeDuration, delay: 0, options: [.allowUserInteraction],
                           animations: { for bar in bars { bar.alpha = 0 } })
        }
    }

    /// Places the visible indicators for the current offset (in content coordinates, on top of the content).
    func updateScrollIndicators() {
        let b = bounds, i = adjustedContentInset
        let thickness: CGFloat = 3, margin: CGFloat = 3
        if let bar = verticalIndicator, bar.alpha > 0 {
            let total = contentSize.height + i.top + i.bottom
            let track = b.height - 2 * margin
            let length = max(36, min(track, track * b.height / max(total, 1)))
            let range = maximumContentOffset.y - minimumContentOffset.y
            let progress = range > 0 ? min(max((b.minY - minimumContentOffset.y) / range, 0), 1) : 0
            bar.frame = CGRect(x: b.maxX - thickness - margin, y: b.minY + margin + (track - length) * progress,
                               width: thickness, height: length)
            if bar.superview !== self || subviews.last !== bar && subviews.last !== horizontalIndicator { addSubview(bar) }
        }
        if let bar = horizontalIndicator, bar.alpha > 0 {
            let total = contentSize.width + i.left + i.right
            let track = b.width - 2 * margin - (verticalIndicator?.alpha ?? 0 > 0 ? thickness + margin : 0)
            let length = max(36, min(track, track * b.width / max(total, 1)))
            let range = maximumContentOffset.x - minimumContentOffset.x
            let progress = range > 0 ? min(max((b.minX - minimumContentOffset.x) / range, 0), 1) : 0
            bar.frame = CGRect(x: b.minX + margin + (track - length) * progress, y: b.maxY - thickness - margin,
                               width: length, height: thickness)
            if bar.superview !== self || subviews.last !== bar && subviews.last !== verticalIndicator { addSubview(bar) }
        }
    }
}
