@_spi(Platform) import UIKit
import Foundation

/// org.a11y.atspi.Component (extents, hit testing, focus), Action and Value.
extension ATSPIBridge {
    /// `rect` (window points) in AT-SPI's coordinate type: 0 screen, 1 window, 2 parent; in pixels.
    func extents(_ rect: CGRect, coordType: Int, of target: Target) -> CGRect {
        let s = host.scale()
        var r = CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        switch coordType {
        case 0:
            let o = host.windowOrigin()
            r = r.offsetBy(dx: o.x, dy: o.y)
        case 2:
            if case .node(let p)? = parent(of: target), let parentFrame = tree.node(p)?.frame {
                r = r.offsetBy(dx: -parentFrame.minX * s, dy: -parentFrame.minY * s)
            }
        default: break
        }
        return r
    }

    /// A point in AT-SPI coordinates back to window points.
    private func windowPoint(x: Int, y: Int, coordType: Int, of target: Target) -> CGPoint {
        let s = max(host.scale(), 0.01)
        var p = CGPoint(x: CGFloat(x), y: CGFloat(y))
        if coordType == 0 { let o = host.windowOrigin(); p.x -= o.x; p.y -= o.y }
        if coordType == 2, case .node(let parentID)? = parent(of: target), let f = tree.node(parentID)?.frame {
            p.x += f.minX * s; p.y += f.minY * s
        }
        return CGPoint(x: p.x / s, y: p.y / s)
    }

    private func writeRect(_ r: CGRect, _ w: DBusWriter) {
        w.structure {
            w.int32(Int(r.minX.rounded())); w.int32(Int(r.minY.rounded()))
            w.int32(Int(r.width.rounded())); w.int32(Int(r.height.rounded()))
        }
    }

    func componentCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        guard case .node(let id) = target, let node = tree.node(id) else { return false }
        let coordType = args.last?.int ?? 0
        switch member {
        case "GetExtents": writeRect(extents(node.frame, coordType: coordType, of: target), w)
        case "GetPosition":
            let r = extents(node.frame, coordType: coordType, of: target)
            w.structure { w.int32(Int(r.minX.rounded())); w.int32(Int(r.minY.rounded())) }
        case "GetSize":
            let s = host.scale()
            w.structure { w.int32(Int((node.frame.width * s).rounded())); w.int32(Int((node.frame.height * s).rounded())) }
        case "Contains":
            guard args.count >= 3, let x = args[0].int, let y = args[1].int else { return false }
            w.bool(node.frame.contains(windowPoint(x: x, y: y, coordType: coordType, of: target)))
        case "GetAccessibleAtPoint":
            guard args.count >= 3, let x = args[0].int, let y = args[1].int else { return false }
            let p = windowPoint(x: x, y: y, coordType: coordType, of: target)
            var hit = tree.hitTest(p)
            // Only descendants of the target (or itself) count.
            var walk = hit
            while let h = walk, h != id { walk = tree.parent(of: h) }
            if walk != id { hit = nil }
            writeReference(hit, w)
        case "GetLayer": w.uint32(node.role == .frame ? 7 : 3)      // WINDOW, WIDGET
        case "GetMDIZOrder": w.int16(0)
        case "GetAlpha": w.double(1)
        case "GrabFocus": w.bool(tree.grabFocus(id))
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint": w.bool(false)
        default: return false
        }
        return true
    }

    func actionCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        guard case .node(let id) = target, let node = tree.node(id) else { return false }
        let i = args.first?.int ?? -1
        let name = node.actions.indices.contains(i) ? node.actions[i] : ""
        switch member {
        case "GetName", "GetLocalizedName": w.string(name)
        case "GetDescription": w.string(i == 0 ? node.hint : "")
        case "GetKeyBinding": w.string("")
        case "GetNActions": w.int32(node.actions.count)
        case "GetActions":
            w.array("(sss)") {
                for (k, n) in node.actions.enumerated() { w.structure { w.string(n); w.string(k == 0 ? node.hint : ""); w.string("") } }
            }
        case "DoAction":
            let result = tree.performAction(i, on: id)
            switch result {
            case .done: w.bool(true)
            case .failed: w.bool(false)
            case .tap(let p):
                w.bool(true)
                afterReply.append { [host] in host.tap(p) }
            }
        default: return false
        }
        return true
    }

    func valueProperty(_ name: String, _ v: UIAccessibilityNumericValue, _ node: UIAccessibilityNode) -> (String, (DBusWriter) -> Void)? {
        switch name {
        case "MinimumValue": return ("d", { $0.double(v.minimum) })
        case "MaximumValue": return ("d", { $0.double(v.maximum) })
        case "MinimumIncrement": return ("d", { $0.double(v.step) })
        case "CurrentValue": return ("d", { $0.double(v.current) })
        case "Text": return ("s", { $0.string(node.value ?? "") })
        default: return nil
        }
    }

    func valueCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        guard case .node(let id) = target, let v = tree.node(id)?.numericValue else { return false }
        switch member {
        case "GetMinimumValue": w.double(v.minimum)
        case "GetMaximumValue": w.double(v.maximum)
        case "GetMinimumIncrement": w.double(v.step)
        case "GetCurrentValue": w.double(v.current)
        case "SetCurrentValue":
            guard let d = args.first?.double else { return false }
            w.bool(tree.setNumericValue(d, on: id))
        default: return false
        }
        return true
    }
}
