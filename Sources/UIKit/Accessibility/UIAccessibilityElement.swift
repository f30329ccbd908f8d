import Foundation

/// An accessibility element for content that is not a view of its own (a segment a control draws, a shape in
/// a custom `draw(_:)`): a container view lists it in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) that contains this element; held weakly as in UIKit.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technology sees this element; true by default.
    open var isAccessibilityElement = true
    /// The element's name.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The identifier tests find the element by.
    open var accessibilityIdentifier: String?
    /// The language the element is spoken in.
    open var accessibilityLanguage: String?
    /// Actions beyond activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    private var explicitFrame: CGRect?
    private var explicitActivationPoint: CGPoint?

    /// An element inside `container` (a view, usually).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// The element's frame relative to its container view; when set, `accessibilityFrame` follows the container
    /// wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// The element's frame in screen coordinates: set explicitly, else `accessibilityFrameInContainerSpace`
    /// carried through the container view.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let view = containerView else { return accessibilityFrameInContainerSpace }
            return view.accessibilityScreenRect(for: accessibilityFrameInContainerSpace)
        }
        set { explicitFrame = newValue }
    }

    /// Where activation taps, in screen coordinates; the middle of `accessibilityFrame` by default.
    open var accessibilityActivationPoint: CGPoint {
        get { explicitActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { explicitActivationPoint = newValue }
    }

    /// Activates the element; false by default (assistive technology then taps at the activation point).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value; does nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value; does nothing by default.
    open func accessibilityDecrement() {}

    /// The nearest view among the containers.
    var containerView: UIView? {
        var c: AnyObject? = accessibilityContainer
        while let current = c {
            if let view = current as? UIView { return view }
            c = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}
