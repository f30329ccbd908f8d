import Foundation

/// The background of a configured view (a cell's `backgroundConfiguration`, a button configuration's
/// `background`): a fill colour, a corner radius, an optional stroke and custom view. Nil colours mean "the
/// style's default", which the list styles choose per state in `updated(for:)` and a button's style resolves.
public struct UIBackgroundConfiguration: Hashable {
    /// The list style a configuration was made from, which chooses its colour for each state.
    enum Style: Hashable, Sendable {
        case plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }
    /// The list style (nil for a plain `init()` or `clear()`).
    var style: Style?
    /// The colour the style chose for the last state it was updated for (used while `backgroundColor` is nil).
    var stateColor: UIColor?

    /// A view shown in the background's area, above the colour's fill (nil: none).
    @preconcurrency @MainActor public var customView: UIView? {
        get { customViewReference?.view }
        set { customViewReference = newValue.map(ViewReference.init) }
    }
    /// `customView`, compared by identity.
    private var customViewReference: ViewReference?
    private struct ViewReference: Hashable {
        let view: UIView
        static func == (a: Self, b: Self) -> Bool { a.view === b.view }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
    }
    /// The edges on which the owner's layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil lets the owner's style choose it.
    public var backgroundColor: UIColor?
    /// Changes the fill colour the background resolves to (for example to darken it); applied after the style.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius; a button configuration's `cornerStyle` other than `.fixed` replaces it.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour; nil with a non-zero `strokeWidth` strokes in the foreground colour.
    public var strokeColor: UIColor?
    /// Changes the stroke colour the background resolves to.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width in points; 0 draws no stroke.
    public var strokeWidth: CGFloat = 0
    /// How far outside the background's edges the stroke extends.
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the view's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    /// A background with no fill, no corner radius and no stroke.
    public init() {}

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The fill colour after the transformer: `backgroundColor`, else a list style's colour for its state, else
    /// `tintColor` (the colour a button's style chose).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? stateColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour after the transformer, given the colour used when `strokeColor` is nil.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}

/// A function from one colour to another that configurations apply to the colours they resolve (UIKit's
/// `UIConfigurationColorTransformer`); two transformers are equal if they are the same one.
public struct UIConfigurationColorTransformer: Hashable {
    private final class Box {
        let transform: (UIColor) -> UIColor
        init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    }
    private let box: Box
    /// Built-in transformers are equal to every copy of themselves, whenever they were made.
    private let name: String?

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { box = Box(transform); name = nil }

    private init(name: String, _ transform: @escaping (UIColor) -> UIColor) { box = Box(transform); self.name = name }

    /// The colour `transform` makes of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { box.transform(input) }

    /// Returns the colour in grayscale (its luma as white, alpha kept).
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(name: "grayscale") { color in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
        }
    }

    public static func == (l: Self, r: Self) -> Bool {
        if let a = l.name, let b = r.name { return a == b }
        return l.box === r.box
    }
    public func hash(into hasher: inout Hasher) {
        if let name { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(box)) }
    }
}
