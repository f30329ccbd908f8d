import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's image looks: tint, size limits, reserved space and corner radius.
    public struct ImageProperties: Hashable {
        /// A `reservedLayoutSize` dimension meaning "the system's standard for this style".
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint of template and symbol images (nil: the view's tint colour); other images keep their colours.
        public var tintColor: UIColor?
        /// Changes the tint the image resolves to.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is shown at (zero in a dimension: no limit); it shrinks keeping its aspect.
        public var maximumSize: CGSize = .zero
        /// The space held for the image even when it is smaller (so rows with different images line up their
        /// text); zero in a dimension holds the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// Whether the image is exempt from Smart Invert (a hint for an accessibility inversion this toolkit
        /// does not perform, so it changes nothing here).
        public var accessibilityIgnoresInvertColors = true

        init() {}

        /// The tint the image is drawn with: `tintColor` (or `tintColor` given here when nil) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
