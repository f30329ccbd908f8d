import Foundation
import PixelEngine
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// CATextLayer through the real fonts: Latin and CJK set like a label's text.
    @Suite @MainActor struct TextLayerRendering {
        @Test func cjkTextLayerInksLikeALabel() throws {
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                root.backgroundColor = .white
                let t = CATextLayer()
                t.frame = CGRect(x: 10, y: 10, width: 200, height: 40)
                t.string = "你好，世界 Hi"
                t.fontSize = 20
                t.font = UIFont.systemFont(ofSize: 99)  // its size is ignored: fontSize counts
                t.foregroundColor = UIColor.black.cgColor
                root.layer.addSublayer(t)
                let label = UILabel(frame: CGRect(x: 10, y: 60, width: 200, height: 40))
                label.text = "你好，世界 Hi"
                label.font = .systemFont(ofSize: 20)
                root.addSubview(label)
            })
            defer { session.shutdown() }
            session.step(frames: 2)
            let url = temporaryDirectory().appendingPathComponent("text.png")
            try session.host.writeScreenshot(to: url.path)
            let shot = try #require(PNGFile.read(url.path))
            func ink(_ y0: Int) -> Int {
                var n = 0
                for y in y0..<(y0 + 40) { for x in 10..<210 where shot.row(y)[x] & 0xFF < 128 { n += 1 } }
                return n
            }
            let layerInk = ink(10), labelInk = ink(60)
            #expect(layerInk > 150, "the text layer drew \(layerInk) dark pixels")
            // Same glyphs, same size: the ink differs only by placement rounding.
            #expect(abs(layerInk - labelInk) * 10 <= labelInk, "layer \(layerInk) vs label \(labelInk)")
        }
    }
}
