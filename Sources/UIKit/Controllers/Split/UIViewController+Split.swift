import Foundation

extension UIViewController {
    /// The nearest split view controller among the ancestors.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let c = p { if let s = c as? UISplitViewController { return s }; p = c.parent }
        return nil
    }
}
