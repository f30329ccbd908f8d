import PixelEngine
import Testing
@_spi(Platform) import UIKit

// Sample code as iOS tutorials write it, compiled in Swift 5 language mode: it builds (with the warnings
// iOS gives), and it runs on the app's clock.

/// A controller that loads on a background queue and ticks with a Timer.
final class FeedViewController: UIViewController {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    var timer: Timer?
    var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.ticks += 1
            self.label.text = "tick \(self.ticks)"
        }
    }

    func load() {
        DispatchQueue.global().async {
            let s = "loaded"
            DispatchQueue.main.async { self.label.text = s }
        }
    }
}

/// A view in the tutorials' shape: its own initializer and the coder initializer UIKit requires, in both forms.
final class BadgeView: UIView {
    let text: String
    init(text: String) {
        self.text = text
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class CodedBadgeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A plain (not main-actor) class, as Swift 5 code has many, that drives views from queues and timers.
final class Presenter {
    let label: UILabel
    var link: CADisplayLink?
    var frames = 0
    init(label: UILabel) { self.label = label }

    func refresh() {
        DispatchQueue.global().async {
            let s = "refreshed"
            DispatchQueue.main.async { self.label.text = s }
        }
    }

    func scheduleTimers() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.label.text = "timer" }
        let t = Timer(timeInterval: 2, repeats: false) { _ in self.label.alpha = 0.5 }
        RunLoop.main.add(t, forMode: .common)
    }

    func startAnimating() {
        link = CADisplayLink(target: self, selector: Presenter.step)
        link?.add(to: .main, forMode: .common)
    }

    func step(_ link: CADisplayLink) {
        frames += 1
        if frames == 3 { link.invalidate() }
    }
}

/// Tutorial code that styles a title with an untyped attributes literal (a `[NSAttributedString.Key: NSObject]`,
/// as on iOS where fonts and colours are both `NSObject`s).
final class TitleStyler {
    func styledTitle(_ s: String) -> NSAttributedString {
        let attrs = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red]
        return NSAttributedString(string: s, attributes: attrs)
    }
}

@Suite(.serialized) @MainActor struct PreConcurrencySampleTests {
    @Test func anUntypedAttributesLiteralMixesFontsAndColours() {
        let title = TitleStyler().styledTitle("Hello")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.attributedText = title
        #expect(label.text == "Hello" && label.font == UIFont.boldSystemFont(ofSize: 17) && label.textColor == UIColor.red)
        let layer = CATextLayer()
        layer.string = title
        #expect((layer.string as? NSAttributedString)?.string == "Hello")
    }

    private func waitForMainQueue(until done: () -> Bool) async throws {
        for _ in 0..<200 where !done() { try await Task.sleep(nanoseconds: 5_000_000) }
    }

    /// Timers and display links on the virtual clock (synchronous: no other test can replace the shared
    /// application meanwhile).
    @Test func timersAndDisplayLinksDriveViews() {
        let clock = VirtualClock(start: 10)
        let app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 200, height: 200), scale: 1, platform: nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = FeedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.loadViewIfNeeded()
        let surface = Bitmap(width: 200, height: 200)
        func run(_ seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded()) { clock.advance(by: 1.0 / 60); _ = app.renderFrame(into: surface) }
        }
        run(1.25)
        #expect(controller.ticks == 2, "a repeating 0.5 s timer, 1.25 s into a virtual-clock run")
        #expect(controller.label.text == "tick 2")
        controller.timer?.invalidate()

        let presenter = Presenter(label: controller.label)
        presenter.scheduleTimers()
        run(1.05)
        #expect(controller.label.text == "timer")
        run(1)
        #expect(controller.label.alpha == 0.5)
        presenter.startAnimating()
        run(0.2)
        #expect(presenter.frames == 3)
    }

    /// Both forms of `required init?(coder:)` compile in Swift 5 mode, and `super.init(coder:)` makes a view.
    @Test func coderInitializersCompileAndWork() throws {
        _ = UIApplication.makeShared(clock: VirtualClock(start: 10), screenSize: CGSize(width: 200, height: 200), scale: 1, platform: nil)
        #expect(BadgeView(text: "3").bounds.size == CGSize(width: 40, height: 20))
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coded = try #require(CodedBadgeView(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)))
        #expect(coded.frame == .zero && coded.layer.delegate === coded)
    }

    /// Background queues that hand work back to the main queue.
    @Test func backgroundQueuesUpdateViewsOnTheMainQueue() async throws {
        let controller = FeedViewController()
        controller.loadViewIfNeeded()
        controller.load()
        try await waitForMainQueue { controller.label.text == "loaded" }
        #expect(controller.label.text == "loaded")
        let presenter = Presenter(label: controller.label)
        presenter.refresh()
        try await waitForMainQueue { controller.label.text == "refreshed" }
        #expect(controller.label.text == "refreshed")
    }
}
