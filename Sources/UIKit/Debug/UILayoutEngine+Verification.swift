import Foundation
import LayoutSolver

extension UIView {
    /// For the fuzzer: the first required constraint of the Auto Layout engine rooted at this view (a window,
    /// or the root of a detached tree) that the solver holds as satisfied but that the frames written back
    /// break by more than half a pixel per rounded edge; nil when every one holds or layout is still pending.
    /// When the solver's own values break it too, the text starts with `constraint-solver: `.
    @_spi(Testing) public func firstBrokenRequiredConstraint() -> String? {
        layoutStateIfPresent?.engine?.firstBrokenRequiredConstraint()
    }

    /// For the fuzzer's tests: whether the Auto Layout engine rooted at this view has no layout pass pending (the
    /// constraint checks run only then); nil when the view roots no engine.
    @_spi(Testing) public var isAutoLayoutSettled: Bool? { layoutStateIfPresent?.engine.map(\.isSettled) }
}

extension UILayoutEngine {
    /// Nothing is waiting for the next layout pass: the frames are the last pass's.
    var isSettled: Bool {
        !needsWriteBack && pinsDirty.isEmpty && intrinsicDirty.isEmpty && viewsNeedingConstraintUpdate.isEmpty
            && !root.layer.needsLayout
    }

    /// See `UIView.firstBrokenRequiredConstraint()`. Evaluates each installed required constraint the way
    /// `expression(_:_:in:using:)` builds it, on the views' frames (guides' solved rectangles), allowing half a
    /// pixel for every snapped edge a side involves, plus 1e-9 of the largest magnitude in the system. Items whose solved size is negative (written back as 0)
    /// are skipped.
    func firstBrokenRequiredConstraint() -> String? {
        guard isSettled else { return nil }
        let halfPixel = 0.5 / Double(max(UIApplication.shared.screen.scale, 1))
        // Rounding in the solver is relative to the largest magnitude in the system (a 1e30 constant makes every
        // value in its rows good to about 1e14 only): allow 1e-9 of that, as well as half a pixel per edge.
        var largest = 0.0
        for (_, record) in installed where record.constraint.solverID != nil {
            largest = max(largest, abs(Double(record.constraint.constant)) * max(1, abs(Double(record.constraint.multiplier))))
        }
        for it in itemOrder where it.alive {
            for v in [it.x, it.y, it.w, it.h] { largest = max(largest, abs(solver.value(of: v))) }
        }
        // In install order, so that the report names the same constraint in every run.
        for record in recordsInInstallOrder() {
            let c = record.constraint
            guard c.priority.rawValue >= UILayoutPriority.required.rawValue, c.solverID != nil,
                  let container = c.container, let first = c.firstItem else { continue }
            if record.items.contains(where: { solver.value(of: $0.w) < 0 || solver.value(of: $0.h) < 0 || !$0.alive }) { continue }
            guard let lhs = frameValue(first, c.firstAttribute, in: container) else { continue }
            var rhs = (value: Double(c.constant), snaps: 0.0, magnitude: 0.0)
            if let second = c.secondItem {
                guard let r = frameValue(second, c.secondAttribute, in: container) else { continue }
                rhs.value += Double(c.multiplier) * r.value
                rhs.snaps += abs(Double(c.multiplier)) * r.snaps
                rhs.magnitude = r.magnitude
            }
            let terms = max(lhs.magnitude, rhs.magnitude * max(1, abs(Double(c.multiplier))), abs(Double(c.constant)))
            let tolerance = halfPixel * (lhs.snaps + rhs.snaps) + 1e-9 * max(largest, terms) + 1e-9
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(lhs.value - rhs.value) <= tolerance
            case .lessThanOrEqual: holds = lhs.value <= rhs.value + tolerance
            case .greaterThanOrEqual: holds = lhs.value >= rhs.value - tolerance
            }
            if !holds, let solved = solverViolation(c, record, largest: largest) {
                return "constraint-solver: " + solved
            }
            if !holds {
                let items = record.items.map { it -> String in
                    let name = it.view.map { layoutDebugName(of: $0) } ?? it.guide.map { layoutDebugName(of: $0) } ?? "?"
                    let solved = "(\(solver.value(of: it.x)), \(solver.value(of: it.y)), \(solver.value(of: it.w)), \(solver.value(of: it.h)))"
                    return "\(name) solved \(solved) frame \(it.view.map { "\($0.frame)" } ?? "-")\(it.view?.superview == nil ? " (no superview)" : "")"
                }
                return "\(c) is required and satisfied in the solver, but the frames give \(lhs.value) vs \(rhs.value) (tolerance \(tolerance)); items: \(items.joined(separator: "; ")); solver id \(c.solverID.map { "\($0)" } ?? "-") held by \(c.solverID.flatMap { byID[$0] }.map { $0 === c ? "it" : "\($0)" } ?? "nothing"); tableau: \(solver.tableauProblem() ?? "consistent")"
            }
        }
        return nil
    }

    /// `installed`'s records by install order: the kept order while `installed` is unchanged and still in
    /// order (a constraint numbered again by another engine breaks it), else sorted afresh.
    private func recordsInInstallOrder() -> [(constraint: NSLayoutConstraint, base: Double, items: [Item])] {
        if let kept = installedInOrder, kept.count == installed.count,
           zip(kept, kept.dropFirst()).allSatisfy({ $0.constraint.installOrder < $1.constraint.installOrder }) {
            return kept
        }
        let sorted = installed.values.sorted(by: { $0.constraint.installOrder < $1.constraint.installOrder })
        installedInOrder = sorted
        return sorted
    }

    /// A description when the solver's own values break `c` (a solver or engine bookkeeping bug rather than a
    /// write-back one); nil when they satisfy it.
    private func solverViolation(_ c: NSLayoutConstraint, _ record: (constraint: NSLayoutConstraint, base: Double, items: [Item]),
                                 largest: Double) -> String? {
        guard let container = c.container, let first = c.firstItem else { return nil }
        var used: [Item] = []
        var e = expression(first, c.firstAttribute, in: container, using: &used)
        if let second = c.secondItem { e = e - Double(c.multiplier) * expression(second, c.secondAttribute, in: container, using: &used) }
        var value = e.constant - Double(c.constant)
        for t in e.terms { value += t.coefficient * solver.value(of: t.variable) }
        let tolerance = 1e-6 + 1e-9 * largest
        let holds: Bool
        switch c.relation {
        case .equal: holds = abs(value) <= tolerance
        case .lessThanOrEqual: holds = value <= tolerance
        case .greaterThanOrEqual: holds = value >= -tolerance
        }
        if holds { return nil }
        return "\(c) is installed as required (solver id \(c.solverID.map { "\($0.id)" } ?? "-")), but the solver's values leave \(value) (tableau: \(solver.tableauProblem() ?? "consistent"); held as \(c.solverID.map { solver.tableauDescription(of: $0) } ?? "-"))"
    }

    /// `object.attribute` in `container`'s coordinates from frames, how many snapped edges it sums, and the
    /// largest magnitude among the terms (what rounding is relative to).
    private func frameValue(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                            in container: UIView) -> (value: Double, snaps: Double, magnitude: Double)? {
        guard let r = frameTerms(object, attribute, in: container) else { return nil }
        return (r.value, r.snaps, r.magnitude)
    }

    private func frameTerms(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                            in container: UIView) -> (value: Double, snaps: Double, magnitude: Double)? {
        var magnitude = 0.0
        guard let r = frameTerms(object, attribute, in: container, magnitude: &magnitude) else { return nil }
        return (r.value, r.snaps, magnitude)
    }

    private func frameTerms(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
                            magnitude: inout Double) -> (value: Double, snaps: Double)? {
        let (obj, attr) = resolve(object, attribute)
        let horizontal = attr.axis == 0
        let rect: CGRect, snapped: Bool
        if let view = obj as? UIView {
            // A frame-based view whose autoresizing constraints were broken (to recover from a conflict) is not
            // where the solver holds it: the frames then say nothing about what the solver satisfied.
            if view.translatesAutoresizingMaskIntoConstraints, let it = existingItem(for: view), it.pins.contains(where: { $0.solverID == nil }) {
                return nil
            }
            rect = view.layoutRect
            snapped = !view.translatesAutoresizingMaskIntoConstraints
        } else if let it = existingItem(for: obj) {
            rect = CGRect(x: solver.value(of: it.x), y: solver.value(of: it.y), width: solver.value(of: it.w), height: solver.value(of: it.h))
            snapped = false
        } else { return nil }
        var origin = 0.0, snaps = 0.0
        let own = snapped ? 1.0 : 0.0
        magnitude = max(magnitude, abs(Double(rect.minX)), abs(Double(rect.minY)), abs(Double(rect.maxX)), abs(Double(rect.maxY)))
        if obj !== container {
            origin = Double(horizontal ? rect.minX : rect.minY)
            var p = NSLayoutConstraint.ownerView(of: obj)
            if obj is UIView { p = p?.superview }
            while let cur = p, cur !== container {
                if cur.translatesAutoresizingMaskIntoConstraints, let it = existingItem(for: cur), it.pins.contains(where: { $0.solverID == nil }) {
                    return nil
                }
                let r = cur.layoutRect
                origin += Double(horizontal ? r.minX : r.minY)
                magnitude = max(magnitude, abs(Double(horizontal ? r.minX : r.minY)))
                if !cur.translatesAutoresizingMaskIntoConstraints { snaps += 1 }
                p = cur.superview
            }
        }
        let w = Double(rect.width), h = Double(rect.height)
        // A far edge seen from outside is one rounded value (snap(x + w)); seen from the view itself (origin 0)
        // it is a width, two rounded values (snap(x + w) - snap(x)).
        let far = obj !== container ? own : 2 * own
        switch attr {
        case .left, .leading, .top: return (origin, snaps + (obj !== container ? own : 0))
        case .right, .trailing: return (origin + w, snaps + far)
        case .bottom: return (origin + h, snaps + far)
        case .centerX: return (origin + 0.5 * w, snaps + own)
        case .centerY: return (origin + 0.5 * h, snaps + own)
        case .width: return (w, 2 * own)
        case .height: return (h, 2 * own)
        case .firstBaseline:
            if let offset = (obj as? UIView)?.firstBaselineOffsetFromTop { return (origin + Double(offset), snaps + own) }
            return (origin + h, snaps + own)
        case .lastBaseline:
            if let offset = (obj as? UIView)?.lastBaselineOffsetFromBottom { return (origin + h - Double(offset), snaps + own) }
            return (origin + h, snaps + own)
        default: return (origin, snaps)
        }
    }
}

extension UIView {
    /// The rectangle layout gave the view in its superview: its frame, or with a transform, the untransformed
    /// rectangle around its centre (what the engine solved for; the frame is then the transformed bounding box).
    fileprivate var layoutRect: CGRect {
        let t = layer.transform
        if t.m11 == 1 && t.m22 == 1 && t.m12 == 0 && t.m21 == 0 && t.m41 == 0 && t.m42 == 0 && t.m33 == 1 && t.m44 == 1 { return frame }
        let b = bounds.size, a = layer.anchorPoint
        return CGRect(x: center.x - b.width * a.x, y: center.y - b.height * a.y, width: b.width, height: b.height)
    }
}
