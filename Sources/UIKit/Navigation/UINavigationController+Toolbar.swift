import Foundation

extension UINavigationController {
    /// Shows or hides the toolbar after `isToolbarHidden` changed; the content above it grows or shrinks to
    /// match (the bar slides when `animated`).
    func applyToolbarHidden(animated: Bool) {
        guard isViewLoaded else { return }
        if animated {
            toolbar.isHidden = false
            UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
                self.view.setNeedsLayout()
                self.view.layoutIfNeeded()
            }, completion: { _ in self.toolbar.isHidden = self.toolbarHiddenStorage })
        } else {
            toolbar.isHidden = toolbarHiddenStorage
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
