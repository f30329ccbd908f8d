import Foundation

/// A bar that fills from left to right as a task progresses, drawn as current iOS draws it: a 4-point
/// rounded grey track with a tinted fill (`.bar`: 2.5 points, square, on a clear track, for toolbars).
/// `setProgress(_:animated:)` slides the fill; NaN is ignored with a logged message.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The two looks of a progress view.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default`
        /// The thinner, square bar used in toolbars.
        case bar
    }

    /// The look.
    open var progressViewStyle: Style = .default { didSet { updateLook(); invalidateIntrinsicSize() } }
    private var storedProgress: Float = 0
    /// How far along, 0...1 (clamped); setting it does not animate.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill colour; nil means the tint colour.
    open var progressTintColor: UIColor? { didSet { updateLook() } }
    /// The track colour; nil means `systemFill` (clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { updateLook() } }
    /// An image stretched over the filled part (instead of the tint).
    open var progressImage: UIImage? { didSet { updateLook() } }
    /// An image stretched over the track (instead of the track colour).
    open var trackImage: UIImage? { didSet { updateLook() } }

    private let track = UIImageView(frame: .zero)
    private let fill = UIImageView(frame: .zero)

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A progress view of `style`, as wide as it is given and as tall as the style is.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setUp()
        frame.size.height = Self.height(for: style)
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        track.clipsToBounds = true
        addSubview(track)
        track.addSubview(fill)
        updateLook()
    }

    static func height(for style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }

    private func invalidateIntrinsicSize() { invalidateIntrinsicContentSize() }

    /// Sets the progress (clamped to 0...1), sliding the fill over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            UIApplication.shared.log("UIProgressView: ignored non-finite progress \(progress)")
            return
        }
        storedProgress = min(max(progress, 0), 1)
        if animated && window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutParts() }, completion: nil)
        } else {
            setNeedsLayout()
        }
    }

    open override var tintColor: UIColor! { didSet { updateLook() } }

    private func updateLook() {
        let rounded = progressViewStyle == .default
        track.image = trackImage
        fill.image = progressImage
        track.backgroundColor = trackImage == nil ? (trackTintColor ?? (rounded ? .systemFill : .clear)) : nil
        fill.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let h = min(Self.height(for: progressViewStyle), bounds.height > 0 ? bounds.height : .greatestFiniteMagnitude)
        track.frame = CGRect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
        let radius = progressViewStyle == .default ? h / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        fill.frame = CGRect(x: 0, y: 0, width: (bounds.width * CGFloat(storedProgress)).rounded(), height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.height(for: progressViewStyle))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(for: progressViewStyle))
    }
}
