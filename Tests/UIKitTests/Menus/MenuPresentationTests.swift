import Foundation
import Testing
@_spi(Platform) @testable import UIKit

/// Menus on screen: opened by buttons and context menu interactions, chosen by touch and keyboard, dismissed.
@Suite(.serialized) @MainActor struct MenuPresentationTests {
    private func overlay(_ h: ControlsHarness) -> UIMenuOverlayView? { UIMenuOverlayView.visible(in: h.window) }

    private func rows(_ h: ControlsHarness, level: Int = 0) -> [UIMenuRowView] {
        guard let o = overlay(h), o.platters.indices.contains(level) else { return [] }
        return o.platters[level].rowViews
    }

    private func tapRow(_ h: ControlsHarness, _ title: String, level: Int = 0) {
        guard let row = rows(h, level: level).first(where: { $0.titleLabel.text == title }) else {
            Issue.record("no row \(title)"); return
        }
        let c = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        h.tap(c.x, c.y)
    }

    /// A button at (20, 20, 120, 40) whose menu has three actions; `log` records handler runs.
    private func menuButton(_ h: ControlsHarness, log: @escaping (String) -> Void, primary: Bool = true) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.setTitle("Menu", for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { a in log("Copy sender=\(a.sender === button)") },
            UIAction(title: "Gone", attributes: .disabled) { _ in log("Gone") },
            UIAction(title: "Pin", attributes: .keepsMenuPresented) { _ in log("Pin") },
        ])
        button.showsMenuAsPrimaryAction = primary
        h.window.rootViewController!.view.addSubview(button)
        h.frame()
        return button
    }

    @Test func aTapOnAMenuButtonOpensItsMenuBelowTheButtonAndChoosingRunsTheHandlerAndDismisses() throws {
        let h = ControlsHarness()
        var log: [String] = []
        let button = menuButton(h) { log.append($0) }
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        var menuEvents = 0
        button.addAction(UIAction { _ in menuEvents += 1 }, for: .menuActionTriggered)
        h.tap(80, 40)
        let o = try #require(overlay(h))
        #expect(o.platters.count == 1 && primary == 0 && menuEvents == 1)
        #expect(o.platters[0].frame == CGRect(x: 20, y: 66, width: 250, height: 132))   // 3 rows of 44, 6 below
        tapRow(h, "Copy")
        #expect(log == ["Copy sender=true"])
        #expect(overlay(h) == nil)
    }

    @Test func disabledActionsCannotBeChosenAndKeepsMenuPresentedLeavesTheMenuOpen() throws {
        let h = ControlsHarness()
        var log: [String] = []
        _ = menuButton(h) { log.append($0) }
        h.tap(80, 40)
        let gone = try #require(rows(h).first { $0.titleLabel.text == "Gone" })
        #expect(gone.titleColor == .tertiaryLabel && !gone.row.isSelectable)
        tapRow(h, "Gone")
        #expect(log.isEmpty && overlay(h) != nil)
        tapRow(h, "Pin")
        #expect(log == ["Pin"] && overlay(h) != nil)
    }

    @Test func withoutShowsMenuAsPrimaryActionATapRunsThePrimaryActionAndALongPressOpensTheMenu() throws {
        let h = ControlsHarness()
        let button = menuButton(h, log: { _ in }, primary: false)
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        #expect(button.isContextMenuInteractionEnabled)
        h.tap(80, 40)
        #expect(primary == 1 && overlay(h) == nil)
        h.touch(.began, 80, 40)
        h.advance(0.6)
        #expect(overlay(h) != nil)
        h.touch(.ended, 80, 40)
        #expect(primary == 1)
    }

    @Test func singleSelectionMenusTurnTheChosenActionOnAndTheOthersOff() throws {
        let h = ControlsHarness()
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.menu = UIMenu(options: .singleSelection, children: [small, large])
        button.showsMenuAsPrimaryAction = true
        h.window.rootViewController!.view.addSubview(button)
        h.frame()
        h.tap(80, 40)
        #expect(rows(h).first?.checkView.image != nil && rows(h).last?.checkView.image == nil)
        tapRow(h, "Large")
        #expect(small.state == .off && large.state == .on)
    }

    @Test func aPopUpButtonShowsTheSelectedActionsTitleAndChangesItOnChoice() throws {
        let h = ControlsHarness()
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Red") { a in chosen.append(a.title) },
                                        UIAction(title: "Green") { a in chosen.append(a.title) }])
        h.window.rootViewController!.view.addSubview(button)
        h.frame()
        #expect(button.currentTitle == "Red")            // nothing selected: the first action is
        h.tap(80, 40)
        tapRow(h, "Green")
        #expect(button.currentTitle == "Green" && chosen == ["Green"])
        let actions = try #require(button.menu?.children as? [UIAction])
        #expect(actions.map(\.state) == [.off, .on])
    }

    @Test func escapeAndATapOutsideDismissAndTheKeyboardChoosesRows() throws {
        let h = ControlsHarness()
        var log: [String] = []
        _ = menuButton(h) { log.append($0) }
        h.tap(80, 40)
        #expect(overlay(h)?.isFirstResponder == true)
        h.key(.keyboardEscape)
        #expect(overlay(h) == nil)
        h.tap(80, 40)
        h.tap(380, 380)                                    // outside the platter
        #expect(overlay(h) == nil && log.isEmpty)
        h.tap(80, 40)
        h.key(.keyboardDownArrow)                          // Copy
        h.key(.keyboardDownArrow)                          // Pin (Gone is disabled)
        #expect(overlay(h)?.platters.first?.highlightedIndex == 2)
        h.key(.keyboardUpArrow)
        h.key(.keyboardReturnOrEnter)
        #expect(log == ["Copy sender=true"] && overlay(h) == nil)
    }

    @Test func submenusOpenBesideTheirRowAndEscapeClosesThemFirst() throws {
        let h = ControlsHarness()
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        button.menu = UIMenu(children: [UIMenu(title: "More", children: [UIAction(title: "Deep") { _ in log.append("Deep") }])])
        button.showsMenuAsPrimaryAction = true
        h.window.rootViewController!.view.addSubview(button)
        h.frame()
        h.tap(80, 40)
        tapRow(h, "More")
        let o = try #require(overlay(h))
        #expect(o.platters.count == 2)
        // Right of the root (20 + 250 + 2 = 272) leaves 120 points: so left of it, clamped to the 8-point margin.
        #expect(o.platters[1].frame == CGRect(x: 8, y: 66, width: 250, height: 44))
        h.key(.keyboardEscape)
        #expect(overlay(h)?.platters.count == 1)
        tapRow(h, "More")
        tapRow(h, "Deep", level: 1)
        #expect(log == ["Deep"] && overlay(h) == nil)
    }
}

/// UIBarButtonItem's primaryAction and menu.
@Suite(.serialized) @MainActor struct BarButtonItemMenuTests {
    @Test func aMenuOnlyItemOpensItsMenuOnTapAndAPrimaryActionRunsFirst() throws {
        let h = ControlsHarness()
        var log: [String] = []
        let content = UIViewController()
        let sort = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "Name") { a in log.append("Name \(a.sender is UIBarButtonItem)") }]))
        let add = UIBarButtonItem(primaryAction: UIAction(title: "Add") { a in log.append("Add \(a.sender is UIBarButtonItem)") })
        content.navigationItem.rightBarButtonItem = sort
        content.navigationItem.leftBarButtonItem = add
        h.window.rootViewController = UINavigationController(rootViewController: content)
        h.advance(0.1)
        #expect(add.title == "Add" && sort.hasAction)
        let sortView = try #require(sort.hostView)
        let c = sortView.convert(CGPoint(x: sortView.bounds.midX, y: sortView.bounds.midY), to: nil)
        h.tap(c.x, c.y)
        let overlay = try #require(UIMenuOverlayView.visible(in: h.window))
        // Below the bar button, kept inside the 400-point window.
        #expect(overlay.platters[0].frame.maxX <= 392 && overlay.platters[0].frame.minY >= sortView.convert(sortView.bounds, to: nil).maxY)
        let row = try #require(overlay.platters[0].rowViews.first)
        let r = row.convert(CGPoint(x: 20, y: 20), to: nil)
        h.tap(r.x, r.y)
        #expect(log == ["Name true"])
        let addView = try #require(add.hostView)
        let a = addView.convert(CGPoint(x: addView.bounds.midX, y: addView.bounds.midY), to: nil)
        h.tap(a.x, a.y)
        #expect(log == ["Name true", "Add true"] && UIMenuOverlayView.visible(in: h.window) == nil)
    }
}
