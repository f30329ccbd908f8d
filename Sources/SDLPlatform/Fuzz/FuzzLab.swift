@_spi(Testing) @_spi(Platform) import UIKit
import Foundation

/// Carries out `FuzzLabAction`s against a session's app: the lab screen (`FuzzLabController`), alerts over
/// whatever is on top, timers and display links. It notes the run loop's scheduling number when the lab is
/// presented and, once the lab has been dismissed, checks that nothing scheduled while it was shown is still
/// live (the live count is back to its baseline).
@MainActor
public final class FuzzLab {
    /// The lab screen; made afresh for every app launch.
    public let controller = FuzzLabController()
    /// Alerts the lab presented, for the presentation-chain check.
    var alerts: [WeakController] = []
    /// Whether a huge constant or multiplier was activated in this launch (see `hugeConstants`).
    public private(set) var hasUsedHugeValues = false
    /// The run loop's scheduling number when the lab was presented (nil while it is not).
    private var openedAt: Int?
    /// The accessibility tree of the last accessibility action and its element numbers (for actions through a
    /// stale tree, whose objects may be gone).
    var staleTree: UIAccessibilityTree?
    var staleIDs: [Int] = []
    let session: HeadlessSession

    struct WeakController { weak var controller: UIViewController? }

    /// Values that constraints, spacings and multipliers are drawn from: the ordinary, the extreme, the invalid.
    static let constants: [CGFloat] = [0, 8, -8, 20, 0.3, -100, 1e6, -1e6, 1e9, .nan, .infinity, -.infinity, 44, 1]
    static let multipliers: [CGFloat] = [1, 1, 1, 0.5, 2, 0, -1, 1e-3, 1e3, .nan, .infinity, 3]
    /// Magnitudes beyond what a double-precision simplex keeps to half a pixel (1e30 leaves residues of 1e14 in
    /// every row it touched, even after it is removed): used now and then; from then on, until the next launch,
    /// the constraint checks stand down (`hasUsedHugeValues`) while the crash and hang checks go on.
    static let hugeConstants: [CGFloat] = [1e30, -1e30, 1e15, .greatestFiniteMagnitude / 4]
    static let hugeMultipliers: [CGFloat] = [1e9, 1e-9, 1e15]
    static let priorities: [Float] = [1000, 1000, 999, 750, 500, 250, 1, 0, 1001, .nan, 1000]
    static let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                                             .centerX, .centerY, .firstBaseline, .lastBaseline, .leftMargin,
                                                             .topMargin, .centerXWithinMargins, .notAnAttribute]

    public init(session: HeadlessSession) { self.session = session }

    /// The controller on top of the key window's presentation chain.
    var topController: UIViewController? {
        var c = session.app.keyWindow?.rootViewController
        while let p = c?.presentedViewController, !p.isBeingDismissed { c = p }
        return c
    }

    /// Controllers the lab presented that may still be in a presentation chain (the lab and its alerts).
    var presentedControllers: [UIViewController] {
        alerts.removeAll { $0.controller == nil }
        return [controller] + alerts.compactMap(\.controller)
    }

    /// Does `action`; a violation when closing the lab left display links or timers behind.
    public func perform(_ action: FuzzLabAction) -> FuzzInvariants.Violation? {
        switch action {
        case let .open(animated):
            guard controller.presentingViewController == nil, let top = topController else {
                // Presented already (or nothing to present on): UIKit logs and ignores a second presentation.
                topController?.present(controller, animated: animated)
                session.step()
                return nil
            }
            let stamp = session.app.runLoopStamp
            top.present(controller, animated: animated)
            if controller.presentingViewController != nil { openedAt = stamp }
            session.step()
        case let .close(animated):
            guard controller.presentingViewController != nil else { session.step(); return nil }
            // What the screens underneath start again when they reappear is theirs: only what was scheduled while
            // the lab was shown counts.
            let closing = session.app.runLoopStamp
            controller.dismiss(animated: animated)
            // The dismissal (0.4 s), then up to a second for what the lab set off to wind down (tap timers, fades):
            // the frames stop as soon as nothing scheduled while it was shown is live.
            session.step(frames: animated ? 26 : 2)
            guard let opened = openedAt else { session.step(frames: 59); return nil }
            // A default-mode timer or link waits while a touch the stream has not lifted holds the run loop in
            // `.tracking` (a table underneath, touched once the lab is gone): UIKit runs it when tracking ends
            // (`Timer.scheduledTimer` schedules in the default mode), so it is not counted as left behind.
            func running() -> (displayLinks: Int, timers: Int) {
                let live = session.app.liveRunLoopClients(scheduledAfter: opened, through: closing)
                let waiting = session.app.runLoopClientsWaitingForMode(scheduledAfter: opened, through: closing)
                return (live.displayLinks - waiting.displayLinks, live.timers - waiting.timers)
            }
            var left = running()
            var frames = 0
            while frames < 59, left.displayLinks > 0 || left.timers > 0 || controller.viewIfLoaded?.window != nil {
                session.step()
                frames += 1
                left = running()
            }
            guard controller.presentingViewController == nil, controller.viewIfLoaded?.window == nil else { return nil }
            openedAt = nil
            if left.displayLinks > 0 || left.timers > 0 {
                return FuzzInvariants.Violation(invariant: "run-loop-baseline",
                                                detail: "after the lab was dismissed, \(left.displayLinks) display links and \(left.timers) timers scheduled while it was shown are still live (the baseline is none)")
            }
        case let .constraints(seed, count): randomConstraints(seed: seed, count: count); session.step()
        case let .deactivate(seed):
            var rng = FuzzRandom(seed: seed)
            let drop = controller.labConstraints.filter { _ in Bool.random(using: &rng) }
            NSLayoutConstraint.deactivate(drop)
            controller.labConstraints.removeAll { c in drop.contains { $0 === c } }
            session.step()
        case let .cycle(seed): cycle(seed: seed); session.step()
        case let .orphan(seed): orphan(seed: seed); session.step()
        case let .animate(seed): animateLayout(seed: seed); session.step()
        case let .animateResize(seed, width, height):
            animateLayout(seed: seed)
            session.step(frames: Int(seed % 6) + 1)
            session.resizeWindow(width: width, height: height)
        case let .stack(op, index): stackEdit(op: op, index: index)
        case let .alert(op): alertAbuse(op: op)
        case let .timers(seed): runLoopAbuse(seed: seed); session.step()
        case let .collection(op, seed): collectionAbuse(op: op, seed: seed)
        case let .appearance(seed): appearanceAbuse(seed: seed)
        case let .accessibility(op, index): accessibilityAbuse(op: op, index: index)
        }
        return nil
    }

    // MARK: Constraints

    private func randomConstraints(seed: UInt64, count: Int) {
        var rng = FuzzRandom(seed: seed)
        let lab = controller
        lab.loadViewIfNeeded()
        let items: [AnyObject] = lab.boxes + [lab.container, lab.container.layoutMarginsGuide]
        // One `constraints` action in 100 throws huge magnitudes in.
        let huge = Int.random(in: 0..<100, using: &rng) == 0
        if huge { hasUsedHugeValues = true }
        for _ in 0..<max(0, min(count, 40)) {
            let first = items[Int.random(in: 0..<items.count, using: &rng)]
            let a1 = Self.attributes[Int.random(in: 0..<Self.attributes.count, using: &rng)]
            let constantOnly = a1 == .width || a1 == .height ? Bool.random(using: &rng) : false
            let second: AnyObject? = constantOnly ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
            // Mostly a valid pairing (the same attribute or its axis partner), sometimes any.
            let a2 = Double.random(in: 0..<1, using: &rng) < 0.7 ? a1 : Self.attributes[Int.random(in: 0..<Self.attributes.count, using: &rng)]
            let relation: NSLayoutConstraint.Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<4, using: &rng)]
            let multipliers = huge ? Self.multipliers + Self.hugeMultipliers : Self.multipliers
            let constants = huge ? Self.constants + Self.hugeConstants : Self.constants
            let c = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: second == nil ? .notAnAttribute : a2,
                                       multiplier: multipliers[Int.random(in: 0..<multipliers.count, using: &rng)],
                                       constant: constants[Int.random(in: 0..<constants.count, using: &rng)])
            c.priority = UILayoutPriority(Self.priorities[Int.random(in: 0..<Self.priorities.count, using: &rng)])
            lab.keep(c)
        }
    }

    private func cycle(seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        let boxes = controller.boxes.filter { $0.superview === controller.container }
        guard boxes.count >= 3 else { return }
        let picked = Array(boxes.shuffled(using: &rng).prefix(3))
        for i in 0..<3 {
            let a = picked[i], b = picked[(i + 1) % 3]
            let c = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: Self.constants[Int.random(in: 0..<4, using: &rng)])
            controller.keep(c)
        }
    }

    private func orphan(seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        let lab = controller
        lab.loadViewIfNeeded()
        let box = lab.boxes[Int.random(in: 0..<lab.boxes.count, using: &rng)]
        if box.superview !== lab.container {
            // Constraints to a view that is out of the tree: refused (logged), then the box goes back.
            let c = box.widthAnchor.constraint(equalTo: lab.container.widthAnchor, multiplier: 0.5)
            c.isActive = true
            lab.restore(box)
            return
        }
        let other = lab.boxes.first { $0 !== box && $0.superview === lab.container } ?? lab.container
        lab.keep(box.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 4))
        lab.keep(box.widthAnchor.constraint(equalTo: other.widthAnchor))
        if Bool.random(using: &rng) { lab.container.layoutIfNeeded() }
        box.removeFromSuperview()  // in the same frame: its constraints go with it
        lab.labConstraints.removeAll { !$0.isActive }
    }

    func animateLayout(seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        let lab = controller
        lab.loadViewIfNeeded()
        let duration = [0.0, 0.2, 0.4, 1.0, 3.0][Int.random(in: 0..<5, using: &rng)]
        UIView.animate(withDuration: duration, delay: 0, options: Bool.random(using: &rng) ? [.beginFromCurrentState] : []) {
            for c in lab.labConstraints where Bool.random(using: &rng) {
                c.constant = Self.constants[Int.random(in: 0..<Self.constants.count, using: &rng)]
            }
            lab.view.layoutIfNeeded()
        }
    }

    // MARK: Stack views

    func stackEdit(op: Int, index: Int) {
        let lab = controller
        lab.loadViewIfNeeded()
        let stack = lab.stack
        let arranged = stack.arrangedSubviews
        let target = arranged.isEmpty ? nil : arranged[((index % arranged.count) + arranged.count) % arranged.count]
        switch ((op % 8) + 8) % 8 {
        case 0, 1: // hide or show, animated, the way UIKit's docs suggest
            if let target { UIView.animate(withDuration: 0.3) { target.isHidden.toggle(); stack.layoutIfNeeded() } }
            session.step()
        case 2: // hidden, then removed mid-animation
            if let target {
                UIView.animate(withDuration: 0.5) { target.isHidden = true; stack.layoutIfNeeded() }
                session.step(frames: (index & 7) + 1)
                if op & 8 == 0 { target.removeFromSuperview() } else { stack.removeArrangedSubview(target) }
            }
            session.step()
        case 3: // an arranged view added, animated, while others move
            guard arranged.count < 12 else { if let target { target.removeFromSuperview() }; session.step(); return }
            let v = lab.makeArranged(index)
            v.isHidden = true
            stack.insertArrangedSubview(v, at: max(0, index % (arranged.count + 1)))
            UIView.animate(withDuration: 0.3) { v.isHidden = false; stack.layoutIfNeeded() }
            session.step()
        case 4: stack.axis = stack.axis == .vertical ? .horizontal : .vertical; session.step()
        case 5:
            let all: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
            stack.distribution = all[((index % all.count) + all.count) % all.count]
            session.step()
        case 6:
            let all: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
            stack.alignment = all[((index % all.count) + all.count) % all.count]
            session.step()
        default:
            let spacing = Self.constants[((index % Self.constants.count) + Self.constants.count) % Self.constants.count]
            UIView.animate(withDuration: 0.3) { stack.spacing = spacing; stack.layoutIfNeeded() }
            session.step()
        }
    }
}
