import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A 320 x 480 key window at scale 1 on a virtual clock, rendered into a bitmap whose pixels the bar
/// appearance tests read (0xAARRGGBB); text draws as solid boxes (`SizedBoxTextPlatform`), so a title's
/// colour shows in plain pixels.
@MainActor
final class BarAppearanceHarness {
    let app: UIApplication
    let window: UIWindow
    let surface = Bitmap(width: 320, height: 480)

    init(root: UIViewController) {
        app = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: 320, height: 480), scale: 1,
                                         platform: SizedBoxTextPlatform())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        render()
    }

    func render() { _ = app.renderFrame(into: surface) }

    /// The pixel at `x`, `y` as (red, green, blue).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = surface[x, y]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// Whether the pixel at `x`, `y` is `color` (light appearance) to within 2 levels a channel.
    func pixel(_ x: Int, _ y: Int, is color: (Int, Int, Int)) -> Bool {
        let (r, g, b) = rgb(x, y)
        return abs(r - color.0) <= 2 && abs(g - color.1) <= 2 && abs(b - color.2) <= 2
    }

    /// How many pixels in `rect` are within 40 levels a channel of `color` (text's solid core).
    func count(_ color: (Int, Int, Int), in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let (r, g, b) = rgb(x, y)
                if abs(r - color.0) <= 40 && abs(g - color.1) <= 40 && abs(b - color.2) <= 40 { n += 1 }
            }
        }
        return n
    }
}

/// The light values of the colours the tests use, from UIKit's tables.
enum BarTestColor {
    static let indigo = (88, 86, 214)
    static let pink = (255, 45, 85)
    static let green = (52, 199, 89)
    static let yellow = (255, 204, 0)
    static let teal = (90, 200, 250)
    static let white = (255, 255, 255)
    static let black = (0, 0, 0)
    static let red = (255, 0, 0)
    /// The default bar material (white 0.97).
    static let material = (247, 247, 247)
    static let secondaryBackground = (242, 242, 247)
}
