import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A key window whose root controller is a split view controller, on a virtual clock, with taps through the
/// application's input path, the window resizable and the log captured.
@MainActor
final class SplitHarness {
    let clock = VirtualClock(start: 10)
    let app: UIApplication
    let window: UIWindow
    var surface: Bitmap
    var logLines: [String] = []

    init(_ split: UIViewController, width: Int, height: Int) {
        let size = CGSize(width: width, height: height)
        surface = Bitmap(width: width, height: height)
        app = UIApplication.makeShared(clock: clock, screenSize: size, scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        app.logHandler = { [weak self] line in self?.logLines.append(line) }
        window.rootViewController = split
        window.makeKeyAndVisible()
        frame()
    }

    func frame() { _ = app.renderFrame(into: surface) }

    func advance(_ seconds: Double) {
        let n = max(Int((seconds * 60).rounded()), 1)
        for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
    }

    /// Resizes the window as a person dragging its corner does, then lays out.
    func resize(_ width: Int, _ height: Int) {
        surface = Bitmap(width: width, height: height)
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        frame()
    }

    func tap(_ point: CGPoint) {
        app.handle(.touch(finger: 1, phase: .began, location: point))
        app.dispatchPendingInput()
        advance(0.05)
        app.handle(.touch(finger: 1, phase: .ended, location: point))
        app.dispatchPendingInput()
        frame()
    }

    /// The visible view with `identifier`, searched from the window down.
    func view(_ identifier: String) -> UIView? {
        func find(_ v: UIView) -> UIView? {
            if v.accessibilityIdentifier == identifier, !v.isHidden, v.window != nil { return v }
            for s in v.subviews.reversed() { if let f = find(s) { return f } }
            return nil
        }
        return find(window)
    }

    /// Taps the middle of the view with `identifier`; records an issue when there is none.
    func tap(_ identifier: String) {
        guard let v = view(identifier) else { Issue.record("no view \(identifier)"); return }
        tap(v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window))
    }

    /// The frame of `controller`'s view in the window, or nil when it is not on screen.
    func frameOnScreen(_ controller: UIViewController?) -> CGRect? {
        guard let v = controller?.viewIfLoaded, v.window != nil else { return nil }
        return v.convert(v.bounds, to: window)
    }
}

/// Records every delegate call, in order.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandMode: UISplitViewController.DisplayMode?

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode)")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { calls.append("willShow \(column)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { calls.append("willHide \(column)") }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        calls.append("displayModeForExpanding \(proposedDisplayMode)")
        return expandMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
}

/// A controller with a title, for columns.
@MainActor
func titled(_ title: String) -> UIViewController {
    let c = UIViewController()
    c.title = title
    return c
}
