import Foundation

/// The navigation controller's `interactivePopGestureRecognizer`: a left-edge pan that fails at once when
/// the controller cannot pop (one controller, a transition running) and that the pans and swipes in the
/// controller's view wait for, so an edge swipe goes back rather than scrolling or swiping a cell.
@MainActor
final class UINavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        edges = .left
        name = "interactivePopGestureRecognizer"
        addTarget(navigationController, action: UINavigationController.handleInteractivePopGesture)
    }

    required init() {
        super.init()
        edges = .left
    }

    override var state: State {
        get { super.state }
        set {
            // Beginning needs a controller to pop even when a replaced delegate would allow it (UIKit would
            // leave the stack in a broken state then); refused, it fails.
            if newValue == .began, super.state == .possible, navigationController?.canBeginInteractivePop != true {
                super.state = .failed
                return
            }
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, navigationController?.canBeginInteractivePop != true { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }

    /// Pans and swipes in the controller's view (scroll views, swipe actions) wait for the edge swipe to fail;
    /// taps and long presses do not (they never compete for a drag).
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer || otherGestureRecognizer is UISwipeGestureRecognizer,
              !(otherGestureRecognizer is UIScreenEdgePanGestureRecognizer), let root = view,
              let other = otherGestureRecognizer.view else { return false }
        return other.isDescendant(of: root)
    }
}

/// The pop recognizer's default delegate: like UIKit's, it refuses when the top item hides the back button
/// or replaces it with its own left items, and when the bar is hidden. Setting another delegate replaces
/// these rules (the stack checks stay).
@MainActor
final class UINavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController, let item = nav.topViewController?.navigationItem else { return false }
        if nav.isNavigationBarHidden || item.hidesBackButton { return false }
        if item.leftBarButtonItems?.isEmpty == false && !item.leftItemsSupplementBackButton { return false }
        return true
    }
}
