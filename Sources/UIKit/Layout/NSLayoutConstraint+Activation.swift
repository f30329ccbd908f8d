import Foundation

extension NSLayoutConstraint {
    /// The view an item lays out in: a view itself, or the view that owns a layout guide.
    static func ownerView(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningView }
        return nil
    }

    /// Why the constraint cannot be activated, or nil when it is well formed (UIKit throws for these).
    func validationError() -> String? {
        guard let firstItem else { return "the first item is nil" }
        guard firstItem is UIView || firstItem is UILayoutGuide else {
            return "Constraint items must each be a view or layout guide (got \(type(of: firstItem)))"
        }
        if let secondItem, !(secondItem is UIView || secondItem is UILayoutGuide) {
            return "Constraint items must each be a view or layout guide (got \(type(of: secondItem)))"
        }
        guard multiplier.isFinite else { return "the multiplier \(multiplier) is not a finite number" }
        guard constant.isFinite else { return "the constant \(constant) is not a finite number" }
        guard firstAttribute != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        if secondItem == nil || multiplier == 0 {
            if !firstAttribute.isDimension {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            }
        } else {
            guard secondAttribute != .notAnAttribute else { return "the second attribute is notAnAttribute" }
            if firstAttribute.isDimension != secondAttribute.isDimension && !(firstAttribute.isDimension && secondAttribute.isDimension) {
                return "Invalid pairing of layout attributes: a size (\(firstAttribute.layoutName) / \(secondAttribute.layoutName)) cannot be related to a location"
            }
            if !firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis {
                return "Invalid pairing of layout attributes: \(firstAttribute.layoutName) and \(secondAttribute.layoutName) are on different axes"
            }
            if secondItem === firstItem && secondAttribute == firstAttribute {
                return "the constraint relates \(layoutDebugName(of: firstItem)).\(firstAttribute.layoutName) to itself"
            }
        }
        guard let a = Self.ownerView(of: firstItem) else {
            return "the layout guide \(layoutDebugName(of: firstItem)) has not been added to a view"
        }
        if let secondItem {
            guard let b = Self.ownerView(of: secondItem) else {
                return "the layout guide \(layoutDebugName(of: secondItem)) has not been added to a view"
            }
            if UIView.closestCommonAncestor(a, b) == nil {
                return "Unable to activate constraint with anchors \(layoutDebugName(of: firstItem)).\(firstAttribute.layoutName) and \(layoutDebugName(of: secondItem)).\(secondAttribute.layoutName) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            }
        }
        return nil
    }

    func activateSelf() {
        guard container == nil else { return }
        if let error = validationError() {
            UIApplication.shared.log("[LayoutConstraints] \(error); not activated: \(self)")
            return
        }
        let a = Self.ownerView(of: firstItem)!
        let target = secondItem.map { UIView.closestCommonAncestor(a, Self.ownerView(of: $0)!)! } ?? a
        install(on: target)
    }

    /// Adds the constraint to `view`'s constraints and to its hierarchy's engine.
    func install(on view: UIView) {
        UIApplication.shared.autoLayoutIsInUse = true
        container = view
        view.layoutState.constraints.append(self)
        view.layoutEngineForChange?.install(self)
    }

    func deactivateSelf() {
        guard let view = container else { return }
        view.layoutStateIfPresent?.constraints.removeAll { $0 === self }
        engine?.uninstall(self)
        container = nil
    }
}

extension UIView {
    /// The nearest view that is (or contains) both `a` and `b`, or nil when they are in different trees.
    /// Both chains are walked to the same depth and then together: no allocation, O(depth).
    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        let pa = a.superview, pb = b.superview
        if pb === a { return a }
        if pa === b { return b }
        if let pa, pa === pb { return pa }
        func depth(_ v: UIView) -> Int {
            var d = 0
            var p = v.superview
            while let cur = p { d += 1; p = cur.superview }
            return d
        }
        var x: UIView? = a, y: UIView? = b
        var dx = depth(a), dy = depth(b)
        while dx > dy, let cur = x { x = cur.superview; dx -= 1 }
        while dy > dx, let cur = y { y = cur.superview; dy -= 1 }
        while let cx = x, let cy = y {
            if cx === cy { return cx }
            x = cx.superview
            y = cy.superview
        }
        return nil
    }

    /// The top of this view's tree (its window when it is in one).
    var hierarchyRoot: UIView {
        var v = self
        while let p = v.superview { v = p }
        return v
    }
}
