import Foundation

extension UINavigationController {
    /// Whether the toolbar is hidden (true by default, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; the content above it grows or shrinks to match (the bar slides when
    /// `animated`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        if animated {
            toolbar.isHidden = false
            UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
                self.view.setNeedsLayout()
                self.view.layoutIfNeeded()
            }, completion: { _ in self.toolbar.isHidden = self.toolbarHiddenStorage })
        } else {
            toolbar.isHidden = hidden
            view.setNeedsLayout()
        }
        view.safeAreaDidChangeAbove()
    }

    /// A controller's toolbar items changed: the toolbar shows them when that controller is on top.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard isViewLoaded, topViewController === controller else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }
}
