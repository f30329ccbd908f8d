import Foundation
import LayoutSolver

/// A linear relation between two layout attributes, `first.attribute <relation> multiplier * second.attribute + constant`,
/// that the window's constraint solver keeps while the constraint is active.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible, @preconcurrency CustomDebugStringConvertible {
    /// The part of an item's layout a constraint refers to.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// The last baseline (the older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide); nil once it is gone.
    public var firstItem: AnyObject? { firstHandle.object }
    /// The second item, or nil for a constant-only constraint on a dimension; nil once it is gone.
    public var secondItem: AnyObject? { secondHandle.object }
    let firstHandle: LayoutItemHandle
    let secondHandle: LayoutItemHandle
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The factor the second attribute is multiplied by (fixed once made).
    public let multiplier: CGFloat
    /// The name shown in the constraint's description and in layout error logs.
    open var identifier: String?
    /// Kept for parity with UIKit (archiving does not exist here).
    open var shouldBeArchived = false

    /// The constant added to the second side; changing it on an active constraint re-solves incrementally.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                UIApplication.shared.log("NSLayoutConstraint: ignored non-finite constant \(newValue) for \(self)")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constantDidChange(self)
        }
    }
    var storedConstant: CGFloat

    /// The priority; required (1000) constraints must hold, lower ones break first when constraints conflict.
    /// An active constraint cannot change between required and optional (logged and ignored, as UIKit throws).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            var p = newValue
            if !p.rawValue.isFinite || p.rawValue < 1 || p.rawValue > 1000 {
                UIApplication.shared.log("NSLayoutConstraint: priority \(newValue.rawValue) is outside 1...1000; clamped")
                p = UILayoutPriority(p.rawValue.isNaN ? 1000 : min(max(p.rawValue, 1), 1000))
            }
            guard p != storedPriority else { return }
            if isActive && (p == .required) != (storedPriority == .required) {
                UIApplication.shared.log("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(p) and the existing priority was \(storedPriority). Ignored for \(self)")
                return
            }
            storedPriority = p
            engine?.priorityDidChange(self)
        }
    }
    var storedPriority: UILayoutPriority = .required

    /// The view the constraint is installed on (the closest common ancestor of its items) while active.
    var container: UIView? {
        get { containerReference?.view }
        set { containerReference = newValue?.layoutItemReference }
    }
    private var containerReference: LayoutItemReference?
    /// The engine holding the constraint while it is active in a view hierarchy.
    weak var engine: UILayoutEngine?
    /// The solver's handle, nil while inactive or while broken to recover from a conflict.
    var solverID: LayoutConstraintID?
    /// When the constraint was last installed in its engine (the engine's count of installs): the order in which
    /// constraints that use an item are visited, so layout never depends on hash order.
    var installOrder = 0
    /// Made by the system (autoresizing, stack views, guides) rather than by the app.
    var isSystemConstraint = false

    /// Creates `view1.attr1 <relation> multiplier * view2.attr2 + c` (inactive until activated).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstHandle = LayoutItemHandle(view1 as AnyObject)
        secondHandle = LayoutItemHandle(view2.map { $0 as AnyObject })
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
    }

    /// The designated form for items already known to be objects (anchors, stack views, guides): no
    /// bridging of `Any`, which costs a dynamic cast per item.
    init(_ view1: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ view2: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat = 1, constant c: CGFloat = 0) {
        firstHandle = LayoutItemHandle(view1)
        secondHandle = LayoutItemHandle(view2)
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the closest
    /// common ancestor of its items (or removes it from there).
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activateSelf() } else { deactivateSelf() }
        }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The first item's attribute as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute) }
    /// The second item's attribute as an anchor (nil for constant-only constraints).
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: Description
    var descriptionClassName: String { "NSLayoutConstraint" }
    var descriptionPrefix: String { "" }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    public var description: String {
        var s = "<\(descriptionClassName):\(layoutAddress(of: self)) "
        if let identifier { s += "'\(identifier)' " }
        s += descriptionPrefix
        s += "\(layoutDebugName(of: firstItem)).\(attributeName(firstAttribute, first: true)) \(relationSymbol) "
        var rhs = ""
        if let secondItem {
            rhs = "\(layoutDebugName(of: secondItem)).\(attributeName(secondAttribute, first: false))"
            if multiplier != 1 { rhs = "\(formatLayoutNumber(multiplier))*" + rhs }
            if constant > 0 { rhs += " + \(formatLayoutNumber(constant))" }
            if constant < 0 { rhs += " - \(formatLayoutNumber(-constant))" }
        } else {
            rhs = formatLayoutNumber(constant)
        }
        s += rhs
        if priority != .required { s += " @\(priority)" }
        s += "   (\(isActive ? "active" : "inactive"))>"
        return s
    }
    public var debugDescription: String { description }

    private var relationSymbol: String {
        switch relation {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }

    func attributeName(_ a: Attribute, first: Bool) -> String { a.layoutName }
}

extension NSLayoutConstraint.Attribute {
    var layoutName: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// 0 horizontal, 1 vertical.
    var axis: Int? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return 0
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return 1
        case .notAnAttribute: return nil
        }
    }

    var isDimension: Bool { self == .width || self == .height }
}

/// A constraint the system makes for a view whose `translatesAutoresizingMaskIntoConstraints` is true:
/// it holds one coordinate of the view's frame (named as in UIKit's logs).
@MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    var maskDescription = "h=--& v=--&"
    override var descriptionClassName: String { "NSAutoresizingMaskLayoutConstraint" }
    override var descriptionPrefix: String { maskDescription + " " }
    override func attributeName(_ a: Attribute, first: Bool) -> String {
        switch a {
        case .left: return "minX"
        case .top: return "minY"
        default: return a.layoutName
        }
    }
}

@MainActor func layoutAddress(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// How UIKit names an item in constraint logs: `UILabel:0x…'text'`, `UILayoutGuide:0x…'identifier'`.
@MainActor func layoutDebugName(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    var s = "\(type(of: item)):\(layoutAddress(of: item))"
    if let label = item as? UILabel, let text = label.text { s += "'\(text)'" }
    else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { s += "'\(guide.identifier)'" }
    else if let view = item as? UIView, let id = view.accessibilityIdentifier { s += "(\(id))" }
    return s
}

func formatLayoutNumber(_ v: CGFloat) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
}
