import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Sections of named rows (44 points high unless `heights` says otherwise); counts every cell it is asked for.
@MainActor
private final class NamesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var asked: [IndexPath] = []
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? 44 }
}

/// Batch updates on a table: rows slide to their new places over 0.3 s while inserted, deleted and reloaded rows
/// come and go with their row animation; selection follows its rows; a batch that does not match the data
/// source's counts is logged with UIKit's "Invalid update" message and reloaded.
@Suite(.serialized) @MainActor struct TableBatchUpdateTests {
    @MainActor private final class Harness {
        let clock = VirtualClock(start: 10)
        let app: UIApplication
        let window: UIWindow
        let table: UITableView
        let source: NamesSource
        let surface = Bitmap(width: 320, height: 480)
        var logLines: [String] = []
        init(_ sections: [[String]] = [["Ada", "Grace", "Linus", "Ken", "Dennis"]], titles: [String?] = []) {
            app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
            app.showsOnScreenKeyboard = false
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            source = NamesSource(sections)
            source.titles = titles
            table = UITableView(frame: window.bounds, style: .plain)
            table.dataSource = source
            table.delegate = source
            window.rootViewController!.view.addSubview(table)
            app.logHandler = { [weak self] in self?.logLines.append($0) }
            frame()
        }
        func frame() { _ = app.renderFrame(into: surface) }
        func advance(_ seconds: Double) {
            let n = max(Int((seconds * 60).rounded()), 1)
            for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
        }
        func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: section)) }
        /// The y of `view` on screen now (its presentation, in window points).
        func y(_ view: UIView) -> CGFloat { view.frameOnScreen?.minY ?? .nan }
        func x(_ view: UIView) -> CGFloat { view.frameOnScreen?.minX ?? .nan }
        func opacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? view.layer.opacity }
    }

    private func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func anInsertSlidesTheRowsBelowDownAndFadesTheNewRowIn() {
        let h = Harness()
        let ada = h.cell(0)!, grace = h.cell(1)!
        var completed = false
        h.source.sections[0].insert("Barbara", at: 0)
        h.table.performBatchUpdates({ h.table.insertRows(at: [ip(0)], with: .fade) }, completion: { completed = $0 })
        // The model is already the new one: Ada is row 1 at y 44; on screen she starts where she was.
        #expect(h.cell(1) === ada)
        #expect(ada.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        let barbara = h.cell(0)!
        #expect(barbara.textLabel?.text == "Barbara")
        h.advance(1.0 / 60)
        #expect(h.y(ada) < 5)
        #expect(h.opacity(barbara) < 0.2)
        h.advance(0.15)
        #expect(h.y(ada) > 5 && h.y(ada) < 40)
        #expect(h.y(grace) > 49 && h.y(grace) < 84)
        #expect(!completed)
        h.advance(0.25)
        #expect(h.y(ada) == 44)
        #expect(h.y(grace) == 88)
        #expect(h.opacity(barbara) == 1)
        #expect(completed)
        #expect(h.table.numberOfRows(inSection: 0) == 6)
    }

    @Test func aDeleteToTheLeftSlidesTheRowOutThenRecyclesItsCell() {
        let h = Harness()
        let grace = h.cell(1)!, linus = h.cell(2)!
        h.source.sections[0].remove(at: 1)
        h.table.deleteRows(at: [ip(1)], with: .left)
        #expect(h.cell(1) === linus)
        h.advance(0.15)
        // Halfway: Grace is on her way left, Linus on his way up from 88 to 44.
        #expect(h.x(grace) < -20 && h.x(grace) > -300)
        #expect(h.y(linus) > 44 && h.y(linus) < 88)
        #expect(grace.superview === h.table)
        h.advance(0.25)
        #expect(h.y(linus) == 44)
        #expect(grace.superview == nil)
        // Her cell went to the reuse queue, restored to opaque.
        #expect(h.table.dequeueReusableCell(withIdentifier: "row") === grace)
        #expect(grace.alpha == 1)
    }

    @Test func aDeleteToTheTopSlidesUnderTheRowAbove() {
        let h = Harness()
        let grace = h.cell(1)!
        h.source.sections[0].remove(at: 1)
        h.table.deleteRows(at: [ip(1)], with: .top)
        // The gap closes under Ada (bottom 44): Grace ends one row higher, at 0, behind Ada.
        #expect(h.table.subviews.first === grace)
        h.advance(0.15)
        #expect(h.y(grace) > 0 && h.y(grace) < 44)
        #expect(h.opacity(grace) == 1)
        h.advance(0.25)
        #expect(grace.superview == nil)
    }

    @Test func aFadeDeleteFadesInPlaceWhileTheRowsBelowCloseTheGap() {
        let h = Harness()
        let grace = h.cell(1)!, ken = h.cell(3)!
        h.source.sections[0].remove(at: 1)
        h.table.deleteRows(at: [ip(1)], with: .automatic)
        h.advance(0.15)
        #expect(h.y(grace) == 44)
        #expect(h.opacity(grace) > 0.1 && h.opacity(grace) < 0.9)
        #expect(h.y(ken) > 88 && h.y(ken) < 132)
        h.advance(0.25)
        #expect(h.y(ken) == 88)
        #expect(grace.superview == nil)
    }

    @Test func deletesAndInsertsInOneBatchUseOldAndNewIndexPaths() {
        let h = Harness()
        let ada = h.cell(0)!, linus = h.cell(2)!
        // Delete Grace (old 1) and Ken (old 3), insert Barbara at new 0: Ada 0 -> 1, Linus 2 -> 2, Dennis 4 -> 3.
        h.source.sections[0] = ["Barbara", "Ada", "Linus", "Dennis"]
        h.table.beginUpdates()
        h.table.insertRows(at: [ip(0)], with: .fade)
        h.table.deleteRows(at: [ip(1), ip(3)], with: .fade)
        h.table.endUpdates()
        #expect(h.cell(1) === ada)
        #expect(h.cell(2) === linus)
        #expect(h.cell(3)?.textLabel?.text == "Dennis")
        #expect(h.cell(0)?.textLabel?.text == "Barbara")
        h.advance(0.4)
        #expect(h.table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Barbara", "Ada", "Linus", "Dennis"])
        #expect(h.table.subviews.compactMap { $0 as? UITableViewCell }.count == 4)
    }

    @Test func nestedBatchesApplyAtTheOutermostEnd() {
        let h = Harness()
        h.source.sections[0].append("Bjarne")
        h.table.beginUpdates()
        h.table.beginUpdates()
        h.table.insertRows(at: [ip(5)], with: .bottom)
        h.table.endUpdates()
        #expect(h.table.numberOfRows(inSection: 0) == 5)
        h.table.endUpdates()
        #expect(h.table.numberOfRows(inSection: 0) == 6)
        h.table.endUpdates()
        #expect(h.logLines.contains { $0.contains("endUpdates() without a matching beginUpdates()") })
    }

    @Test func aMovedRowSlidesToItsNewPlace() {
        let h = Harness()
        let ada = h.cell(0)!, grace = h.cell(1)!
        h.source.sections[0] = ["Grace", "Linus", "Ada", "Ken", "Dennis"]
        h.table.moveRow(at: ip(0), to: ip(2))
        #expect(h.cell(2) === ada)
        #expect(h.cell(0) === grace)
        h.advance(0.15)
        #expect(h.y(ada) > 0 && h.y(ada) < 88)
        h.advance(0.25)
        #expect(h.y(ada) == 88)
        #expect(h.y(grace) == 0)
    }

    @Test func anEmptyBatchAnimatesChangedRowHeights() {
        let h = Harness()
        let grace = h.cell(1)!
        h.source.heights[ip(0)] = 100
        h.table.beginUpdates()
        h.table.endUpdates()
        #expect(h.table.rectForRow(at: ip(1)) == CGRect(x: 0, y: 100, width: 320, height: 44))
        h.advance(0.15)
        #expect(h.y(grace) > 44 && h.y(grace) < 100)
        h.advance(0.25)
        #expect(h.y(grace) == 100)
        #expect(h.table.contentSize.height == CGFloat(100 + 4 * 44))
    }

    @Test func aReloadedRowGetsANewCellAndTheOldOneFadesOut() {
        let h = Harness()
        let grace = h.cell(1)!
        h.source.asked = []
        h.source.sections[0][1] = "Grace Hopper"
        h.table.reloadRows(at: [ip(1)], with: .fade)
        #expect(h.source.asked == [ip(1)])
        let fresh = h.cell(1)!
        #expect(fresh !== grace)
        #expect(fresh.textLabel?.text == "Grace Hopper")
        h.advance(0.15)
        #expect(h.opacity(grace) < 0.9)
        #expect(h.opacity(fresh) > 0.1)
        h.advance(0.25)
        #expect(grace.superview == nil)
        #expect(h.opacity(fresh) == 1)
    }

    @Test func selectionFollowsItsRowAndGoesWithADeletedOne() {
        let h = Harness()
        h.table.selectRow(at: ip(2), animated: false, scrollPosition: .none)
        h.source.sections[0].insert("Barbara", at: 0)
        h.table.insertRows(at: [ip(0)], with: .none)
        #expect(h.table.indexPathForSelectedRow == ip(3))
        #expect(h.cell(3)?.isSelected == true)
        h.source.sections[0].remove(at: 3)
        h.table.deleteRows(at: [ip(3)], with: .none)
        #expect(h.table.indexPathForSelectedRow == nil)
    }

    @Test func countsThatDoNotAddUpAreLoggedWithUIKitsMessageAndReloaded() {
        let h = Harness()
        h.table.insertRows(at: [ip(0)], with: .fade)  // the model was not changed
        #expect(h.logLines.contains { $0.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)") })
        #expect(h.logLines.contains { $0.contains("The table view reloads its data instead.") })
        h.source.sections[0].append("Bjarne")
        h.table.deleteRows(at: [ip(9)], with: .fade)
        #expect(h.logLines.contains { $0.contains("attempt to delete row 9 from section 0 which only contains 5 rows before the update") })
        #expect(h.table.numberOfRows(inSection: 0) == 6)
    }

    @Test func withoutAnimationsTheUpdateIsImmediateAndCompletesAtOnce() {
        let h = Harness()
        let grace = h.cell(1)!
        var completed = false
        h.source.sections[0].remove(at: 0)
        UIView.performWithoutAnimation {
            h.table.performBatchUpdates({ h.table.deleteRows(at: [ip(0)], with: .fade) }, completion: { completed = $0 })
        }
        #expect(completed)
        h.frame()
        #expect(h.y(grace) == 0)
    }

    @Test func deletingASectionSlidesTheNextOneUpWithItsHeader() {
        let h = Harness([["Ada", "Grace"], ["Linus", "Ken"]], titles: ["Math", "Unix"])
        // Plain headers with titles are 28 high: Math 0-28, rows 28-116, Unix 116-144, Linus at 144.
        let linus = h.cell(0, 1)!
        #expect(h.table.rectForRow(at: ip(0, 1)).minY == 144)
        h.source.sections.remove(at: 0)
        h.source.titles.remove(at: 0)
        h.table.deleteSections([0], with: .fade)
        #expect(h.cell(0) === linus)
        h.advance(0.15)
        #expect(h.y(linus) > 28 && h.y(linus) < 144)
        h.advance(0.25)
        #expect(h.y(linus) == 28)
        #expect(h.table.subviews.compactMap { $0 as? UITableViewCell }.count == 2)
        let titles = h.table.subviews.filter { $0.accessibilityIdentifier?.hasPrefix("header.") == true }
        #expect(titles.count == 1)
        #expect(titles.first?.frame.minY == 0)
    }

    @Test func rowsPushedOutOfSightSlideAwayAndAreRecycled() {
        let names = (0..<20).map { "Row \($0)" }
        let h = Harness([names])
        // 480 / 44: rows 0-10 shown. Inserting 3 rows at the top pushes rows 8-10 below the bottom edge.
        let row10 = h.cell(10)!
        h.source.sections[0].insert(contentsOf: ["A", "B", "C"], at: 0)
        h.table.insertRows(at: [ip(0), ip(1), ip(2)], with: .top)
        #expect(h.cell(13) == nil)
        #expect(row10.superview === h.table)
        h.advance(0.4)
        #expect(row10.superview == nil)
        #expect(h.table.subviews.compactMap { $0 as? UITableViewCell }.count == 11)
    }
}
