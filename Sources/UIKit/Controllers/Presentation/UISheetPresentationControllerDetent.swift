import Foundation

/// What a custom detent's resolver may read: the container's traits and the largest height a detent can have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest detent value: the large detent's height, within the sheet's safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests. Values are heights within the sheet's safe area (the bottom safe-area
    /// inset comes on top), resolved against the container each layout.
    @MainActor
    public final class Detent {
        /// The name of a detent (`.medium`, `.large` or one of your own).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full-height detent: the maximum detent value.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the full height (half the maximum detent value, rounded); inactive in a compact-height container.
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height `resolver` computes from the context (nil: inactive). Without an identifier a
        /// unique one is made up.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom." + UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there. A value that is not finite or is
        /// not positive makes the detent inactive (logged); one above the maximum is capped at it.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            guard value.isFinite, value > 0 else {
                UIApplication.shared.log("UISheetPresentationController: detent '\(identifier.rawValue)' resolved to \(value); it is inactive")
                return nil
            }
            return min(value, context.maximumDetentValue)
        }
    }
}

/// The context a sheet resolves its detents in.
@MainActor
final class UISheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
