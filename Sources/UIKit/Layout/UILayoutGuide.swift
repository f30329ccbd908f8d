import Foundation

/// An invisible rectangle that takes part in Auto Layout like a view (spacers, groups, the safe area
/// and margins), without a layer or events.
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
    /// The view the guide was added to with `addLayoutGuide(_:)` (held unowned: the view owns its guides
    /// and clears this when it goes away, see `LayoutItemReference`).
    public internal(set) var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }
    nonisolated(unsafe) private unowned(unsafe) var owningViewStorage: UIView?
    nonisolated func owningViewDidDeinit() { owningViewStorage = nil }
    /// How constraints, anchors and the layout engine refer to the guide (made on first use).
    var layoutItemReference: LayoutItemReference {
        if let r = layoutItemReferenceStorage { return r }
        let r = LayoutItemReference(guide: self)
        layoutItemReferenceStorage = r
        return r
    }
    nonisolated(unsafe) private var layoutItemReferenceStorage: LayoutItemReference?
    deinit { layoutItemReferenceStorage?.clear() }
    /// A name for debugging, shown in constraint logs.
    open var identifier = ""

    /// What the guide follows when the system maintains it (nil for guides the app makes).
    enum SystemKind { case safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame }
    var systemKind: SystemKind?
    /// The four edge constraints of a system guide (their constants follow the insets).
    var systemConstraints: [NSLayoutConstraint] = []

    public init() {}

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    public var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.layoutEngineForLayout else { return .zero }
        return engine.solvedFrame(of: self) ?? .zero
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    public var description: String { "<\(type(of: self)): \(layoutAddress(of: self)) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(layoutDebugName(of: owningView))>" }
}

/// The guide that follows the on-screen keyboard: its top is the keyboard's top edge inside the owning
/// view, or the bottom of the view's safe area while the keyboard is hidden.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide's top follows the safe area's bottom while the keyboard is hidden (true by default).
    public var usesBottomSafeArea = true { didSet { owningView?.updateSystemGuides() } }
}

extension UIView {
    /// Adds `layoutGuide` to the view: its anchors then lay out in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        layoutState.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide`; constraints that use it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutEngineIfPresent?.removeItem(layoutGuide, deactivatingConstraints: true)
        layoutState.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The layout guides added to the view (the system's safe area and margins guides among them once used).
    public var layoutGuides: [UILayoutGuide] { layoutStateIfPresent?.guides ?? [] }
}
