import Foundation

extension UIAccessibilityTree {
    /// For the fuzzer: the object numbered `id` while it lives (the view a bridge action is about to reach, which
    /// the fuzzer takes away in the same frame).
    @_spi(Testing) public func objectForTesting(_ id: Int) -> AnyObject? { object(id) }
}
