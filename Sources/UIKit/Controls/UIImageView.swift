import Foundation

/// A view that shows one image, placed in its bounds by `contentMode`; with no image it shows nothing.
@preconcurrency @MainActor
open class UIImageView: UIView, UIImageDisplaying {
    /// The image shown (nil shows nothing but the background).
    open var image: UIImage? { didSet { if image !== oldValue { imageDidChange() } } }
    /// The image shown while `isHighlighted` is true (the normal image when nil).
    open var highlightedImage: UIImage? { didSet { if isHighlighted { imageDidChange() } } }
    /// Whether the highlighted image is shown.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { imageDidChange() } } }

    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// Creates an image view showing `image` (and `highlightedImage` while highlighted), sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
    }

    /// The size, weight and scale symbol images are shown at here, applied over the image's own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration !== oldValue { imageDidChange() } }
    }

    /// The image currently on screen (the highlighted one while highlighted, when set), a symbol drawn at the
    /// preferred symbol configuration.
    var shownImage: UIImage? {
        let chosen = isHighlighted ? (highlightedImage ?? image) : image
        guard let chosen, chosen.isSymbolImage, let preferred = preferredSymbolConfiguration else { return chosen }
        if let cached = configuredImage, cached.source === chosen, cached.configuration === preferred { return cached.image }
        let image = chosen.applyingSymbolConfiguration(preferred) ?? chosen
        configuredImage = (chosen, preferred, image)
        return image
    }
    /// The last symbol drawn at the preferred configuration, kept so layout and drawing do not draw it again.
    private var configuredImage: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

    /// A template image is drawn in the tint: it redraws when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.drawsAsTemplate(byDefault: false) == true { setNeedsDisplay() }
    }

    public var displayedImageName: String? { shownImage?.assetName }

    private func imageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// The image's size in points (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func draw(_ rect: CGRect) {
        guard let image = shownImage else { return }
        let target = UIImageView.rect(for: image.size, in: bounds, contentMode: contentMode)
        guard target.width > 0, target.height > 0, target.width.isFinite, target.height.isFinite else { return }
        if let ctx = UIGraphicsGetCurrentContext(), !bounds.contains(target) {
            // Modes that overflow (aspect fill, center, corners) are clipped to the bounds, like the layer's contents.
            ctx.saveGState()
            ctx.clip(to: bounds)
            image.draw(in: target, tint: tintColor, templateByDefault: false)
            ctx.restoreGState()
        } else {
            image.draw(in: target, tint: tintColor, templateByDefault: false)
        }
    }

    /// Where content of `size` lands in `bounds` under `mode`.
    static func rect(for size: CGSize, in bounds: CGRect, contentMode mode: ContentMode) -> CGRect {
        let w = size.width, h = size.height
        guard w > 0, h > 0 else { return .zero }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return CGRect(x: bounds.minX + (bounds.width - fw) / 2, y: bounds.minY + (bounds.height - fh) / 2, width: fw, height: fh)
        default:
            let left = bounds.minX, right = bounds.maxX - w, midX = bounds.minX + (bounds.width - w) / 2
            let top = bounds.minY, bottom = bounds.maxY - h, midY = bounds.minY + (bounds.height - h) / 2
            let (x, y): (CGFloat, CGFloat)
            switch mode {
            case .top: (x, y) = (midX, top)
            case .bottom: (x, y) = (midX, bottom)
            case .left: (x, y) = (left, midY)
            case .right: (x, y) = (right, midY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            case .bottomRight: (x, y) = (right, bottom)
            default: (x, y) = (midX, midY)
            }
            return CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
        }
    }
}
