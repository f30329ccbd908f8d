import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Cells with content configurations: the content view a configuration makes replaces the standard one,
/// later configurations update it in place, state changes reach `updateConfiguration(using:)` and the
/// update handler, and a table sizes rows to their configured content.
@Suite(.serialized) @MainActor struct CellContentConfigurationTests {
    private func app() {
        if UIApplication.shared.platform != nil || !(UIApplication.shared.clock is VirtualClock) {
            _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 400, height: 400), scale: 1, platform: nil)
        }
    }

    @Test func aConfigurationReplacesTheContentViewAndNilBringsTheStandardOneBack() {
        app()
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let standard = cell.contentView
        var content = cell.defaultContentConfiguration()
        #expect(content == .subtitleCell())
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        let list = try? #require(cell.contentView as? UIListContentView)
        #expect(list !== nil)
        #expect(cell.contentView.superview === cell)
        #expect(standard.superview == nil)
        #expect(list?.textLabel.text == "Title")
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView === list, "a list configuration is shown in the same list content view")
        #expect(list?.textLabel.text == "Changed")
        cell.contentConfiguration = CountConfiguration(count: 3)
        #expect(cell.contentView is CountView)
        #expect(list?.superview == nil)
        cell.contentConfiguration = nil
        #expect(cell.contentView === standard)
        #expect(standard.superview === cell)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    }

    @Test func theContentViewFillsTheCellBesideItsAccessory() {
        app()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .disclosureIndicator
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        // The accessory is 22 wide, 16 from the right edge, and the content stops 4 before it.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 16 - 22 - 4, height: 44))
        let list = cell.contentView as? UIListContentView
        #expect(list?.textLabel.frame == CGRect(x: 16, y: 12, width: 278 - 32, height: 20))
    }

    @Test func theUpdateHandlerHearsEachNewState() {
        app()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = state.isSelected ? "On" : "Off"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        #expect(states == [false])
        #expect((cell.contentView as? UIListContentView)?.textLabel.text == "Off")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        #expect((cell.contentView as? UIListContentView)?.textLabel.text == "On")
        cell.layoutIfNeeded()
        #expect(states == [false, true], "no new state, no update")
        cell.isUserInteractionEnabled = false
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.configurationState.isDisabled)
    }

    @Test func aCollectionCellUpdatesItsConfigurationForItsState() {
        app()
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.contentConfiguration = CountConfiguration(count: 1)
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? CountConfiguration)?.selectedUpdates == 0)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? CountConfiguration)?.selectedUpdates == 1)
        #expect(cell.contentView.frame == cell.bounds)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? CountConfiguration)?.selectedUpdates == 1)
    }

    @Test func aSelfSizingTableGivesEachRowItsContentsHeight() {
        app()
        let source = ConfiguredRows(rows: [("One", nil), ("Two", "A detail line")])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        // One line: the 44-point minimum; text and a 15-point detail: 11 + 20 + 3 + 18 + 11 = 63.
        #expect(first?.frame.height == 44)
        #expect(second?.frame.height == 63)
        #expect(second?.frame.minY == 44)
        #expect((second?.contentView as? UIListContentView)?.secondaryTextLabel.text == "A detail line")
    }

    @Test func textStylesFollowTheTextSize() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 23)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: largest).pointSize == 60)
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "unknown")).pointSize == 17)
    }
}

/// A table data source whose rows show a text and an optional secondary text through the default content
/// configuration.
@MainActor final class ConfiguredRows: NSObject, UITableViewDataSource {
    let rows: [(String, String?)]
    init(rows: [(String, String?)]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}
