import Foundation

/// A row of dots, one per page, the current one highlighted, as current iOS draws it. A tap on the left
/// half goes back a page and on the right half forward one, sending `.valueChanged` (before
/// `.touchUpInside`); setting `currentPage` in code sends nothing. When focused, left/right change the page.
@preconcurrency @MainActor
open class UIPageControl: UIControl, UIFocusAdjusting {
    /// The diameter of a dot and the distance between dot centres.
    static let dotDiameter: CGFloat = 7, dotPitch: CGFloat = 16
    /// The height of a page control and the padding either side of its dots.
    static let preferredHeight: CGFloat = 26, sidePadding: CGFloat = 8

    private var pages = 0
    private var page = 0
    /// How many pages (dots); negative values are logged and taken as 0.
    open var numberOfPages: Int {
        get { pages }
        set {
            if newValue < 0 { UIApplication.shared.log("UIPageControl: ignored negative numberOfPages \(newValue); using 0") }
            pages = max(newValue, 0)
            page = min(page, max(pages - 1, 0))
            updateVisibility()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The highlighted page, pinned to `0..<numberOfPages`.
    open var currentPage: Int {
        get { page }
        set { page = min(max(newValue, 0), max(pages - 1, 0)); setNeedsDisplay() }
    }
    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// The colour of the other dots; nil means a translucent grey.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot; nil means the label colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether a tap waits for the app to call `updateCurrentPageDisplay()` before moving the dot (kept
    /// as in UIKit before iOS 14: the dot moves at once when false).
    open var defersCurrentPageDisplay = false
    /// The page the dots show (differs from `currentPage` while a deferred display is pending).
    private var shownPage: Int?
    /// Whether this control hid itself for a single page (so it unhides itself, and only then).
    private var hiddenForSinglePage = false

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// Setup shared by both designated initializers.
    private func setUpPageControl() {
        backgroundColor = nil
        isOpaque = false
    }

    /// Shows `currentPage` after a tap when `defersCurrentPageDisplay` is true.
    open func updateCurrentPageDisplay() { shownPage = nil; setNeedsDisplay() }

    /// The size needed to show `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        let width = n > 0 ? (n - 1) * Self.dotPitch + Self.dotDiameter + 2 * Self.sidePadding : 0
        return CGSize(width: width, height: Self.preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pages) }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pages) }

    private func updateVisibility() {
        let hide = hidesForSinglePage && pages == 1
        if hide && !isHidden { isHidden = true; hiddenForSinglePage = true }
        else if !hide && hiddenForSinglePage { isHidden = false; hiddenForSinglePage = false }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard pages > 0 else { return }
        let rowWidth = CGFloat(pages - 1) * Self.dotPitch + Self.dotDiameter
        let x0 = ((bounds.width - rowWidth) / 2).rounded()
        let y = ((bounds.height - Self.dotDiameter) / 2).rounded()
        let dim: CGFloat = isEnabled ? 1 : 0.5
        let other = pageIndicatorTintColor ?? .pageIndicator
        let current = currentPageIndicatorTintColor ?? .label
        let shown = shownPage ?? page
        for i in 0..<pages {
            let color = i == shown ? current : other
            color.withAlphaComponent(color.cgColor.alpha * dim).setFill()
            UIBezierPath(ovalIn: CGRect(x: x0 + CGFloat(i) * Self.dotPitch, y: y, width: Self.dotDiameter, height: Self.dotDiameter)).fill()
        }
    }

    // MARK: Tracking
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isTouchInside, let touch else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        turn(forward: forward, event: event)
    }

    @discardableResult
    private func turn(forward: Bool, event: UIEvent?) -> Bool {
        let target = page + (forward ? 1 : -1)
        guard target >= 0, target < pages else { return false }
        let old = page
        page = target
        if defersCurrentPageDisplay { shownPage = old }
        setNeedsDisplay()
        sendValueChanged(with: event)
        return true
    }

    // MARK: Focus and keyboard
    func adjustFocused(_ heading: UIFocusHeading) -> Bool {
        guard heading == .left || heading == .right else { return false }
        return turn(forward: heading == .right, event: nil)
    }

    /// Left/Right arrows turn the page of a focused page control.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, let h = Self.focusHeading(for: press), h == .left || h == .right else {
            super.pressesBegan(presses, with: event)
            return
        }
        turn(forward: h == .right, event: nil)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, let h = Self.focusHeading(for: press), h == .left || h == .right else {
            super.pressesEnded(presses, with: event)
            return
        }
    }
}
