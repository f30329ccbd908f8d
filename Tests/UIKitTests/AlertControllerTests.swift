import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIAlertController: presentation, dismissal before the handler, keys, pad, text fields, bad input.
@Suite(.serialized) @MainActor struct AlertControllerTests {
    private func find(_ id: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == id { return view }
        for s in view.subviews { if let v = find(id, in: s) { return v } }
        return nil
    }

    private func tap(_ h: ControlsHarness, _ id: String) {
        guard let v = find(id, in: h.window) else { Issue.record("no view \(id)"); return }
        let c = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: h.window)
        h.tap(c.x, c.y)
    }

    /// An alert with OK (default) and Cancel, recording handlers and whether the alert was gone when each ran.
    private func makeAlert(_ h: ControlsHarness, style: UIAlertController.Style = .alert) -> (UIAlertController, () -> [String]) {
        var log: [String] = []
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        let root = h.window.rootViewController!
        alert.addAction(UIAlertAction(title: "OK", style: .default) { a in
            log.append("\(a.title!) presented=\(root.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { a in
            log.append("\(a.title!) presented=\(root.presentedViewController != nil)")
        })
        return (alert, { log })
    }

    @Test func anActionDismissesTheAlertThenRunsItsHandler() {
        let h = ControlsHarness()
        let (alert, log) = makeAlert(h)
        var presented = false
        h.window.rootViewController!.present(alert, animated: true) { presented = true }
        #expect(alert.view.superview === h.window)
        h.advance(0.15)
        #expect(alert.view.subviews[1].layer.presentation()!.opacity < 1)     // scaling in
        h.advance(0.3)
        #expect(presented)
        #expect(alert.isFirstResponder)
        // Two short titles sit side by side with Cancel on the left.
        let ok = find("alert.action.OK", in: h.window)!, cancel = find("alert.action.Cancel", in: h.window)!
        #expect(cancel.frame.minX == 0 && ok.frame.minX == 135 && ok.frame.width == 135)
        tap(h, "alert.action.OK")
        #expect(log().isEmpty)                       // the handler waits for the dismissal
        h.advance(0.3)
        #expect(log() == ["OK presented=false"])
        #expect(alert.view.superview == nil)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() {
        let h = ControlsHarness()
        let (alert, log) = makeAlert(h)
        alert.preferredAction = alert.actions[0]
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)   // not one of its actions
        #expect(alert.preferredAction === alert.actions[0])
        #expect(h.logLines.contains { $0.contains("preferredAction must be one of") })
        h.window.rootViewController!.present(alert, animated: false)
        h.frame()
        h.key(.keyboardReturnOrEnter)
        h.advance(0.3)
        #expect(log() == ["OK presented=false"])
        let (second, log2) = makeAlert(h)
        h.window.rootViewController!.present(second, animated: false)
        h.frame()
        h.key(.keyboardEscape)
        h.advance(0.3)
        #expect(log2() == ["Cancel presented=false"])
    }

    @Test func touchesOutsideAnAlertGoNowhereAndDisabledActionsCannotBeChosen() {
        let h = ControlsHarness()
        let (alert, log) = makeAlert(h)
        let button = h.add(UIButton(type: .system))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        h.window.rootViewController!.present(alert, animated: false)
        h.frame()
        h.tap(50, 20)                                 // the button underneath is covered
        h.advance(0.5)
        #expect(!h.events.contains("touchUpInside"))
        #expect(alert.presentingViewController != nil && log().isEmpty)
        alert.actions[0].isEnabled = false
        tap(h, "alert.action.OK")
        h.key(.keyboardReturnOrEnter)
        h.advance(0.5)
        #expect(log().isEmpty)
        #expect(alert.presentingViewController != nil)
    }

    @Test func anActionSheetSlidesUpAndAnOutsideTapCancels() {
        let h = ControlsHarness()
        let (sheet, log) = makeAlert(h, style: .actionSheet)
        h.window.rootViewController!.present(sheet, animated: true)
        h.advance(0.2)
        let content = sheet.view.subviews[1]
        let midway = content.layer.presentation()!.transform.m42
        #expect(midway > 0)                           // still below its place
        h.advance(0.3)
        // OK in the group, Cancel below it: 8 points apart and 8 from the bottom.
        #expect(content.frame.maxY == 392)
        #expect(content.frame.width == 384)
        h.tap(200, 40)                                 // above the sheet
        h.advance(0.5)
        #expect(log() == ["Cancel presented=false"])
    }

    @Test func presentingTwiceLogsUIKitsWarningAndDoesNothing() {
        let h = ControlsHarness()
        let (first, _) = makeAlert(h)
        let (second, _) = makeAlert(h)
        let root = h.window.rootViewController!
        root.present(first, animated: false)
        root.present(second, animated: false)
        #expect(root.presentedViewController === first)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(h.logLines.contains { $0.hasPrefix("Attempt to present <UIAlertController: 0x") && $0.contains("on <UIViewController: 0x")
            && $0.contains("which is already presenting <UIAlertController: 0x") })
    }

    @Test func textFieldsAreAddedToAlertsOnlyAndTheFirstOneEdits() {
        let h = ControlsHarness()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(h.logLines.contains { $0.contains("text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") })
        let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        var typed: String?
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in typed = alert.textFields?[0].text })
        alert.addAction(UIAlertAction(title: "Nope", style: .cancel))
        alert.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
        #expect(alert.actions.count == 2)
        #expect(h.logLines.contains { $0.contains("can only have one action with a style of UIAlertActionStyleCancel") })
        alert.preferredAction = alert.actions[0]
        h.window.rootViewController!.present(alert, animated: true)
        h.advance(0.5)
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields![0].isFirstResponder)
        h.app.handle(.text("Ada"))
        h.frame()
        h.key(.keyboardReturnOrEnter)                 // Return in the field still chooses the preferred action
        h.advance(0.5)
        #expect(typed == "Ada")
    }

    @Test func thePadMovesFocusAmongTheActionsOnlyAndBCancels() {
        let h = ControlsHarness()
        let under = h.add(UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0)))
        let (alert, log) = makeAlert(h)
        alert.addAction(UIAlertAction(title: "A much longer third action", style: .destructive))
        h.window.rootViewController!.present(alert, animated: false)
        h.frame()
        h.pad(.dpadDown)                               // focus goes into the alert, not to the switch
        #expect(!under.isFocused)
        let ok = find("alert.action.OK", in: h.window)!
        #expect(ok.isFocused)                          // stacked: OK, the long one, Cancel
        h.pad(.dpadDown); h.pad(.dpadDown); h.pad(.dpadDown)
        #expect(find("alert.action.Cancel", in: h.window)!.isFocused)
        h.pad(.b)
        h.advance(0.5)
        #expect(log() == ["Cancel presented=false"])
    }
}
