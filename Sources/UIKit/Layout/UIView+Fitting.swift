import Foundation
import LayoutSolver

extension UIView {
    /// The smallest size: fitting toward it gives the most compact size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A huge size: fitting toward it gives the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Solves the view's constraints with its size pulled toward `target` at the given priorities and
    /// returns the size found; the view's frame and the tree's solution are left as they were.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            UIApplication.shared.log("systemLayoutSizeFitting: ignored non-finite target size \(target)")
            return bounds.size
        }
        guard UIApplication.shared.autoLayoutIsInUse, subtreeUsesAutoLayout || layoutEngineIfPresent != nil else {
            let s = sizeThatFits(target)
            return CGSize(width: horizontal == .required ? target.width : s.width, height: vertical == .required ? target.height : s.height)
        }
        let engine = layoutEngineCreatingIfNeeded()
        engine.applyIfNeeded()
        return engine.fittingSize(of: self, target: target, horizontal: horizontal.rawValue, vertical: vertical.rawValue)
    }
}

extension UILayoutEngine {
    func fittingSize(of view: UIView, target: CGSize, horizontal: Float, vertical: Float) -> CGSize {
        let it = item(for: view)
        flushIntrinsic()
        // The view's own frame pins (if any) give way to the fitting constraints while measuring.
        var pinIDs: [(NSAutoresizingMaskLayoutConstraint, LayoutConstraintID)] = []
        for c in it.pins where c.firstAttribute == .width || c.firstAttribute == .height {
            if let id = c.solverID { try? solver.removeConstraint(id); byID[id] = nil; pinIDs.append((c, id)) }
            c.solverID = nil
        }
        var added: [LayoutConstraintID] = []
        func pull(_ v: LayoutVariable, _ value: CGFloat, _ p: Float) {
            if let id = try? solver.addConstraint(LayoutExpression(v) - Double(value), .equal, priority: min(max(p, 1), 1000)) { added.append(id) }
            else if let id = try? solver.addConstraint(LayoutExpression(v) - Double(value), .equal, priority: 999) { added.append(id) }
        }
        pull(it.w, target.width, horizontal)
        pull(it.h, target.height, vertical)
        // Multi-line labels inside wrap at their solved widths: a second pass measures them there.
        var labels: [(Item, CGFloat?)] = []
        for _ in 0..<3 {
            var changed = false
            for other in itemOrder where other.alive {
                guard let label = other.view as? UILabel, label.wrapsAtLayoutWidth, label.isDescendant(of: view) else { continue }
                let w = CGFloat(solver.value(of: other.w))
                if other.intrinsicWidthUsed != w {
                    if !labels.contains(where: { $0.0 === other }) { labels.append((other, other.intrinsicWidthUsed)) }
                    other.intrinsicWidthUsed = w
                    updateIntrinsic(other)
                    changed = true
                }
            }
            if !changed { break }
        }
        let size = CGSize(width: solver.value(of: it.w), height: solver.value(of: it.h))
        for id in added { try? solver.removeConstraint(id) }
        for (label, width) in labels { label.intrinsicWidthUsed = width; updateIntrinsic(label) }
        for (c, _) in pinIDs {
            let v = c.firstAttribute == .width ? it.w : it.h
            add(c, LayoutExpression(v) - Double(c.constant), .equal, base: 0)
        }
        let scale = max(UIApplication.shared.screen.scale, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
