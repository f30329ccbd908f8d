import Foundation

/// The view behind a cell's content that draws its `backgroundConfiguration`: the fill (the style's colour
/// for the cell's state unless the app chose one), the stroke, and the custom view, inset as configured.
@MainActor
final class UIBackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet {
            guard configuration != oldValue else { return }
            if oldValue.customView !== configuration.customView { oldValue.customView?.removeFromSuperview() }
            setNeedsDisplay()
            setNeedsLayout()
        }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Only cells make this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    /// The area the background covers, with the cell's margins added on the configured edges.
    private var backgroundRect: CGRect {
        configuration.backgroundRect(in: bounds, margins: superview?.layoutMargins ?? .zero)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = configuration.customView {
            if custom.superview !== self { addSubview(custom) }
            custom.frame = backgroundRect
            custom.layer.cornerRadius = configuration.cornerRadius.isFinite ? max(configuration.cornerRadius, 0) : 0
            custom.clipsToBounds = custom.layer.cornerRadius > 0
        }
    }

    override func draw(_ rect: CGRect) {
        configuration.draw(in: backgroundRect, fill: configuration.resolvedListFill,
                           strokeColor: configuration.resolvedStrokeColor(for: tintColor ?? .systemBlue),
                           cornerRadius: configuration.cornerRadius)
    }
}
