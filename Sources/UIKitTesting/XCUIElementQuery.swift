@_spi(Testing) import UIKit

/// A lazily evaluated search for elements, as XCUITest's: every read looks at the app's views again, so a
/// query made before a view appears finds it once it does.
@MainActor
public final class XCUIElementQuery {
    let app: XCUIApplication
    /// The views the search starts under (their descendants are searched, not themselves).
    let roots: () -> [UIView]
    /// Which descendants count.
    let filter: (UIView) -> Bool
    let summary: String

    init(app: XCUIApplication, roots: @escaping () -> [UIView], filter: @escaping (UIView) -> Bool, summary: String) {
        self.app = app; self.roots = roots; self.filter = filter; self.summary = summary
    }

    /// The matching views now, in tree order (depth first; hidden or transparent subtrees are not searched,
    /// as they are not in the accessibility tree XCUITest reads).
    var views: [UIView] {
        var found: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        func walk(_ v: UIView) {
            for s in v.subviews where !s.isHidden && s.alpha >= 0.01 {
                if filter(s), seen.insert(ObjectIdentifier(s)).inserted { found.append(s) }
                walk(s)
            }
        }
        roots().forEach(walk)
        return found
    }

    /// How many elements match now.
    public var count: Int { views.count }

    /// The element matching `identifier`: its `accessibilityIdentifier`, else its label (text or title).
    public subscript(identifier: String) -> XCUIElement {
        matching(identifier: identifier).firstMatch
    }

    /// The matches whose identifier, or else label, is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        XCUIElementQuery(app: app, roots: roots, filter: { [filter] v in
            filter(v) && (v.accessibilityIdentifier == identifier || v.inspectedText == identifier)
        }, summary: "\(summary)[\"\(identifier)\"]")
    }

    /// The matches of `type` whose identifier or label is `identifier` (nil: any).
    public func matching(_ type: XCUIElement.ElementType, identifier: String? = nil) -> XCUIElementQuery {
        XCUIElementQuery(app: app, roots: roots, filter: { [filter] v in
            filter(v) && (type == .any || XCUIElement.ElementType.of(v) == type)
                && (identifier == nil || v.accessibilityIdentifier == identifier || v.inspectedText == identifier)
        }, summary: "\(summary).matching(\(type.rawValue))")
    }

    /// The matches for which `predicate` holds.
    public func matching(_ description: String = "predicate", _ predicate: @escaping @MainActor (XCUIElement) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(app: app, roots: roots, filter: { [filter, app] v in
            filter(v) && predicate(XCUIElement(app: app, resolve: { v }, description: "view"))
        }, summary: "\(summary).matching(\(description))")
    }

    /// The matches that have a descendant of `type` (with `identifier` when given).
    public func containing(_ type: XCUIElement.ElementType, identifier: String? = nil) -> XCUIElementQuery {
        XCUIElementQuery(app: app, roots: roots, filter: { [filter, app] v in
            filter(v) && XCUIElementQuery(app: app, roots: { [v] }, filter: { _ in true }, summary: "")
                .matching(type, identifier: identifier).count > 0
        }, summary: "\(summary).containing(\(type.rawValue))")
    }

    /// Descendants of the matches, of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: app, roots: { [self] in views }, filter: { v in type == .any || XCUIElement.ElementType.of(v) == type },
                         summary: "\(summary).descendants(\(type.rawValue))")
    }

    /// Direct children of the matches, of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let parents = { [self] in Set(views.map(ObjectIdentifier.init)) }
        return XCUIElementQuery(app: app, roots: { [self] in views }, filter: { v in
            (type == .any || XCUIElement.ElementType.of(v) == type) && v.superview.map { parents().contains(ObjectIdentifier($0)) } == true
        }, summary: "\(summary).children(\(type.rawValue))")
    }

    /// The match at `index` in tree order (it does not exist when there are fewer).
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(app: app, resolve: { [self] in let all = views; return index >= 0 && index < all.count ? all[index] : nil },
                    description: "\(summary).element(boundBy: \(index))")
    }

    /// The first match.
    public var firstMatch: XCUIElement {
        XCUIElement(app: app, resolve: { [self] in views.first }, description: summary)
    }

    /// The only match (it does not exist when there are none or several).
    public var element: XCUIElement {
        XCUIElement(app: app, resolve: { [self] in let all = views; return all.count == 1 ? all[0] : nil }, description: "\(summary).element")
    }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map(element(boundBy:)) }
}

/// Queries by kind from an element or the app (XCUITest's `XCUIElementTypeQueryProvider`).
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// Every descendant of `type`.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// Buttons (`UIButton` and subclasses, bar button items).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Static texts (`UILabel`).
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// Text fields (`UITextField`).
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Secure text fields (`UITextField` with `isSecureTextEntry`).
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Text views (`UITextView`).
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// Switches (`UISwitch`).
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Sliders (`UISlider`).
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Images (`UIImageView`).
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Table and collection view cells.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// Tables (`UITableView`).
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Collection views.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// Scroll views that are not tables, collection or text views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// Navigation bars.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// Tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// Alerts.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The on-screen keyboard.
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    /// Views of no more specific kind.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
