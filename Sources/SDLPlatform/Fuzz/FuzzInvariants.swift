@_spi(Testing) import UIKit
import Foundation

/// What the fuzzer checks after every event: every touch that began ends or is cancelled exactly once,
/// no live touch refers to a view outside its window, the first responder is in the key window (or nil),
/// and no NaN or infinity reached a view's or layer's geometry, transform or opacity.
@MainActor
public final class FuzzInvariants {
    /// A broken invariant: which one (stable, for shrinking) and the details.
    public struct Violation: Error, Equatable, CustomStringConvertible {
        public let invariant: String
        public let detail: String
        public var description: String { "\(invariant): \(detail)" }
    }

    /// Touches that began and have not ended or been cancelled yet.
    public private(set) var liveTouches: Set<UITouch> = []
    /// Touches that ended or were cancelled (kept alive so a reused address is never mistaken for them).
    private var finishedTouches: Set<UITouch> = []
    /// Touches a view heard begin and has not heard end or cancel, with that view.
    private var viewLive: [UITouch: ObjectIdentifier] = [:]
    /// Touches whose view heard them end or be cancelled.
    private var viewFinished: Set<UITouch> = []
    private var pending: Violation?
    /// Touches seen begin, for the figures.
    public private(set) var touchesBegun = 0
    /// Collection views met by the last tree walk.
    private var collectionViews: [UICollectionView] = []

    /// How far past its visible bounds a collection view may keep cells, on every side, as a fraction of the
    /// bounds' extent along that axis. UIKit does not document its prefetch distance; this toolkit shows only the
    /// cells that meet the visible bounds, and a prefetching collection view keeps at most about a screenful ahead
    /// or behind, so half an extent more on each side (1.5) bounds both with room to spare.
    public static let collectionPrefetchMargin: CGFloat = 1.5

    public init() {}

    /// Starts observing `app`'s touch events.
    public func attach(to app: UIApplication) {
        app.eventObserver = { [weak self] event in self?.observe(event) }
        app.touchDeliveryObserver = { [weak self] view, touches, phase in self?.observeDelivery(to: view, touches, phase) }
    }

    /// Whether a violation seen by the event observers waits to be reported by the next check.
    public var hasPendingViolation: Bool { pending != nil }

    private func flag(_ invariant: String, _ detail: String) {
        if pending == nil { pending = Violation(invariant: invariant, detail: detail) }
    }

    private func name(_ t: UITouch) -> String {
        "touch (finger \(t.fingerID), view \(t.view.map { String(describing: type(of: $0)) } ?? "none"))"
    }

    func observe(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches else { return }
        for t in touches {
            switch t.phase {
            case .began:
                if finishedTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) began again after it finished") }
                else if liveTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) was delivered began twice") }
                else { liveTouches.insert(t); touchesBegun += 1 }
            case .moved, .stationary:
                if finishedTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) moved after it ended or was cancelled") }
                else if !liveTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) moved without having begun") }
            case .ended, .cancelled:
                if finishedTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) ended or was cancelled twice") }
                else if !liveTouches.contains(t) { flag("touch-lifecycle", "\(name(t)) ended without having begun") }
                else { liveTouches.remove(t); finishedTouches.insert(t) }
            @unknown default: break
            }
        }
    }

    /// What views hear: touchesBegan once, then moves, then exactly one touchesEnded or touchesCancelled.
    func observeDelivery(to view: UIView, _ touches: Set<UITouch>, _ phase: UITouch.Phase) {
        let v = ObjectIdentifier(view)
        let what = "\(type(of: view))"
        for t in touches {
            switch phase {
            case .began:
                if viewLive[t] != nil || viewFinished.contains(t) { flag("view-touch-lifecycle", "\(what) heard touchesBegan twice for \(name(t))") }
                else { viewLive[t] = v }
            case .moved, .stationary:
                if viewLive[t] != v { flag("view-touch-lifecycle", "\(what) heard touchesMoved for \(name(t)) it did not see begin (or saw end)") }
            case .ended, .cancelled:
                if viewLive[t] == v { viewLive[t] = nil; viewFinished.insert(t) }
                else if viewFinished.contains(t) { flag("view-touch-lifecycle", "\(what) heard \(phase == .ended ? "touchesEnded" : "touchesCancelled") twice for \(name(t))") }
                else { flag("view-touch-lifecycle", "\(what) heard the end of \(name(t)) it did not see begin") }
            @unknown default: break
            }
        }
    }

    /// Checks every invariant now; the first violation found, if any. `detachedRoots` are trees outside any
    /// window the fuzzer owns (the lab when it is not shown); `presented` are controllers the fuzzer presented.
    /// `checkConstraints` false skips the constraint checks (after huge magnitudes were activated).
    public func check(_ app: UIApplication, detachedRoots: [UIView] = [], presented: [UIViewController] = [],
                      checkConstraints: Bool = true) -> Violation? {
        if let p = pending { pending = nil; return p }
        guard let window = app.keyWindow else { return Violation(invariant: "key-window", detail: "the app has no key window") }
        for t in liveTouches {
            if let v = t.view, v.window !== t.window {
                return Violation(invariant: "touch-view", detail: "\(name(t)) refers to a view that is not in its window")
            }
        }
        if let fr = window.currentFirstResponder {
            if let v = fr as? UIView, v.window !== window {
                return Violation(invariant: "first-responder", detail: "first responder \(type(of: v)) is not in the key window")
            }
            if let c = fr as? UIViewController, c.viewIfLoaded?.window !== window {
                return Violation(invariant: "first-responder", detail: "first responder \(type(of: c)) has no view in the key window")
            }
        }
        var controllers: [UIViewController] = []
        collectionViews.removeAll(keepingCapacity: true)
        if let v = finiteGeometry(window, controllers: &controllers) { return v }
        if let v = collectionCells(app) { return v }
        for root in detachedRoots where root.window == nil {
            var ignored: [UIViewController] = []
            if let v = finiteGeometry(root, controllers: &ignored) { return v }
        }
        for root in app.windows + detachedRoots.filter({ $0.window == nil }) where checkConstraints {
            if let broken = root.firstBrokenRequiredConstraint() {
                let prefix = "constraint-solver: "
                if broken.hasPrefix(prefix) { return Violation(invariant: "constraint-solver", detail: String(broken.dropFirst(prefix.count))) }
                return Violation(invariant: "constraint-layout", detail: broken)
            }
        }
        return presentationChains(app, shown: controllers, presented: presented)
    }

    /// Every presented controller is in exactly one presentation chain: walking each window's chain from its
    /// root, each link's presenter and presented agree and nothing repeats; every controller whose view is in
    /// a window or that the fuzzer presented, if it claims a presenter, is in a chain once.
    func presentationChains(_ app: UIApplication, shown: [UIViewController], presented: [UIViewController]) -> Violation? {
        var inChain: [ObjectIdentifier: Int] = [:]
        func label(_ c: UIViewController) -> String { "\(type(of: c))\(c.title.map { " '\($0)'" } ?? "")" }
        for w in app.windows {
            guard var c = w.rootViewController else { continue }
            inChain[ObjectIdentifier(c), default: 0] += 1
            var steps = 0
            while let next = c.presentedViewController {
                steps += 1
                if next.presentingViewController !== c {
                    return Violation(invariant: "presentation-chain",
                                     detail: "\(label(c)) presents \(label(next)), whose presenting controller is \(next.presentingViewController.map(label) ?? "nil")")
                }
                inChain[ObjectIdentifier(next), default: 0] += 1
                if inChain[ObjectIdentifier(next)]! > 1 || steps > 64 {
                    return Violation(invariant: "presentation-chain", detail: "\(label(next)) is in the presentation chains more than once")
                }
                c = next
            }
        }
        for c in shown + presented {
            guard let presenter = c.presentingViewController else { continue }
            let n = inChain[ObjectIdentifier(c)] ?? 0
            if n != 1 {
                return Violation(invariant: "presentation-chain",
                                 detail: "\(label(c)) is presented by \(label(presenter)) but in \(n) presentation chains")
            }
        }
        return nil
    }

    /// No cell exists outside its collection view's visible range plus the prefetch margin: every cell among a
    /// collection view's subviews (those animating out after an update aside) meets its bounds grown by
    /// `collectionPrefetchMargin` of their extent on every side. Checked for collection views in a window whose
    /// layout is not pending (a detached or not yet laid out view still shows the last pass's cells).
    func collectionCells(_ app: UIApplication) -> Violation? {
        for cv in collectionViews where cv.window != nil && !cv.isLayoutPending {
            let b = cv.bounds
            let mx = b.width * Self.collectionPrefetchMargin, my = b.height * Self.collectionPrefetchMargin
            for (cell, f) in cv.shownCellSubviews {
                if f.maxX >= b.minX - mx && f.minX <= b.maxX + mx && f.maxY >= b.minY - my && f.minY <= b.maxY + my { continue }
                let ip = cv.indexPath(for: cell).map { "\($0)" } ?? "no index path"
                return Violation(invariant: "collection-cells",
                                 detail: "\(type(of: cell)) (\(ip)) of \(cv.accessibilityIdentifier ?? "\(type(of: cv))") has frame \(f), outside the visible bounds \(b) plus the prefetch margin (\(Self.collectionPrefetchMargin) of the bounds' extent per side)")
            }
        }
        return nil
    }

    /// At the end of a run, after every finger was lifted: no touch may still be live.
    public func checkAllTouchesFinished() -> Violation? {
        if let p = pending { pending = nil; return p }
        if let t = liveTouches.first {
            return Violation(invariant: "touch-lifecycle", detail: "\(name(t)) began but never ended or was cancelled (\(liveTouches.count) live)")
        }
        if let t = viewLive.keys.first {
            return Violation(invariant: "view-touch-lifecycle", detail: "the view of \(name(t)) heard it begin but never end or be cancelled (\(viewLive.count) such touches)")
        }
        return nil
    }

    /// No NaN or infinity in any view's frame, bounds, centre or alpha, nor in any layer's (model and
    /// presentation) bounds, position, anchor, z position, transform or opacity, down the whole tree. Collects the
    /// controllers whose root views it passes. Names the offending view's path only on a violation.
    private func finiteGeometry(_ view: UIView, controllers: inout [UIViewController]) -> Violation? {
        func rectBad(_ r: CGRect) -> Bool { !(r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite) }
        func path(_ v: UIView) -> String {
            var names: [String] = []
            var p: UIView? = v
            while let q = p { names.append(q.accessibilityIdentifier.map { "\(type(of: q))#\($0)" } ?? "\(type(of: q))"); p = q.superview }
            return names.reversed().joined(separator: " > ")
        }
        func layerBad(_ layer: CALayer) -> Bool {
            if rectBad(layer.bounds) || !(layer.position.x.isFinite && layer.position.y.isFinite && layer.anchorPoint.x.isFinite
                && layer.anchorPoint.y.isFinite && layer.zPosition.isFinite && layer.opacity.isFinite) { return true }
            let t = layer.transform
            // A sum is finite only when every term is (NaN and infinities propagate); no array is made.
            let sum = t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24
            let sum2 = t.m31 + t.m32 + t.m33 + t.m34 + t.m41 + t.m42 + t.m43 + t.m44
            return !(sum.isFinite && sum2.isFinite) && t.rowMajor.contains { !$0.isFinite }
        }
        func checkLayer(_ l: CALayer, _ owner: UIView, _ sub: Bool) -> Violation? {
            // The model, then the presentation copy while it animates (no array of the two per layer).
            func bad(_ what: String, _ layer: CALayer) -> Violation? {
                guard layerBad(layer) else { return nil }
                return Violation(invariant: "finite-geometry",
                                 detail: "\(what) layer \(type(of: layer)) of \(path(owner))\(sub ? " (sublayer)" : ""): bounds \(layer.bounds), position \(layer.position), opacity \(layer.opacity), transform \(layer.transform.rowMajor)")
            }
            if let v = bad("model", l) { return v }
            if let p = l.changedPresentation, let v = bad("presentation", p) { return v }
            for s in l.sublayers ?? [] where s.delegate == nil {
                if let v = checkLayer(s, owner, true) { return v }
            }
            return nil
        }
        func visit(_ v: UIView) -> Violation? {
            if rectBad(v.frame) || rectBad(v.bounds) || !(v.center.x.isFinite && v.center.y.isFinite && v.alpha.isFinite) {
                return Violation(invariant: "finite-geometry", detail: "view \(path(v)): frame \(v.frame), bounds \(v.bounds), alpha \(v.alpha)")
            }
            if let violation = checkLayer(v.layer, v, false) { return violation }
            if let c = v.next as? UIViewController, c.viewIfLoaded === v { controllers.append(c) }
            if let cv = v as? UICollectionView { collectionViews.append(cv) }
            for s in v.subviews { if let violation = visit(s) { return violation } }
            return nil
        }
        return visit(view)
    }
}
