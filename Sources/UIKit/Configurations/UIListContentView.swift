import Foundation

/// The view a `UIListContentConfiguration` makes: an image, a text and a secondary text laid out by the
/// configuration. Cells make one for their `contentConfiguration`; it can also stand alone (in a stack
/// view, a header, a custom cell), where it sizes itself to its content at its width.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    /// The width the intrinsic size was last measured at.
    private var intrinsicWidth: CGFloat = -1

    /// A list content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// From a coder (UIKit's nib path): there are no nibs here, so the view shows an empty `.cell()`.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown. Setting a `UIListContentConfiguration` shows it; any other kind is refused
    /// with a logged message (a cell asks `supports(_:)` first and makes a new view instead).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIApplication.shared.log("UIListContentView: cannot show a \(type(of: newValue)); it shows UIListContentConfiguration only")
                return
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// A list content view shows list content configurations only.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Puts the configuration's content and styling on the subviews.
    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.layer.cornerRadius = UIListContentLayout.padding(c.imageProperties.cornerRadius)
        imageView.clipsToBounds = imageView.layer.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties, shown: c.hasText)
        style(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText,
              c.secondaryTextProperties, shown: c.hasSecondaryText)
        directionalLayoutMargins = c.directionalLayoutMargins
        invalidateIntrinsicContentSize()
        intrinsicWidth = -1
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                       _ p: UIListContentConfiguration.TextProperties, shown: Bool) {
        label.font = font(for: p)
        label.textColor = p.resolvedColor()
        label.numberOfLines = max(p.numberOfLines, 0)
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        label.textAlignment = switch p.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(p.transformed)
        }
        label.isHidden = !shown
    }

    /// The font to show: a text-style font follows the view's text size when the properties ask for it.
    private func font(for p: UIListContentConfiguration.TextProperties) -> UIFont {
        guard p.adjustsFontForContentSizeCategory, let style = p.font.textStyle else { return p.font }
        return .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { apply() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = currentLayout(width: bounds.width)
        let placed = layout.placed(in: bounds)
        imageView.frame = placed.image
        textLabel.frame = placed.text
        secondaryTextLabel.frame = placed.secondaryText
        if intrinsicWidth != bounds.width, bounds.width > 0 {
            intrinsicWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// The size the content needs at `size.width` (its height; the width as given, or the natural width
    /// when the given one is zero or unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite && size.width < UIView.layoutFittingExpandedSize.width
            ? size.width : currentLayout(width: .greatestFiniteMagnitude).naturalWidth
        return CGSize(width: width, height: currentLayout(width: width).fittingHeight)
    }

    /// The natural width of the content, and its height at the view's current width (or at the natural
    /// width before the view has one), so Auto Layout and stack views can size it.
    open override var intrinsicContentSize: CGSize {
        let natural = currentLayout(width: .greatestFiniteMagnitude)
        let width = bounds.width > 0 ? bounds.width : natural.naturalWidth
        return CGSize(width: natural.naturalWidth, height: currentLayout(width: width).fittingHeight)
    }

    /// Where the text starts at the view's width, which a table cell's separator lines up with (as UIKit's
    /// separators start under the text, past any image).
    var textLeadingEdge: CGFloat {
        let column = UIListContentLayout.imageColumn(of: listConfiguration)
        return effectiveMargins().left + column.area.width + column.padding
    }

    /// The layout of the current configuration at `width`.
    func currentLayout(width: CGFloat) -> UIListContentLayout {
        UIListContentLayout(configuration: listConfiguration, width: width, margins: effectiveMargins(),
                            text: listConfiguration.hasText ? textLabel : nil,
                            secondaryText: listConfiguration.hasSecondaryText ? secondaryTextLabel : nil)
    }

    /// The configuration's margins (plus the safe area, as a view's margins are), and on the axes it preserves
    /// at least as much as the superview's margins reach into the view.
    private func effectiveMargins() -> UIEdgeInsets {
        var m = effectiveLayoutMargins
        guard let parent = superview else { return m }
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        let pm = parent.effectiveLayoutMargins, f = frame, pb = parent.bounds
        if axes.contains(.horizontal) {
            m.left = max(m.left, pm.left - (f.minX - pb.minX))
            m.right = max(m.right, pm.right - (pb.maxX - f.maxX))
        }
        if axes.contains(.vertical) {
            m.top = max(m.top, pm.top - (f.minY - pb.minY))
            m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
        }
        return m
    }
}
