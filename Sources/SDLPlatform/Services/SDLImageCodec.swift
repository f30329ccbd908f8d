import CSDL2
import Foundation
import PixelEngine
import UIKit

/// PNG and JPEG data through SDL_image (`IMG_Load_RW`, `IMG_SavePNG_RW`, `IMG_SaveJPG_RW`, the latter
/// with Debian's libjpeg): what `UIImage(data:)`, `pngData()` and `jpegData(compressionQuality:)` use.
extension SDLPlatformServices: UIImageCodec {
    func decodeImage(_ data: Data) throws(UIImageCodecError) -> Bitmap {
        let flags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        _ = IMG_Init(flags)
        let result: Result<Bitmap, UIImageCodecError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count <= Int(Int32.max),
                  let rw = SDL_RWFromConstMem(base, Int32(raw.count)) else {
                return .failure(UIImageCodecError("cannot read \(data.count) bytes of image data"))
            }
            guard let surface = IMG_Load_RW(rw, 1) else {
                return .failure(UIImageCodecError("cannot decode \(data.count) bytes as an image (\(String(cString: SDL_GetError()))); expected PNG or JPEG data"))
            }
            defer { SDL_FreeSurface(surface) }
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
            guard w > 0, h > 0, w <= SDLImageLoader.maxSide, h <= SDLImageLoader.maxSide, w * h <= SDLImageLoader.maxPixels else {
                return .failure(UIImageCodecError("the image is \(w)x\(h) pixels; expected 1...\(SDLImageLoader.maxSide) a side"))
            }
            guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                return .failure(UIImageCodecError("cannot convert the image to 32-bit pixels (\(String(cString: SDL_GetError())))"))
            }
            defer { SDL_FreeSurface(converted) }
            let bitmap = Bitmap(width: w, height: h)
            let pitch = Int(converted.pointee.pitch) / 4
            let src = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<h {
                let row = src + y * pitch, dst = bitmap.pixels + y * bitmap.stride
                for x in 0..<w { dst[x] = SDLImageLoader.premultiply(row[x]) }
            }
            return .success(bitmap)
        }
        return try result.get()
    }

    func encodePNG(_ bitmap: Bitmap) throws(UIImageCodecError) -> Data {
        try encode(bitmap, format: "PNG", keepAlpha: true) { surface, rw in IMG_SavePNG_RW(surface, rw, 0) }
    }

    func encodeJPEG(_ bitmap: Bitmap, quality: CGFloat) throws(UIImageCodecError) -> Data {
        _ = IMG_Init(Int32(IMG_INIT_JPG.rawValue))
        let q = Int32((min(max(quality, 0), 1) * 100).rounded())
        return try encode(bitmap, format: "JPEG", keepAlpha: false) { surface, rw in IMG_SaveJPG_RW(surface, rw, 0, q) }
    }

    /// Copies the pixels into an SDL surface (straight alpha, or opaque over black) and saves it into a
    /// memory buffer large enough for any encoding of it.
    private func encode(_ bitmap: Bitmap, format: String, keepAlpha: Bool,
                        save: (UnsafeMutablePointer<SDL_Surface>, UnsafeMutablePointer<SDL_RWops>) -> Int32) throws(UIImageCodecError) -> Data {
        let w = bitmap.width, h = bitmap.height
        guard w > 0, h > 0 else { throw UIImageCodecError("the image has no pixels (\(w)x\(h)); nothing to encode as \(format)") }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw UIImageCodecError("cannot allocate a \(w)x\(h) surface: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch) / 4
        let dst = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let s = bitmap.pixels + y * bitmap.stride, d = dst + y * pitch
            for x in 0..<w { d[x] = keepAlpha ? PNGFile.unpremultiply(s[x]) : (s[x] | 0xFF00_0000) }
        }
        // Stored deflate blocks and a JPEG at quality 100 both stay below this.
        let capacity = w * h * 4 + h * 8 + 65_536 + w * h / 64
        var buffer = [UInt8](repeating: 0, count: capacity)
        let written: Int? = buffer.withUnsafeMutableBytes { raw -> Int? in
            guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            guard save(surface, rw) == 0 else { return nil }
            return Int(SDL_RWtell(rw))
        }
        guard let n = written, n > 0 else {
            throw UIImageCodecError("cannot encode a \(w)x\(h) image as \(format) (\(String(cString: SDL_GetError())))")
        }
        return Data(buffer[0..<n])
    }
}
