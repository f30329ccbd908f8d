import Foundation

/// The traits of an interface environment that resources are chosen by. Image look-up reads `displayScale`
/// (`UIImage(named:in:compatibleWith:)` picks `@2x` files for 2 and above); 0 means unspecified: the screen's scale.
public final class UITraitCollection: Equatable, Sendable {
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    /// A collection with every trait unspecified.
    public init() { displayScale = 0 }

    /// A collection that specifies only the display scale; a scale that is not finite or is negative logs and
    /// stays unspecified (0), as a collection UIKit could not use.
    public init(displayScale scale: CGFloat) {
        if scale.isFinite && scale >= 0 {
            displayScale = scale
        } else {
            displayScale = 0
            FileHandle.standardOutput.write(Data("UITraitCollection(displayScale: \(scale)): expected a finite scale of 0 or more; using unspecified (0)\n".utf8))
        }
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.displayScale == b.displayScale }
}
