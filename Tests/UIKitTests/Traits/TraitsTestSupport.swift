import Foundation
import PixelEngine
@_spi(Platform) import UIKit

/// A fresh application with one key window on a virtual clock, compositing into a bitmap, with its log captured.
@MainActor
final class TraitsHarness {
    let app: UIApplication
    let window: UIWindow
    let surface: Bitmap
    var logLines: [String] = []

    init(width: Int = 100, height: Int = 100, rootController: UIViewController? = nil) {
        app = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: width, height: height),
                                       scale: 1, platform: nil)
        surface = Bitmap(width: width, height: height)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = rootController
        window.makeKeyAndVisible()
        app.logHandler = { [weak self] line in self?.logLines.append(line) }
        frame()
    }

    @discardableResult func frame() -> [PixelRect] { app.renderFrame(into: surface) }

    /// The surface pixel at (x, y) as 0-255 red, green, blue.
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let p = surface[x, y]
        return [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
    }
}

/// 0-255 components (rounded) and alpha of a colour resolved in a style.
@MainActor
func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Double] {
    let c = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.components
    return [(c[0] * 255).rounded(), (c[1] * 255).rounded(), (c[2] * 255).rounded(), (c[3] * 100).rounded() / 100].map { Double($0) }
}

/// A view that counts its trait callbacks and draws with a colour.
final class TraitCountingView: UIView {
    var changes: [UITraitCollection?] = []
    var draws = 0
    var drawColor: UIColor?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection)
    }
    override func draw(_ rect: CGRect) {
        draws += 1
        drawColor?.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

/// A controller that counts its trait callbacks.
final class TraitCountingController: UIViewController {
    var changes = 0
    var styleSeenInCallback: UIUserInterfaceStyle?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes += 1
        styleSeenInCallback = UITraitCollection.current.userInterfaceStyle
    }
}
