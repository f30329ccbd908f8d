import Foundation

extension UITextField {
    /// Horizontal padding inside the border for each style.
    private var horizontalInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line: 2
        case .bezel: 4
        case .roundedRect: 7
        }
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: horizontalInset, dy: borderStyle == .none ? 0 : 2)
        if showsLeftView {
            let left = leftViewRect(forBounds: bounds).maxX
            if left > r.minX { r.size.width -= left - r.minX; r.origin.x = left }
        }
        var right = r.maxX
        if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if !clearButton.isHidden { right = min(right, clearButtonRect(forBounds: bounds).minX - 2) }
        r.size.width = max(right - r.minX, 0)
        return r
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let right = borderStyle == .roundedRect ? 6 : horizontalInset + 2
        // Beside the right overlay view when both show, as UIKit places them.
        let edge = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: edge - right - side, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
    }

    func fittingSize() -> CGSize {
        let font = editingFont
        let w = UITextMeasurement.size(of: text?.isEmpty == false ? text! : (placeholder ?? ""), font: font).width
        let h = font.lineHeight.rounded(.up) + (borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 6)
        let left = showsLeftView ? leftViewRect(forBounds: .zero).width : 0
        let right = showsRightView ? rightViewRect(forBounds: .zero).width : 0
        let height = max(h, showsLeftView ? leftViewRect(forBounds: .zero).height : 0, showsRightView ? rightViewRect(forBounds: .zero).height : 0)
        return CGSize(width: (w + 2 * horizontalInset + (clearButton.isHidden ? 0 : 27) + left + right).rounded(.up), height: height)
    }

    func drawField() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let border = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none: break
        case .line:
            ctx.saveGState()
            ctx.setStrokeColor(UIColor.fieldLine.cgColor); ctx.setLineWidth(1)
            ctx.stroke(border.insetBy(dx: 0.5, dy: 0.5))
            ctx.restoreGState()
        case .bezel:
            ctx.saveGState()
            ctx.setFillColor(UIColor.fieldBackground.cgColor); ctx.fill(border)
            ctx.setFillColor(UIColor.fieldBezelDark.cgColor)
            ctx.fill(CGRect(x: border.minX, y: border.minY, width: border.width, height: 2))
            ctx.fill(CGRect(x: border.minX, y: border.minY, width: 2, height: border.height))
            ctx.setFillColor(UIColor.fieldBezelLight.cgColor)
            ctx.fill(CGRect(x: border.minX, y: border.maxY - 1, width: border.width, height: 1))
            ctx.fill(CGRect(x: border.maxX - 1, y: border.minY, width: 1, height: border.height))
            ctx.restoreGState()
        case .roundedRect:
            let outer = UIBezierPath(roundedRect: border, cornerRadius: 5)
            UIColor.fieldOutline.setFill()
            outer.fill()
            (backgroundColor ?? .fieldBackground).setFill()
            UIBezierPath(roundedRect: border.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4.5).fill()
        }
        if hasText || editing.buffer.hasMarkedText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if placeholder?.isEmpty == false {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
    }

    func drawEditingText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        var color = textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(0.4) }
        editing.draw(origin: layoutOrigin, color: color, clip: rect)
        ctx.restoreGState()
    }

    func drawPlaceholderText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let placeholder else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        let font = editingFont
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.fieldPlaceholder]
        let w = placeholder.size(withAttributes: attributes).width
        var x = rect.minX
        switch textAlignment {
        case .center: x = rect.minX + ((rect.width - w) / 2).rounded()
        case .right: x = rect.maxX - w
        default: break
        }
        placeholder.draw(at: CGPoint(x: x, y: (rect.midY - font.lineHeight / 2).rounded()), withAttributes: attributes)
        ctx.restoreGState()
    }
}
