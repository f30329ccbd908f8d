import CSDL2
import Foundation
import PixelEngine
import UIKit

/// Fonts through SDL_ttf (FreeType + HarfBuzz): a primary face per weight, and a CJK face for characters
/// the primary lacks. Open faces, measurements and rendered lines are cached.
@MainActor
final class SDLFontLibrary {
    /// Font files, first found wins.
    static let regularCandidates = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]
    static let boldCandidates = ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]
    static let fallbackCandidates = ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                                     "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"]

    private struct FaceKey: Hashable { let path: String; let pixelSize: Int }
    private var faces: [FaceKey: OpaquePointer] = [:]
    private var measureCache: [String: CGSize] = [:]
    private var renderCache: [String: UITextImage] = [:]
    private let log: (String) -> Void
    private let regularPath: String?, boldPath: String?, fallbackPath: String?

    init(log: @escaping (String) -> Void) {
        self.log = log
        if TTF_WasInit() == 0 && TTF_Init() != 0 { log("SDL_ttf: TTF_Init failed: \(String(cString: SDL_GetError()))") }
        func find(_ paths: [String], _ what: String) -> String? {
            if let p = paths.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return p }
            log("Fonts: no \(what) font found (looked for \(paths.joined(separator: ", "))); install the Debian package that provides it")
            return nil
        }
        regularPath = find(Self.regularCandidates, "regular (fonts-dejavu-core)")
        boldPath = find(Self.boldCandidates, "bold (fonts-dejavu-core)") ?? regularPath
        fallbackPath = find(Self.fallbackCandidates, "CJK fallback (fonts-wqy-microhei)")
    }

    /// Closes every open face and drops the caches (before TTF_Quit).
    func close() {
        for f in faces.values { TTF_CloseFont(f) }
        faces.removeAll()
        measureCache.removeAll()
        renderCache.removeAll()
    }

    private func face(_ path: String?, pixelSize: Int) -> OpaquePointer? {
        guard let path else { return nil }
        let key = FaceKey(path: path, pixelSize: pixelSize)
        if let f = faces[key] { return f }
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else {
            log("Fonts: cannot open \(path) at \(pixelSize) px: \(String(cString: SDL_GetError()))")
            return nil
        }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        faces[key] = f
        return f
    }

    private func primary(_ font: UIFont, pixelSize: Int) -> OpaquePointer? {
        face(font.isBold ? boldPath : regularPath, pixelSize: pixelSize) ?? face(fallbackPath, pixelSize: pixelSize)
    }

    private func pixelSize(_ font: UIFont, scale: CGFloat) -> Int { max(1, Int((font.pointSize * scale).rounded())) }

    /// Splits text into runs that one face can draw; a character goes to the primary face when it has every scalar.
    private func runs(_ text: String, primary: OpaquePointer, fallback: OpaquePointer?) -> [(String, OpaquePointer)] {
        var result: [(String, OpaquePointer)] = []
        for ch in text {
            let provided = ch.unicodeScalars.allSatisfy { s in
                s.properties.generalCategory == .nonspacingMark || s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value)
                    || TTF_GlyphIsProvided32(primary, s.value) != 0
            }
            let f = provided || fallback == nil ? primary : fallback!
            if let last = result.last, last.1 == f { result[result.count - 1].0.append(ch) } else { result.append((String(ch), f)) }
        }
        return result
    }

    func metrics(of font: UIFont) -> UIFontMetrics {
        let size = pixelSize(font, scale: 1)
        guard let f = primary(font, pixelSize: size) else {
            return UIFontMetrics(ascender: font.pointSize * 0.93, descender: -font.pointSize * 0.24, lineHeight: font.pointSize * 1.17)
        }
        return UIFontMetrics(ascender: CGFloat(TTF_FontAscent(f)), descender: CGFloat(TTF_FontDescent(f)),
                             lineHeight: CGFloat(TTF_FontHeight(f)))
    }

    func measure(_ text: String, font: UIFont) -> CGSize {
        let key = "\(font.fontName)|\(font.pointSize)|\(font.weight.rawValue)|\(text)"
        if let s = measureCache[key] { return s }
        let size = pixelSize(font, scale: 1)
        guard let f = primary(font, pixelSize: size) else { return .zero }
        let fallback = face(fallbackPath, pixelSize: size)
        var width: Int32 = 0
        for (run, runFace) in runs(sanitized(text), primary: f, fallback: fallback) {
            var w: Int32 = 0, h: Int32 = 0
            if TTF_SizeUTF8(runFace, run, &w, &h) == 0 { width += w }
        }
        let result = CGSize(width: CGFloat(width), height: CGFloat(TTF_FontHeight(f)))
        if measureCache.count > 4096 { measureCache.removeAll(keepingCapacity: true) }
        measureCache[key] = result
        return result
    }

    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? {
        let clean = sanitized(text)
        guard !clean.isEmpty else { return nil }
        let key = "\(font.fontName)|\(font.pointSize)|\(font.weight.rawValue)|\(scale)|\(clean)"
        if let cached = renderCache[key] { return cached }
        let size = pixelSize(font, scale: scale)
        guard let f = primary(font, pixelSize: size) else { return nil }
        let fallback = face(fallbackPath, pixelSize: size)
        let ascent = Int(TTF_FontAscent(f)), height = Int(TTF_FontHeight(f))
        var pieces: [(mask: AlphaMask, x: Int, y: Int)] = []
        var penX = 0
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for (run, runFace) in runs(clean, primary: f, fallback: fallback) {
            guard let surface = TTF_RenderUTF8_Blended(runFace, run, white) else { continue }
            defer { SDL_FreeSurface(surface) }
            let mask = alphaMask(of: surface)
            pieces.append((mask, penX, ascent - Int(TTF_FontAscent(runFace))))
            penX += Int(surface.pointee.w)
        }
        guard penX > 0 else { return nil }
        let top = min(0, pieces.map(\.y).min() ?? 0)
        let bottom = max(height, pieces.map { $0.y + $0.mask.height }.max() ?? height)
        let combined = AlphaMask(width: penX, height: bottom - top)
        for p in pieces {
            for row in 0..<p.mask.height {
                let dst = combined.pixels + (p.y - top + row) * combined.stride + p.x
                let src = p.mask.pixels + row * p.mask.stride
                for x in 0..<p.mask.width { dst[x] = max(dst[x], src[x]) }
            }
        }
        let image = UITextImage(mask: combined, size: CGSize(width: CGFloat(penX) / scale, height: CGFloat(height) / scale))
        if renderCache.count > 1024 { renderCache.removeAll(keepingCapacity: true) }
        renderCache[key] = image
        return image
    }

    /// The alpha channel of an SDL surface as a coverage mask.
    private func alphaMask(of surface: UnsafeMutablePointer<SDL_Surface>) -> AlphaMask {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        let mask = AlphaMask(width: w, height: h)
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return mask }
        defer { SDL_FreeSurface(converted) }
        let pitch = Int(converted.pointee.pitch) / 4
        let src = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let row = src + y * pitch, dst = mask.pixels + y * mask.stride
            for x in 0..<w { dst[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        return mask
    }

    /// Control characters (other than tab) draw nothing; tabs become spaces.
    private func sanitized(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { s in
            if s == "\t" { return " " }
            return s.properties.generalCategory == .control ? nil : s
        }))
    }
}
