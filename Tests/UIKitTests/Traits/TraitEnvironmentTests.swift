import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Trait inheritance (window -> controller -> view -> subview), overrides, callbacks and size classes.
@Suite(.serialized) @MainActor struct TraitEnvironmentTests {
    @Test func overridesInheritDownTheHierarchyAndTheNearestWins() {
        let controller = TraitCountingController()
        let h = TraitsHarness(rootController: controller)
        let view = UIView(), subview = UIView()
        controller.view.addSubview(view)
        view.addSubview(subview)
        #expect(subview.traitCollection.userInterfaceStyle == .light)
        h.window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        subview.overrideUserInterfaceStyle = .light
        #expect(subview.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark && subview.traitCollection.userInterfaceStyle == .light)
        // A view moved into another subtree takes that subtree's traits.
        let moved = UIView()
        subview.addSubview(moved)
        #expect(moved.traitCollection.userInterfaceStyle == .light)
        view.addSubview(moved)
        #expect(moved.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func presentedControllersAndChildrenInherit() {
        let root = UIViewController()
        let h = TraitsHarness(rootController: root)
        root.overrideUserInterfaceStyle = .dark
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        let presented = TraitCountingController()
        root.present(presented, animated: false)
        h.frame()
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
        root.overrideUserInterfaceStyle = .light
        #expect(presented.view.traitCollection.userInterfaceStyle == .light)
        #expect(presented.changes == 1)
    }

    @Test func callbacksFireOncePerRealChangeAndNeverForNoOps() {
        let controller = TraitCountingController()
        let h = TraitsHarness(rootController: controller)
        let view = TraitCountingView()
        controller.view.addSubview(view)
        #expect(view.changes.isEmpty && controller.changes == 0)
        h.app.systemUserInterfaceStyle = .dark
        #expect(view.changes.count == 1 && controller.changes == 1)
        #expect(view.changes.first??.userInterfaceStyle == .light)
        #expect(controller.styleSeenInCallback == .dark)
        h.app.systemUserInterfaceStyle = .dark            // no change
        view.overrideUserInterfaceStyle = .dark           // the same style it already has
        controller.overrideUserInterfaceStyle = .dark
        #expect(view.changes.count == 1 && controller.changes == 1)
        view.overrideUserInterfaceStyle = .light
        #expect(view.changes.count == 2 && controller.changes == 1)
        h.app.systemUserInterfaceStyle = .light           // overrides hold both: nothing changes
        #expect(view.changes.count == 2 && controller.changes == 1)
    }

    @Test func registrationsFireForTheirTraitsOnly() {
        let h = TraitsHarness(width: 390, height: 844)
        let view = UIView()
        h.window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = [], sizes = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, previous) in
            styles.append(v.traitCollection.userInterfaceStyle)
            #expect(previous.userInterfaceStyle != v.traitCollection.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: UIView, _) in sizes += 1 }
        let target = TraitTarget()
        view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance, target: target, action: TraitTarget.colorsChanged)
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: TraitTarget.environmentChanged)
        h.app.systemUserInterfaceStyle = .dark
        #expect(styles == [.dark] && sizes == 0 && target.calls == 1 && target.previousStyles == [.light])
        h.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)      // iPhone portrait -> landscape
        #expect(sizes == 1 && styles == [.dark])
        #expect(view.traitCollection.verticalSizeClass == .compact)
        view.unregisterForTraitChanges(registration)
        h.app.systemUserInterfaceStyle = .light
        #expect(styles == [.dark] && target.calls == 2)
    }

    @Test func applesDocumentedRegistrationFormWorks() {
        let controller = RegisteringController()
        let h = TraitsHarness(rootController: controller)
        h.app.systemUserInterfaceStyle = .dark
        h.app.systemUserInterfaceStyle = .light
        #expect(controller.updates == 2)
    }

    @Test func sizeClassesFollowTheWindowSizeAsOnIPhoneAndIPad() {
        func classes(_ w: CGFloat, _ hgt: CGFloat) -> [UIUserInterfaceSizeClass] {
            let h = TraitsHarness(width: Int(w), height: Int(hgt))
            return [h.window.traitCollection.horizontalSizeClass, h.window.traitCollection.verticalSizeClass]
        }
        #expect(classes(390, 844) == [.compact, .regular])       // iPhone 14 portrait
        #expect(classes(844, 390) == [.compact, .compact])       // iPhone 14 landscape
        #expect(classes(926, 428) == [.regular, .compact])       // iPhone 14 Plus / Pro Max landscape
        #expect(classes(736, 414) == [.regular, .compact])       // iPhone 8 Plus landscape
        #expect(classes(667, 375) == [.compact, .compact])       // iPhone 8 landscape
        #expect(classes(1024, 768) == [.regular, .regular])      // iPad landscape
        #expect(classes(768, 1024) == [.regular, .regular])      // iPad portrait
        #expect(classes(320, 1024) == [.compact, .regular])      // iPad Slide Over
        #expect(classes(678, 1024) == [.regular, .regular])      // iPad Pro 12.9" half Split View
        #expect(classes(507, 768) == [.compact, .regular])       // iPad half Split View
        let h = TraitsHarness(width: 390, height: 844)
        #expect(h.window.traitCollection.displayScale == 1)
        #expect(h.window.traitCollection.preferredContentSizeCategory == .large)
    }
}

/// Registers the way Apple's documentation writes it, naming the handler's first parameter `self`.
final class RegisteringController: UIViewController {
    var updates = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.updates += 1
        }
    }
}

@MainActor final class TraitTarget {
    var calls = 0
    var previousStyles: [UIUserInterfaceStyle] = []
    func colorsChanged() { calls += 1 }
    func environmentChanged(_ environment: UITraitEnvironment, previousTraitCollection: UITraitCollection) {
        previousStyles.append(previousTraitCollection.userInterfaceStyle)
    }
}
