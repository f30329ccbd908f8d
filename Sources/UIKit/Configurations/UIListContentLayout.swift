import Foundation

/// Where a list content view puts its image and texts at one width: measured once, then placed in the
/// view's bounds. Text and secondary text sit side by side when the configuration prefers it and both
/// fit on one line, and stack otherwise; the image is centred beside the text block.
@MainActor
struct UIListContentLayout {
    /// The content area's insets from the view's edges.
    let margins: UIEdgeInsets
    let imageSize: CGSize
    /// The space held for the image (at least its size).
    let imageArea: CGSize
    let imageToTextPadding: CGFloat
    let textSize: CGSize
    let secondarySize: CGSize
    let sideBySide: Bool
    let verticalPadding: CGFloat
    let minimumHeight: CGFloat
    /// The width everything needs on one line, margins included.
    let naturalWidth: CGFloat

    init(configuration c: UIListContentConfiguration, width: CGFloat, margins: UIEdgeInsets,
         text: UILabel?, secondaryText: UILabel?) {
        self.margins = margins
        minimumHeight = c.style.minimumHeight
        verticalPadding = text != nil && secondaryText != nil ? Self.padding(c.textToSecondaryTextVerticalPadding) : 0
        let column = Self.imageColumn(of: c)
        imageSize = column.size
        imageArea = column.area
        imageToTextPadding = column.padding
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let textNatural = text?.sizeThatFits(unbounded) ?? .zero
        let secondaryNatural = secondaryText?.sizeThatFits(unbounded) ?? .zero
        let horizontalPadding = Self.padding(c.textToSecondaryTextHorizontalPadding)
        let gap = text != nil && secondaryText != nil ? horizontalPadding : 0
        naturalWidth = margins.left + imageArea.width + imageToTextPadding + textNatural.width + gap
            + secondaryNatural.width + margins.right
        let textWidth = max(width - margins.left - margins.right - imageArea.width - imageToTextPadding, 0)
        if c.prefersSideBySideTextAndSecondaryText, text != nil, secondaryText != nil,
           textNatural.width + horizontalPadding + secondaryNatural.width <= textWidth {
            sideBySide = true
            textSize = textNatural
            secondarySize = secondaryNatural
        } else {
            sideBySide = false
            let bounded = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
            textSize = text.map { CGSize(width: textWidth, height: $0.sizeThatFits(bounded).height) } ?? .zero
            secondarySize = secondaryText.map { CGSize(width: textWidth, height: $0.sizeThatFits(bounded).height) } ?? .zero
        }
    }

    /// The x of the texts' leading edge.
    var textLeadingEdge: CGFloat { margins.left + imageArea.width + imageToTextPadding }

    /// The height of the texts together.
    var textBlockHeight: CGFloat {
        sideBySide ? max(textSize.height, secondarySize.height) : textSize.height + verticalPadding + secondarySize.height
    }

    /// The height of the content between the margins.
    var contentHeight: CGFloat { max(textBlockHeight, imageArea.height) }

    /// The height the view needs: content and margins, and at least the style's minimum.
    var fittingHeight: CGFloat { max((margins.top + contentHeight + margins.bottom).rounded(.up), minimumHeight) }

    /// The frames in `bounds`: the content centred vertically between the margins (in the whole bounds when
    /// they are too short for it), the image in its reserved area, the secondary text side by side at the
    /// trailing margin or stacked under the text.
    func placed(in bounds: CGRect) -> (image: CGRect, text: CGRect, secondaryText: CGRect) {
        let available = bounds.height - margins.top - margins.bottom
        let top = available >= contentHeight
            ? margins.top + (available - contentHeight) / 2
            : (bounds.height - contentHeight) / 2
        let imageFrame = CGRect(x: margins.left + (imageArea.width - imageSize.width) / 2,
                                y: top + (contentHeight - imageSize.height) / 2,
                                width: imageSize.width, height: imageSize.height)
        let textX = textLeadingEdge
        let blockTop = top + (contentHeight - textBlockHeight) / 2
        let text: CGRect, secondary: CGRect
        if sideBySide {
            let rowHeight = textBlockHeight
            text = CGRect(x: textX, y: blockTop + (rowHeight - textSize.height) / 2,
                          width: textSize.width, height: textSize.height)
            secondary = CGRect(x: bounds.width - margins.right - secondarySize.width,
                               y: blockTop + (rowHeight - secondarySize.height) / 2,
                               width: secondarySize.width, height: secondarySize.height)
        } else {
            text = CGRect(x: textX, y: blockTop, width: textSize.width, height: textSize.height)
            secondary = CGRect(x: textX, y: blockTop + textSize.height + verticalPadding,
                               width: secondarySize.width, height: secondarySize.height)
        }
        return (Self.aligned(imageFrame), Self.aligned(text), Self.aligned(secondary))
    }

    /// The image's shown size, the area held for it and the padding after it (all zero without an image):
    /// what the texts start after, known without measuring them.
    static func imageColumn(of c: UIListContentConfiguration) -> (size: CGSize, area: CGSize, padding: CGFloat) {
        guard let image = c.image else { return (.zero, .zero, 0) }
        let size = fitted(image.size, within: c.imageProperties.maximumSize)
        return (size, reserved(size, c.imageProperties.reservedLayoutSize),
                c.hasText || c.hasSecondaryText ? padding(c.imageToTextPadding) : 0)
    }

    /// `size` shrunk to fit `maximum` keeping its aspect (a zero dimension of `maximum` does not limit).
    static func fitted(_ size: CGSize, within maximum: CGSize) -> CGSize {
        guard size.width > 0, size.height > 0 else { return .zero }
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The area held for an image of `size`: each dimension at least the reserved one (`standardDimension`
    /// holds 29 points, the system's list icon size); zero or invalid reserved dimensions hold the image's own.
    static func reserved(_ size: CGSize, _ reserved: CGSize) -> CGSize {
        func dimension(_ own: CGFloat, _ held: CGFloat) -> CGFloat {
            if held == UIListContentConfiguration.ImageProperties.standardDimension { return max(own, 29) }
            return held.isFinite && held > 0 ? max(own, held) : own
        }
        return CGSize(width: dimension(size.width, reserved.width), height: dimension(size.height, reserved.height))
    }

    /// A padding as laid out: negative and non-finite paddings (NaN from a computation, say) are none.
    static func padding(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    /// A frame on whole points (labels and images land on the pixel grid at any scale).
    static func aligned(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX.rounded(), y: r.minY.rounded(), width: r.width.rounded(.up), height: r.height.rounded(.up))
    }
}
