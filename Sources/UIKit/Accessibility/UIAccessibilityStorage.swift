import Foundation

/// The accessibility properties set explicitly on a view; nil members mean "the class's default".
struct UIAccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var isModal: Bool?
    var elements: [Any]?
    /// Elements a view made for content it draws itself (a segmented control's segments), kept so they keep
    /// their identity between reads.
    var generatedElements: [UIAccessibilityElement] = []
}
