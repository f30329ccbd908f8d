import Foundation

extension UIColor {
    /// The colour this one is in `traitCollection`: a dynamic colour asks its provider (an unspecified style
    /// resolves as light); a fixed colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        var resolved = dynamicProvider(traitCollection)
        // A provider that answers with another dynamic colour: resolve that too (bounded, so a cycle cannot hang).
        var depth = 0
        while let next = resolved.dynamicProvider, depth < 8 { resolved = next(traitCollection); depth += 1 }
        if resolved.fixedColor == nil {
            UIApplication.existingLog("UIColor: a dynamic provider kept answering with dynamic colours; using clear")
            return .clear
        }
        return resolved
    }

    /// The Core Animation colour of this colour in `traits`; for a dynamic colour it remembers where it came
    /// from, so layers holding it are resolved again when their view's appearance changes.
    func resolvedCGColor(with traits: UITraitCollection) -> CGColor {
        if let fixedColor { return fixedColor }
        let c = resolvedColor(with: traits).fixedColor!.components
        return CGColor(components: c, dynamicSource: self)
    }
}

extension CGColor {
    /// This colour as it resolves in `traits` when it came from a dynamic `UIColor` (itself otherwise, or when
    /// it already has that value).
    func resolved(with traits: UITraitCollection) -> CGColor {
        guard let source = dynamicSource else { return self }
        let fresh = source.resolvedColor(with: traits).fixedColor!.components
        return fresh == components ? self : CGColor(components: fresh, dynamicSource: source)
    }
}
