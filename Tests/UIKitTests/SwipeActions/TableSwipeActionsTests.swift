import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Rows of names that can be deleted through `commit` (when `editable`), with a delegate that may give its own
/// swipe actions; everything the table tells them is recorded.
@MainActor
private final class SwipeTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names = ["Ada", "Grace", "Linus", "Ken", "Dennis"]
    var editable = true
    var events: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBegin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { events.append("didEnd \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
}

/// Swipe actions on table rows: the default Delete through `commit`, the delegate's leading and trailing
/// actions, opening, closing, full swipes and what a touch elsewhere does.
@Suite(.serialized) @MainActor struct TableSwipeActionsTests {
    @MainActor private final class Harness {
        let clock = VirtualClock(start: 10)
        let app: UIApplication
        let window: UIWindow
        let table: UITableView
        let source = SwipeTable()
        let surface = Bitmap(width: 320, height: 480)
        var logLines: [String] = []
        init() {
            app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
            app.showsOnScreenKeyboard = false
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
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
        func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) {
            app.handle(.touch(finger: 1, phase: phase, location: CGPoint(x: x, y: y)))
            app.dispatchPendingInput()
            frame()
        }
        /// A drag along row `row`'s middle from `x0` to `x1` in `steps` moves a frame apart, then (after `hold`
        /// seconds still) a release.
        func drag(row: Int, from x0: CGFloat, to x1: CGFloat, steps: Int = 8, hold: Double = 0.2) {
            let y = CGFloat(row) * 44 + 22
            touch(.began, x0, y)
            for i in 1...steps { advance(1.0 / 60); touch(.moved, x0 + (x1 - x0) * CGFloat(i) / CGFloat(steps), y) }
            advance(hold)
            touch(.moved, x1, y)
            touch(.ended, x1, y)
            advance(0.5)
        }
        func tap(_ x: CGFloat, _ y: CGFloat) {
            touch(.began, x, y)
            advance(0.05)
            touch(.ended, x, y)
            advance(0.4)
        }
        func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
        /// The action buttons shown, left to right, with their frames in the table.
        var buttons: [(title: String, frame: CGRect)] {
            table.subviews.flatMap { v in v.subviews.compactMap { b -> (String, CGRect)? in
                guard let c = b as? UIControl, let title = c.accessibilityLabel, !v.isHidden else { return nil }
                return (title, v.convert(c.frame, to: table))
            } }.sorted { $0.1.minX < $1.1.minX }
        }
    }

    @Test func aSwipeLeftOpensTheDefaultDeleteAndATapOnItCommits() {
        let h = Harness()
        h.drag(row: 1, from: 300, to: 200)
        // Open: the cell slid left by the Delete button's width (its title plus 15 each side, at least 74).
        let shift = -(h.cell(1)?.frame.minX ?? 0)
        #expect(shift >= 74)
        #expect(h.buttons.map(\.title) == ["Delete"])
        #expect(h.buttons.first?.frame == CGRect(x: 320 - shift, y: 44, width: shift, height: 44))
        #expect(h.source.events == ["willBegin 1"])
        h.tap(320 - shift / 2, 66)
        #expect(h.source.events == ["willBegin 1", "commit delete 1", "didEnd 1"])
        #expect(h.source.names == ["Ada", "Linus", "Ken", "Dennis"])
        #expect(h.cell(1)?.textLabel?.text == "Linus")
        #expect(h.cell(1)?.frame.minX == 0)
        #expect(h.buttons.isEmpty)
    }

    @Test func aShortSwipeSpringsBackAndATouchElsewhereClosesWithoutSelecting() {
        let h = Harness()
        h.drag(row: 2, from: 300, to: 280)
        #expect(h.cell(2)?.frame.minX == 0)
        #expect(h.buttons.isEmpty)
        h.drag(row: 2, from: 300, to: 180)
        #expect((h.cell(2)?.frame.minX ?? 0) < 0)
        // A tap on another row only closes the open one.
        h.tap(100, 22)
        #expect(h.cell(2)?.frame.minX == 0)
        #expect(!h.source.events.contains { $0.hasPrefix("select") })
        #expect(h.source.events.last == "didEnd 2")
        h.tap(100, 22)
        #expect(h.source.events.last == "select 0")
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let h = Harness()
        // Past 60 % of the 320-point row.
        h.drag(row: 0, from: 300, to: 60)
        h.advance(0.5)
        #expect(h.source.events.contains("commit delete 0"))
        #expect(h.source.names.first == "Grace")
        #expect(h.cell(0)?.frame.minX == 0)
    }

    @Test func rowsTheDataSourceCannotEditDoNotSwipe() {
        let h = Harness()
        h.source.editable = false
        h.drag(row: 1, from: 300, to: 150)
        #expect(h.cell(1)?.frame.minX == 0)
        #expect(h.buttons.isEmpty)
        #expect(!h.source.events.contains { $0.hasPrefix("willBegin") || $0.hasPrefix("commit") })
    }

    @Test func theDelegatesActionsShowOutermostFirstAndRunTheirHandlers() {
        let h = Harness()
        var ran: [String] = []
        h.source.trailing = { ip in
            let delete = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in ran.append("remove \(ip.row)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, view, done in ran.append("flag \(ip.row) \(view is UIControl)"); done(false) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        h.source.leading = { ip in
            let configuration = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in ran.append("pin \(ip.row)"); done(true) }])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        h.drag(row: 3, from: 300, to: 170)
        #expect(h.buttons.map(\.title) == ["Flag", "Remove"])
        let open = -(h.cell(3)?.frame.minX ?? 0)
        #expect(open == (h.buttons.last?.frame.maxX ?? 0) - (h.buttons.first?.frame.minX ?? 0))
        #expect(h.buttons.last?.frame.maxX == 320)
        // Flag's handler gets its button and declines: the row closes, nothing is deleted.
        let flag = h.buttons[0].frame
        h.tap(flag.midX, flag.midY)
        #expect(ran == ["flag 3 true"])
        #expect(h.cell(3)?.frame.minX == 0)
        #expect(h.source.names.count == 5)
        // Leading actions: a swipe right; without full swipes even a long one only opens the row.
        h.drag(row: 0, from: 20, to: 300)
        #expect(h.buttons.map(\.title) == ["Pin"])
        #expect((h.cell(0)?.frame.minX ?? 0) > 0)
        #expect(ran == ["flag 3 true"])
        let pin = h.buttons[0].frame
        #expect(pin.minX == 0)
        h.tap(pin.midX, pin.midY)
        #expect(ran == ["flag 3 true", "pin 0"])
    }

    @Test func anEmptyConfigurationTurnsSwipingOffAndAVerticalDragStillScrolls() {
        let h = Harness()
        h.source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        h.drag(row: 1, from: 300, to: 150)
        #expect(h.cell(1)?.frame.minX == 0)
        h.source.names = (0..<40).map { "Row \($0)" }
        h.table.reloadData()
        h.frame()
        h.touch(.began, 160, 300)
        for i in 1...6 { h.advance(1.0 / 60); h.touch(.moved, 160, 300 - CGFloat(i) * 30) }
        #expect(h.table.contentOffset.y > 50)
        #expect(h.buttons.isEmpty)
        h.touch(.ended, 160, 120)
        h.advance(1)
    }

    @Test func swipeActionsAreTheRowsAccessibilityCustomActions() throws {
        let h = Harness()
        var ran: [String] = []
        h.source.leading = { ip in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, view, done in
            ran.append("pin \(ip.row) \(view is UITableViewCell)"); done(true) }]) }
        let cell = try #require(h.cell(2))
        // Leading, then the default Delete on the trailing edge.
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Pin", "Delete"])
        _ = cell.accessibilityCustomActions?.first?.actionHandler?(cell.accessibilityCustomActions!.first!)
        #expect(ran == ["pin 2 true"])
        let delete = try #require(cell.accessibilityCustomActions?.last)
        #expect(delete.actionHandler?(delete) == true)
        #expect(h.source.events.contains("commit delete 2"))
        // The app's own actions win.
        let own = try #require(h.cell(0))
        own.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Mine") { _ in true }]
        #expect(own.accessibilityCustomActions?.map(\.name) == ["Mine"])
        h.source.editable = false
        h.source.leading = nil
        #expect(h.cell(1)?.accessibilityCustomActions == nil)
    }
}
