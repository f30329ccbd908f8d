import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `UITableViewHeaderFooterView`: registered, dequeued and reused by the table, styled by the default
/// content configuration for where it is shown, and sized to its content when the height is automatic.
/// Text measures 1.17 × point size per line without a platform, rounded up: 17 points → 20, 13 → 16.
@Suite(.serialized) @MainActor struct TableHeaderFooterViewTests {
    private func app() {
        if UIApplication.shared.platform != nil || !(UIApplication.shared.clock is VirtualClock) {
            _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 400, height: 400), scale: 1, platform: nil)
        }
    }

    /// Two sections of two rows, with configured header and footer views (or the legacy `textLabel`).
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var useTextLabel = false
        var made: [UITableViewHeaderFooterView] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
            if !made.contains(where: { $0 === view }) { made.append(view) }
            if useTextLabel {
                view.textLabel?.text = "Section \(section)"
            } else {
                var content = view.defaultContentConfiguration()
                content.text = "Section \(section)"
                view.contentConfiguration = content
            }
            return view
        }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard !useTextLabel, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
            if !made.contains(where: { $0 === view }) { made.append(view) }
            var content = view.defaultContentConfiguration()
            content.text = "Footer \(section)"
            view.contentConfiguration = content
            return view
        }
    }

    private func table(_ style: UITableView.Style, _ source: Sections) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    private func text(_ view: UIView?) -> String? {
        (view?.subviews.first as? UIListContentView)?.subviews.compactMap { $0 as? UILabel }.first?.text
    }

    @Test func configuredHeadersAndFootersSizeToTheirContent() throws {
        app()
        let source = Sections()
        let plain = table(.plain, source)
        let header = try #require(plain.headerView(forSection: 0))
        #expect(header.contentConfiguration as? UIListContentConfiguration == {
            var c = UIListContentConfiguration.plainHeader(); c.text = "Section 0"; return c
        }())
        // Plain header: 8 + 20 (17-point headline) + 8; plain footer: 8 + 16 (13-point footnote) + 8.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 36))
        let footer = try #require(plain.footerView(forSection: 0))
        #expect(footer.frame == CGRect(x: 0, y: 36 + 88, width: 320, height: 32))
        #expect(header.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(text(footer) == "Footer 0")
        #expect(plain.headerView(forSection: 1)?.frame.minY == CGFloat(36 + 88 + 32))
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(36 + 88 + 32 + 36))

        let grouped = table(.grouped, Sections())
        let groupedHeader = try #require(grouped.headerView(forSection: 0))
        // Grouped header: small capitals, 16 + 16 + 6.
        #expect(text(groupedHeader) == "SECTION 0")
        #expect(groupedHeader.frame.height == 38)
    }

    @Test func viewsAreReusedAcrossReloads() {
        app()
        let source = Sections()
        let plain = table(.plain, source)
        let before = plain.headerView(forSection: 0)
        #expect(source.made.count == 4)
        plain.reloadData()
        plain.layoutIfNeeded()
        #expect(source.made.count == 4, "a reload dequeues the views it had")
        #expect(plain.headerView(forSection: 0) != nil)
        #expect(source.made.contains { $0 === before })
    }

    @Test func theStandardLabelTakesTheTablesTitleLook() throws {
        app()
        let source = Sections()
        source.useTextLabel = true
        let grouped = table(.grouped, source)
        let header = try #require(grouped.headerView(forSection: 0))
        // The grouped standard title height of a titled first section.
        #expect(header.frame.height == 55)
        #expect(header.textLabel?.text == "SECTION 0")
        #expect(header.textLabel?.font.pointSize == 13)
    }

    @Test func anUnregisteredIdentifierIsLoggedAndGivesNil() {
        app()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        var lines: [String] = []
        let previous = UIApplication.shared.logHandler
        UIApplication.shared.logHandler = { lines.append($0) }
        defer { UIApplication.shared.logHandler = previous }
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nope") == nil)
        #expect(lines.contains { $0.contains("no class registered for header or footer reuse identifier \"nope\"") })
    }
}
