import Foundation

extension CALayer {
    /// Maps this layer's coordinates (z = 0 plane) into its superlayer's, including the superlayer's
    /// `sublayerTransform`.
    public var transformToSuperlayer: CATransform3D { transformToSuperlayer(parent: superlayer) }

    /// The transform into `parent`'s coordinates computed from this layer's values and `parent`'s (model
    /// or presentation copies alike), so the model and presentation mappings share one formula.
    func transformToSuperlayer(parent: CALayer?) -> CATransform3D {
        let size = bounds.size
        var m = CATransform3DMakeTranslation(-bounds.minX - anchorPoint.x * size.width,
                                             -bounds.minY - anchorPoint.y * size.height, 0)
        m = CATransform3DConcat(m, transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let ax = parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width
            let ay = parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-ax, -ay, 0))
            m = CATransform3DConcat(m, parent.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(ax, ay, 0))
        }
        return m
    }

    /// Maps this layer's coordinates into `ancestor`'s (the root's when nil or not an ancestor).
    public func transform(toAncestor ancestor: CALayer?) -> CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let l = layer, l !== ancestor {
            guard l.superlayer != nil else { break }
            m = CATransform3DConcat(m, l.transformToSuperlayer)
            layer = l.superlayer
        }
        return m
    }

    /// Converts `p` from `layer`'s coordinates (the root's when nil) into this layer's.
    /// Each layer is flattened into its superlayer's plane (Core Animation's model), so the point is mapped
    /// up one plane at a time to the common ancestor, then down through the inverse projections. A point
    /// whose ray meets a plane behind the viewer (w <= 0 through a perspective transform) has no image:
    /// the result is NaN, which hit testing treats as outside.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let source = layer ?? rootLayer
        if source === self { return p }
        if let d = translation(from: source) { return CGPoint(x: p.x + d.x, y: p.y + d.y) }
        var downPath: [CALayer] = []
        var ancestorsOfSelf: [ObjectIdentifier: Int] = [:]
        var l: CALayer? = self
        while let current = l { ancestorsOfSelf[ObjectIdentifier(current)] = downPath.count; downPath.append(current); l = current.superlayer }
        var q = p
        var up: CALayer? = source
        var common: Int?
        while let current = up {
            if let index = ancestorsOfSelf[ObjectIdentifier(current)] { common = index; break }
            guard current.superlayer != nil else { break }  // roots of different trees share one space
            q = Homography(current.transformToSuperlayer).map(q)
            up = current.superlayer
        }
        let stop = common ?? downPath.count - 1
        // Layers below the common ancestor, nearest the ancestor first; without one, everything below the root.
        for layer in downPath[..<stop].reversed() {
            guard q.x.isFinite, q.y.isFinite else { break }
            q = layer.pointFromSuperlayer(q)
        }
        return q.x.isFinite && q.y.isFinite ? q : CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// The offset that maps `source`'s coordinates into this layer's when both only translate on the way
    /// to their roots (no transform, no sublayer transform: the common case, a few additions per level),
    /// or nil when a general mapping is needed.
    func translation(from source: CALayer) -> CGPoint? {
        guard let a = source.translationToRoot(), let b = translationToRoot() else { return nil }
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// Where this layer's origin lies in its root layer's coordinates, when only translations lie between.
    func translationToRoot() -> CGPoint? {
        var dx: CGFloat = 0, dy: CGFloat = 0
        var layer = self
        while let parent = layer.superlayer {
            guard CATransform3DIsIdentity(layer.transform), CATransform3DIsIdentity(parent.sublayerTransform) else { return nil }
            let b = layer.bounds
            dx += layer.position.x - layer.anchorPoint.x * b.width - b.minX
            dy += layer.position.y - layer.anchorPoint.y * b.height - b.minY
            layer = parent
        }
        return CGPoint(x: dx, y: dy)
    }

    /// Converts `p` from this layer's coordinates into `layer`'s (the root's when nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(p, from: self)
    }

    /// Maps a point of the superlayer's plane onto this layer's plane (NaN where it has no image).
    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        Homography(transformToSuperlayer).inverted?.map(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Whether the layer shows its front to the viewer (its plane's winding in the superlayer is preserved).
    /// A layer whose `isDoubleSided` is false is neither drawn nor hit while showing its back.
    var isFrontFacing: Bool { Homography(transformToSuperlayer).determinant > 0 }

    /// The hit-testing rules: hidden or transparent layers are skipped, masks clip, children front to back,
    /// single-sided layers seen from behind are skipped.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0, isDoubleSided || isFrontFacing else { return nil }
        let local = pointFromSuperlayer(p)
        guard local.x.isFinite, local.y.isFinite else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for child in (sublayers ?? []).reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    var rootLayer: CALayer {
        var r: CALayer = self
        while let p = r.superlayer { r = p }
        return r
    }
}

/// The 2D projective map a 3D transform gives the z = 0 plane (x, y) -> (X/W, Y/W).
struct Homography {
    var m: [CGFloat]  // 3x3 row-vector convention: [x y 1] * m

    init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }
    init(raw: [CGFloat]) { m = raw }

    func map(_ p: CGPoint) -> CGPoint {
        let x = p.x * m[0] + p.y * m[3] + m[6]
        let y = p.x * m[1] + p.y * m[4] + m[7]
        let w = p.x * m[2] + p.y * m[5] + m[8]
        // w <= 0: the point is behind the viewer (for an inverse map: the ray meets the plane behind the eye).
        guard w > 1e-9, x.isFinite, y.isFinite else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return CGPoint(x: x / w, y: y / w)
    }

    var inverted: Homography? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let inv: [CGFloat] = [
            c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return Homography(raw: inv.map { $0 / det })
    }

    /// Positive when the map keeps the plane's winding (for points in front of the viewer).
    var determinant: CGFloat {
        let a = m
        return a[0] * (a[4] * a[8] - a[5] * a[7]) - a[1] * (a[3] * a[8] - a[5] * a[6]) + a[2] * (a[3] * a[7] - a[4] * a[6])
    }
}
