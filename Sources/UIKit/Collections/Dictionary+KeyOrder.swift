import Foundation

extension Dictionary where Key: Comparable {
    /// The entries in key order: a collection view walks its element maps this way wherever the walk has effects
    /// (delegate calls, reuse-queue order, z-order), because a dictionary's own order follows the process's hash seed.
    func inKeyOrder() -> [(key: Key, value: Value)] {
        count > 1 ? sorted { $0.key < $1.key } : Array(self)
    }

    /// The entries whose keys pass `isIncluded`, in key order.
    func inKeyOrder(where isIncluded: (Key, Value) -> Bool) -> [(key: Key, value: Value)] {
        var entries: [(key: Key, value: Value)] = []
        for entry in self where isIncluded(entry.key, entry.value) { entries.append(entry) }
        if entries.count > 1 { entries.sort { $0.key < $1.key } }
        return entries
    }
}
