import Foundation

/// Segments made from `UIAction`s (iOS 14): each shows its action's image, else its title, and selecting it
/// runs the action's handler (with `sender` set to the control), then the `.valueChanged` and
/// `.primaryActionTriggered` actions.
extension UISegmentedControl {
    /// A control at `frame` with one segment per action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Segment.init(action:))
        segmentsDidChange()
    }

    /// Inserts a segment for `action` at `segment` (pinned to `0...numberOfSegments`).
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(action: action), at: segment)
    }

    /// Makes `action` the action of the segment at `segment`, which then shows its image or title.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { logRange("setAction(_:forSegmentAt:)", segment); return }
        let isEnabled = segments[segment].isEnabled, width = segments[segment].width
        segments[segment] = Segment(action: action)
        segments[segment].isEnabled = isEnabled
        segments[segment].width = width
        segmentsDidChange()
    }

    /// The action of the segment at `segment`, nil when it has none (or the index is out of range, logged).
    public func actionForSegment(at segment: Int) -> UIAction? {
        guard segments.indices.contains(segment) else { logRange("actionForSegment(at:)", segment); return nil }
        return segments[segment].action
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Runs a segment's action on behalf of the control.
    func perform(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}

extension UISegmentedControl.Segment {
    /// A segment showing `action`'s image (preferred, as in UIKit) or else its title.
    @MainActor init(action: UIAction) {
        if let image = action.image { self.init(image: image, action: action) } else { self.init(title: action.title, action: action) }
    }
}
