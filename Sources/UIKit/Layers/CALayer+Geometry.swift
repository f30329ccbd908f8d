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
        return convert(Quad(p, p, p, p), fromGeneral: source).a
    }

    /// Four points (a rectangle's corners) carried through the layer tree together.
    struct Quad {
        var a, b, c, d: CGPoint
        init(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }
        func map(_ f: (CGPoint) -> CGPoint) -> Quad { Quad(f(a), f(b), f(c), f(d)) }
    }

    /// Converts four points from `source`'s coordinates into this layer's through the general (projective)
    /// path: each point exactly as `convert(_:from:)` maps it, with the layer path walked and each level's
    /// homography built once for all four (no arrays or tables: this runs per view per layout pass).
    func convert(_ q: Quad, fromGeneral source: CALayer) -> Quad {
        if source === self { return q }
        // The nearest common ancestor, found by depth (nil when the layers are in different trees).
        func depth(_ layer: CALayer) -> Int { var n = 0; var l = layer; while let p = l.superlayer { n += 1; l = p }; return n }
        let sourceDepth = depth(source), selfDepth = depth(self)
        var up: CALayer = source, down: CALayer = self
        for _ in 0..<max(0, sourceDepth - selfDepth) { up = up.superlayer! }
        for _ in 0..<max(0, selfDepth - sourceDepth) { down = down.superlayer! }
        while up !== down, let u = up.superlayer, let d = down.superlayer { up = u; down = d }
        let common: CALayer? = up === down ? up : nil
        // Up from the source to the common ancestor (without one, to the source's root: roots of different
        // trees share one space), one plane at a time.
        var p = q
        var l: CALayer = source
        while l !== common, let parent = l.superlayer {
            let h = Homography(l.transformToSuperlayer)
            p = p.map(h.map)
            l = parent
        }
        // Down through the inverse projections, nearest the ancestor first; without one, everything below
        // this layer's root. A point that lost its image stays NaN.
        func descend(_ layer: CALayer, _ p: Quad) -> Quad {
            guard layer !== common, let parent = layer.superlayer else { return p }
            let above = descend(parent, p)
            guard let inverse = Homography(layer.transformToSuperlayer).inverted else {
                let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
                return Quad(nan, nan, nan, nan)
            }
            return above.map(inverse.map)
        }
        return descend(self, p).map { $0.x.isFinite && $0.y.isFinite ? $0 : CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
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
/// Nine stored values, not an array: conversions build one per layer per point, and an array would be a
/// heap allocation each time.
struct Homography {
    // 3x3 row-vector convention: [x y 1] * m, row by row.
    var m0, m1, m2, m3, m4, m5, m6, m7, m8: CGFloat

    init(_ t: CATransform3D) {
        (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }
    init(_ m0: CGFloat, _ m1: CGFloat, _ m2: CGFloat, _ m3: CGFloat, _ m4: CGFloat, _ m5: CGFloat,
         _ m6: CGFloat, _ m7: CGFloat, _ m8: CGFloat) {
        (self.m0, self.m1, self.m2, self.m3, self.m4, self.m5, self.m6, self.m7, self.m8) = (m0, m1, m2, m3, m4, m5, m6, m7, m8)
    }

    func map(_ p: CGPoint) -> CGPoint {
        let x = p.x * m0 + p.y * m3 + m6
        let y = p.x * m1 + p.y * m4 + m7
        let w = p.x * m2 + p.y * m5 + m8
        // w <= 0: the point is behind the viewer (for an inverse map: the ray meets the plane behind the eye).
        guard w > 1e-9, x.isFinite, y.isFinite else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return CGPoint(x: x / w, y: y / w)
    }

    var inverted: Homography? {
        let c00 = m4 * m8 - m5 * m7, c01 = m5 * m6 - m3 * m8, c02 = m3 * m7 - m4 * m6
        let det = m0 * c00 + m1 * c01 + m2 * c02
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return Homography(c00 / det, (m2 * m7 - m1 * m8) / det, (m1 * m5 - m2 * m4) / det,
                          c01 / det, (m0 * m8 - m2 * m6) / det, (m2 * m3 - m0 * m5) / det,
                          c02 / det, (m1 * m6 - m0 * m7) / det, (m0 * m4 - m1 * m3) / det)
    }

    /// Positive when the map keeps the plane's winding (for points in front of the viewer).
    var determinant: CGFloat {
        m0 * (m4 * m8 - m5 * m7) - m1 * (m3 * m8 - m5 * m6) + m2 * (m3 * m7 - m4 * m6)
    }
}
