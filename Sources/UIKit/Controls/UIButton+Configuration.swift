import Foundation

/// How a configured button looks in one state: the colours, fonts and corner radius its configuration
/// resolves to.
struct UIButtonConfigurationLook {
    var foreground: UIColor
    /// Nil: no background (plain and borderless styles).
    var background: UIColor?
    var titleFont: UIFont
    var subtitleFont: UIFont
}

/// The pieces a configured button adds to itself, and its pending-update bookkeeping.
struct UIButtonConfigurationParts {
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    var imageFrame: CGRect = .zero
    var needsUpdate = false
    var isUpdating = false
}

extension UIButton.Configuration {
    /// The look for `state` on a button tinted `tintColor`.
    func resolvedLook(state: UIControl.State, tintColor: UIColor) -> UIButtonConfigurationLook {
        let look = automaticallyUpdateForSelection && state.contains(.selected) ? .filled : style
        var foreground: UIColor
        var background: UIColor?
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            background = look == .plain ? nil : .tertiarySystemFill
        } else {
            switch look {
            case .plain:
                foreground = baseForegroundColor ?? tintColor
            case .tinted:
                let base = baseBackgroundColor ?? tintColor
                foreground = baseForegroundColor ?? (baseBackgroundColor ?? tintColor)
                background = base.multiplyingAlpha(by: 0.15)
            case .gray:
                foreground = baseForegroundColor ?? tintColor
                background = baseBackgroundColor ?? .secondarySystemFill
            case .filled:
                foreground = baseForegroundColor ?? .white
                background = baseBackgroundColor ?? tintColor
            }
        }
        if let set = self.background.backgroundColor { background = set }
        if let transformer = self.background.backgroundColorTransformer, let color = background {
            background = transformer(color)
        }
        if state.contains(.highlighted) && !state.contains(.disabled) {
            if let color = background {
                background = color.multiplyingAlpha(by: 0.8)
            } else {
                foreground = foreground.multiplyingAlpha(by: 0.5)
            }
        }
        let (titleSize, subtitleSize): (CGFloat, CGFloat) = switch buttonSize {
        case .mini: (12, 10)
        case .small: (15, 12)
        case .medium, .large: (17, 15)
        }
        return UIButtonConfigurationLook(foreground: foreground, background: background,
                                         titleFont: .systemFont(ofSize: titleSize), subtitleFont: .systemFont(ofSize: subtitleSize))
    }

    /// The background's corner radius on a button `height` points tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
        let radius: CGFloat = switch cornerStyle {
        case .fixed: background.cornerRadius
        case .small: 6
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic: switch buttonSize {
            case .mini, .small: 6
            case .medium: 8
            case .large: 12
        }
        }
        return max(0, min(radius.isFinite ? radius : 0, height / 2))
    }
}

extension UIButton {
    /// Brings the title label, subtitle label and activity indicator in line with the configuration.
    func applyConfigurationLook() {
        guard let configuration, let label = titleLabel else { return }
        let look = configuration.resolvedLook(state: state, tintColor: tintColor ?? .systemBlue)
        label.text = configuration.title ?? currentTitle
        label.font = look.titleFont
        label.textColor = look.foreground
        label.numberOfLines = 0
        label.lineBreakMode = configuration.titleLineBreakMode
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let sub = configurationParts.subtitleLabel ?? {
                let made = UILabel(frame: .zero)
                addSubview(made)
                configurationParts.subtitleLabel = made
                return made
            }()
            sub.text = subtitle
            sub.font = look.subtitleFont
            sub.textColor = look.foreground
            sub.numberOfLines = 0
            sub.lineBreakMode = configuration.subtitleLineBreakMode
        } else if let sub = configurationParts.subtitleLabel {
            sub.removeFromSuperview()
            configurationParts.subtitleLabel = nil
        }
        if configuration.showsActivityIndicator {
            let indicator = configurationParts.activityIndicator ?? {
                let made = UIActivityIndicatorView(style: .medium)
                addSubview(made)
                configurationParts.activityIndicator = made
                made.startAnimating()
                return made
            }()
            let color = look.foreground
            indicator.color = configuration.activityIndicatorColorTransformer?(color) ?? color
        } else if let indicator = configurationParts.activityIndicator {
            indicator.stopAnimating()
            indicator.removeFromSuperview()
            configurationParts.activityIndicator = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Back to the per-state look after `configuration` is set to nil.
    func removeConfigurationLook() {
        configurationParts.subtitleLabel?.removeFromSuperview()
        configurationParts.activityIndicator?.stopAnimating()
        configurationParts.activityIndicator?.removeFromSuperview()
        configurationParts = UIButtonConfigurationParts()
        titleLabel?.numberOfLines = 1
        titleLabel?.lineBreakMode = .byTruncatingTail
        titleLabel?.textAlignment = .center
        titleLabel?.font = .systemFont(ofSize: buttonType == .system ? 15 : 18)
    }

    /// Runs `updateConfiguration()` and the update handler if an update is pending (once: changes the
    /// handler makes do not ask for another).
    func updateConfigurationIfNeeded() {
        guard configurationParts.needsUpdate, !configurationParts.isUpdating else { return }
        configurationParts.needsUpdate = false
        configurationParts.isUpdating = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        configurationParts.isUpdating = false
        applyConfigurationLook()
    }

    /// Where the configured content goes in `rect`: the title, subtitle and image frames, and the size they
    /// take with the insets.
    func configurationLayout(in rect: CGRect) -> (title: CGRect, subtitle: CGRect, image: CGRect, fitting: CGSize) {
        guard let configuration else { return (.zero, .zero, .zero, .zero) }
        let insets = configuration.contentInsets
        let finiteWidth = rect.width.isFinite && rect.width > 0
        let content = CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                             width: finiteWidth ? max(rect.width - insets.leading - insets.trailing, 0) : .greatestFiniteMagnitude,
                             height: max(rect.height - insets.top - insets.bottom, 0))
        let imageSize: CGSize = configuration.showsActivityIndicator ? CGSize(width: 20, height: 20)
            : configuredImage(configuration)?.size ?? .zero
        let hasImage = imageSize.width > 0 || imageSize.height > 0
        let titleText = titleLabel?.text ?? ""
        let sub = configurationParts.subtitleLabel
        let hasTitle = !titleText.isEmpty, hasSubtitle = sub != nil
        let placement = configuration.imagePlacement
        // Above or below the title only when placed at the top or bottom edge and at neither side edge.
        let horizontal = placement.isDisjoint(with: [.top, .bottom]) || !placement.isDisjoint(with: [.leading, .trailing])
        let padding = hasImage && (hasTitle || hasSubtitle) ? max(configuration.imagePadding.isFinite ? configuration.imagePadding : 0, 0) : 0
        let textWidth = max(horizontal ? content.width - imageSize.width - padding : content.width, 0)
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, !(label.text ?? "").isEmpty else { return .zero }
            let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, textWidth), height: size.height)
        }
        let t = hasTitle ? measure(titleLabel) : .zero
        let s = measure(sub)
        let titlePadding = hasTitle && hasSubtitle ? max(configuration.titlePadding.isFinite ? configuration.titlePadding : 0, 0) : 0
        let block = CGSize(width: max(t.width, s.width), height: t.height + titlePadding + s.height)
        let group = horizontal
            ? CGSize(width: imageSize.width + padding + block.width, height: max(imageSize.height, block.height))
            : CGSize(width: max(imageSize.width, block.width), height: imageSize.height + padding + block.height)
        let fitting = CGSize(width: (group.width + insets.leading + insets.trailing).rounded(.up),
                             height: (group.height + insets.top + insets.bottom).rounded(.up))
        let origin = CGPoint(x: content.minX + (finiteWidth ? (content.width - group.width) / 2 : 0),
                             y: content.minY + (content.height - group.height) / 2)
        var image = CGRect(origin: .zero, size: imageSize)
        var blockOrigin = CGPoint.zero
        if horizontal {
            let trailing = placement.contains(.trailing) && !placement.contains(.leading)
            image.origin.x = trailing ? origin.x + block.width + padding : origin.x
            blockOrigin.x = trailing ? origin.x : origin.x + imageSize.width + padding
            image.origin.y = origin.y + (group.height - imageSize.height) / 2
            blockOrigin.y = origin.y + (group.height - block.height) / 2
        } else {
            let bottom = placement.contains(.bottom) && !placement.contains(.top)
            image.origin.y = bottom ? origin.y + block.height + padding : origin.y
            blockOrigin.y = bottom ? origin.y : origin.y + imageSize.height + padding
            image.origin.x = origin.x + (group.width - imageSize.width) / 2
            blockOrigin.x = origin.x + (group.width - block.width) / 2
        }
        let alignment: UIButton.Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (horizontal ? .leading : .center) : configuration.titleAlignment
        func x(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .center, .automatic: blockOrigin.x + (block.width - width) / 2
            case .leading: blockOrigin.x
            case .trailing: blockOrigin.x + block.width - width
            }
        }
        let title = CGRect(x: x(t.width), y: blockOrigin.y, width: t.width, height: t.height)
        let subtitle = CGRect(x: x(s.width), y: blockOrigin.y + t.height + titlePadding, width: s.width, height: s.height)
        return (title, subtitle, hasImage ? image : .zero, fitting)
    }

    /// Lays out the configured content.
    func layoutConfiguration() {
        let frames = configurationLayout(in: bounds)
        titleLabel?.frame = frames.title
        titleLabel?.textAlignment = .natural
        configurationParts.subtitleLabel?.frame = frames.subtitle
        configurationParts.imageFrame = frames.image
        configurationParts.activityIndicator?.frame = frames.image
    }

    /// The configuration's image (else the image set for the state), a symbol drawn at the preferred symbol
    /// configuration when there is one.
    func configuredImage(_ configuration: UIButton.Configuration) -> UIImage? {
        guard let image = configuration.image ?? currentImage else { return nil }
        guard image.isSymbolImage, let preferred = configuration.preferredSymbolConfigurationForImage else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    /// Draws the configured background and image.
    func drawConfiguration() {
        guard let configuration else { return }
        let look = configuration.resolvedLook(state: state, tintColor: tintColor ?? .systemBlue)
        let rect = configuration.background.backgroundRect(in: bounds)
        configuration.background.draw(in: rect, fill: look.background,
                                      strokeColor: configuration.background.resolvedStrokeColor(for: look.foreground),
                                      cornerRadius: configuration.cornerRadius(height: rect.height))
        if !configuration.showsActivityIndicator, let image = configuredImage(configuration),
           configurationParts.imageFrame.width > 0 {
            // Template and symbol images take the configuration's foreground colour, as the title does.
            image.draw(in: configurationParts.imageFrame, tint: look.foreground, templateByDefault: buttonType == .system,
                       alpha: isEnabled ? 1 : 0.4)
        }
    }
}

private extension UIColor {
    /// The same colour with its alpha scaled (a dynamic colour stays dynamic).
    func multiplyingAlpha(by factor: CGFloat) -> UIColor {
        UIColor { [self] traits in
            let resolved = self.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.components[3] * factor)
        }
    }
}
