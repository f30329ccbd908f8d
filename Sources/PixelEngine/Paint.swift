/// How overlapping or self-intersecting contours decide what is inside.
public enum FillRule: Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// A colour stop of a gradient: a location in 0...1 along the axis and a colour.
public struct GradientStop: Equatable, Sendable {
    /// Position along the gradient axis, 0...1.
    public var location: Float
    /// Colour at that position.
    public var color: PixelColor
    /// Creates a stop.
    public init(location: Float, color: PixelColor) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient between two user-space points, padded beyond its ends.
public struct LinearGradient: Equatable, Sendable {
    /// Stops in increasing location order (sorted when the lookup table is built).
    public var stops: [GradientStop]
    public var startX: Double, startY: Double, endX: Double, endY: Double

    /// Creates a gradient from stops and its axis (user space).
    public init(stops: [GradientStop], startX: Double, startY: Double, endX: Double, endY: Double) {
        self.stops = stops
        self.startX = startX; self.startY = startY; self.endX = endX; self.endY = endY
    }

    /// Creates a gradient from (location, colour) pairs.
    public init(stops: [(location: Float, color: PixelColor)], startX: Double, startY: Double, endX: Double, endY: Double) {
        self.init(stops: stops.map { GradientStop(location: $0.location, color: $0.color) },
                  startX: startX, startY: startY, endX: endX, endY: endY)
    }

    /// A 256-entry premultiplied colour table (interpolated in premultiplied space).
    func lookupTable() -> [UInt32] {
        let s = stops.filter { !$0.location.isNaN }.sorted { $0.location < $1.location }
        if s.isEmpty { return [UInt32](repeating: 0, count: 256) }
        func pm(_ c: PixelColor) -> SIMD4<Float> {
            let a = PixelColor.unit(c.a)
            return SIMD4(PixelColor.unit(c.r) * a, PixelColor.unit(c.g) * a, PixelColor.unit(c.b) * a, a)
        }
        var lut = [UInt32](repeating: 0, count: 256)
        var j = 0
        for i in 0..<256 {
            let t = Float(i) / 255
            var c: SIMD4<Float>
            if t <= s[0].location {
                c = pm(s[0].color)
            } else if t >= s[s.count - 1].location {
                c = pm(s[s.count - 1].color)
            } else {
                while j + 1 < s.count && s[j + 1].location <= t { j += 1 }
                let a = s[j], b = s[Swift.min(j + 1, s.count - 1)]
                let f = (t - a.location) / Swift.max(1e-6, b.location - a.location)
                c = pm(a.color) + (pm(b.color) - pm(a.color)) * Swift.min(1, Swift.max(0, f))
            }
            lut[i] = (UInt32(c.w * 255 + 0.5) << 24) | (UInt32(c.x * 255 + 0.5) << 16)
                | (UInt32(c.y * 255 + 0.5) << 8) | UInt32(c.z * 255 + 0.5)
        }
        return lut
    }
}

/// What a fill or stroke puts into the covered pixels.
public enum Paint: Sendable {
    /// One colour.
    case solid(PixelColor)
    /// A linear gradient in user space.
    case linearGradient(LinearGradient)
}

/// How a stroke ends at open subpath ends.
public enum LineCap: Sendable { case butt, round, square }
/// How a stroke turns at corners.
public enum LineJoin: Sendable { case miter, round, bevel }

/// Stroke geometry: width, caps, joins and the miter limit (CoreGraphics defaults).
public struct StrokeStyle: Sendable, Equatable {
    /// Line width in user space.
    public var width: Double
    /// End caps of open subpaths.
    public var cap: LineCap
    /// Corner joins.
    public var join: LineJoin
    /// Miter length / width ratio above which a miter becomes a bevel.
    public var miterLimit: Double

    /// Creates a stroke style (defaults: width 1, butt caps, miter joins, limit 10).
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
