import Foundation
import Testing
@_spi(Platform) @testable import UIKit

/// UIMenu, UIAction as a menu element and UIDeferredMenuElement: what rows a menu flattens into.
@Suite(.serialized) @MainActor struct MenuModelTests {
    private func titles(_ rows: [UIMenuRow]) -> [String] {
        rows.map { row in
            switch row {
            case let .action(a, _): a.title
            case let .submenu(m): ">" + m.title
            case .loading: "…"
            case .separator: "--"
            }
        }
    }

    @Test func actionKeepsItsDefaultsAndIsAMenuElement() {
        _ = ControlsHarness()
        let action = UIAction { _ in }
        #expect(action.title == "" && action.image == nil && action.discoverabilityTitle == nil)
        #expect(action.attributes == [] && action.state == .off)
        let element: UIMenuElement = UIAction(title: "Copy", discoverabilityTitle: "Copy it", attributes: [.destructive], state: .on) { _ in }
        let copy = try? #require(element as? UIAction)
        #expect(copy?.title == "Copy" && copy?.discoverabilityTitle == "Copy it" && copy?.state == .on)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8 && UIMenu.Options.singleSelection.rawValue == 32)
    }

    @Test func inlineGroupsAreSplicedBetweenSeparatorsAndHiddenElementsLeftOut() {
        _ = ControlsHarness()
        let menu = UIMenu(title: "Root", children: [
            UIAction(title: "A") { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "B") { _ in }, UIAction(title: "H", attributes: .hidden) { _ in }]),
            UIMenu(options: .displayInline, children: [UIAction(title: "C") { _ in }]),
            UIMenu(title: "Sub", children: [UIAction(title: "D") { _ in }]),
            UIMenu(options: .displayInline, children: []),
        ])
        #expect(titles(UIMenuRowList.rows(for: menu) {}) == ["A", "--", "B", "--", "C", "--", ">Sub"])
    }

    @Test func replacingChildrenKeepsTitleIdentifierAndOptions() {
        _ = ControlsHarness()
        let menu = UIMenu(title: "T", identifier: UIMenu.Identifier("x"), options: [.singleSelection], children: [UIAction(title: "A") { _ in }])
        let other = menu.replacingChildren([UIAction(title: "B") { _ in }, UIAction(title: "C", state: .on) { _ in }])
        #expect(other !== menu && other.title == "T" && other.identifier.rawValue == "x" && other.options == [.singleSelection])
        #expect(other.children.map(\.title) == ["B", "C"] && menu.children.map(\.title) == ["A"])
        #expect(other.selectedElements.map(\.title) == ["C"])
    }

    @Test func aDeferredElementShowsLoadingUntilItsCompletionRunsAndIsCached() {
        _ = ControlsHarness()
        var calls = 0
        var complete: (([UIMenuElement]) -> Void)?
        let deferred = UIDeferredMenuElement { completion in calls += 1; complete = completion }
        let menu = UIMenu(children: [UIAction(title: "A") { _ in }, deferred])
        var loads = 0
        let onLoad: @MainActor () -> Void = { loads += 1 }
        #expect(titles(UIMenuRowList.rows(for: menu, onLoad: onLoad)) == ["A", "…"])
        #expect(titles(UIMenuRowList.rows(for: menu, onLoad: onLoad)) == ["A", "…"])   // still loading: not asked twice
        #expect(calls == 1)
        let finish = complete
        #expect(finish != nil, "the provider was asked")
        finish?([UIAction(title: "L1") { _ in }, UIAction(title: "L2") { _ in }])
        #expect(titles(UIMenuRowList.rows(for: menu) {}) == ["A", "L1", "L2"])
        UIMenuRowList.prepareForDisplay(menu)      // a later display: cached
        #expect(titles(UIMenuRowList.rows(for: menu) {}) == ["A", "L1", "L2"])
        #expect(calls == 1 && loads == 1)
    }

    @Test func anUncachedDeferredElementAsksAgainAtEveryDisplay() {
        _ = ControlsHarness()
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "N\(calls)") { _ in }])
        }
        let menu = UIMenu(children: [deferred])
        UIMenuRowList.prepareForDisplay(menu)
        #expect(titles(UIMenuRowList.rows(for: menu) {}) == ["N1"])
        UIMenuRowList.prepareForDisplay(menu)
        #expect(titles(UIMenuRowList.rows(for: menu) {}) == ["N2"])
        #expect(calls == 2)
    }

    @Test func theMenuFrameStaysInsideTheWindow() {
        _ = ControlsHarness()
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 400), size = CGSize(width: 250, height: 132)
        // Room below: under the source, leading edges aligned, 6 points apart.
        #expect(UIMenuPlacement.frame(for: size, anchor: CGRect(x: 20, y: 20, width: 120, height: 40), gap: 6, in: bounds)
                == CGRect(x: 20, y: 66, width: 250, height: 132))
        // No room below nor right: above the source (350 - 6 - 132 = 212), pushed left to 400 - 8 - 250 = 142.
        #expect(UIMenuPlacement.frame(for: size, anchor: CGRect(x: 300, y: 350, width: 80, height: 40), gap: 6, in: bounds)
                == CGRect(x: 142, y: 212, width: 250, height: 132))
        // Taller than the window: 8-point margins and a shorter platter (its rows scroll).
        #expect(UIMenuPlacement.frame(for: CGSize(width: 250, height: 900), anchor: CGRect(x: 0, y: 0, width: 0, height: 0), gap: 0, in: bounds)
                == CGRect(x: 8, y: 8, width: 250, height: 384))
        // A non-finite source: centred and logged.
        let odd = UIMenuPlacement.frame(for: size, anchor: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), gap: 0, in: bounds)
        #expect(bounds.insetBy(dx: 8, dy: 8).contains(odd))
        // Submenus go right of their parent, else left: 142 - 2 - 250 < 8, so clamped to 8.
        #expect(UIMenuPlacement.submenuFrame(for: size, row: CGRect(x: 142, y: 300, width: 250, height: 44),
                                             parent: CGRect(x: 142, y: 212, width: 250, height: 132), in: bounds)
                == CGRect(x: 8, y: 260, width: 250, height: 132))
    }
}
