import Foundation

/// How a layer places its contents in its bounds (`CALayerContentsGravity`). As in Core Animation
/// the vertical names follow a y-up axis: in a layer with UIKit's y-down coordinates (not
/// `contentsAreFlipped`), `.top` aligns the contents with the bottom edge (maximum y) and `.bottom`
/// with the top edge (minimum y).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally on the maximum-y edge, at natural size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally on the minimum-y edge, at natural size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically on the left edge, at natural size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically on the right edge, at natural size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the left, maximum-y corner, at natural size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the right, maximum-y corner, at natural size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the left, minimum-y corner, at natural size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the right, minimum-y corner, at natural size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (overflowing unless masked).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` (points) go in `bounds`.
    func rect(for size: CGSize, in b: CGRect) -> CGRect {
        let w = size.width, h = size.height
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return b }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / w, sy = b.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return CGRect(x: b.midX - fw / 2, y: b.midY - fh / 2, width: fw, height: fh)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = rawValue.lowercased()
            let x = name.hasSuffix("left") ? b.minX : name.hasSuffix("right") ? b.maxX - w : b.midX - w / 2
            // y-up naming: "top" is the maximum-y edge, "bottom" the minimum-y edge.
            let y = name.hasPrefix("top") ? b.maxY - h : name.hasPrefix("bottom") ? b.minY : b.midY - h / 2
            return CGRect(x: x, y: y, width: w, height: h)
        default:
            return b
        }
    }
}
