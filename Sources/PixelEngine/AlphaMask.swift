/// An 8-bit coverage buffer (0 = transparent, 255 = opaque) for glyphs, shadows and clips.
public final class AlphaMask: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance between rows, in bytes.
    public let stride: Int
    /// The first coverage byte of the first row.
    public let pixels: UnsafeMutablePointer<UInt8>

    /// Allocates a zero-filled mask; negative sizes become 0.
    public init(width: Int, height: Int) {
        let w = Swift.max(0, width), h = Swift.max(0, height)
        self.width = w
        self.height = h
        self.stride = w
        let n = Swift.max(1, w * h)
        pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        pixels.initialize(repeating: 0, count: n)
    }

    deinit { pixels.deallocate() }

    /// One coverage value; reads outside return 0 and writes outside are ignored.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return pixels[y * stride + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * stride + x] = newValue
        }
    }

    /// Sets every value to 0.
    public func clear() {
        pixels.update(repeating: 0, count: Swift.max(1, stride * height))
    }
}
