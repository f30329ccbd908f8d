import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// A controller that records its appearance callbacks as "name willAppear" and so on.
@MainActor
final class AppearanceLoggingController: UIViewController {
    let name: String
    let log: PresentationLog

    init(_ name: String, log: PresentationLog) {
        self.name = name
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) didDisappear") }
}

/// An ordered record of callbacks, taken and cleared by tests.
@MainActor
final class PresentationLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] { defer { entries = [] }; return entries }
}

/// A sheet delegate that records what it hears and answers `presentationControllerShouldDismiss` as told.
@MainActor
final class RecordingSheetDelegate: UISheetPresentationControllerDelegate {
    let log: PresentationLog
    var allowsDismissal = true

    init(log: PresentationLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.add("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A 400 x 600 window whose root is a logging controller "A", laid out, its launch callbacks taken from the log.
@MainActor
func presentationHarness(_ log: PresentationLog) -> (ControlsHarness, AppearanceLoggingController) {
    let h = ControlsHarness(width: 400, height: 600)
    let root = AppearanceLoggingController("A", log: log)
    h.window.rootViewController = root
    h.frame()
    _ = log.take()
    return (h, root)
}

extension ControlsHarness {
    /// A vertical drag from (x, y1) to (x, y2): `steps` moves over `duration` seconds, then the finger lifts
    /// (after `hold` seconds without moving, which lets the velocity fall to zero).
    func verticalDrag(x: CGFloat, from y1: CGFloat, to y2: CGFloat, steps: Int = 10, duration: Double = 0.5, hold: Double = 0) {
        touch(.began, x, y1)
        for i in 1...steps {
            clock.advance(by: duration / Double(steps))
            touch(.moved, x, y1 + (y2 - y1) * CGFloat(i) / CGFloat(steps))
        }
        if hold > 0 {
            advance(hold)
            touch(.moved, x, y2)
        }
        touch(.ended, x, y2)
    }

    /// The frame of `view` in window coordinates.
    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }
}
