import Foundation

/// A view that lays out a row or column of arranged subviews with Auto Layout: it generates the
/// constraints (named `UISV-…` as in UIKit) from its axis, distribution, alignment and spacing. A hidden
/// arranged view gives up its space; the stack view itself draws nothing but its background.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edge (horizontal stacks): the same as `.leading`.
        public static var top: Alignment { .leading }
        /// The bottom edge (horizontal stacks): the same as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` for a view without custom spacing: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A custom spacing meaning the system spacing (8 points here).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction views are stacked in.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How views share the stack's length.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How views are placed across the axis.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent arranged views (the minimum for the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite { UIApplication.shared.log("UIStackView: ignored non-finite spacing \(spacing)"); spacing = oldValue; return }
            if spacing != oldValue { arrangementDidChange() }
        }
    }
    /// Whether views are laid out within the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// Whether a vertical stack measures the spacing between views from the last baseline of one to the
    /// first baseline of the next (views without text use their bottom edge as both baselines).
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } } }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made for the current arrangement.
    var generatedConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var needsArrangement = true

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = nil
        isOpaque = false
        arrangementDidChange()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        arrangementDidChange()
    }

    /// Creates a horizontal stack of `views` (they become its subviews and arranged subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` to the end of the arranged subviews (and to the subviews if needed).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged subviews at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        // Arranged views are subviews: only one already inside can be in the list (no search per append).
        if view.superview === self, let i = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: i) }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying out `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.setStackTieBias((0, 0))
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` restores `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            UIApplication.shared.log("UIStackView.setCustomSpacing: \(layoutDebugName(of: arrangedSubview)) is not an arranged subview; ignored")
            return
        }
        guard !spacing.isNaN else { UIApplication.shared.log("UIStackView.setCustomSpacing: ignored NaN"); return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`, or `spacingUseDefault` when it has no custom spacing.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Rebuilds the arrangement's constraints when something changed, then runs UIView's update.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown: inside an animation block the collapse (or expansion) animates.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        let engine = UIApplication.shared.animationEngine
        if let ctx = engine.viewContexts.last, !ctx.isDisabled {
            rebuildArrangement()
            hierarchyRoot.layoutIfNeeded()
        }
    }
}
