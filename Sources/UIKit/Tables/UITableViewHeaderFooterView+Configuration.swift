import Foundation

extension UITableViewHeaderFooterView {
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// A list content configuration styled for where the table shows the view: `.groupedHeader()` /
    /// `.groupedFooter()` in a grouped table, `.plainHeader()` / `.plainFooter()` in a plain one.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (placement.grouped, placement.footer) {
        case (true, false): .groupedHeader()
        case (true, true): .groupedFooter()
        case (false, false): .plainHeader()
        case (false, true): .plainFooter()
        }
    }

    /// A background configuration for where the table shows the view.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        placement.grouped ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
    }

    /// The configuration of the view's content; setting one shows it in a content view it makes (or
    /// updates in place), nil brings back the standard content view with `textLabel`.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurator.contentConfiguration }
        set { configurator.show(newValue, in: self) }
    }

    /// The configuration of the view's background, drawn behind the content.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurator.backgroundConfiguration }
        set {
            if newValue != nil { backgroundView = nil }
            configurator.showBackground(newValue, in: self)
        }
    }

    /// Asks for `updateConfiguration(using:)` with the current state before the next layout.
    public func setNeedsUpdateConfiguration() { configurator.setNeedsUpdate(of: self) }

    /// The height the view needs at `width`: its content view's constraints, a configuration's view by its
    /// own measure, or the standard title height for `textLabel` (nil when nothing says).
    func fittingHeight(width: CGFloat, standardTitleHeight: (String?) -> CGFloat) -> CGFloat? {
        frame = CGRect(x: 0, y: 0, width: width, height: max(frame.height, 1))
        layoutIfNeeded()
        let content = contentView
        if content.subtreeUsesAutoLayout {
            let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
            return fitted.height > 0 && fitted.height.isFinite ? fitted.height : nil
        }
        if content is UIContentView {
            let fitted = content.sizeThatFits(CGSize(width: width, height: 0))
            return fitted.height > 0 && fitted.height.isFinite ? fitted.height : nil
        }
        if let text = standardLabelText, !text.isEmpty { return standardTitleHeight(text) }
        return nil
    }
}
