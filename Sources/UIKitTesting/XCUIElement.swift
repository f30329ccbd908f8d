import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// A view of the app under test, found again through its query every time it is read (XCUITest's
/// `XCUIElement`): properties describe what is on screen now, actions go through SDL as live input does.
@MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider, @MainActor CustomStringConvertible {
    /// The application the element belongs to.
    public let application: XCUIApplication
    let resolve: () -> UIView?
    let summary: String

    init(app: XCUIApplication, resolve: @escaping () -> UIView?, description: String) {
        application = app; self.resolve = resolve; summary = description
    }

    /// The view the element stands for now, if it exists.
    public var view: UIView? { application.isRunning ? resolve() : nil }

    /// What the element was queried as (for messages).
    public var description: String { summary }

    /// Whether the element is in the app's visible view tree now.
    public var exists: Bool { view != nil }

    /// Whether a tap at its centre would reach it: it is on screen and hit testing there finds it (or one of
    /// its subviews).
    public var isHittable: Bool {
        guard let v = view, let session = application.session, session.isVisible(v), let window = v.window else { return false }
        let point = session.touchPoint(of: v)
        guard let hit = window.hitTest(point, with: nil) else { return false }
        var h: UIView? = hit
        while let candidate = h { if candidate === v { return true }; h = candidate.superview }
        return false
    }

    /// Where it is drawn now, in window points (presentation geometry); `.zero` when it does not exist.
    public var frame: CGRect { view?.frameOnScreen ?? .zero }

    /// Its `accessibilityIdentifier` ("" when none).
    public var identifier: String { view?.accessibilityIdentifier ?? "" }

    /// Its `accessibilityLabel`, else the text it shows (a label's text, a button's title); "" when none.
    public var label: String { view.flatMap { $0.accessibilityLabel ?? $0.inspectedText } ?? "" }

    /// The text it shows ("" when none): a label's text, a button's title, a text field's text or placeholder.
    public var text: String { view?.inspectedText ?? "" }

    /// Its value as XCUITest gives it on iOS, its `accessibilityValue`: a text input's text (bullets when secure),
    /// "1"/"0" for a switch, a slider's or progress view's percentage ("50%"), a stepper's number, a page
    /// control's "page 2 of 3", whatever an app sets for its own views; nil when it has none.
    public var value: String? { view?.inspectedValue }

    /// Its kind.
    public var elementType: ElementType { view.map(ElementType.of) ?? .any }

    /// Whether it takes interaction (`isEnabled` of a control or label, else `isUserInteractionEnabled`).
    public var isEnabled: Bool { view?.inspectedIsEnabled ?? false }

    /// Whether it shows as selected.
    public var isSelected: Bool { view?.inspectedIsSelected ?? false }

    /// Whether it has game-controller focus.
    public var hasFocus: Bool { view?.isFocused ?? false }

    /// Whether it is the first responder (a text input that is editing).
    public var isFirstResponder: Bool { view?.isFirstResponder ?? false }

    /// Whether it or one of its subviews is the first responder ("has keyboard focus").
    public var hasKeyboardFocus: Bool {
        guard let v = view, let session = application.session else { return false }
        return session.holdsFirstResponder(v)
    }

    /// Every descendant of `type`.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: application, roots: { [self] in view.map { [$0] } ?? [] },
                         filter: { v in type == .any || ElementType.of(v) == type }, summary: "\(summary).descendants(\(type.rawValue))")
    }

    /// Direct children of `type`.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: application, roots: { [self] in view.map { [$0] } ?? [] },
                         filter: { [self] v in (type == .any || ElementType.of(v) == type) && v.superview === view },
                         summary: "\(summary).children(\(type.rawValue))")
    }

    /// Runs frames until the element exists or `timeout` seconds of virtual time pass; whether it exists.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        waitFor(timeout: timeout) { $0.exists }
    }

    /// Runs frames until the element no longer exists or `timeout` passes; whether it is gone.
    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        waitFor(timeout: timeout) { !$0.exists }
    }

    /// Runs frames until `predicate` holds for the element or `timeout` seconds of virtual time pass;
    /// whether it held (a 0.6 s HUD is waited for in milliseconds).
    @discardableResult
    public func waitFor(timeout: TimeInterval, _ predicate: @MainActor (XCUIElement) -> Bool) -> Bool {
        guard let session = application.session else { return false }
        return session.wait(until: { predicate(self) }, timeout: timeout)
    }

    /// The view, or a reported failure naming the element (actions on a missing element do nothing else).
    func require(_ action: String, _ location: SourceLocation) -> (UIView, HeadlessSession)? {
        guard let session = application.session else {
            application.report("\(action): the app is not running (call launch() first)", location)
            return nil
        }
        application.waitForIdle()
        guard let v = view else {
            application.report("\(action): no element matches \(summary)", location)
            return nil
        }
        return (v, session)
    }
}
