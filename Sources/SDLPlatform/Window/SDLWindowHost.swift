import CSDL2
import Foundation
import PixelEngine

/// The SDL window and its surface: the compositor draws straight into the surface's pixels,
/// and only the damaged rectangles are presented.
@MainActor
final class SDLWindowHost {
    let window: OpaquePointer
    /// Pixels per point.
    let scale: CGFloat
    /// The surface's pixels, wrapped for the compositor (valid until the next resize).
    private(set) var surfaceBitmap: Bitmap
    private(set) var framesPresented = 0
    private(set) var pixelsPresented = 0
    let log: (String) -> Void

    /// Opens a resizable window of `size` points at `scale` pixels per point.
    init(title: String, size: CGSize, scale: CGFloat, log: @escaping (String) -> Void) throws {
        self.scale = scale
        self.log = log
        let w = Int32(max(1, (size.width * scale).rounded())), h = Int32(max(1, (size.height * scale).rounded()))
        guard let window = SDL_CreateWindow(title, csdl_windowpos_centered(), csdl_windowpos_centered(), w, h,
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            throw SDLError("SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
        }
        self.window = window
        surfaceBitmap = Bitmap(width: 1, height: 1)
        try refreshSurface()
    }

    /// The window's size in points.
    var sizeInPoints: CGSize {
        CGSize(width: CGFloat(surfaceBitmap.width) / scale, height: CGFloat(surfaceBitmap.height) / scale)
    }

    /// Re-fetches the window surface (after a resize) and wraps its pixels.
    func refreshSurface() throws {
        guard let surface = SDL_GetWindowSurface(window) else {
            throw SDLError("SDL_GetWindowSurface failed: \(String(cString: SDL_GetError()))")
        }
        let format = surface.pointee.format.pointee.format
        guard surface.pointee.format.pointee.BytesPerPixel == 4, surface.pointee.format.pointee.Rmask == 0x00FF_0000 else {
            throw SDLError("the window surface is not 32-bit xRGB (format \(String(cString: SDL_GetPixelFormatName(format))))")
        }
        surfaceBitmap = Bitmap(wrapping: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                               width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                               stride: Int(surface.pointee.pitch) / 4)
    }

    /// Presents the damaged rectangles of the surface.
    func present(_ rects: [PixelRect]) {
        let bounds = PixelRect(x: 0, y: 0, width: surfaceBitmap.width, height: surfaceBitmap.height)
        var sdlRects = rects.compactMap { r -> SDL_Rect? in
            let c = r.intersection(bounds)
            return c.isEmpty ? nil : SDL_Rect(x: Int32(c.x), y: Int32(c.y), w: Int32(c.width), h: Int32(c.height))
        }
        guard !sdlRects.isEmpty else { return }
        if SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) != 0 {
            log("SDL_UpdateWindowSurfaceRects failed: \(String(cString: SDL_GetError()))")
        }
        framesPresented += 1
        pixelsPresented += sdlRects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
    }

    /// Writes exactly the presented pixels to a PNG file (opaque).
    func writePNG(to path: String) throws {
        let b = surfaceBitmap
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(b.width), Int32(b.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot allocate a screenshot surface: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(out) }
        let pitch = Int(out.pointee.pitch) / 4
        let dst = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<b.height {
            let s = b.pixels + y * b.stride, d = dst + y * pitch
            for x in 0..<b.width { d[x] = s[x] | 0xFF00_0000 }
        }
        if IMG_SavePNG(out, path) != 0 {
            throw SDLError("cannot write \(path): \(String(cString: SDL_GetError()))")
        }
    }

    func destroy() { SDL_DestroyWindow(window) }
}

/// An SDL failure with SDL's message.
struct SDLError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
