import Foundation

extension CALayer {
    /// The layer as currently shown on screen, while animations or motion effects change it; nil otherwise
    /// (then the model values are what is shown).
    public func presentation() -> CALayer? { presentationProvider?(self) }
}
