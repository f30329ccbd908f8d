import CSDL2
import Foundation
import PixelEngine

/// Loads PNG images through SDL_image into premultiplied bitmaps, picking `@2x` and `@3x` variants by scale.
@MainActor
final class SDLImageLoader {
    private let log: (String) -> Void

    init(log: @escaping (String) -> Void) {
        self.log = log
        let flags = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(flags) & flags == 0 { log("SDL_image: PNG support unavailable: \(String(cString: SDL_GetError()))") }
    }

    /// Images larger than this on either side, or than `maxPixels` in all, are refused before decoding
    /// (a corrupt or hostile header must not make the app allocate gigabytes).
    static let maxSide = 16_384
    static let maxPixels = 64 << 20

    /// The file variants of `base` in the order they are preferred at `scale`: the screen's own scale first, then
    /// larger ones (downsampled looks better than upsampled), then smaller ones: at 2x `@2x`, `@3x`, plain.
    static func variants(of base: String, scale: CGFloat) -> [(file: String, scale: CGFloat)] {
        let want = scale.isFinite ? min(3, max(1, scale.rounded())) : 1
        let scales: [CGFloat] = [1, 2, 3].sorted { a, b in
            func rank(_ s: CGFloat) -> CGFloat { s == want ? 0 : s > want ? s - want : 10 + want - s }
            return rank(a) < rank(b)
        }
        return scales.map { s in (s == 1 ? "\(base).png" : "\(base)@\(Int(s))x.png", s) }
    }

    /// The best file for `name` at `scale` in the first of `directories` that has any variant of it (a folder's
    /// variants are all tried before the next folder). A missing or undecodable image logs exactly one line naming
    /// the file(s) and folders and what was expected.
    func load(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0") else {
            log("Assets: invalid image asset name \(name.debugDescription); expected a file name without '/'")
            return nil
        }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var problems: [String] = []
        for dir in directories {
            for (file, fileScale) in Self.variants(of: base, scale: scale) {
                let path = (dir as NSString).appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                switch decodeResult(path) {
                case .success(let bitmap):
                    if !problems.isEmpty { log("Assets: \(problems.joined(separator: "; ")); using \(file) instead") }
                    return (bitmap, fileScale)
                case .failure(let problem):
                    problems.append(problem.message)
                }
            }
        }
        if problems.isEmpty {
            let places = directories.isEmpty ? "no folder to look in" : "in " + directories.joined(separator: ", ")
            log("Assets: image \"\(base)\" not found: expected \(base).png or \(base)@2x.png \(places); showing a placeholder")
        } else {
            log("Assets: \(problems.joined(separator: "; ")); showing a placeholder")
        }
        return nil
    }

    /// Why an image file could not be used.
    struct Problem: Error { let message: String }

    /// Decodes a PNG file into a premultiplied bitmap, logging one clear line when that fails.
    func decode(_ path: String) -> Bitmap? {
        switch decodeResult(path) {
        case .success(let bitmap): return bitmap
        case .failure(let problem): log("Assets: \(problem.message)"); return nil
        }
    }

    /// Decodes a PNG file into a premultiplied bitmap, or says what is wrong with it.
    func decodeResult(_ path: String) -> Result<Bitmap, Problem> {
        if let problem = Self.checkHeader(path) { return .failure(problem) }
        guard let surface = IMG_Load(path) else {
            return .failure(Problem(message: "cannot decode \(path) (\(String(cString: SDL_GetError()))); expected a valid PNG image"))
        }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return .failure(Problem(message: "cannot convert \(path) to 32-bit pixels (\(String(cString: SDL_GetError())))"))
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h)
        guard w > 0, h > 0 else { return .failure(Problem(message: "\(path) has no pixels (\(w)x\(h)); expected a non-empty PNG image")) }
        let bitmap = Bitmap(width: w, height: h)
        let pitch = Int(converted.pointee.pitch) / 4
        let src = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let row = src + y * pitch, dst = bitmap.pixels + y * bitmap.stride
            for x in 0..<w { dst[x] = Self.premultiply(row[x]) }
        }
        return .success(bitmap)
    }

    /// Reads the PNG signature and IHDR chunk: not a PNG, truncated, or too large to decode safely.
    static func checkHeader(_ path: String) -> Problem? {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return Problem(message: "cannot open \(path) for reading (permissions?); expected a readable PNG image")
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if head.isEmpty { return Problem(message: "\(path) is empty (0 bytes); expected a PNG image") }
        guard head.count >= 24, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8) else {
            return Problem(message: "\(path) is not a PNG file (bad signature or header); expected a PNG image")
        }
        func be32(_ i: Int) -> Int { head[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        if w == 0 || h == 0 || w > maxSide || h > maxSide || w * h > maxPixels {
            return Problem(message: "\(path) claims \(w)x\(h) pixels; expected 1...\(maxSide) on each side and at most \(maxPixels >> 20) Mpixels")
        }
        return nil
    }

    /// Straight ARGB to premultiplied ARGB, rounding.
    static func premultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func mul(_ c: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }
        return (a << 24) | (mul((p >> 16) & 255) << 16) | (mul((p >> 8) & 255) << 8) | mul(p & 255)
    }
}
