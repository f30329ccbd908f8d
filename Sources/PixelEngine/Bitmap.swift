import Foundation

/// A premultiplied 0xAARRGGBB pixel buffer with a row stride, owned or wrapping foreign memory.
///
/// It is a class so layers can share cached content without copying; pixel loops take
/// `pixels` once per span and never go through the subscript.
public final class Bitmap: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance between rows, in pixels (not bytes).
    public let stride: Int
    /// The first pixel of the first row.
    public let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool
    /// Where the memory goes back to, and the size of the block it came as.
    private var pool: BitmapPool?
    private var poolBytes = 0
    /// The look and its shadow kept apart, for cached looks with a blurred shadow (the projective
    /// compositor then samples the parts); nil for ordinary bitmaps.
    public var shadowedLook: ShadowedLook?
    /// Whether one pixel past the last row's end is readable (true for bitmaps this class allocated).
    var hasSlack: Bool { owned }

    /// Allocates a zero-filled (transparent) bitmap; negative sizes become 0. With a `pool`, large
    /// bitmaps take their memory from it and give it back when freed. With `zeroed` false the pixels
    /// are left undefined, for a caller that writes every one first (see `Canvas(_:clearingTarget:)`).
    public init(width: Int, height: Int, pool: BitmapPool? = nil, zeroed: Bool = true) {
        let w = Swift.max(0, width), h = Swift.max(0, height)
        self.width = w
        self.height = h
        self.stride = w
        let n = Swift.max(1, w * h) + 1  // one pixel of slack: kernels may read a pixel pair at the very end
        owned = true
        var memory: UnsafeMutableRawPointer?
        if let pool, n * 4 >= BitmapPool.minimumBytes, let block = pool.take(bytes: n * 4, zeroed: zeroed) {
            memory = block.memory
            self.pool = pool
            poolBytes = block.bytes
        } else {
            memory = BitmapPool.allocate(bytes: n * 4, zeroed: zeroed)
        }
        guard let memory else { fatalError("Bitmap: out of memory for \(w)x\(h) pixels") }
        pixels = memory.bindMemory(to: UInt32.self, capacity: n)
        if !zeroed { pixels[n - 1] = 0 }  // the slack pixel is always transparent
    }

    /// Wraps memory owned elsewhere (e.g. a window surface); the caller keeps it alive.
    public init(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.stride = Swift.max(stride, self.width)
        owned = false
    }

    deinit {
        guard owned else { return }
        if let pool { pool.give(pixels, bytes: poolBytes) } else { free(pixels) }
    }

    /// The whole bitmap as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// One pixel; reads outside return 0 and writes outside are ignored (for tests and tools).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return pixels[y * stride + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * stride + x] = newValue
        }
    }

    /// Pointer to the start of row `y` (no bounds check: hot paths only).
    @inline(__always) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y * stride
    }

    /// Overwrites `rect` (clipped to the bitmap) with `pixel` (a copy, no blending).
    public func fill(_ rect: PixelRect, with pixel: UInt32) {
        let r = rect.intersection(bounds)
        if r.isEmpty { return }
        if r.width == stride {
            // Whole rows with no gap between them: one run (a band of the window surface).
            SpanKernel.fill(pixels + r.y * stride, r.width * r.height, pixel)
            return
        }
        for y in r.y..<r.maxY {
            SpanKernel.fill(pixels + y * stride + r.x, r.width, pixel)
        }
    }

    /// Makes every pixel transparent.
    public func clear() {
        fill(bounds, with: 0)
    }

    /// A deep copy with a tight stride.
    public func copy() -> Bitmap {
        let b = Bitmap(width: width, height: height)
        for y in 0..<height {
            (b.pixels + y * b.stride).update(from: pixels + y * stride, count: width)
        }
        return b
    }
}
