@_spi(Testing) import UIKit

extension XCUIElement {
    /// The kind of an element, as XCUITest names them. A view's kind comes from the first class in its
    /// superclass chain with a known name, so subclasses (and views added to UIKit later under UIKit's
    /// names) are classified without this library knowing their types.
    public enum ElementType: String, CaseIterable, Sendable {
        case any, other, window, button, staticText, textField, secureTextField, textView, `switch`, slider,
             stepper, segmentedControl, image, cell, table, collectionView, scrollView, navigationBar, tabBar,
             toolbar, progressIndicator, activityIndicator, picker, datePicker, pageIndicator, alert, keyboard, key

        /// UIKit class names and the kind each stands for.
        static let byClassName: [String: ElementType] = [
            "UIWindow": .window, "UIButton": .button, "UIBarButtonItemView": .button, "UILabel": .staticText,
            "UITextField": .textField, "UITextView": .textView, "UISwitch": .switch, "UISlider": .slider,
            "UIStepper": .stepper, "UISegmentedControl": .segmentedControl, "UIImageView": .image,
            "UITableViewCell": .cell, "UICollectionViewCell": .cell, "UITableView": .table,
            "UICollectionView": .collectionView, "UIScrollView": .scrollView, "UINavigationBar": .navigationBar,
            "UITabBar": .tabBar, "UIToolbar": .toolbar, "UIProgressView": .progressIndicator,
            "UIActivityIndicatorView": .activityIndicator, "UIPickerView": .picker, "UIDatePicker": .datePicker,
            "UIPageControl": .pageIndicator, "UIKeyboardView": .keyboard, "UIKeyboardKeyView": .key, "UITabBarButton": .button,
            "UIAlertActionButton": .button,
        ]

        /// The kind of `view`.
        @MainActor
        static func of(_ view: UIView) -> ElementType {
            for name in view.classNames {
                if let kind = byClassName[name] {
                    if kind == .textField, (view as? UITextField)?.isSecureTextEntry == true { return .secureTextField }
                    return kind
                }
                if name.hasPrefix("UIAlert") && name.hasSuffix("View") { return .alert }
            }
            return .other
        }
    }
}
