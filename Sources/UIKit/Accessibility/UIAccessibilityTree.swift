import Foundation

/// The key window's accessibility tree as assistive technology sees it, for a platform bridge: stable numbers
/// for objects, children in reading order, snapshots, hit testing and actions. Nothing is kept up to date in
/// the background: every answer is computed when asked, so an idle bridge costs nothing per frame.
///
/// The shape follows VoiceOver: an element (`isAccessibilityElement`) is a leaf; views that are not elements
/// are looked through, except containers that matter to a reader (a tab bar, a table, a modal view, a view
/// with `accessibilityElements` or `shouldGroupAccessibilityChildren`). Hidden and transparent views, and
/// subtrees with `accessibilityElementsHidden`, are left out; a modal view hides its siblings.
@_spi(Platform) @MainActor
public final class UIAccessibilityTree {
    private struct Entry { weak var object: AnyObject? }
    private let application: UIApplication
    private var ids: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var parents: [Int: Int] = [:]
    private var nextID = 1
    private var assignedSinceSweep = 0

    /// A tree over `application`'s key window.
    public init(application: UIApplication) { self.application = application }

    // MARK: Identity
    /// The number of `object`, assigned on first sight.
    func id(for object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let id = ids[key], entries[id]?.object === object { return id }
        assignedSinceSweep += 1
        if assignedSinceSweep > 512 { sweep() }
        let id = nextID
        nextID += 1
        ids[key] = id
        entries[id] = Entry(object: object)
        return id
    }

    /// The object numbered `id`, while it lives.
    func object(_ id: Int) -> AnyObject? { entries[id]?.object }

    /// Drops numbers of objects that are gone.
    private func sweep() {
        assignedSinceSweep = 0
        for (id, entry) in entries where entry.object == nil {
            entries[id] = nil
            parents[id] = nil
        }
        ids = ids.filter { entries[$0.value] != nil }
    }

    // MARK: Structure
    /// The key window's number (nil when there is no key window).
    public var windowID: Int? { application.keyWindow.map { id(for: $0) } }

    /// The children of `id`, in reading order; empty for leaves and unknown numbers.
    public func children(of id: Int) -> [Int] {
        guard let object = object(id) else { return [] }
        let kids = childObjects(of: object).map { self.id(for: $0) }
        for kid in kids { parents[kid] = id }
        return kids
    }

    /// The parent of `id`; nil for the window (its parent is the application) and for objects not in the tree.
    public func parent(of id: Int) -> Int? {
        guard let window = windowID, id != window, object(id) != nil else { return nil }
        if let p = parents[id], children(of: p).contains(id) { return p }
        // Not seen from above yet (a focus event): search from the window.
        var queue = [window]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let kids = children(of: current)
            if kids.contains(id) { return current }
            queue.append(contentsOf: kids)
        }
        return nil
    }

    /// The deepest object whose frame contains `point` (window points), front-most first; nil outside the window.
    public func hitTest(_ point: CGPoint) -> Int? {
        guard let window = windowID, let w = object(window) as? UIWindow, w.bounds.contains(point) else { return nil }
        var current = window
        while true {
            let kids = children(of: current)
            guard let hit = kids.reversed().first(where: { frame(of: $0).contains(point) }) else { return current }
            current = hit
        }
    }

    /// The object with keyboard focus (the first responder, or what holds it) else game-controller focus.
    public var focusedID: Int? {
        guard let window = application.keyWindow else { return nil }
        var view = (window.currentFirstResponder as? UIView) ?? application.focusEngine.focusedView
        while let v = view, v !== window {
            if isNode(v) && v.isShownInWindow { return id(for: v) }
            view = v.superview
        }
        return nil
    }

    /// The frame of `id` in window points (zero for unknown numbers).
    func frame(of id: Int) -> CGRect {
        switch object(id) {
        case let view as UIView: return view.accessibilityFrame
        case let element as UIAccessibilityElement: return element.accessibilityFrame
        default: return .zero
        }
    }

    /// What a reader sees inside `object`.
    func childObjects(of object: AnyObject) -> [AnyObject] {
        guard let view = object as? UIView else { return [] }
        if !(view is UIWindow) && view.isAccessibilityElement { return [] }
        if let elements = view.accessibilityElements { return flatten(elements.map { $0 as AnyObject }) }
        return flatten(visibleSubviews(of: view))
    }

    /// The subviews a reader may visit: shown, not hidden from assistive technology; only the front-most modal
    /// view when one is among them.
    private func visibleSubviews(of view: UIView) -> [AnyObject] {
        let shown = view.subviews.filter { !$0.isHidden && $0.alpha >= 0.01 && !$0.accessibilityElementsHidden }
        if let modal = shown.last(where: { $0.accessibilityViewIsModal }) { return [modal] }
        return shown
    }

    /// Nodes among `objects`, looking through views that are not nodes.
    private func flatten(_ objects: [AnyObject]) -> [AnyObject] {
        var result: [AnyObject] = []
        for object in objects {
            if let element = object as? UIAccessibilityElement {
                if element.isAccessibilityElement && element.containerView?.isShownInWindow != false { result.append(element) }
            } else if let view = object as? UIView {
                guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { continue }
                if isNode(view) { result.append(view) } else { result.append(contentsOf: childObjects(of: view)) }
            }
        }
        return result
    }

    /// Whether `view` appears in the tree itself (rather than only its contents).
    func isNode(_ view: UIView) -> Bool {
        view.isAccessibilityElement || view.accessibilityStorage.elements != nil || view.accessibilityViewIsModal
            || view.shouldGroupAccessibilityChildren || view.accessibilityTraits.contains(.tabBar) || view is UITableView
            || view is UISegmentedControl
    }
}
