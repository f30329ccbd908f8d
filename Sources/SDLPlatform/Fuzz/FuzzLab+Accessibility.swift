@_spi(Testing) @_spi(Platform) import UIKit
import Foundation

extension FuzzLab {
    // MARK: Accessibility

    /// The element numbers of `tree` from the key window down, in reading order (at most 400).
    private func elementIDs(_ tree: UIAccessibilityTree) -> [Int] {
        guard let window = tree.windowID else { return [] }
        var ids: [Int] = [], queue = [window]
        while !queue.isEmpty, ids.count < 400 {
            let id = queue.removeFirst()
            ids.append(id)
            queue.append(contentsOf: tree.children(of: id))
        }
        return ids
    }

    /// An accessibility-bridge action on an element that goes away in the same frame (see
    /// `FuzzLabAction.accessibility`): what the AT-SPI bridge calls, with nothing in between.
    func accessibilityAbuse(op: Int, index: Int) {
        let lab = controller
        lab.loadViewIfNeeded()
        lab.restoreRemoved()
        let fresh = UIAccessibilityTree(application: session.app)
        let op = ((op % 256) + 256) % 256
        let stale = op % 7 == 6
        // A tree kept from an earlier event: its numbers may name objects that are gone (and are refused).
        let tree = stale ? (staleTree ?? fresh) : fresh
        var ids = stale ? staleIDs : elementIDs(tree)
        if ids.isEmpty { ids = elementIDs(fresh) }
        staleTree = fresh
        staleIDs = elementIDs(fresh)
        guard !ids.isEmpty else { session.step(); return }
        let id = ids[((index % ids.count) + ids.count) % ids.count]
        let view = tree.objectForTesting(id) as? UIView
        let goAwayFirst = op & 8 == 0
        if goAwayFirst, let view { takeAway(view, how: op % 7) }
        let result = perform(op >> 4, on: id, in: tree)
        if !goAwayFirst, let view { takeAway(view, how: op % 7) }
        // The bridge taps at the activation point after it replied (an element with no activation of its own).
        if case let .tap(point)? = result { session.tap(point) } else { session.step() }
    }

    /// One bridge call on `id`; the activation result when it was one.
    private func perform(_ kind: Int, on id: Int, in tree: UIAccessibilityTree) -> UIAccessibilityActionResult? {
        let node = tree.node(id)
        switch kind % 8 {
        case 0: return tree.activate(id)
        case 1:
            let count = node?.actions.count ?? 0
            // Every index the node lists, and ones it does not.
            return tree.performAction([0, count - 1, count, -1, 99][kind / 8 % 5], on: id)
        case 2:
            let values: [Double] = [.nan, .infinity, -1e9, 1e9, 0.5, 0, -1, 3]
            _ = tree.setNumericValue(values[kind / 8 % values.count], on: id)
        case 3:
            let ranges: [Range<Int>] = [0..<0, -5..<100, 0..<1_000_000, 2..<3, Int.min / 2..<Int.max / 2]
            _ = tree.replaceText(in: ranges[kind / 8 % ranges.count], with: ["x", "\n", "", "你好👋", String(repeating: "a", count: 500)][kind % 5], on: id)
        case 4:
            _ = tree.grabFocus(id)
            _ = tree.setCaret([-1, 0, 1_000_000][kind / 8 % 3], on: id)
            _ = tree.setSelection([0..<2, -3..<9, 5..<5][kind / 8 % 3], on: id)
        case 5: _ = tree.performEscape(on: id)
        case 6: return tree.performAction(node?.actions.firstIndex(of: kind & 8 == 0 ? "increment" : "decrement") ?? 0, on: id)
        default: _ = tree.hitTest(node?.frame.origin ?? .zero).map { tree.activate($0) }
        }
        return nil
    }

    /// Takes `view` away: removed, hidden, its cell deleted, or its screen popped or dismissed. Lab views are
    /// removed (and put back before the next accessibility action); the app's own views are never torn out of
    /// their screens (that would leave the app broken for the rest of the launch): their screen goes away instead.
    private func takeAway(_ view: UIView, how: Int) {
        let lab = controller
        if let cell = enclosingCell(of: view), let cv = cell.superview as? UICollectionView, let ip = cv.indexPath(for: cell) {
            // A cell goes away with its item.
            if cv === lab.grid, lab.gridSource.sections.indices.contains(ip.section), lab.gridSource.sections[ip.section].indices.contains(ip.item) {
                lab.gridSource.sections[ip.section].remove(at: ip.item)
                cv.deleteItems(at: [ip])
            } else if cv === lab.diffGrid, let item = lab.diffSource.itemIdentifier(for: ip) {
                var snapshot = lab.diffSource.snapshot()
                snapshot.deleteItems([item])
                lab.diffSource.apply(snapshot, animatingDifferences: how & 1 == 0)
            } else {
                cv.reloadData()
            }
            return
        }
        let inLab = view.isDescendant(of: lab.view) && view !== lab.view
        let removable = lab.boxes.contains { $0 === view } || lab.controls.contains { $0 === view }
            || lab.stack.arrangedSubviews.contains { $0 === view }
        switch how {
        case 0 where inLab, 1 where inLab:
            if removable { view.removeFromSuperview() } else { view.isHidden = true; lab.hiddenByFuzz.append(view) }
        case 2 where inLab:
            view.isHidden = true
            lab.hiddenByFuzz.append(view)
        default:
            // The screen it is on goes away: popped from its navigation stack, or dismissed when presented.
            var responder: UIResponder? = view
            while let r = responder, !(r is UIViewController) { responder = r.next }
            guard var c = responder as? UIViewController else { return }
            while c.parent != nil && !(c.parent is UINavigationController) && c.presentingViewController == nil { c = c.parent! }
            if let nav = c.navigationController, nav.viewControllers.count > 1, nav.topViewController === c {
                nav.popViewController(animated: how & 1 == 0)
            } else if c.presentingViewController != nil {
                c.dismiss(animated: how & 1 == 0)
            } else if inLab {
                view.isHidden = true
                lab.hiddenByFuzz.append(view)
            }
        }
    }

    private func enclosingCell(of view: UIView) -> UICollectionViewCell? {
        var v: UIView? = view
        while let cur = v {
            if let cell = cur as? UICollectionViewCell { return cell }
            v = cur.superview
        }
        return nil
    }
}
