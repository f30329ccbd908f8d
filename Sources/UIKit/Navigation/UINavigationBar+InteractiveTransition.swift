import Foundation

extension UINavigationBar {
    /// Starts an interactive change to `newItems`: the new top item's views are built at alpha 0 over the old
    /// ones, which stay (untouchable) until `endInteractiveChange`. Returns the two sets for the caller to fade.
    func beginInteractiveChange(to newItems: [UINavigationItem]) -> (outgoing: [UIView], incoming: [UIView]) {
        keepsOldContents = true
        setItems(newItems, animated: false)
        keepsOldContents = false
        let swap = keptContents
        keptContents = ([], [])
        layoutIfNeeded()
        return swap
    }

    /// Ends an interactive change: the old views go; when it did not complete, the bar shows `restoredItems`.
    func endInteractiveChange(_ swap: (outgoing: [UIView], incoming: [UIView]), restoring restoredItems: [UINavigationItem]?) {
        for v in swap.outgoing { v.removeFromSuperview() }
        if let restoredItems { setItems(restoredItems, animated: false) }
        UIView.performWithoutAnimation {
            titleLabel.alpha = 1
            for v in swap.incoming where v.superview === self { v.alpha = 1 }
        }
    }
}
