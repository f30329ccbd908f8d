import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Cells' background configurations: the list styles' colours per state, what the app customises staying
/// put, and the pixels a cell shows (the configuration's fill replaces the standard selection grey).
@Suite(.serialized) @MainActor struct BackgroundConfigurationTests {
    private func selected(_ on: Bool) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        state.isSelected = on
        return state
    }

    @Test func theListStylesChooseTheirColourForTheState() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.backgroundColor == nil)
        #expect(plain.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
        #expect(plain.updated(for: selected(true)).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        #expect(plain.updated(for: selected(true)).updated(for: selected(false)).resolvedBackgroundColor(for: .systemBlue)
                == .systemBackground)
        var touched = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        touched.isHighlighted = true
        #expect(plain.updated(for: touched).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().resolvedBackgroundColor(for: .systemBlue) == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().resolvedBackgroundColor(for: .systemBlue) == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        var custom = plain
        custom.backgroundColor = .systemGreen
        #expect(custom.updated(for: selected(true)).resolvedBackgroundColor(for: .systemBlue) == .systemGreen,
                "a colour the app set is not the state's to change")
        #expect(UIBackgroundConfiguration().updated(for: selected(true)) == UIBackgroundConfiguration())
    }

    @Test func aCellDrawsItsBackgroundForItsState() {
        let h = ControlsHarness()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 400, height: 44)
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        #expect(cell.backgroundConfiguration == .listPlainCell())
        #expect(cell.backgroundColor == nil)
        h.window.rootViewController!.view.addSubview(cell)
        h.frame()
        #expect(h.surface[200, 122] == 0xFFFF_FFFF)  // systemBackground, light
        cell.isSelected = true
        h.frame()
        #expect(h.surface[200, 122] == 0xFFD1_D1D6)  // systemGray4, light
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        // A colour of the app's own shows in every state; the standard selection grey stays away.
        var green = UIBackgroundConfiguration.listPlainCell()
        green.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        green.cornerRadius = 0
        green.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        cell.backgroundConfiguration = green
        h.frame()
        #expect(h.surface[200, 122] == 0xFF00_FF00)
        #expect(h.surface[10, 122] != 0xFF00_FF00, "the inset leaves the first 20 points out")
        cell.backgroundConfiguration = nil
        cell.isSelected = false
        h.frame()
        #expect(h.surface[200, 122] == 0xFFFF_FFFF)
    }
}
