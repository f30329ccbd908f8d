import Foundation

extension CALayer {
    /// The layer as currently shown on screen, while animations or motion effects change it; nil otherwise
    /// (then the model values are what is shown).
    /// Additive presentation offsets (motion effects) are added to the animated copy, or to a copy of the
    /// model when nothing animates; the provider must return a fresh copy on each call.
    public func presentation() -> CALayer? {
        if let animated = presentationProvider?(self) {
            applyPresentationOffsets(to: animated)
            return animated
        }
        return presentationOffsets.isEmpty ? nil : offsetPresentationCopy()
    }
}
