import Foundation

/// A reference to a view or layout guide that reads nil once its object is gone, for constraints, anchors
/// and the layout engine. Unlike a Swift `weak` reference it gives its object no side table: an object
/// with one takes the runtime's slow path on every retain and release, which made up a third of the time
/// of a large layout. The object clears its reference when it deinitialises.
@MainActor
final class LayoutItemReference {
    nonisolated(unsafe) private(set) unowned(unsafe) var object: AnyObject?
    nonisolated(unsafe) private(set) unowned(unsafe) var view: UIView?
    nonisolated(unsafe) private(set) unowned(unsafe) var guide: UILayoutGuide?

    init(view: UIView) { object = view; self.view = view }
    init(guide: UILayoutGuide) { object = guide; self.guide = guide }

    /// Called by the object's deinitialiser.
    nonisolated func clear() { object = nil; view = nil; guide = nil }

    /// The reference of a view or guide; nil for any other object (which cannot take part in layout).
    static func to(_ object: AnyObject) -> LayoutItemReference? {
        if let view = object as? UIView { return view.layoutItemReference }
        if let guide = object as? UILayoutGuide { return guide.layoutItemReference }
        return nil
    }
}

/// A layout item held by reference where it may be any object: views and guides through their
/// `LayoutItemReference`, anything else (only ever reported as invalid) weakly.
@MainActor
struct LayoutItemHandle {
    private let reference: LayoutItemReference?
    private weak var foreign: AnyObject?

    init(_ object: AnyObject?) {
        guard let object else { reference = nil; return }
        reference = LayoutItemReference.to(object)
        if reference == nil { foreign = object }
    }

    var object: AnyObject? { reference?.object ?? foreign }
    var view: UIView? { reference?.view }
    var guide: UILayoutGuide? { reference?.guide }
}
