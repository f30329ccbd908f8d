import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A diffable data source with section titles (its subclass's override, as UIKit apps give them).
@MainActor
private final class TitledSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// `UITableViewDiffableDataSource`: snapshots shown through the cell provider, `apply` animating the differences
/// with `defaultRowAnimation`, look-ups both ways, reconfigured rows updated in place and titles from a subclass.
@Suite(.serialized) @MainActor struct TableDiffableDataSourceTests {
    @MainActor private final class Harness {
        let clock = VirtualClock(start: 10)
        let app: UIApplication
        let window: UIWindow
        let table: UITableView
        let source: TitledSource
        let surface = Bitmap(width: 320, height: 480)
        var logLines: [String] = []
        init() {
            app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
            app.showsOnScreenKeyboard = false
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            source = TitledSource(tableView: table) { tableView, indexPath, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = name
                return cell
            }
            window.rootViewController!.view.addSubview(table)
            app.logHandler = { [weak self] in self?.logLines.append($0) }
        }
        func frame() { _ = app.renderFrame(into: surface) }
        func advance(_ seconds: Double) {
            let n = max(Int((seconds * 60).rounded()), 1)
            for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
        }
        func names() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func theSnapshotIsShownWithTitlesFromTheSubclass() {
        let h = Harness()
        h.source.apply(snapshot([("People", ["Ada", "Grace"]), ("Tools", ["Unix"])]), animatingDifferences: false)
        h.frame()
        #expect(h.table.numberOfSections == 2)
        #expect(h.names() == ["Ada", "Grace", "Unix"])
        // Plain titled headers are 28 high: People 0-28, two rows to 116, Tools 116-144.
        #expect(h.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(h.source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Grace")
        #expect(h.source.indexPath(for: "Unix") == IndexPath(row: 0, section: 1))
        #expect(h.source.sectionIdentifier(for: 1) == "Tools")
        #expect(h.source.index(for: "People") == 0)
        #expect(h.source.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        #expect(h.source.snapshot().itemIdentifiers == ["Ada", "Grace", "Unix"])
    }

    @Test func applyAnimatesTheDifferencesAndKeepsTheSurvivingCells() {
        let h = Harness()
        h.source.apply(snapshot([("People", ["Ada", "Grace", "Linus"])]), animatingDifferences: false)
        h.frame()
        let grace = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let linus = h.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var done = false
        h.source.defaultRowAnimation = .left
        // Ada goes, Ken arrives at the end, Linus moves before Grace.
        h.source.apply(snapshot([("People", ["Linus", "Grace", "Ken"])]), completion: { done = true })
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0)) === linus)
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 0)) === grace)
        h.advance(0.15)
        #expect(!done)
        // Plain titled header 28: Linus slides from row 2 (116) to row 0 (28).
        let y = linus.frameOnScreen?.minY ?? 0
        #expect(y > 28 && y < 116)
        h.advance(0.25)
        #expect(done)
        #expect(linus.frameOnScreen?.minY == 28)
        #expect(h.names() == ["Linus", "Grace", "Ken"])
        #expect(h.table.subviews.compactMap { $0 as? UITableViewCell }.count == 3)
    }

    @Test func reconfiguredItemsUpdateTheirCellsInPlace() {
        let h = Harness()
        h.source.apply(snapshot([("People", ["Ada", "Grace"])]), animatingDifferences: false)
        h.frame()
        let grace = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        grace.textLabel?.text = "stale"
        var s = h.source.snapshot()
        s.reconfigureItems(["Grace"])
        h.source.apply(s)
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 0)) === grace)
        #expect(grace.textLabel?.text == "Grace")
        h.table.reconfigureRows(at: [IndexPath(row: 7, section: 0)])
        #expect(h.logLines.contains { $0.contains("reconfigureRows(at:): no row at [0, 7]") })
    }

    @Test func aMovedRowMovesItsItemInTheSnapshot() {
        let h = Harness()
        h.source.apply(snapshot([("People", ["Ada", "Grace", "Linus"]), ("Tools", [])]), animatingDifferences: false)
        h.frame()
        #expect(!h.source.tableView(h.table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        h.source.tableView(h.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(h.source.snapshot().itemIdentifiers(inSection: "People") == ["Grace", "Linus", "Ada"])
        h.source.tableView(h.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(h.source.snapshot().itemIdentifiers(inSection: "Tools") == ["Grace"])
        #expect(h.source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Ada")
    }

    @Test func aNilCellIsLoggedAndAnEmptyCellShown() {
        let h = Harness()
        let table = h.table
        let bare = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems([1])
        bare.apply(s, animatingDifferences: false)
        h.frame()
        #expect(table.visibleCells.count == 1)
        #expect(h.logLines.contains { $0.contains("the cell provider returned nil for the row at [0, 0]") })
    }
}
