@_spi(Testing) import UIKit
import Foundation

extension FuzzLab {
    // MARK: Alerts

    private func makeAlert(_ n: Int) -> UIAlertController {
        let style: UIAlertController.Style = n % 3 == 2 ? .actionSheet : .alert
        let alert = UIAlertController(title: "Fuzz \(n)", message: n % 2 == 0 ? "Presented by the fuzzer." : nil, preferredStyle: style)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in })
        if style == .alert && n % 4 == 1 { alert.addTextField { $0.placeholder = "Field" } }
        alerts.append(WeakController(controller: alert))
        if alerts.count > 16 { alerts.removeFirst() }
        return alert
    }

    /// Alert abuse over the controller on top (the lab when it is shown).
    func alertAbuse(op: Int) {
        let top = topController
        switch ((op % 6) + 6) % 6 {
        case 0: // presented twice: the same alert again at once, then a second alert while the first animates in
            let a = makeAlert(op)
            top?.present(a, animated: true)
            top?.present(a, animated: true)
            session.step()
            top?.present(makeAlert(op + 1), animated: true)
            session.step()
        case 1: // dismissed while presenting (same frame, or a few frames in)
            let a = makeAlert(op)
            top?.present(a, animated: true)
            if op & 8 != 0 { session.step(frames: (op >> 4) & 7 + 1) }
            a.dismiss(animated: op & 16 == 0)
            session.step()
        case 2: // presented, then presented on by its own presenter (refused) and on itself (refused)
            let a = makeAlert(op)
            top?.present(a, animated: op & 8 == 0)
            a.present(a, animated: true)
            top?.present(makeAlert(op + 1), animated: false)
            session.step()
        case 3: // an alert presents another alert (a chain of two), then the bottom one is dismissed
            let a = makeAlert(op), b = makeAlert(op + 1)
            top?.present(a, animated: false)
            a.present(b, animated: true)
            session.step(frames: 2)
            a.dismiss(animated: true)
            session.step()
        case 4: // whatever is on top is dismissed, animated or not
            if let top, top.presentingViewController != nil { top.dismiss(animated: op & 8 == 0) }
            session.step()
        default: // dismissed twice in a row, then presented again at once
            if let top, top.presentingViewController != nil, let presenter = top.presentingViewController {
                top.dismiss(animated: true)
                top.dismiss(animated: true)
                if top is UIAlertController { presenter.present(top, animated: true) }
            }
            session.step()
        }
    }

    // MARK: Timers and display links

    /// Timers and display links that end themselves (or one another) inside their own callbacks.
    func runLoopAbuse(seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        let lab = controller
        let after = Int.random(in: 1...4, using: &rng)
        var calls = 0
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: // a display link invalidated in its own callback
            let link = CADisplayLink { [weak lab] link in
                lab?.runLoopCallbacks += 1
                calls += 1
                if calls >= after { link.invalidate(); link.invalidate() }
            }
            link.add(to: .main, forMode: .common)
        case 1: // a repeating timer invalidated in its own callback, after firing itself re-entrantly once
            var reentered = false
            UIKit.Timer.scheduledTimer(withTimeInterval: [0, 1.0 / 120, 0.05, -1][Int.random(in: 0..<4, using: &rng)], repeats: true) { [weak lab] t in
                lab?.runLoopCallbacks += 1
                calls += 1
                if !reentered { reentered = true; t.fire() }
                if calls >= after { t.invalidate() }
            }
        case 2: // a display link that removes itself from the run loop in its callback, and is added back once
            var readded = false
            let link = CADisplayLink { [weak lab] link in
                lab?.runLoopCallbacks += 1
                link.remove(from: .main, forMode: .default)
                if !readded { readded = true; link.add(to: .main, forMode: .default) } else { link.invalidate() }
            }
            link.preferredFramesPerSecond = [0, 30, 7, -5, 1000][Int.random(in: 0..<5, using: &rng)]
            link.add(to: .main, forMode: .default)
        case 3: // a one-shot timer that invalidates a repeating one and a display link, and schedules another one-shot
            let victim = UIKit.Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { [weak lab] _ in lab?.runLoopCallbacks += 1 }
            let link = CADisplayLink { [weak lab] _ in lab?.runLoopCallbacks += 1 }
            link.add(to: .main, forMode: .default)
            UIKit.Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { [weak lab] t in
                victim.invalidate()
                link.invalidate()
                t.invalidate()
                UIKit.Timer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in lab?.runLoopCallbacks += 1 }
            }
        case 4: // kept by the lab until it disappears: a paused-then-resumed link and a repeating timer
            let link = CADisplayLink { [weak lab] link in
                lab?.runLoopCallbacks += 1
                link.isPaused = true
                link.isPaused = false
            }
            link.add(to: .main, forMode: .tracking)
            lab.keptLinks.append(link)
            lab.keptTimers.append(UIKit.Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak lab] _ in lab?.runLoopCallbacks += 1 })
            if lab.keptLinks.count > 8 { lab.keptLinks.removeFirst().invalidate() }
            if lab.keptTimers.count > 8 { lab.keptTimers.removeFirst().invalidate() }
        case 5: // a timer added twice, invalidated before it ever fires, then fired by hand
            let t = UIKit.Timer(timeInterval: 0.01, repeats: false) { [weak lab] _ in lab?.runLoopCallbacks += 1 }
            RunLoop.main.add(t, forMode: .default)
            RunLoop.main.add(t, forMode: .common)
            t.invalidate()
            t.fire()
        default: // a display link whose callback schedules a timer that invalidates the link
            let link = CADisplayLink { [weak lab] link in
                lab?.runLoopCallbacks += 1
                calls += 1
                if calls == after { UIKit.Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in link.invalidate() } }
            }
            link.add(to: .main, forMode: .default)
        }
    }
}
