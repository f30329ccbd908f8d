@_spi(Testing) import UIKit
import Foundation

extension FuzzLab {
    // MARK: Appearance

    /// Appearance switched mid-animation (see `FuzzLabAction.appearance`).
    func appearanceAbuse(seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        let lab = controller
        lab.loadViewIfNeeded()
        // Something animates first.
        switch int(0...4) {
        case 0: animateLayout(seed: rng.next())
        case 1: // colours (dynamic ones among them), alpha and transforms of the lab's boxes
            let colors: [UIColor] = [.systemRed, .label, .secondarySystemBackground, .tintColor, .white, .systemFill]
            UIView.animate(withDuration: [0.2, 0.5, 2.0][int(0...2)]) {
                for box in lab.boxes {
                    box.backgroundColor = colors[Int.random(in: 0..<colors.count, using: &rng)]
                    box.alpha = [1, 0.5, 0][Int.random(in: 0...2, using: &rng)]
                    box.transform = [.identity, CGAffineTransform(scaleX: 1.5, y: 0.5), CGAffineTransform(rotationAngle: 0.7)][Int.random(in: 0...2, using: &rng)]
                }
            }
        case 2: alertAbuse(op: int(0...255) & ~7)  // an alert animating in (op 0: presented, and a second one)
        case 3: collectionAbuse(op: int(1...6), seed: rng.next())
        default: stackEdit(op: int(0...2), index: int(0...15))
        }
        session.step(frames: int(0...8))
        let styles: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
        for _ in 0..<int(1...2) {
            let style = styles[int(0...2)]
            switch int(0...6) {
            case 0: // the system appearance (Settings, or the Simulator's Toggle Appearance)
                session.app.systemUserInterfaceStyle = session.app.systemUserInterfaceStyle == .dark ? .light : .dark
            case 1: session.app.keyWindow?.overrideUserInterfaceStyle = style
            case 2: topController?.overrideUserInterfaceStyle = style
            case 3: lab.overrideUserInterfaceStyle = style
            case 4: lab.boxes[int(0...lab.boxes.count - 1)].overrideUserInterfaceStyle = style
            case 5: // a view anywhere in the key window, by index in tree order
                var views: [UIView] = []
                func collect(_ v: UIView) { if views.count < 400 { views.append(v); v.subviews.forEach(collect) } }
                if let window = session.app.keyWindow { collect(window) }
                if !views.isEmpty { views[int(0...views.count - 1)].overrideUserInterfaceStyle = style }
            default: (int(0...1) == 0 ? lab.grid : lab.diffGrid).overrideUserInterfaceStyle = style
            }
        }
        session.step(frames: int(1...3))
    }
}
