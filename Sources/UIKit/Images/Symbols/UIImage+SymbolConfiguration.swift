import Foundation

extension UIImage {
    /// The point size, text style, weight and scale a symbol image is drawn at, so symbols match the text beside
    /// them. Values left unspecified take the defaults: the body text style's size, regular weight, medium scale.
    public class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified).
        var pointSize: CGFloat = 0
        /// The weight (`.unspecified`: regular, or the text style's).
        var weight: SymbolWeight = .unspecified
        /// The scale (`.unspecified` and `.default`: medium).
        var scale: SymbolScale = .unspecified
        /// The text style whose Dynamic Type size gives the point size when none is set.
        var textStyle: UIFont.TextStyle?
        /// A point size given that is not a usable size (NaN, infinite, zero or negative): the default is used, and
        /// the image made with this configuration logs why.
        var rejectedPointSize: CGFloat?

        /// A configuration that specifies nothing (every value comes from the defaults or from a configuration it
        /// is applied to).
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        public required init() { super.init() }

        /// Symbols sized as system text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init()
            if pointSize.isFinite && pointSize > 0 { self.pointSize = min(pointSize, 2_048) } else { rejectedPointSize = pointSize }
        }

        /// Symbols sized as system text of `pointSize` points, at `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        /// Symbols sized as system text of `pointSize` points, at `weight`, drawn at `scale` relative to that text.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        /// Symbols sized as text of `textStyle` at the current Dynamic Type size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        /// Symbols sized as text of `textStyle`, drawn at `scale` relative to it.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// Symbols at `weight` (the size comes from elsewhere).
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// Symbols at `scale` relative to the text they sit beside.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// Symbols matching `font`: its point size, the nearest weight, and its text style if it has one.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(nearest: font.weight))
        }

        /// Symbols matching `font`, drawn at `scale` relative to it.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// This configuration without its text style.
        public func configurationWithoutTextStyle() -> Self { with { $0.textStyle = nil } }
        /// This configuration without its scale.
        public func configurationWithoutScale() -> Self { with { $0.scale = .unspecified } }
        /// This configuration without its weight.
        public func configurationWithoutWeight() -> Self { with { $0.weight = .unspecified } }
        /// This configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> Self { with { $0.pointSize = 0; $0.weight = .unspecified } }

        /// Whether `otherConfiguration` specifies the same values.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool { isEqual(otherConfiguration as Any?) }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration, super.isEqual(object) else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale && other.textStyle == textStyle
        }

        public override var hash: Int {
            var h = Hasher()
            h.combine(super.hash); h.combine(pointSize); h.combine(weight); h.combine(scale); h.combine(textStyle)
            return h.finalize()
        }

        override func take(_ other: Configuration) {
            super.take(other)
            guard let other = other as? SymbolConfiguration else { return }
            // A point size and a text style each size the symbol: whichever the other specifies replaces both.
            if other.pointSize > 0 { pointSize = other.pointSize; textStyle = nil }
            if let rejected = other.rejectedPointSize { rejectedPointSize = rejected }
            if let style = other.textStyle { textStyle = style; pointSize = 0 }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
        }

        private func with(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = copied()
            change(copy)
            return copy
        }

        // MARK: Resolved values

        /// The point size the symbol is drawn for: the set size, else the text style's (or body's) Dynamic Type size.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            return (textStyle ?? .body).size(for: traitCollection?.preferredContentSizeCategory ?? .large)
        }

        /// The weight drawn: the set weight, else the text style's (regular for body).
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            return textStyle.map { SymbolWeight(nearest: $0.weight) } ?? .regular
        }

        /// The scale drawn (medium unless small or large is set).
        var resolvedScale: SymbolScale { scale == .small || scale == .large ? scale : .medium }
    }
}
