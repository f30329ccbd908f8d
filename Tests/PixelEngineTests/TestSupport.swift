import PixelEngine

/// Sum of alpha over a bitmap, in units of fully covered pixels.
func coveredArea(_ b: Bitmap) -> Double {
    var s = 0.0
    for y in 0..<b.height { for x in 0..<b.width { s += Double(b[x, y] >> 24) / 255 } }
    return s
}

/// Alpha (0...255) of one pixel.
func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b[x, y] >> 24) }

/// Channel (shift 16 red, 8 green, 0 blue, 24 alpha) of one pixel.
func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 255) }
