import Foundation
import PixelEngine

/// Where a symbol image comes from: the symbol's name and the configuration its pixels were drawn for.
struct UISymbolImageSource: @unchecked Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    /// The system symbol `name` (an SF Symbols name such as "star.fill" or "chevron.right") at the default
    /// configuration: sized for body text, regular weight, medium scale. Symbol images are templates, drawn in the
    /// tint of the view that shows them. Nil, with one logged line, for a name the toolkit's symbol set lacks.
    @preconcurrency @MainActor public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn for `configuration` (a `SymbolConfiguration`'s size, weight and scale, and
    /// its trait collection's display scale and text size).
    @preconcurrency @MainActor public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = (configuration as? SymbolConfiguration)?.copied()
            ?? SymbolConfiguration().withTraitCollection(configuration?.traitCollection)
        guard let bitmap = UIImage.symbolBitmap(named: name, configuration: symbolConfiguration) else { return nil }
        self.init(bitmap: bitmap.pixels, scale: bitmap.scale, assetName: nil)
        symbol = UISymbolImageSource(name: name, configuration: symbolConfiguration)
    }

    /// The system symbol `name` drawn for `traitCollection` (its display scale and text size).
    @preconcurrency @MainActor public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration().withTraitCollection(traitCollection))
    }

    /// Whether this is a symbol image (from `UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was drawn for (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made for (a symbol's, or nil).
    public var configuration: Configuration? { symbol?.configuration }

    /// A version of the image for `configuration`: a symbol image drawn again at that configuration's size, weight
    /// and scale (a trait collection alone keeps its symbol values); other images are returned as they are.
    @preconcurrency @MainActor public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        let next = (configuration as? SymbolConfiguration)?.copied()
            ?? symbol.configuration.withTraitCollection(configuration.traitCollection ?? symbol.configuration.traitCollection)
        return redrawn(symbol, configuration: next)
    }

    /// A symbol image drawn again with `configuration`'s specified values replacing its own; nil for other images.
    @preconcurrency @MainActor public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol, configuration: symbol.configuration.applying(configuration))
    }

    /// The symbol drawn for `configuration`, keeping this image's rendering mode and fixed tint.
    @MainActor private func redrawn(_ symbol: UISymbolImageSource, configuration: SymbolConfiguration) -> UIImage {
        if configuration.isEqual(symbol.configuration) { return self }
        guard let bitmap = UIImage.symbolBitmap(named: symbol.name, configuration: configuration) else { return self }
        let image = UIImage(bitmap: bitmap.pixels, scale: bitmap.scale)
        image.symbol = UISymbolImageSource(name: symbol.name, configuration: configuration)
        image.renderingMode = renderingMode
        image.fixedTintColor = fixedTintColor
        return image
    }

    /// The pixels of symbol `name` for `configuration` (drawn once per name, size, weight, scale and display scale
    /// and kept by the application), or nil with a logged line for an unknown name.
    @MainActor static func symbolBitmap(named name: String, configuration: SymbolConfiguration) -> (pixels: Bitmap, scale: CGFloat)? {
        let app = UIApplication.shared
        guard let glyph = UISymbolCatalog.glyph(named: name) else {
            if app.missingImages.insert("symbol:\(name)").inserted {
                app.log("UIImage(systemName: \(name.debugDescription)): the toolkit's symbol set has no such symbol (it has \(UISymbolCatalog.glyphs.count), e.g. \"star.fill\", \"chevron.right\"); returning nil")
            }
            return nil
        }
        if let rejected = configuration.rejectedPointSize, app.missingImages.insert("symbol-size:\(rejected)").inserted {
            app.log("UIImage.SymbolConfiguration: point size \(rejected) is not a positive finite size; using the text style's size")
        }
        let requested = configuration.traitCollection?.displayScale ?? 0
        let displayScale = requested.isFinite && requested > 0 ? min(requested, 8) : app.screen.scale
        let pointSize = configuration.resolvedPointSize, weight = configuration.resolvedWeight, scale = configuration.resolvedScale
        let key = "symbol|\(name)|\(pointSize)|\(weight.rawValue)|\(scale.rawValue)|\(displayScale)"
        if let cached = app.imageCache[key] { return (cached.bitmap, cached.scale) }
        let bitmap = glyph.render(pointSize: pointSize, weight: weight, scale: scale, displayScale: displayScale)
        app.imageCache[key] = UIImage(bitmap: bitmap, scale: displayScale)
        return (bitmap, displayScale)
    }
}
