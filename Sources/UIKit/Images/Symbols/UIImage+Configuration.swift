import Foundation

extension UIImage {
    /// What an image is drawn for: a trait collection, and in the `SymbolConfiguration` subclass a symbol's size,
    /// weight and scale. Configurations are immutable; `applying(_:)` and `withTraitCollection(_:)` return new ones.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is drawn for (nil: those of the view or context that draws it).
        public internal(set) var traitCollection: UITraitCollection?

        public required override init() { super.init() }

        /// A configuration of `traitCollection` alone.
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            self.traitCollection = traitCollection
        }

        /// A copy of this configuration with what `otherConfiguration` specifies replacing this one's values.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let result = copied()
            if let otherConfiguration { result.take(otherConfiguration) }
            return result
        }

        /// A copy of this configuration for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let result = copied()
            result.traitCollection = traitCollection
            return result
        }

        /// A copy of the same class with the same values.
        func copied() -> Self {
            let copy = Self.init()
            copy.take(self)
            return copy
        }

        /// Takes the values `other` specifies (subclasses add theirs).
        func take(_ other: Configuration) {
            if let traits = other.traitCollection { traitCollection = traits }
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }

        open override var hash: Int { traitCollection?.hashValue ?? 0 }
    }
}
