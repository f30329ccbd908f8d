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
    private var mappedBytes = 0
    /// The look and its shadow kept apart, for cached looks with a blurred shadow (the projective
    /// compositor then samples the parts); nil for ordinary bitmaps.
    public var shadowedLook: ShadowedLook?
    /// Whether one pixel past the last row's end is readable (true for bitmaps this class allocated).
    var hasSlack: Bool { owned }

    /// Allocates a zero-filled (transparent) bitmap; negative sizes become 0. Large bitmaps ask for
    /// transparent huge pages: the compositor's scattered reads (projected planes) then miss the TLB far less.
    public init(width: Int, height: Int) {
        let w = Swift.max(0, width), h = Swift.max(0, height)
        self.width = w
        self.height = h
        self.stride = w
        let n = Swift.max(1, w * h) + 1  // one pixel of slack: kernels may read a pixel pair at the very end
        owned = true
        let bytes = n * 4
        if bytes >= 1 << 20,
           let r = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), r != MAP_FAILED {
            // Fresh anonymous pages are already zero: no clearing pass.
            _ = madvise(r, bytes, Int32(MADV_HUGEPAGE))
            pixels = r.bindMemory(to: UInt32.self, capacity: n)
            mappedBytes = bytes
        } else {
            pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
            pixels.initialize(repeating: 0, count: n)
        }
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
        if owned {
            if mappedBytes > 0 { munmap(pixels, mappedBytes) } else { pixels.deallocate() }
        }
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
        for y in r.y..<r.maxY {
            (pixels + y * stride + r.x).update(repeating: pixel, count: r.width)
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
