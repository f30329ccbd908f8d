import Foundation

/// Delta debugging (Zeller's ddmin): finds a short sub-list of a failing list that still fails, by
/// removing chunks of decreasing size while the failure persists. Generic so tests can check it cheaply.
public enum FuzzShrinker {
    /// The shortest suffix of `items` among the last 16, 64, 256 ... items for which `fails` holds (else all of
    /// `items`). Failures usually depend on recent events, and short runs are cheap: try this before `shrink`.
    /// No suffix is tried once `deadline` has passed (the whole list is then returned as it stands).
    public static func shortestFailingSuffix<T>(_ items: [T], deadline: Date = .distantFuture, fails: ([T]) -> Bool) -> [T] {
        var k = 16
        while k < items.count && Date() < deadline {
            let suffix = Array(items.suffix(k))
            if fails(suffix) { return suffix }
            k *= 4
        }
        return items
    }

    /// The shortest sub-list of `items` found for which `fails` holds; `fails(items)` must hold.
    /// Stops after `maxTests` calls of `fails` (returning the best so far); `report` hears each improvement.
    public static func shrink<T>(_ items: [T], maxTests: Int = 2000, report: ([T]) -> Void = { _ in },
                                 fails: ([T]) -> Bool) -> [T] {
        var current = items
        var tests = 0
        func test(_ candidate: [T]) -> Bool {
            guard tests < maxTests else { return false }
            tests += 1
            return fails(candidate)
        }
        var n = 2
        while current.count >= 2 && tests < maxTests {
            let chunk = max(1, current.count / n)
            var reduced = false
            var start = 0
            while start < current.count && tests < maxTests {
                let end = min(current.count, start + chunk)
                let complement = Array(current[..<start] + current[end...])
                if !complement.isEmpty && test(complement) {
                    current = complement
                    report(current)
                    reduced = true
                    // Keep the same chunk size and position: the next chunk slid into place.
                } else {
                    start = end
                }
            }
            if reduced {
                n = max(n - 1, 2)
            } else {
                if chunk == 1 { break }
                n = min(current.count, n * 2)
            }
        }
        return current
    }
}
