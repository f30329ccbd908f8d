import Foundation

extension UIResponder {
    /// Posted before the on-screen keyboard slides in; `userInfo` holds its begin and end frames (CGRect, window
    /// points), the animation duration and curve.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the on-screen keyboard has finished sliding in.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the on-screen keyboard slides away.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the on-screen keyboard has gone.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted when the keyboard's frame is about to change (with show and hide, and when the keyboard is re-placed).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `userInfo` key: the keyboard's frame (CGRect, window points) when the animation starts.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `userInfo` key: the keyboard's frame (CGRect, window points) when the animation ends.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `userInfo` key: the animation's duration in seconds (Double).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `userInfo` key: the animation curve (Int; 7, UIKit's keyboard curve, an ease-out here).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `userInfo` key: whether the keyboard belongs to this app (always true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIApplication {
    /// Whether a text field or text view that becomes first responder brings up the on-screen keyboard.
    /// Set it to false when a physical keyboard is used (`--no-onscreen-keyboard`); physical keys work either way.
    public var showsOnScreenKeyboard: Bool {
        get { keyboardManager.showsOnScreenKeyboard }
        set { keyboardManager.showsOnScreenKeyboard = newValue }
    }
}
