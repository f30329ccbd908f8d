import Foundation
import Testing
@_spi(Platform) @testable import UIKit

/// UIContextMenuInteraction: the delegate's configuration at the press location, the display and end
/// callbacks, and the menu at that location.
@Suite(.serialized) @MainActor struct ContextMenuInteractionTests {
    @MainActor final class Delegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        var ran: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configure \(Int(location.x)),\(Int(location.y))")
            return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { suggested in
                UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.ran.append("Share") },
                                  UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.ran.append("Delete") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
        }
    }

    private func card(_ h: ControlsHarness) -> UIView {
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 150))
        h.window.rootViewController!.view.addSubview(view)
        h.frame()
        return view
    }

    @Test func aLongPressAsksTheDelegateAtTheLocationAndOpensTheMenuThere() throws {
        let h = ControlsHarness()
        let delegate = Delegate()
        let view = card(h)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        h.touch(.began, 150, 230)
        h.advance(0.6)
        #expect(delegate.log == ["configure 50,30", "willDisplay card"])
        #expect(interaction.location(in: view) == CGPoint(x: 50, y: 30))
        let overlay = try #require(UIMenuOverlayView.visible(in: h.window))
        // Two rows (88 tall) at the press point: room below; pushed left to 400 - 8 - 250 = 142.
        #expect(overlay.platters[0].frame == CGRect(x: 142, y: 230, width: 250, height: 88))
        h.touch(.ended, 150, 230)
        let delete = try #require(overlay.platters[0].rowViews.last)
        #expect(delete.titleColor == .systemRed)
        let c = delete.convert(CGPoint(x: 20, y: 20), to: nil)
        h.tap(c.x, c.y)
        #expect(delegate.ran == ["Delete"] && delegate.log.last == "willEnd")
        #expect(UIMenuOverlayView.visible(in: h.window) == nil)
    }

    @Test func aSecondaryClickOpensTheMenuAtThePointerAndATapOutsideEndsIt() throws {
        let h = ControlsHarness()
        let delegate = Delegate()
        let view = card(h)
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        h.app.handle(.mouseButton(.secondary, isDown: true, location: CGPoint(x: 290, y: 340)))
        h.app.handle(.mouseButton(.secondary, isDown: false, location: CGPoint(x: 290, y: 340)))
        h.frame()
        #expect(delegate.log == ["configure 190,140", "willDisplay card"])
        let overlay = try #require(UIMenuOverlayView.visible(in: h.window))
        // No room below (392 - 340 < 88) nor right: above the point and pushed left to 400 - 8 - 250.
        #expect(overlay.platters[0].frame == CGRect(x: 142, y: 252, width: 250, height: 88))
        h.tap(20, 20)
        #expect(UIMenuOverlayView.visible(in: h.window) == nil && delegate.log.last == "willEnd" && delegate.ran.isEmpty)
        // A right click where no interaction is opens nothing.
        h.app.handle(.mouseButton(.secondary, isDown: true, location: CGPoint(x: 20, y: 20)))
        #expect(UIMenuOverlayView.visible(in: h.window) == nil)
    }

    @MainActor final class DeferredDelegate: UIContextMenuInteractionDelegate {
        var complete: (([UIMenuElement]) -> Void)?
        let preview = UIViewController()
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: { [preview] in preview }) { _ in
                UIMenu(children: [UIDeferredMenuElement { [weak self] completion in self?.complete = completion }])
            }
        }
    }

    @Test func aPresentedDeferredElementGrowsTheMenuWhenItsElementsArriveAndThePreviewSitsAbove() throws {
        let h = ControlsHarness()
        let delegate = DeferredDelegate()
        let view = card(h)
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        h.app.handle(.mouseButton(.secondary, isDown: true, location: CGPoint(x: 120, y: 210)))
        h.frame()
        let overlay = try #require(UIMenuOverlayView.visible(in: h.window))
        let platter = overlay.platters[0]
        #expect(platter.rowViews.map { $0.titleLabel.text } == ["Loading…"])
        // The preview (as wide as the menu, 200 tall) above the point (392 - 210 < 200), the
        // menu 8 below the preview's bottom (210), where 174 points are left.
        #expect(delegate.preview.view.superview?.frame == CGRect(x: 120, y: 10, width: 250, height: 200))
        #expect(platter.frame == CGRect(x: 120, y: 218, width: 250, height: 44))
        let complete = try #require(delegate.complete)
        complete([UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
        #expect(platter.rowViews.map { $0.titleLabel.text } == ["One", "Two"])
        #expect(platter.frame == CGRect(x: 120, y: 218, width: 250, height: 88))
    }

    @Test func removingTheInteractionStopsLongPresses() {
        let h = ControlsHarness()
        let delegate = Delegate()
        let view = card(h)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && view.gestureRecognizers == nil)
        h.touch(.began, 150, 230)
        h.advance(0.6)
        h.touch(.ended, 150, 230)
        #expect(delegate.log.isEmpty)
    }
}
