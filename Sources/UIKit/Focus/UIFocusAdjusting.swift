import Foundation

/// A focused control that uses some directions itself (a slider's left/right moves its thumb, a segmented
/// control's picks a neighbour): the focus engine offers it the d-pad, stick and arrow keys first.
@MainActor
protocol UIFocusAdjusting: AnyObject {
    /// Handles `heading` as a user adjustment; true when it was used (focus stays), false to let focus move on.
    func adjustFocused(_ heading: UIFocusHeading) -> Bool
}

/// A view that keeps game-controller and keyboard focus inside itself while it is on screen (an alert):
/// views outside it cannot be focused.
@MainActor
protocol UIFocusContaining: AnyObject {}

extension UIControl {
    /// The focus heading an arrow key stands for, if it is one.
    static func focusHeading(for press: UIPress) -> UIFocusHeading? {
        switch press.key?.keyCode {
        case .keyboardLeftArrow?: return .left
        case .keyboardRightArrow?: return .right
        case .keyboardUpArrow?: return .up
        case .keyboardDownArrow?: return .down
        default: return nil
        }
    }

    /// Whether `press` is Space or Return (the keys that activate a focused control).
    static func isActivationKey(_ press: UIPress) -> Bool {
        press.key?.keyCode == .keyboardSpacebar || press.key?.keyCode == .keyboardReturnOrEnter
    }

    /// Sends `.valueChanged` for a change the user made (never for one made in code), with
    /// `.primaryActionTriggered`, the event a value control's primary action (`init(frame:primaryAction:)`) hears.
    func sendValueChanged(with event: UIEvent? = nil) { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
}

extension UIView {
    /// Whether a focus-adjusting view takes adjustments now (enabled, for controls).
    var isEnabledForAdjusting: Bool { (self as? UIControl)?.isEnabled ?? true }
}
