import Foundation
import PixelEngine
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// PNG and JPEG through SDL_image: `UIImage(data:)`, `pngData()`, `jpegData(compressionQuality:)`
    /// and the image renderer's data, round-tripped.
    @Suite @MainActor struct ImageCodec {
        private func withSession(_ body: () throws -> Void) throws {
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { _ in })
            defer { session.shutdown() }
            try body()
        }

        @Test func rendererPNGRoundTripKeepsPixelsAndAlpha() throws {
            try withSession {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 1
                let png = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8), format: f).pngData { ctx in
                    UIColor.red.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                    UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
                    ctx.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
                }
                #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
                let image = try #require(UIImage(data: png))
                #expect(image.size == CGSize(width: 16, height: 8))
                #expect(image.bitmap[2, 2] == 0xFFFF_0000)
                let half = image.bitmap[12, 4]
                #expect(abs(Int(half >> 24) - 128) <= 1 && abs(Int(half & 255) - 128) <= 1 && (half >> 8) & 0xFFFF == 0)
                // Encoding the decoded image again gives the same pixels.
                let again = try #require(image.pngData().flatMap { UIImage(data: $0, scale: 2) })
                #expect(again.scale == 2 && again.bitmap[12, 4] == half)
            }
        }

        @Test func jpegEncodesAndDecodes() throws {
            try withSession {
                let b = Bitmap(width: 32, height: 32)
                b.fill(b.bounds, with: 0xFF20_80E0)
                let data = try #require(UIImage(bitmap: b).jpegData(compressionQuality: 0.9))
                #expect(Array(data.prefix(2)) == [0xFF, 0xD8])
                let back = try #require(UIImage(data: data))
                let p = back.bitmap[16, 16]
                // JPEG is lossy: within a few levels per channel on a flat colour.
                #expect(abs(Int((p >> 16) & 255) - 0x20) <= 4 && abs(Int((p >> 8) & 255) - 0x80) <= 4 && abs(Int(p & 255) - 0xE0) <= 4)
                let small = try #require(UIImage(bitmap: b).jpegData(compressionQuality: 0))
                #expect(small.count <= data.count)
            }
        }

        @Test func badDataIsNilWithAMessage() throws {
            try withSession {
                var lines: [String] = []
                UIApplication.shared.logHandler = { lines.append($0) }
                #expect(UIImage(data: Data("not an image".utf8)) == nil)
                #expect(UIImage(data: Data()) == nil)
                #expect(UIImage(bitmap: Bitmap(width: 0, height: 0)).pngData() == nil)
                #expect(lines.count == 3)
                #expect(lines.allSatisfy { $0.contains("UIImage") })
            }
        }
    }
}
