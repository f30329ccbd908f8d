import Foundation
import PixelEngine

/// Why image data could not be decoded or encoded, in words for the log.
public struct UIImageCodecError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}

/// Decodes and encodes image files (PNG, JPEG) for `UIImage(data:)`, `pngData()` and `jpegData(...)`.
/// The platform's services conform to it (SDL_image on SDL); UIKit never sees the library.
@MainActor
public protocol UIImageCodec: AnyObject {
    /// Decodes PNG or JPEG data into premultiplied pixels.
    func decodeImage(_ data: Data) throws(UIImageCodecError) -> Bitmap
    /// Encodes premultiplied pixels as a PNG with straight alpha.
    func encodePNG(_ bitmap: Bitmap) throws(UIImageCodecError) -> Data
    /// Encodes the pixels as a JPEG at `quality` (0...1); transparency is lost (drawn over black).
    func encodeJPEG(_ bitmap: Bitmap, quality: CGFloat) throws(UIImageCodecError) -> Data
}

extension UIImage {
    /// The application's image codec: its platform's, or nil when it has none (a headless test app).
    @MainActor static var codec: UIImageCodec? { UIApplication.shared.platform as? UIImageCodec }

    /// An image decoded from PNG or JPEG `data`, at scale 1; nil (with a logged reason) when the data
    /// is not an image the platform can decode.
    @MainActor public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image decoded from PNG or JPEG `data`, made for `scale` pixels per point.
    @MainActor public convenience init?(data: Data, scale: CGFloat) {
        let app = UIApplication.shared
        guard let codec = UIImage.codec else {
            app.log("UIImage(data:): this platform has no image decoder; returning nil")
            return nil
        }
        guard !data.isEmpty else {
            app.log("UIImage(data:): the data is empty; expected PNG or JPEG bytes")
            return nil
        }
        do {
            let bitmap = try codec.decodeImage(data)
            self.init(bitmap: bitmap, scale: scale)
        } catch {
            app.log("UIImage(data:): \(error.description)")
            return nil
        }
    }

    /// The image as PNG data (straight alpha), or nil (logged) when the platform cannot encode it.
    @MainActor public func pngData() -> Data? {
        guard let codec = UIImage.codec else {
            UIApplication.shared.log("UIImage.pngData(): this platform has no image encoder; returning nil")
            return nil
        }
        do { return try codec.encodePNG(bitmap) } catch {
            UIApplication.shared.log("UIImage.pngData(): \(error.description)")
            return nil
        }
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest ... 1 best; clamped, NaN is 1), or nil
    /// (logged) when the platform cannot encode it. JPEG has no alpha: transparent pixels come out black.
    @MainActor public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let codec = UIImage.codec else {
            UIApplication.shared.log("UIImage.jpegData(compressionQuality:): this platform has no image encoder; returning nil")
            return nil
        }
        let q = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
        if !compressionQuality.isFinite {
            UIApplication.shared.log("UIImage.jpegData(compressionQuality:): \(compressionQuality) is not a number in 0...1; using 1")
        }
        do { return try codec.encodeJPEG(bitmap, quality: q) } catch {
            UIApplication.shared.log("UIImage.jpegData(compressionQuality:): \(error.description)")
            return nil
        }
    }
}
