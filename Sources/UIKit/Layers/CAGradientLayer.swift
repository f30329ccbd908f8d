import Foundation
import PixelEngine

/// A layer that fills its bounds (inside the rounded corners) with an axial colour gradient.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s), from start to end; fewer than one draws nothing.
    open var colors: [Any]? { didSet { contentsDidChange() } }
    /// Where each colour sits along the axis (0...1); nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { contentsDidChange() } }
    /// The start of the axis in unit coordinates of the bounds (default top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { contentsDidChange() } } }
    /// The end of the axis in unit coordinates of the bounds (default bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { contentsDidChange() } } }

    /// Creates a gradient layer with no colours.
    public required init() { super.init() }

    open override func copyPresentationProperties(from layer: CALayer) {
        super.copyPresentationProperties(from: layer)
        guard let g = layer as? CAGradientLayer else { return }
        colors = g.colors
        locations = g.locations
        startPoint = g.startPoint
        endPoint = g.endPoint
    }

    /// The gradient in the layer's coordinates, nil when there is nothing to draw.
    var linearGradient: LinearGradient? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        let n = cgColors.count
        var stops: [GradientStop] = []
        for (i, c) in cgColors.enumerated() {
            var loc: Float
            if let l = locations, i < l.count { loc = l[i].floatValue } else { loc = n == 1 ? 0 : Float(i) / Float(n - 1) }
            if !loc.isFinite { loc = 0 }
            stops.append(GradientStop(location: loc, color: c.pixelColor))
        }
        let b = bounds
        func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        return LinearGradient(stops: stops,
                              startX: Double(b.minX) + finite(startPoint.x) * Double(b.width),
                              startY: Double(b.minY) + finite(startPoint.y) * Double(b.height),
                              endX: Double(b.minX) + finite(endPoint.x) * Double(b.width),
                              endY: Double(b.minY) + finite(endPoint.y) * Double(b.height))
    }
}
