import Foundation
import LayoutSolver

extension UILayoutEngine {
    /// Whether frames are being written back now (frame changes then do not re-pin views).
    var isWritingBack: Bool { writeBackDepth > 0 }

    /// The layout pass of the tree: `updateConstraints` where needed (deepest views first), then solve and
    /// write frames back, repeating while written frames change inputs (autoresizing subviews, labels whose
    /// wrapped height depends on their width). Frames written inside an animation block animate.
    ///
    /// `refreshingGuides` re-reads every system guide (safe areas, margins, keyboard) even when nothing is
    /// pending: the tree's own layout pass does it once; the views it then lays out only apply what their
    /// layout changed, so a pass stays linear in the views it touches.
    ///
    /// A pass that has not settled after `maximumRounds` (frames that keep moving a baseline or a wrapped
    /// label's height, say) stops there and logs it once: the subviews' own passes in the same frame do not
    /// start it again, so a feedback loop costs one pass per frame instead of one per view.
    func applyIfNeeded(refreshingGuides: Bool = true) {
        guard writeBackDepth == 0 else { return }
        guard refreshingGuides || (hasPendingWork && !isUnsettled) else { return }
        updateConstraintsPass()
        for _ in 0..<Self.maximumRounds {
            flushPins()
            flushIntrinsic()
            refreshSystemGuides()
            reportBrokenConstraints()
            guard needsWriteBack else { break }
            needsWriteBack = false
            writeBack()
        }
        // Logged once per loop: when a pass that follows a settled one does not settle.
        let wasUnsettled = isUnsettled
        isUnsettled = needsWriteBack
        if isUnsettled && !wasUnsettled {
            UIApplication.shared.log("[LayoutConstraints] layout of \(root) did not settle after \(Self.maximumRounds) passes: the frames written back keep changing the constraints' inputs (a baseline or a wrapped label's height that its own frame moves); the views laid out after it wait, and the next layout pass of the root carries on from here")
        }
    }

    /// Rounds of solve and write-back a pass runs before it stops as unsettled.
    static let maximumRounds = 8

    /// Whether constraints, fixed frames or intrinsic sizes changed since the last write-back.
    var hasPendingWork: Bool {
        needsWriteBack || !viewsNeedingConstraintUpdate.isEmpty || !pinsDirty.isEmpty || !intrinsicDirty.isEmpty
    }

    func updateConstraintsPass() {
        var rounds = 0
        while !viewsNeedingConstraintUpdate.isEmpty && rounds < 8 {
            rounds += 1
            // Deepest first, in the order they asked among equals (depths measured once, not per comparison).
            // Indices are sorted, not the views: moving views through a sort retains and releases each move.
            let views = viewsNeedingConstraintUpdate
            viewsNeedingConstraintUpdate.removeAll()
            let depths = views.map(\.layoutDepth)
            let order = views.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }
            for i in order {
                let v = views[i]
                guard v.layoutStateIfPresent?.needsUpdateConstraints == true else { continue }
                v.layoutState.needsUpdateConstraints = false
                v.updateConstraints()
            }
        }
    }

    /// The rectangle a frame-based view's pins hold: its frame, or for a transformed view the frame it has
    /// without the transform (centre and bounds size), which is what Auto Layout lays out and writes back.
    static func pinnedFrame(of view: UIView) -> CGRect {
        guard !view.transform.isIdentity else { return view.frame }
        let size = view.bounds.size, center = view.center
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    func flushPins() {
        guard !pinsDirty.isEmpty else { return }
        let dirty = pinsDirty
        pinsDirty.removeAll()
        for it in dirty where it.alive {
            reportBrokenConstraints()
            guard let view = it.view, it.pins.count == 4 else { continue }
            let f = Self.pinnedFrame(of: view)
            guard f != it.pinnedFrame else { continue }
            it.pinnedFrame = f
            let values = [f.minX, f.minY, f.width, f.height]
            for (c, value) in zip(it.pins, values) where c.storedConstant != value {
                c.storedConstant = value
                guard let id = c.solverID else { continue }
                do { try solver.setConstant(-Double(value), of: id) }
                catch .unsatisfiable(let conflicting) {
                    try? solver.removeConstraint(id)
                    byID[id] = nil
                    c.solverID = nil
                    reportUnsatisfiable(breaking: c, conflicting: conflicting.compactMap { byID[$0] })
                } catch {
                    // A frame beyond what the solver can hold (see LayoutSolver.maximumMagnitude): the pin leaves it.
                    try? solver.removeConstraint(id)
                    byID[id] = nil
                    c.solverID = nil
                    UIApplication.shared.log("[LayoutConstraints] the solver refused the frame \(f) of \(view) (\(error)); its autoresizing constraint is broken")
                }
            }
            needsWriteBack = true
        }
    }

    func invalidateIntrinsicSize(of view: UIView) {
        guard let it = existingItem(for: view), !view.translatesAutoresizingMaskIntoConstraints else { return }
        intrinsicDirty.append(it)
        setNeedsApply()
    }

    func flushIntrinsic() {
        guard !intrinsicDirty.isEmpty else { return }
        let dirty = intrinsicDirty
        intrinsicDirty.removeAll()
        for it in dirty where it.alive { updateIntrinsic(it) }
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis.
    func updateIntrinsic(_ it: Item) {
        guard let view = it.view, !view.translatesAutoresizingMaskIntoConstraints else { return }
        var size = view.intrinsicContentSize
        if let label = view as? UILabel, label.wrapsAtLayoutWidth {
            let width = it.intrinsicWidthUsed ?? label.bounds.width
            if width > 0 {
                it.intrinsicWidthUsed = width
                size.height = label.sizeThatFits(CGSize(width: width, height: 0)).height
            }
        }
        let state = view.layoutState
        func biased(_ p: UILayoutPriority, _ bias: Float) -> Float { p.rawValue >= 1000 ? 1000 : min(p.rawValue + bias, 999.9) }
        let priorities = [biased(state.hugging.0, state.stackTieBias.0), biased(state.compression.0, state.stackTieBias.0),
                          biased(state.hugging.1, state.stackTieBias.1), biased(state.compression.1, state.stackTieBias.1)]
        if !size.width.isFinite || !size.height.isFinite {
            UIApplication.shared.log("[LayoutConstraints] ignored the non-finite part of the intrinsic content size \(size) of \(view); that axis lays out as if it had none")
        }
        for i in 0..<4 {
            let value = i < 2 ? size.width : size.height
            let has = value != UIView.noIntrinsicMetric && value.isFinite && value >= 0
            let variable = i < 2 ? it.w : it.h
            if let id = it.intrinsic[i], !has || it.intrinsicPriorities[i] != priorities[i] {
                try? solver.removeConstraint(id)
                it.intrinsic[i] = nil
            }
            guard has else { continue }
            if let id = it.intrinsic[i] {
                if (i < 2 ? it.intrinsicSize.width : it.intrinsicSize.height) != value {
                    do { try solver.setConstant(-Double(value), of: id) } catch {
                        // Beyond what the solver can hold: the old size would stand for a value it is not.
                        try? solver.removeConstraint(id)
                        it.intrinsic[i] = nil
                        UIApplication.shared.log("[LayoutConstraints] the solver refused the intrinsic content size \(size) of \(view) (\(error)); that axis lays out as if it had none")
                    }
                }
            } else {
                let relation: LayoutRelation = i % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual
                do {
                    it.intrinsic[i] = try solver.addConstraint(LayoutExpression(variable) - Double(value), relation,
                                                               priority: min(max(priorities[i], 1), 1000))
                } catch {
                    it.intrinsic[i] = nil
                    // Once per size, not once for each of hugging and compression resistance.
                    if i % 2 == 0 { UIApplication.shared.log("[LayoutConstraints] the solver refused the intrinsic content size \(size) of \(view) (\(error)); that axis lays out as if it had none") }
                }
                it.intrinsicPriorities[i] = priorities[i]
            }
        }
        it.intrinsicSize = size
        needsWriteBack = true
    }

    /// Writes the solved frames of constraint-based views (rounded to the screen's pixel grid).
    func writeBack() {
        writeBackDepth += 1
        defer { writeBackDepth -= 1 }
        let scale = max(UIApplication.shared.screen.scale, 1)
        func snap(_ v: Double) -> CGFloat { CGFloat((v * Double(scale)).rounded() / Double(scale)) }
        for it in itemOrder where it.alive {
            guard let view = it.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let x = solver.value(of: it.x), y = solver.value(of: it.y)
            let minX = snap(x), minY = snap(y)
            let maxX = snap(x + max(solver.value(of: it.w), 0)), maxY = snap(y + max(solver.value(of: it.h), 0))
            let frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            if view.frame != frame { view.frame = frame }
            if let label = view as? UILabel, label.wrapsAtLayoutWidth, it.intrinsicWidthUsed != frame.width {
                it.intrinsicWidthUsed = frame.width
                intrinsicDirty.append(it)
                needsWriteBack = true
            }
        }
        updateScrollContentSizes()
        reinstallMovedBaselines()
    }

    /// Constraints to a view's baselines hold its baseline offsets as constants: when a written-back size
    /// or a new font or text moves a baseline, they are installed again with the new offsets.
    func reinstallMovedBaselines() {
        // One precision restore for the whole run: baselines pushed to huge offsets would otherwise rebuild the
        // tableau once per re-installed constraint.
        solver.withPrecisionRestoresBatched { reinstallMovedBaselinesNow() }
    }

    private func reinstallMovedBaselinesNow() {
        for it in itemOrder where it.alive {
            guard let recorded = it.baselineOffsets, let view = it.view else { continue }
            let now = (first: view.firstBaselineOffsetFromTop, last: view.lastBaselineOffsetFromBottom)
            guard now.first != recorded.first || now.last != recorded.last else { continue }
            it.baselineOffsets = now
            let baseline: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
            for c in it.referencingInInstallOrder where (c.firstItem === view && baseline.contains(c.firstAttribute))
                || (c.secondItem === view && baseline.contains(c.secondAttribute)) {
                uninstall(c)
                install(c)
            }
            needsWriteBack = true
        }
    }

    /// A scroll view whose content layout guide is sized by constraints takes that size as its content size.
    func updateScrollContentSizes() {
        for owner in guideOwners {
            guard let scroll = owner.view as? UIScrollView, let g = scroll.layoutStateIfPresent?.scrollContentGuide,
                  let it = existingItem(for: g), it.referencing.count > g.systemConstraints.count else { continue }
            var size = scroll.contentSize
            if solver.isDetermined(it.w) { size.width = CGFloat(solver.value(of: it.w)) }
            if solver.isDetermined(it.h) { size.height = CGFloat(solver.value(of: it.h)) }
            if size != scroll.contentSize { scroll.contentSize = size }
        }
    }

    /// Takes the required constraints the solver broke by itself (a repair after a precision restore found them
    /// in conflict) and recovers as UIKit does: each is left out of the solution (it stays active) and logged
    /// once with the constraints it conflicted with. A broken intrinsic size is dropped until its size changes.
    func reportBrokenConstraints() {
        guard solver.hasBrokenConstraints else { return }
        for broken in solver.takeBrokenConstraints() {
            if let c = byID.removeValue(forKey: broken.id) {
                c.solverID = nil
                reportUnsatisfiable(breaking: c, conflicting: broken.conflicting.compactMap { byID[$0] })
            } else {
                for it in itemOrder where it.alive {
                    guard let i = it.intrinsic.firstIndex(of: broken.id) else { continue }
                    it.intrinsic[i] = nil
                    let description = it.view.map { "\($0)" } ?? "?"
                    UIApplication.shared.log("[LayoutConstraints] Unable to simultaneously satisfy constraints: the required intrinsic content size of \(description) conflicts with \(broken.conflicting.compactMap { byID[$0] }); will attempt to recover by breaking it")
                }
            }
        }
        needsWriteBack = true
    }

    /// UIKit's log for a required constraint that cannot hold, then the recovery: the constraint is left
    /// out of the solution (it stays active) and layout carries on.
    func reportUnsatisfiable(breaking c: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
        let all = conflicting + [c]
        var lines = ["[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want. ",
                     "\tTry this: ",
                     "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                     "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. "]
        if all.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(c)")
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        UIApplication.shared.log(lines.joined(separator: "\n"))
    }
}

extension UIView {
    var layoutDepth: Int {
        var d = 0
        var v = superview
        while let cur = v { d += 1; v = cur.superview }
        return d
    }
}

extension UILabel {
    /// A multi-line label with no preferred width wraps at the width layout gives it (UIKit's second pass).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
}
