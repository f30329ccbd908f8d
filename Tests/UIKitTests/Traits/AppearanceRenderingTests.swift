import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Switching the appearance re-resolves layer colours and redraws only what depends on it.
@Suite(.serialized) @MainActor struct AppearanceRenderingTests {
    @Test func systemBackgroundRendersTheDarkValueAfterSwitching() {
        let h = TraitsHarness(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemGroupedBackground
        h.window.addSubview(view)
        h.frame()
        #expect(h.rgb(20, 20) == [242, 242, 247])
        h.app.systemUserInterfaceStyle = .dark
        #expect(view.backgroundColor === UIColor.systemGroupedBackground)
        h.frame()
        #expect(h.rgb(20, 20) == [0, 0, 0])
        view.overrideUserInterfaceStyle = .light
        h.frame()
        #expect(h.rgb(20, 20) == [242, 242, 247])
    }

    @Test func cgColorsSetOnLayersStayAsSetAndViewBackgroundsFollow() {
        final class Bordered: UIView {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
            }
        }
        let h = TraitsHarness(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(view)
        view.backgroundColor = .systemBackground
        view.layer.borderColor = UIColor.label.cgColor
        view.layer.borderWidth = 2
        let shape = CAShapeLayer()
        shape.fillColor = UIColor.systemRed.cgColor
        view.layer.addSublayer(shape)
        let redoes = Bordered()
        h.window.addSubview(redoes)
        redoes.layer.borderColor = UIColor.label.cgColor
        #expect(view.layer.borderColor?.components == [0, 0, 0, 1])
        h.window.overrideUserInterfaceStyle = .dark
        // As on iOS: a CGColor set straight on a layer is a value, not re-resolved on an appearance change...
        #expect(view.layer.borderColor?.components == [0, 0, 0, 1])
        #expect(shape.fillColor?.components.map { Int(($0 * 255).rounded()) } == [255, 59, 48, 255])
        // ... the view's own backgroundColor follows, and code that sets the colour again in
        // traitCollectionDidChange gets the dark value.
        #expect(view.layer.backgroundColor?.components == [0, 0, 0, 1])
        #expect(view.backgroundColor === UIColor.systemBackground)
        #expect(redoes.layer.borderColor?.components == [1, 1, 1, 1])
        // A dynamic colour set on a layer resolves in its own view's appearance, whatever current is.
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { view.layer.backgroundColor = UIColor.systemBackground.cgColor }
        #expect(view.layer.backgroundColor?.components == [0, 0, 0, 1])
        // A label's text colour (drawn) follows too.
        let label = UILabel()
        label.text = "Hi"
        #expect(label.textColor === UIColor.label)
    }

    @Test func onlyViewsWhoseColoursChangeAreRedrawnAndDamaged() {
        let h = TraitsHarness(width: 100, height: 100)
        let fixed = TraitCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fixed.drawColor = .red
        let dynamic = TraitCountingView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
        dynamic.drawColor = .label
        let plain = UIView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        plain.backgroundColor = .systemOrange           // (255, 149, 0) light, (255, 159, 10) dark: damaged
        let unchanged = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        unchanged.backgroundColor = .systemGray         // (142, 142, 147) in both appearances: not damaged
        for v in [fixed, dynamic, plain, unchanged] { h.window.addSubview(v) }
        h.frame()
        let fixedDraws = fixed.draws, dynamicDraws = dynamic.draws
        #expect(h.rgb(70, 70) == [0, 0, 0])
        h.app.systemUserInterfaceStyle = .dark
        let damage = h.frame()
        #expect(fixed.draws == fixedDraws)
        #expect(dynamic.draws == dynamicDraws + 1)
        #expect(h.rgb(70, 70) == [255, 255, 255])
        #expect(h.rgb(10, 70) == [255, 159, 10])
        // Only the bottom row (the drawn label-coloured view and the orange one, possibly merged) is damaged.
        #expect(!damage.isEmpty)
        for r in damage { #expect(PixelRect(x: 0, y: 60, width: 80, height: 20).contains(r), "\(r)") }
        #expect(h.frame().isEmpty)
        // Switching back restores the light look.
        h.app.systemUserInterfaceStyle = .light
        h.frame()
        #expect(h.rgb(70, 70) == [0, 0, 0] && h.rgb(10, 70) == [255, 149, 0])
    }

    @Test func tintColorResolvesToTheTintOfTheViewItIsUsedIn() {
        let h = TraitsHarness(width: 40, height: 40)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.tintColor = .systemRed
        h.window.addSubview(parent)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        child.backgroundColor = .tintColor
        child.layer.borderColor = UIColor.tintColor.cgColor
        #expect(child.backgroundColor === UIColor.tintColor)
        func bytes(_ c: CGColor?) -> [Int] { (c?.components ?? []).map { Int(($0 * 255).rounded()) } }
        #expect(bytes(child.layer.backgroundColor) == [255, 59, 48, 255])
        #expect(bytes(child.layer.borderColor) == [255, 59, 48, 255])
        h.app.systemUserInterfaceStyle = .dark
        #expect(bytes(child.layer.backgroundColor) == [255, 69, 58, 255])
        #expect(bytes(child.layer.borderColor) == [255, 59, 48, 255], "set on the layer: it stays as it was set, as on iOS")
        parent.tintColor = .systemGreen
        #expect(bytes(child.layer.backgroundColor) == [48, 209, 88, 255])
        // Outside any view it is systemBlue; as a view's own tint it inherits.
        #expect(components(.tintColor, .light) == [0, 122, 255, 1])
        child.tintColor = .tintColor
        #expect(child.tintColor === UIColor.systemGreen)
    }

    @Test func controlsAndBarsFollowDarkMode() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let h = TraitsHarness(width: 200, height: 200, rootController: nav)
        h.frame()
        #expect(h.rgb(100, 20) == [247, 247, 247])
        #expect(h.rgb(100, 150) == [255, 255, 255])
        h.app.systemUserInterfaceStyle = .dark
        h.frame()
        #expect(h.rgb(100, 20) == [18, 18, 18])
        #expect(h.rgb(100, 150) == [0, 0, 0])
    }
}
