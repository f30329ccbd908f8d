import Foundation

/// The look shared by navigation bars, tab bars and toolbars: the background (the system's bar material,
/// a colour, an image) and the shadow line along the bar's content edge. A bar keeps a copy of the
/// appearance you assign; change it and assign it again, or change the bar's own copy in place.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// A colour composited over the bar's material (nil: none).
    open var backgroundColor: UIColor? { didSet { changed() } }
    /// An image composited over `backgroundColor`, placed by `backgroundImageContentMode`.
    open var backgroundImage: UIImage? { didSet { changed() } }
    /// How `backgroundImage` fills the bar (`.scaleToFill` by default; `.redraw` means `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    /// The colour of the shadow line; nil or clear shows no line (a non-template `shadowImage` still shows).
    open var shadowColor: UIColor? { didSet { changed() } }
    /// An image for the shadow line (a template image is tinted with `shadowColor`); nil: the standard line.
    open var shadowImage: UIImage? { didSet { changed() } }
    /// Whether the system's translucent bar material lies under everything (what UIKit's default
    /// `backgroundEffect` draws; there are no blur effects here, so it is the material's colour).
    var usesDefaultMaterial = true { didSet { changed() } }
    /// Told when a property changes (set by the bar holding this appearance).
    var onChange: (() -> Void)?

    /// An appearance with the default background: the system's bar material and shadow line.
    public init() {
        configureBackground(material: true, color: nil, shadow: .separator)
    }

    /// A new appearance with every property `barAppearance` shares with this class (a navigation bar
    /// appearance can be made from a toolbar's, for example).
    public required init(barAppearance: UIBarAppearance) {
        copyBackground(from: barAppearance)
    }

    /// A copy that changes independently of this appearance.
    open func copy() -> Self { Self(barAppearance: self) }

    /// The system's translucent bar background and its shadow line (replaces the background and shadow).
    open func configureWithDefaultBackground() { configureBackground(material: true, color: nil, shadow: .separator) }

    /// An opaque background in the system background colour with the shadow line (replaces the background and shadow).
    open func configureWithOpaqueBackground() {
        configureBackground(material: false, color: .systemBackground, shadow: .separator)
    }

    /// A transparent background and no shadow (replaces the background and shadow).
    open func configureWithTransparentBackground() { configureBackground(material: false, color: nil, shadow: nil) }

    private func configureBackground(material: Bool, color: UIColor?, shadow: UIColor?) {
        usesDefaultMaterial = material
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    private func copyBackground(from other: UIBarAppearance) {
        usesDefaultMaterial = other.usesDefaultMaterial
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Tells the holder that something changed.
    func changed() { onChange?() }
}
