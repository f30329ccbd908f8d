import Foundation

/// Views waiting to be reused, by reuse identifier: what list-like views (collection views, and any view that
/// recycles its subviews) keep off screen so that scrolling dequeues instead of creating views.
@MainActor
struct UIReuseQueue<View: UIView> {
    private var pools: [String: [View]] = [:]

    /// Keeps `view` for a later `dequeue(identifier:)` (a view already queued is not queued twice).
    mutating func enqueue(_ view: View, identifier: String) {
        if pools[identifier]?.contains(where: { $0 === view }) == true { return }
        pools[identifier, default: []].append(view)
    }

    /// The most recently queued view for `identifier`, taken out of the queue, or nil when there is none.
    mutating func dequeue(identifier: String) -> View? {
        guard var pool = pools[identifier], let view = pool.popLast() else { return nil }
        pools[identifier] = pool
        return view
    }

    /// Whether `view` is waiting in the queue.
    func contains(_ view: View) -> Bool {
        pools.values.contains { $0.contains { $0 === view } }
    }

    /// The number of views waiting under `identifier` (every identifier when nil).
    func count(identifier: String? = nil) -> Int {
        if let identifier { return pools[identifier]?.count ?? 0 }
        return pools.values.reduce(0) { $0 + $1.count }
    }

    /// Forgets every queued view.
    mutating func removeAll() { pools = [:] }
}
