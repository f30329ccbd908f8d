import Foundation

extension UIImage {
    /// The stroke weight of a symbol image, matching the font weights so symbols can sit beside text.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight this symbol weight matches (regular when unspecified).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest a font weight.
        init(nearest weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }
    }

    /// A symbol's size relative to text of the same point size.
    public enum SymbolScale: Int, Sendable {
        /// The context's default scale (medium).
        case `default` = -1
        case unspecified = 0, small, medium, large
    }
}
