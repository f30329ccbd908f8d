import Foundation
import UIKit

/// A small app for the testing tools' own tests (320x480): a title label, a Go button that shows a
/// "Done" label 0.5 s after a tap, a disabled and a selected button, a text field, a swipe and long-press
/// pad (logging what it saw), a hidden view and one outside the window.
@MainActor
func testingFixture() -> TestAppDelegate {
    TestAppDelegate { root in
        root.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        title.text = "Hello"
        title.accessibilityIdentifier = "title"
        root.addSubview(title)

        let done = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        done.text = "Done"
        done.accessibilityIdentifier = "done"
        done.isHidden = true
        root.addSubview(done)

        let go = UIButton(type: .system)
        go.frame = CGRect(x: 20, y: 100, width: 100, height: 40)
        go.setTitle("Go", for: .normal)
        go.accessibilityIdentifier = "go"
        go.addAction(UIAction { _ in
            UIApplication.shared.log("go tapped")
            RunLoopTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in done.isHidden = false }
        }, for: .touchUpInside)
        root.addSubview(go)

        let off = UIButton(type: .system)
        off.frame = CGRect(x: 140, y: 100, width: 80, height: 40)
        off.setTitle("Off", for: .normal)
        off.isEnabled = false
        off.accessibilityIdentifier = "off"
        root.addSubview(off)

        let picked = UIButton(type: .system)
        picked.frame = CGRect(x: 230, y: 100, width: 80, height: 40)
        picked.setTitle("Picked", for: .normal)
        picked.isSelected = true
        picked.accessibilityIdentifier = "picked"
        root.addSubview(picked)

        let field = UITextField(frame: CGRect(x: 20, y: 160, width: 280, height: 30))
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "field"
        root.addSubview(field)

        let pad = UIView(frame: CGRect(x: 20, y: 210, width: 280, height: 150))
        pad.backgroundColor = .blue
        pad.accessibilityIdentifier = "pad"
        for direction: UISwipeGestureRecognizer.Direction in [.left, .right, .up, .down] {
            let swipe = UISwipeGestureRecognizer { r in
                let name = r.direction == .left ? "left" : r.direction == .right ? "right" : r.direction == .up ? "up" : "down"
                UIApplication.shared.log("swiped \(name)")
            }
            swipe.direction = direction
            pad.addGestureRecognizer(swipe)
        }
        pad.addGestureRecognizer(UILongPressGestureRecognizer { r in if r.state == .began { UIApplication.shared.log("long press") } })
        root.addSubview(pad)

        let ghost = UIView(frame: CGRect(x: 20, y: 370, width: 40, height: 40))
        ghost.isHidden = true
        ghost.accessibilityIdentifier = "ghost"
        root.addSubview(ghost)

        let away = UIView(frame: CGRect(x: 400, y: 370, width: 40, height: 40))
        away.accessibilityIdentifier = "away"
        root.addSubview(away)
    }
}
