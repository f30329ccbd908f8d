import Foundation
import PixelEngine
@_spi(Platform) import UIKit

/// A fresh application without a platform (text measures 0.6 x point size per character, lines 1.17 x
/// point size) and a key window of the given size, for Auto Layout tests.
@MainActor
final class LayoutHarness {
    let clock = VirtualClock(start: 100)
    let app: UIApplication
    let window: UIWindow
    var logs: [String] = []
    let surface: Bitmap

    init(width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 1) {
        app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: width, height: height), scale: scale, platform: nil)
        surface = Bitmap(width: Int(width * scale), height: Int(height * scale))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.makeKeyAndVisible()
        // Weak: the application outlives the harness as `UIApplication.shared` until the next test replaces it.
        app.logHandler = { [weak self] line in self?.logs.append(line) }
    }

    /// A plain view added to the window, with constraints owning its frame.
    func constrainedView(in parent: UIView? = nil) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? window).addSubview(v)
        return v
    }

    /// One turn of the run loop (layout and compositing) at the current time.
    func frame() { _ = app.renderFrame(into: surface) }

    func advance(_ seconds: Double) {
        clock.advance(by: seconds)
        frame()
    }

    var log: String { logs.joined(separator: "\n") }
}

/// A view with a fixed intrinsic size.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}
