import Foundation
import PixelEngine

extension RenderTreeBuilder {
    /// The device-space shape `masksToBounds` clips to: the (rounded) bounds through the layer's
    /// plane. Under perspective it is the projected quad (curves flattened in layer space, clipped
    /// at the near plane), not its bounding box; the group mask fills it with anti-aliased edges.
    static func maskShape(_ b: CGRect, radius: CGFloat, _ plane: Projective) -> Path {
        var shape = Path()
        shape.addRoundedRect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width),
                             height: Double(b.height), radius: Double(radius))
        if plane.isAffine {
            return shape.transformed(by: Transform2D(a: plane.m11, b: plane.m21, c: plane.m12, d: plane.m22,
                                                     tx: plane.m13, ty: plane.m23))
        }
        return shape.projected(through: plane, tolerance: 0.02)
    }
}
