import Foundation

/// A segmented control is a container of one element per segment, as in UIKit: each reads its title, is a
/// button, selected when it is the selected segment, and selects itself when activated.
extension UISegmentedControl {
    /// The segments' elements, made again only when the number of segments changes (so they keep their identity).
    var segmentAccessibilityElements: [UIAccessibilityElement] {
        if accessibilityStorage.generatedElements.count != numberOfSegments {
            accessibilityStorage.generatedElements = (0..<numberOfSegments).map { UISegmentAccessibilityElement(control: self, index: $0) }
        }
        return accessibilityStorage.generatedElements
    }
}

/// One segment of a `UISegmentedControl` as an accessibility element.
@MainActor
final class UISegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    private weak var control: UISegmentedControl?

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: index) ?? control?.imageForSegment(at: index)?.accessibilityName }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.button)
            guard let control else { return traits }
            if control.selectedSegmentIndex == index && !control.isMomentary { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get {
            guard let control else { return .zero }
            let frames = control.segmentFrames()
            return frames.indices.contains(index) ? frames[index] : .zero
        }
        set { super.accessibilityFrameInContainerSpace = newValue }
    }

    /// Selects the segment as a tap would (sending `.valueChanged`), unless it or the control is disabled.
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index), index < control.numberOfSegments else { return false }
        if control.isMomentary || control.selectedSegmentIndex != index { control.choose(index, event: nil) }
        return true
    }
}
