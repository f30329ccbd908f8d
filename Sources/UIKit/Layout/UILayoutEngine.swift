import Foundation
import LayoutSolver

/// The Auto Layout engine of one view tree (a window's, or a detached tree's): it turns constraints into
/// solver terms, keeps the frames of views with `translatesAutoresizingMaskIntoConstraints` and the
/// intrinsic sizes of the others in the solver, and writes solved frames back in the layout pass.
///
/// Every item (view or layout guide) has four variables: its frame's origin in its superview's (or owning
/// view's) coordinates and its size. An attribute seen from the constraint's container adds the origins of
/// the views between, so constraints across levels of the tree stay linear.
@MainActor
final class UILayoutEngine {
    let solver = LayoutSolver()
    /// The view whose `layoutState.engine` this is.
    unowned var root: UIView

    @MainActor final class Item {
        private let handle: LayoutItemHandle
        var view: UIView? { handle.view }
        var guide: UILayoutGuide? { handle.guide }
        let x, y, w, h: LayoutVariable
        var pins: [NSAutoresizingMaskLayoutConstraint] = []
        var pinnedFrame = CGRect.null
        /// Hug width, compression width, hug height, compression height.
        var intrinsic: [LayoutConstraintID?] = [nil, nil, nil, nil]
        var intrinsicPriorities: [Float] = [0, 0, 0, 0]
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        /// The width a multi-line label's intrinsic height was measured at.
        var intrinsicWidthUsed: CGFloat?
        /// Installed constraints that use the item (directly or as a view between an item and its container).
        var referencing: [ObjectIdentifier: NSLayoutConstraint] = [:]
        /// `referencing` in the order the constraints were installed: what removal and re-installation walk,
        /// so the solver sees the same operations in the same order in every run (a dictionary's order
        /// follows the per-process hash seed and the objects' addresses).
        var referencingInInstallOrder: [NSLayoutConstraint] {
            referencing.values.sorted { $0.installOrder < $1.installOrder }
        }
        /// The view's baseline offsets (from the top, from the bottom) that every constraint to its baselines
        /// was installed with, or nil when none uses them: a change re-installs all of those constraints.
        var baselineOffsets: (first: CGFloat?, last: CGFloat?)?
        var alive = true
        init(view: UIView?, guide: UILayoutGuide?, solver: LayoutSolver) {
            handle = LayoutItemHandle(view.map { $0 as AnyObject } ?? guide)
            x = solver.makeVariable(); y = solver.makeVariable(); w = solver.makeVariable(); h = solver.makeVariable()
        }
    }

    var items: [ObjectIdentifier: Item] = [:]
    /// Items in creation order (roughly top-down): the order frames are written back in.
    var itemOrder: [Item] = []
    var byID: [LayoutConstraintID: NSLayoutConstraint] = [:]
    /// Constraints installed so far (each install numbers its constraint's `installOrder`).
    var installCount = 0
    /// Per installed constraint: the constant part of its expression that does not come from `constant`,
    /// and the items it uses.
    var installed: [ObjectIdentifier: (constraint: NSLayoutConstraint, base: Double, items: [Item])] = [:] {
        didSet { installedInOrder = nil }
    }
    /// `installed`'s records sorted by install order, kept until `installed` changes (the fuzzer's
    /// constraint check walks them in that order after every event).
    var installedInOrder: [(constraint: NSLayoutConstraint, base: Double, items: [Item])]?
    var pinsDirty: [Item] = []
    var intrinsicDirty: [Item] = []
    var viewsNeedingConstraintUpdate: [UIView] = []
    /// The solution changed since frames were last written.
    var needsWriteBack = false
    var writeBackDepth = 0
    /// A pass ran all its rounds and the frames it wrote still changed what the constraints read (a layout
    /// feedback loop): the views laid out after it wait, and the root's next pass carries on from there.
    var isUnsettled = false
    /// Views with system guides (safe area, margins, readable content, keyboard) to refresh each pass.
    var guideOwners: [WeakView] = []

    init(root: UIView) { self.root = root }

    /// Something changed: the tree must lay out before the next frame.
    func setNeedsApply() {
        needsWriteBack = true
        root.layer.setNeedsLayout()
    }

    // MARK: Items

    func item(for object: AnyObject) -> Item {
        let key = ObjectIdentifier(object)
        if let it = items[key] { return it }
        let view = object as? UIView
        if let view { _ = view.layoutState }
        let it = Item(view: view, guide: object as? UILayoutGuide, solver: solver)
        items[key] = it
        itemOrder.append(it)
        if let view {
            if view.translatesAutoresizingMaskIntoConstraints { installPins(it, view) }
            else {
                // The intrinsic size goes in before any constraint that uses the item: its size variables
                // are then fresh and become basic in the hugging rows, which keeps chains of views sparse
                // (added later, each would be pivoted through every row of the chain).
                updateIntrinsic(it)
                view.setNeedsUpdateConstraints()
            }
        }
        return it
    }

    func existingItem(for object: AnyObject) -> Item? { items[ObjectIdentifier(object)] }

    /// Removes an item's own constraints (pins, intrinsic size) and, when asked, deactivates every
    /// constraint that uses it.
    func removeItem(_ object: AnyObject, deactivatingConstraints: Bool) {
        guard let it = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        it.alive = false
        if deactivatingConstraints { for c in it.referencingInInstallOrder { c.isActive = false } }
        removePins(it)
        for i in 0..<4 { if let id = it.intrinsic[i] { try? solver.removeConstraint(id); it.intrinsic[i] = nil } }
        if itemOrder.count > 64 && items.count * 2 < itemOrder.count { itemOrder.removeAll { !$0.alive } }
        setNeedsApply()
    }

    func installPins(_ it: Item, _ view: UIView) {
        let f = Self.pinnedFrame(of: view)
        it.pinnedFrame = f
        let mask = view.autoresizingMask
        func ch(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        let hm = mask.intersection([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).isEmpty
            ? "--&" : ch(mask.contains(.flexibleLeftMargin)) + ch(mask.contains(.flexibleWidth)) + ch(mask.contains(.flexibleRightMargin))
        let vm = mask.intersection([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]).isEmpty
            ? "--&" : ch(mask.contains(.flexibleTopMargin)) + ch(mask.contains(.flexibleHeight)) + ch(mask.contains(.flexibleBottomMargin))
        let specs: [(NSLayoutConstraint.Attribute, LayoutVariable, CGFloat)] =
            [(.left, it.x, f.minX), (.top, it.y, f.minY), (.width, it.w, f.width), (.height, it.h, f.height)]
        for (attr, v, value) in specs {
            let c = NSAutoresizingMaskLayoutConstraint(view, attr, .equal, nil, .notAnAttribute, constant: value)
            c.maskDescription = "h=\(hm) v=\(vm)"
            c.isSystemConstraint = true
            c.engine = self
            it.pins.append(c)
            add(c, LayoutExpression(v) - Double(value), .equal, base: 0)
        }
    }

    func removePins(_ it: Item) {
        for c in it.pins { if let id = c.solverID { try? solver.removeConstraint(id); byID[id] = nil }; c.solverID = nil; c.engine = nil }
        it.pins = []
    }

    /// Re-reads the frame of a view whose frame is fixed (translatesAutoresizingMaskIntoConstraints).
    func frameDidChange(_ view: UIView) {
        guard let it = existingItem(for: view), !it.pins.isEmpty else { return }
        pinsDirty.append(it)
        setNeedsApply()
    }

    func translatesDidChange(_ view: UIView) {
        guard let it = existingItem(for: view) else {
            if !view.translatesAutoresizingMaskIntoConstraints { _ = item(for: view); setNeedsApply() }
            return
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            for i in 0..<4 { if let id = it.intrinsic[i] { try? solver.removeConstraint(id); it.intrinsic[i] = nil } }
            it.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            if it.pins.isEmpty { installPins(it, view) }
        } else {
            removePins(it)
            intrinsicDirty.append(it)
        }
        setNeedsApply()
    }

    // MARK: Expressions

    /// The item an attribute really refers to: a view's margin attributes are its layout margins guide's edges.
    func resolve(_ object: AnyObject, _ attr: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        guard let view = object as? UIView else { return (object, attr) }
        switch attr {
        case .leftMargin: return (view.layoutMarginsGuide, .left)
        case .rightMargin: return (view.layoutMarginsGuide, .right)
        case .topMargin: return (view.layoutMarginsGuide, .top)
        case .bottomMargin: return (view.layoutMarginsGuide, .bottom)
        case .leadingMargin: return (view.layoutMarginsGuide, .leading)
        case .trailingMargin: return (view.layoutMarginsGuide, .trailing)
        case .centerXWithinMargins: return (view.layoutMarginsGuide, .centerX)
        case .centerYWithinMargins: return (view.layoutMarginsGuide, .centerY)
        default: return (object, attr)
        }
    }

    /// `object.attr` in the coordinates of `container`, plus the items it involves.
    func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
                    using used: inout [Item]) -> LayoutExpression {
        let (obj, attr) = resolve(object, attribute)
        let it = item(for: obj)
        used.append(it)
        var origin = LayoutExpression()
        let horizontal = attr.axis == 0
        if obj !== container {
            origin = LayoutExpression(horizontal ? it.x : it.y)
            var p = NSLayoutConstraint.ownerView(of: obj)
            if obj is UIView { p = p?.superview }
            while let cur = p, cur !== container {
                let ci = item(for: cur)
                used.append(ci)
                origin = origin + (horizontal ? ci.x : ci.y)
                p = cur.superview
            }
        }
        switch attr {
        case .left, .leading, .top: return origin
        case .right, .trailing: return origin + it.w
        case .bottom: return origin + it.h
        case .centerX: return origin + 0.5 * it.w
        case .centerY: return origin + 0.5 * it.h
        case .width: return LayoutExpression(it.w)
        case .height: return LayoutExpression(it.h)
        case .firstBaseline, .lastBaseline:
            let view = obj as? UIView
            let offsets = (first: view?.firstBaselineOffsetFromTop, last: view?.lastBaselineOffsetFromBottom)
            // Recorded once: only `reinstallMovedBaselines` moves the record on, after re-installing every
            // constraint to these baselines. Recording here too would hide a move from the view's other
            // baseline constraints whenever one of them is installed (or re-installed for the other view).
            if view != nil && it.baselineOffsets == nil { it.baselineOffsets = offsets }
            if attr == .firstBaseline, let offset = offsets.first { return origin + Double(offset) }
            if attr == .lastBaseline, let offset = offsets.last { return origin + it.h - Double(offset) }
            return origin + it.h
        default: return origin
        }
    }

    // MARK: Constraints

    /// Puts an active constraint into the solver (once).
    func install(_ c: NSLayoutConstraint) {
        guard c.engine !== self || (c.solverID == nil && installed[ObjectIdentifier(c)] == nil) else { return }
        guard let container = c.container, let first = c.firstItem else { return }
        c.engine = self
        installCount += 1
        c.installOrder = installCount
        var used: [Item] = []
        var e = expression(first, c.firstAttribute, in: container, using: &used)
        if let second = c.secondItem {
            e = e - Double(c.multiplier) * expression(second, c.secondAttribute, in: container, using: &used)
        }
        let base = e.constant
        e.constant -= Double(c.constant)
        for it in used { it.referencing[ObjectIdentifier(c)] = c }
        installed[ObjectIdentifier(c)] = (c, base, used)
        add(c, e, c.relation.solverRelation, base: base)
    }

    func add(_ c: NSLayoutConstraint, _ e: LayoutExpression, _ relation: LayoutRelation, base: Double) {
        do {
            let id = try solver.addConstraint(e, relation, priority: c.priority.rawValue)
            c.solverID = id
            byID[id] = c
        } catch .unsatisfiable(let conflicting) {
            c.solverID = nil
            reportUnsatisfiable(breaking: c, conflicting: conflicting.compactMap { byID[$0] })
        } catch {
            c.solverID = nil
            UIApplication.shared.log("[LayoutConstraints] the solver refused \(c): \(error)")
        }
        setNeedsApply()
    }

    /// Takes a constraint out of the solver (it stays active if its view still holds it).
    func uninstall(_ c: NSLayoutConstraint) {
        guard c.engine === self else { return }
        if let id = c.solverID { try? solver.removeConstraint(id); byID[id] = nil }
        c.solverID = nil
        c.engine = nil
        if let record = installed.removeValue(forKey: ObjectIdentifier(c)) {
            for it in record.items { it.referencing[ObjectIdentifier(c)] = nil }
        }
        setNeedsApply()
    }

    func constantDidChange(_ c: NSLayoutConstraint) {
        guard let record = installed[ObjectIdentifier(c)] else { return }
        reportBrokenConstraints()
        guard let id = c.solverID else {
            // Broken earlier to recover from a conflict: try again with the new constant.
            uninstall(c)
            install(c)
            return
        }
        do {
            try solver.setConstant(record.base - Double(c.constant), of: id)
        } catch .unsatisfiable(let conflicting) {
            try? solver.removeConstraint(id)
            byID[id] = nil
            c.solverID = nil
            reportUnsatisfiable(breaking: c, conflicting: conflicting.compactMap { byID[$0] })
        } catch {
            // The solver keeps the old constant; the constraint leaves it rather than stand for a value it is not.
            try? solver.removeConstraint(id)
            byID[id] = nil
            c.solverID = nil
            UIApplication.shared.log("[LayoutConstraints] the solver refused a new constant for \(c) (\(error)); the constraint is broken until its constant can be solved")
        }
        setNeedsApply()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(c)] != nil else { return }
        uninstall(c)
        install(c)
    }

    /// Installs every constraint held by views of `view`'s subtree and registers its constraint-based views.
    func adoptSubtree(of view: UIView) {
        if let state = view.layoutStateIfPresent {
            for c in state.constraints { install(c) }
            if !state.translatesAutoresizingMaskIntoConstraints { _ = item(for: view) }
            if state.needsUpdateConstraints { viewsNeedingConstraintUpdate.append(view); setNeedsApply() }
            if state.safeAreaGuide != nil || state.marginsGuide != nil || state.readableGuide != nil || state.keyboardGuide != nil
                || state.scrollContentGuide != nil || state.scrollFrameGuide != nil {
                registerGuideOwner(view)
            }
        }
        for s in view.subviews { adoptSubtree(of: s) }
    }

    /// Takes `view`'s subtree out of the engine: its constraints leave the solver, constraints outside it
    /// that use its views are deactivated (as UIKit does on removal), and its items are dropped.
    func releaseSubtree(of view: UIView) {
        var inside = Set<ObjectIdentifier>()
        func collect(_ v: UIView) { inside.insert(ObjectIdentifier(v)); for s in v.subviews { collect(s) } }
        collect(view)
        func visit(_ v: UIView) {
            if let state = v.layoutStateIfPresent {
                for c in state.constraints { uninstall(c) }
                for g in state.guides { detachItem(g, inside: inside) }
            }
            detachItem(v, inside: inside)
            for s in v.subviews { visit(s) }
        }
        visit(view)
        viewsNeedingConstraintUpdate.removeAll { inside.contains(ObjectIdentifier($0)) }
    }

    private func detachItem(_ object: AnyObject, inside: Set<ObjectIdentifier>) {
        guard let it = existingItem(for: object) else { return }
        for c in it.referencingInInstallOrder {
            if let container = c.container, inside.contains(ObjectIdentifier(container)) { uninstall(c) }
            else { c.isActive = false }
        }
        removeItem(object, deactivatingConstraints: false)
    }

    // MARK: Reading the solution

    func solvedFrame(of object: AnyObject) -> CGRect? {
        guard let it = existingItem(for: object) else { return nil }
        return CGRect(x: solver.value(of: it.x), y: solver.value(of: it.y),
                      width: solver.value(of: it.w), height: solver.value(of: it.h))
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
