import CoreFoundation
import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// XCUITest's slider members: where the thumb is, and a drag of the thumb to a position.
extension XCUIElement {
    /// The slider's thumb position, 0 at `minimumValue` and 1 at `maximumValue` (0 when the element is not a
    /// slider or does not exist).
    public var normalizedSliderPosition: CGFloat {
        guard let slider = view as? UISlider else { return 0 }
        let range = slider.maximumValue - slider.minimumValue
        return range > 0 ? CGFloat((slider.value - slider.minimumValue) / range) : 0
    }

    /// Drags the slider's thumb to `normalizedSliderPosition` (0...1, pinned), one finger through SDL from the
    /// thumb's centre, as a person would. On anything but a slider it records a test failure.
    public func adjust(toNormalizedSliderPosition position: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("adjust(toNormalizedSliderPosition:)", sourceLocation) else { return }
        guard let slider = v as? UISlider else {
            application.report("adjust(toNormalizedSliderPosition:): \(summary) is a \(type(of: v)), not a UISlider", sourceLocation)
            return
        }
        guard position.isFinite else {
            application.report("adjust(toNormalizedSliderPosition:): position \(position) is not a number", sourceLocation)
            return
        }
        let p = Float(min(max(position, 0), 1))
        let track = slider.trackRect(forBounds: slider.bounds)
        func thumbCentre(_ value: Float) -> CGPoint {
            let r = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: value)
            return slider.convert(CGPoint(x: r.midX, y: r.midY), to: nil)
        }
        let from = thumbCentre(slider.value)
        let to = thumbCentre(slider.minimumValue + p * (slider.maximumValue - slider.minimumValue))
        s.drag(from: from, to: to, seconds: 0.3)
        s.step(frames: 1)
    }
}
