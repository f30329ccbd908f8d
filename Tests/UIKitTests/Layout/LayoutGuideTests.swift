import Foundation
import Testing
@_spi(Platform) import UIKit

/// Layout guides: user guides, the safe area under navigation and tab bars, layout margins, the readable
/// content guide and the keyboard guide.
@Suite(.serialized) @MainActor struct LayoutGuideTests {
    final class Content: UIViewController {
        let box = UIView()
        var insetChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() { insetChanges += 1 }
    }

    @Test func aUserGuideSpacesTwoViews() {
        let h = LayoutHarness()
        let a = h.constrainedView(), b = h.constrainedView()
        let gap = UILayoutGuide()
        h.window.addLayoutGuide(gap)
        #expect(h.window.layoutGuides.contains { $0 === gap } && gap.owningView === h.window)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            gap.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.trailingAnchor.constraint(equalTo: h.window.trailingAnchor),
            a.topAnchor.constraint(equalTo: h.window.topAnchor), b.topAnchor.constraint(equalTo: h.window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        h.window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 150, y: 0, width: 170, height: 5))
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 50, height: 0))
        h.window.removeLayoutGuide(gap)
        #expect(h.window.layoutGuides.isEmpty || !h.window.layoutGuides.contains { $0 === gap })
        #expect(h.window.constraints.filter { $0.firstItem === gap }.isEmpty)
    }

    @Test func theSafeAreaEndsAtTheNavigationAndTabBars() {
        let h = LayoutHarness()
        let content = Content()
        let nav = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        h.window.rootViewController = tabs
        h.frame()
        h.frame()
        let onScreen = content.box.convert(content.box.bounds, to: nil)
        // Below the 44-point navigation bar, above the 49-point tab bar, inside the root view's
        // 16-point system minimum margins.
        #expect(onScreen == CGRect(x: 16, y: 44, width: 288, height: 480 - 44 - 49))
        #expect(content.view.safeAreaInsets == .zero)
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        h.frame()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(content.box.frame == CGRect(x: 16, y: 10, width: 288, height: 480 - 44 - 49 - 30))
        #expect(content.insetChanges >= 1)
        // A subview that starts inside the unsafe band inherits the rest of it.
        let strip = UIView(frame: CGRect(x: 0, y: 4, width: 50, height: 50))
        content.view.addSubview(strip)
        #expect(strip.safeAreaInsets.top == 6)
    }

    @Test func layoutMarginsDefaultsAndDirectionalMargins() {
        let h = LayoutHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(container)
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let inner = h.constrainedView(in: container)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            NSLayoutConstraint(item: inner, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        h.window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        h.frame()
        #expect(inner.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
        // A subview that preserves its superview's margins where they reach into it.
        let nested = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.layoutMargins = .zero
        container.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8)
        container.addSubview(nested)
        nested.preservesSuperviewLayoutMargins = true
        let deep = h.constrainedView(in: nested)
        NSLayoutConstraint.activate([deep.leadingAnchor.constraint(equalTo: nested.layoutMarginsGuide.leadingAnchor),
                                     deep.topAnchor.constraint(equalTo: nested.topAnchor),
                                     deep.widthAnchor.constraint(equalToConstant: 5), deep.heightAnchor.constraint(equalToConstant: 5)])
        h.window.layoutIfNeeded()
        #expect(deep.frame.minX == 20)
    }

    @Test func theReadableContentGuideIsAtMost672Wide() {
        let h = LayoutHarness(width: 1000, height: 400)
        let text = h.constrainedView()
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: h.window.readableContentGuide.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: h.window.readableContentGuide.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: h.window.topAnchor), text.heightAnchor.constraint(equalToConstant: 5)])
        h.window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 0, width: 672, height: 5))
        h.window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        h.frame()
        #expect(text.frame == CGRect(x: 8, y: 0, width: 284, height: 5))
    }

    @Test func theKeyboardGuideFollowsTheOnScreenKeyboard() {
        let h = LayoutHarness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        h.window.addSubview(field)
        let bar = h.constrainedView()
        NSLayoutConstraint.activate([bar.bottomAnchor.constraint(equalTo: h.window.keyboardLayoutGuide.topAnchor),
                                     bar.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
                                     bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 20)])
        h.frame()
        #expect(bar.frame.maxY == 480)
        _ = field.becomeFirstResponder()
        h.advance(0.3); h.advance(0.1)
        let keyboardTop = h.window.subviews.last.map { $0.frame.minY } ?? 0
        #expect(keyboardTop < 480)
        #expect(bar.frame.maxY == keyboardTop)
        _ = field.resignFirstResponder()
        h.advance(0.3); h.advance(0.1)
        #expect(bar.frame.maxY == 480)
    }
}
