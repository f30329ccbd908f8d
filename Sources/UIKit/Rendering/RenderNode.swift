import Foundation
import PixelEngine

/// Identifies one drawn part of one layer across frames (for damage tracking).
struct RenderKey: Hashable {
    let layer: ObjectIdentifier
    let part: UInt8
    /// Which replicator instance drew it (0 outside replicators).
    var instance = 0
    static let body: UInt8 = 0
    static let border: UInt8 = 1
    static let shadow: UInt8 = 2
    /// What a layer kind draws itself (a shape, text), between the body and the border.
    static let content: UInt8 = 3
    /// A layer's contents drawn apart from its solid background (`LayerRenderCache.image`), above the body.
    static let image: UInt8 = 4
    /// A visual effect layer's filtered backdrop, below its body.
    static let backdrop: UInt8 = 5
}

/// One bitmap to composite. Plain values: the compositor never looks at the layer tree.
struct RenderItem {
    var key: RenderKey
    var bitmap: Bitmap
    /// Bitmap pixels to device pixels.
    var transform: Projective
    var opacity: Float
    /// Device-space clip inherited from masking ancestors (and the surface).
    var clip: PixelRect
    /// Device pixels the item can touch (inside `clip`).
    var bounds: PixelRect
    /// Whether the bitmap is fully opaque.
    var isOpaque: Bool
    /// One premultiplied colour over the whole item (the bitmap is a stand-in): filled, not sampled.
    var solid: UInt32?
    /// The canvas still to sweep the bitmap's recorded fills (drawn this frame), nil when its pixels are final:
    /// the compositor has it draw the rows it is about to read, band by band, so they are read from cache.
    var drawing: Canvas? = nil
}

/// A subtree composited offscreen, then blended as one: opacity groups and non-rectangular masks.
struct RenderGroup {
    var children: [RenderNode]
    var opacity: Float
    /// A device-space shape the group is clipped to (rounded or rotated `masksToBounds`).
    var mask: Path?
    var bounds: PixelRect
}

/// The window's pixels beneath a visual effect layer, blurred, saturated and tinted (a material). The
/// compositor renders what lies under it again (a blur radius beyond the area it fills) and filters that.
struct RenderBackdrop {
    var key: RenderKey
    /// Device pixels it fills (inside `clip`).
    var bounds: PixelRect
    var clip: PixelRect
    /// The device-space shape it fills when that is not `bounds` (rounded corners, rotation); nil for the rectangle.
    var shape: Path?
    /// Gaussian standard deviation in device pixels.
    var sigma: Double
    var saturation: Double
    /// Premultiplied colour laid over the blur.
    var tint: UInt32
    var opacity: Float

    /// Device pixels beyond an area the filter reads.
    var reach: Int { BackdropBlur.reach(sigma: sigma) }
}

/// The render tree: what one frame composites, back to front.
indirect enum RenderNode {
    case item(RenderItem)
    case group(RenderGroup)
    case backdrop(RenderBackdrop)

    /// The device pixels the node can touch.
    var bounds: PixelRect {
        switch self {
        case .item(let it): return it.bounds
        case .group(let g): return g.bounds
        case .backdrop(let b): return b.bounds
        }
    }
}

/// What damage tracking remembers about an item between frames.
struct RenderLeafState: Equatable {
    var bitmap: ObjectIdentifier
    var generation: Int
    var transform: Projective
    var opacity: Float
    var clip: PixelRect
    var groupSignature: Int
    var predecessor: RenderKey?
    var bounds: PixelRect
}
