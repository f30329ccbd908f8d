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
    private var measureCache: [SDLTextKey: CGSize] = [:]
    private var renderCache: [SDLTextKey: UITextImage] = [:]
    /// Bytes of coverage masks in `renderCache`: the cache is bounded by memory, not only by entry count.
    private var renderCacheBytes = 0
    static let renderCacheLimit = 32 << 20
    /// Files of named fonts (`UIFont(name:size:)`), resolved once per name; nil: not available, system font used.
    private var namedFonts: [String: String?] = [:]
    /// Font files that failed to open (logged once, never retried).
    private var unopenable: Set<String> = []
    /// Fonts registered by name (`CTFontManagerRegisterFontsForURL`, or found in a font folder): name -> file.
    var registeredFonts: [String: String] = [:]
    /// Font folders whose files have been registered already.
    var scannedFontFolders: Set<String> = []
    let log: (String) -> Void
    private let regularPath: String?, boldPath: String?, fallbackPath: String?
    /// Where app fonts (`NAME.ttf`, `NAME.otf`, `NAME.ttc`) are looked for, as iOS apps bundle them.
    let assetsDirectory: String?

    init(assetsDirectory: String? = nil, log: @escaping (String) -> Void) {
        self.log = log
        self.assetsDirectory = assetsDirectory
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

    /// Forgets what `names` resolved to and every measurement and rendering, after fonts were registered under them.
    func forgetResolutions(of names: [String]) {
        for name in names { namedFonts[name] = nil }
        measureCache.removeAll()
        renderCache.removeAll()
        renderCacheBytes = 0
    }

    /// Closes every open face and drops the caches (before TTF_Quit).
    func close() {
        for f in faces.values { TTF_CloseFont(f) }
        faces.removeAll()
        measureCache.removeAll()
        renderCache.removeAll()
        renderCacheBytes = 0
    }

    private func face(_ path: String?, pixelSize: Int) -> OpaquePointer? {
        guard let path else { return nil }
        let key = FaceKey(path: path, pixelSize: pixelSize)
        if let f = faces[key] { return f }
        guard !unopenable.contains(path) else { return nil }
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else {
            unopenable.insert(path)
            log("Fonts: cannot open \(path) at \(pixelSize) px (\(String(cString: SDL_GetError()))); expected a TrueType or OpenType font file; using the system font")
            return nil
        }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        faces[key] = f
        return f
    }

    private func primary(_ font: UIFont, pixelSize: Int) -> OpaquePointer? {
        if font.fontName != "System", let path = namedFontPath(font.fontName), let f = face(path, pixelSize: pixelSize) { return f }
        return face(font.isBold ? boldPath : regularPath, pixelSize: pixelSize) ?? face(fallbackPath, pixelSize: pixelSize)
    }

    /// The file of the font called `name`: a registered font, then `name.ttf/.otf/.ttc` (spaces removed) in a font
    /// folder (`fontFolders`), then a font in those folders whose family, full or PostScript-style name is `name`, then
    /// a system DejaVu face by its file name. A name with no file logs one line, once, and the system font is used.
    private func namedFontPath(_ name: String) -> String? {
        if let known = namedFonts[name] { return known }
        let file = name.replacingOccurrences(of: " ", with: "")
        let folders = fontFolders
        var path = registeredFonts[name]
        if path == nil, !file.contains("/"), !file.isEmpty {
            let candidates = folders.flatMap { dir in ["ttf", "otf", "ttc"].map { (dir as NSString).appendingPathComponent("\(file).\($0)") } }
                + ["/usr/share/fonts/truetype/dejavu/\(file).ttf"]
            path = candidates.first { FileManager.default.fileExists(atPath: $0) }
        }
        if path == nil {
            folders.forEach(scanFontFolder)
            path = registeredFonts[name]
        }
        if path == nil {
            let looked = folders.isEmpty ? "" : " (expected \(file).ttf, .otf or .ttc, or a font file of that name, in \(folders.joined(separator: ", ")))"
            log("Fonts: no font named \"\(name)\"\(looked); using the system font")
        }
        namedFonts[name] = .some(path)
        return path
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
        let key = SDLTextKey(text, font: font)
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
        if text.utf8.count <= 1024 { measureCache[key] = result }  // very long texts (pastes) would pin megabytes of keys
        return result
    }

    /// The most graphemes one rendered line holds: far wider than any window (tens of thousands of pixels),
    /// while a 100k-character label would otherwise rasterize a million-pixel line for every display.
    static let maxRenderGraphemes = 2000

    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? {
        // Looked up by the text as given, so a cached line costs no cleaning or grapheme counting.
        let key = SDLTextKey(text, font: font, scale: scale)
        if let cached = renderCache[key] { return cached }
        var clean = sanitized(text)
        if clean.utf8.count > Self.maxRenderGraphemes, clean.count > Self.maxRenderGraphemes {
            clean = String(clean.prefix(Self.maxRenderGraphemes))
        }
        guard !clean.isEmpty else { return nil }
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
        let bytes = combined.stride * combined.height + key.text.utf8.count
        if bytes <= Self.renderCacheLimit / 8 {
            if renderCache.count >= 1024 || renderCacheBytes + bytes > Self.renderCacheLimit {
                renderCache.removeAll(keepingCapacity: true)
                renderCacheBytes = 0
            }
            renderCache[key] = image
            renderCacheBytes += bytes
        }
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
