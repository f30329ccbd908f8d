import Foundation

/// Where a menu platter goes: below its source (above when there is no room below), leading edges aligned,
/// and always inside the window less a margin; submenus go beside their row.
@MainActor
enum UIMenuPlacement {
    /// The distance kept from the window's edges (points).
    static let margin: CGFloat = 8

    /// A frame of (at most) `size` next to `anchor` (window coordinates), `gap` points below or above it.
    static func frame(for size: CGSize, anchor: CGRect, gap: CGFloat, in bounds: CGRect) -> CGRect {
        var anchor = anchor
        if !(anchor.minX.isFinite && anchor.minY.isFinite && anchor.width.isFinite && anchor.height.isFinite) {
            UIApplication.shared.log("UIMenu: the menu's source rectangle \(anchor) is not finite; the menu is centred instead")
            anchor = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let width = min(size.width, max(bounds.width - 2 * margin, 0))
        let height = min(size.height, max(bounds.height - 2 * margin, 0))
        let below = bounds.maxY - margin - (anchor.maxY + gap)
        let above = anchor.minY - gap - (bounds.minY + margin)
        var y: CGFloat
        if height <= below { y = anchor.maxY + gap }
        else if height <= above { y = anchor.minY - gap - height }
        else { y = bounds.maxY - margin - height }
        y = max(min(y, bounds.maxY - margin - height), bounds.minY + margin)
        var x = anchor.minX
        x = max(min(x, bounds.maxX - margin - width), bounds.minX + margin)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A submenu frame of (at most) `size` right of `parent` (left of it when there is no room), its top at
    /// `rowFrame`'s top, inside `bounds`.
    static func submenuFrame(for size: CGSize, row rowFrame: CGRect, parent: CGRect, in bounds: CGRect) -> CGRect {
        let width = min(size.width, max(bounds.width - 2 * margin, 0))
        let height = min(size.height, max(bounds.height - 2 * margin, 0))
        var x = parent.maxX + 2
        if x + width > bounds.maxX - margin { x = parent.minX - 2 - width }
        x = max(min(x, bounds.maxX - margin - width), bounds.minX + margin)
        let y = max(min(rowFrame.minY, bounds.maxY - margin - height), bounds.minY + margin)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
