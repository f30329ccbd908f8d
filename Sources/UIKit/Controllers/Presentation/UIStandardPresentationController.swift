import Foundation

/// The presentation controller of the full-screen styles: `.fullScreen` and `.currentContext` take the
/// presenter's view out of the window once the presented view covers it; `.overFullScreen`,
/// `.overCurrentContext` and alerts leave it underneath. The presented view fills the container.
@MainActor
final class UIStandardPresentationController: UIPresentationController {
    private let removesPresenter: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresentersView: Bool) {
        removesPresenter = removesPresentersView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var laysOutPresentedView: Bool { true }
}
