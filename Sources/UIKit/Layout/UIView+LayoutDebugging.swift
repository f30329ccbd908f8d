import Foundation

extension UIView {
    /// Whether the constraints leave the view's position or size undetermined (a debugging aid, as in UIKit).
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngineForLayout else { return false }
        engine.applyIfNeeded()
        guard let it = engine.existingItem(for: self) else { return false }
        return [it.x, it.y, it.w, it.h].contains { !engine.solver.isDetermined($0) }
    }

    /// The constraints that take part in the view's layout along `axis`: those that refer to it (or to a
    /// view between it and a constraint's container), its autoresizing constraints included.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = layoutEngineForLayout, let it = engine.existingItem(for: self) else { return [] }
        let wanted = axis.rawValue
        var result: [NSLayoutConstraint] = it.pins.filter { $0.firstAttribute.axis == wanted }
        let referencing = it.referencing.values.filter { $0.firstAttribute.axis == wanted || ($0.firstAttribute.isDimension && $0.secondAttribute.axis == wanted) }
        result += referencing.sorted { layoutAddress(of: $0) < layoutAddress(of: $1) }
        return result
    }
}
