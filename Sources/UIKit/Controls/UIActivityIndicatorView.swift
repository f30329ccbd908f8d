import Foundation

/// The spinning indicator of current iOS: eight rounded spokes fading around a circle, turning one spoke
/// every 1/8 s. It asks for frames only while it animates and shows (a stopped, hidden or off-window
/// spinner costs no frame), and by default hides itself when stopped (`hidesWhenStopped`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The sizes (and, for the old styles, colours) of the indicator.
    public enum Style: Int, Sendable {
        /// 20 x 20 (the old white-large style, 37 x 37 and white).
        case whiteLarge = 0
        /// 20 x 20 and white.
        case white = 1
        /// 20 x 20 and grey.
        case gray = 2
        /// 20 x 20, the current standard.
        case medium = 100
        /// 37 x 37, the current large one.
        case large = 101
    }

    /// How many spokes, and how often the spinner moves by one.
    static let spokeCount = 8
    static let stepInterval: TimeInterval = 1.0 / 8

    /// The style; it sets the size and, for the old styles, the colour.
    open var style: Style = .medium {
        didSet {
            spokes.frame.size = Self.size(for: style)
            spokes.setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    private var storedColor: UIColor?
    /// The colour of the spokes (grey by default, white for the old white styles).
    open var color: UIColor! {
        get { storedColor ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray) }
        set { storedColor = newValue; spokes.setNeedsDisplay() }
    }
    /// Whether the indicator hides itself while stopped (true by default).
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
    private var animating = false
    /// Whether it is spinning.
    open var isAnimating: Bool { animating }

    private let spokes = UIActivityIndicatorSpokes(frame: .zero)
    private var timer: RunLoopTimer?
    private var phase = 0
    /// How many times the spinner moved (each a frame's worth of work); for tests and stats.
    private(set) var stepCount = 0

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        setUp()
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A medium indicator in `frame`, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        spokes.owner = self
        spokes.isUserInteractionEnabled = false
        spokes.frame.size = Self.size(for: style)
        addSubview(spokes)
        isHidden = true
    }

    static func size(for style: Style) -> CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        updateTimer()
    }

    /// Stops spinning (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        updateTimer()
        if hidesWhenStopped { isHidden = true }
    }

    open override var isHidden: Bool { didSet { if isHidden != oldValue { updateTimer() } } }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    /// Runs the step timer only while spinning, shown itself and in a window.
    private func updateTimer() {
        let wants = animating && !isHidden && window != nil
        if wants, timer == nil {
            timer = RunLoopTimer.scheduledTimer(withTimeInterval: Self.stepInterval, repeats: true) { [weak self] _ in
                self?.advance()
            }
        } else if !wants {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Moves the spinner on by one spoke; nothing changes (so no frame is drawn) while an ancestor hides it.
    private func advance() {
        guard isShownInWindow else { return }
        phase = (phase + 1) % Self.spokeCount
        stepCount += 1
        UIView.performWithoutAnimation {
            spokes.transform = CGAffineTransform(rotationAngle: CGFloat(phase) * 2 * .pi / CGFloat(Self.spokeCount))
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }
    open override var intrinsicContentSize: CGSize { Self.size(for: style) }
}

/// The spokes of an activity indicator, drawn once; the indicator turns this view.
@MainActor
final class UIActivityIndicatorSpokes: UIView {
    weak var owner: UIActivityIndicatorView?

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        guard let owner, let ctx = UIGraphicsGetCurrentContext() else { return }
        let n = UIActivityIndicatorView.spokeCount
        let r = min(bounds.width, bounds.height) / 2
        let width = max(r * 0.22, 2), inner = r * 0.45
        let color = owner.color ?? .systemGray
        for i in 0..<n {
            // Spoke 0 (pointing up) is the brightest; the others fade clockwise behind it.
            let alpha = 1 - CGFloat((n - i) % n) / CGFloat(n) * 0.85
            ctx.saveGState()
            ctx.translateBy(x: bounds.midX, y: bounds.midY)
            ctx.rotate(by: CGFloat(i) * 2 * .pi / CGFloat(n))
            color.withAlphaComponent(color.cgColor.alpha * alpha).setFill()
            UIBezierPath(roundedRect: CGRect(x: -width / 2, y: -r, width: width, height: r - inner), cornerRadius: width / 2).fill()
            ctx.restoreGState()
        }
    }
}
