import Foundation
import Testing
@_spi(Platform) import UIKit

@MainActor private final class NibController: UIViewController {
    var warnings = 0
    var style: UIStatusBarStyle = .default
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { style == .lightContent }
    override func didReceiveMemoryWarning() { warnings += 1 }
}

@MainActor private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@MainActor private final class NotALayerView: UIView {
    override class var layerClass: AnyClass { UIView.self }
}

/// The small UIViewController and UIView members, and the More tab of a tab bar controller.
@Suite(.serialized) @MainActor struct ViewControllerBasicsTests {
    @Test func nibNameInitStatusBarAndMemoryWarnings() {
        let h = ControlsHarness()
        let plain = NibController(nibName: nil, bundle: nil)
        #expect(plain.nibName == nil)
        #expect(plain.view != nil)
        #expect(!h.logLines.contains { $0.contains("could not load NIB") })
        let named = NibController(nibName: "Main", bundle: .main)
        _ = named.view
        #expect(h.logLines.contains { $0.contains("could not load NIB 'Main'") })
        h.window.rootViewController = plain
        plain.style = .lightContent
        plain.setNeedsStatusBarAppearanceUpdate()
        #expect(h.app.statusBarStyle == .lightContent && h.app.isStatusBarHidden)
        named.modalPresentationStyle = .fullScreen   // a sheet would leave the status bar to its presenter
        plain.present(named, animated: false)
        plain.setNeedsStatusBarAppearanceUpdate()      // the presented controller decides now
        #expect(h.app.statusBarStyle == .default && !h.app.isStatusBarHidden)
        h.app.simulateMemoryWarning()
        #expect(plain.warnings == 1 && named.warnings == 1)
    }

    @Test func layerClassHasUIKitsSignatureAndSubviewOrderHelpers() {
        let h = ControlsHarness()
        #expect(GradientView(frame: .zero).layer is CAGradientLayer)
        #expect(type(of: NotALayerView(frame: .zero).layer) == CALayer.self)
        #expect(h.logLines.contains { $0.contains("is not a CALayer subclass") })
        let parent = UIView(frame: .zero)
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        parent.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(h.logLines.contains { $0.contains("exchangeSubview(at: 0, withSubviewAt: 9) out of range") })
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(a)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
    }

    @Test func sixControllersShowFourTabsAndMore() {
        let h = ControlsHarness()
        let tabs = UITabBarController()
        let controllers = (1...6).map { i -> UIViewController in let c = UIViewController(); c.title = "T\(i)"; return c }
        tabs.viewControllers = controllers
        h.window.rootViewController = tabs
        h.frame()
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["T1", "T2", "T3", "T4", "More"])
        func tapView(_ v: UIView) {
            let c = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: h.window)
            h.tap(c.x, c.y)
        }
        func find(_ id: String, in view: UIView) -> UIView? {
            if view.accessibilityIdentifier == id { return view }
            for s in view.subviews { if let v = find(id, in: s) { return v } }
            return nil
        }
        tapView(find("tab.More", in: h.window)!)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        h.advance(0.1)
        #expect(find("more.T5", in: h.window) != nil && find("more.T6", in: h.window) != nil)
        tapView(find("more.T6", in: h.window)!)
        h.advance(0.6)
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.selectedViewController === controllers[5])
        #expect(controllers[5].navigationController === tabs.moreNavigationController)
        #expect(controllers[5].tabBarController === tabs)
        #expect(controllers[5].view.window === h.window)
        tapView(find("tab.T1", in: h.window)!)
        #expect(tabs.selectedIndex == 0 && controllers[5].view.window == nil)
        tapView(find("tab.More", in: h.window)!)       // back where it was left
        #expect(tabs.selectedIndex == 5)
        tapView(find("tab.More", in: h.window)!)       // again: back to the list
        h.advance(0.6)
        #expect(tabs.selectedIndex == NSNotFound)
        tabs.selectedIndex = 4                         // in code: More shows T5
        h.frame()
        #expect(tabs.selectedViewController === controllers[4])
        #expect(controllers[4].view.window === h.window)
        #expect(tabs.tabBar.selectedItem?.title == "More")
    }
}
