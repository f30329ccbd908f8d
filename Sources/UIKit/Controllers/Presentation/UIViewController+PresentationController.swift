import Foundation

extension UIViewController {
    /// The presentation controller managing this controller (a child's is its presented ancestor's). Before the
    /// controller is presented, reading it makes one for the current `modalPresentationStyle`, so set the style
    /// first.
    public var presentationController: UIPresentationController? {
        if parent != nil, presentingViewController == nil {
            let root = presentationRoot
            return root.presentingViewController != nil ? root.presentationController : nil
        }
        return presentationController(presenting: presentingViewController, source: self)
    }

    /// The sheet presentation controller when this controller presents as a sheet (`.pageSheet`, `.formSheet`
    /// and `.automatic`; a child's is its presented ancestor's); nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The style a presentation of this controller takes: `.automatic` (and `.popover`, adapting to a compact
    /// width) present as a page sheet, as on iPhone; `.none` is not a style to present with (logged; full screen).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .popover: return .pageSheet
        case .none:
            UIApplication.shared.log("present: \(type(of: self)) has modalPresentationStyle .none, which cannot be presented; using .fullScreen")
            return .fullScreen
        default: return modalPresentationStyle
        }
    }

    /// The presentation controller for the current style: the one made before when the style has not changed,
    /// else a new one (a `.custom` style asks the transitioning delegate). The delegate carries over.
    func presentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        let style = self is UICustomPresentationAnimating ? .overFullScreen : resolvedPresentationStyle
        // A custom presentation asks its transitioning delegate each time it is presented.
        let askDelegate = style == .custom && presenting != nil && storedPresentationController?.controller.containerView == nil
        if let stored = storedPresentationController, stored.style == style, !askDelegate {
            if let presenting { stored.controller.attach(presenting: presenting) }
            return stored.controller
        }
        let made: UIPresentationController
        if self is UICustomPresentationAnimating {
            made = UIStandardPresentationController(presentedViewController: self, presenting: presenting, removesPresentersView: false)
            made.usesWindowAsContainer = true
        } else {
            switch style {
            case .custom:
                made = (presenting.flatMap { transitioningDelegate?.presentationController(forPresented: self, presenting: $0, source: source) })
                    ?? storedPresentationController.flatMap { $0.style == .custom ? $0.controller : nil }
                    ?? UIPresentationController(presentedViewController: self, presenting: presenting)
                if let presenting { made.attach(presenting: presenting) }
            case .pageSheet, .formSheet:
                made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
            case .fullScreen, .currentContext:
                made = UIStandardPresentationController(presentedViewController: self, presenting: presenting, removesPresentersView: true)
            default:
                made = UIStandardPresentationController(presentedViewController: self, presenting: presenting, removesPresentersView: false)
            }
        }
        made.delegate = storedPresentationController?.controller.delegate
        storedPresentationController = (made, style)
        return made
    }
}
