import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A table whose first row holds a text view, the rest plain cells that are reused.
@MainActor
private final class EditingTable: NSObject, UITableViewDataSource {
    let textView = UITextView()
    lazy var editingCell: UITableViewCell = {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "editing")
        textView.frame = CGRect(x: 10, y: 5, width: 200, height: 30)
        cell.contentView.addSubview(textView)
        return cell
    }()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 { return editingCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain") ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// UIKit keeps the cell that holds the first responder while it is off screen: scrolling it away or shrinking
/// the table (a window resized to 1x1) must not end editing.
@Suite @MainActor struct TableViewFirstResponderTests {
    private func setUp() -> (UIApplication, UIWindow, UITableView, EditingTable) {
        let app = UIApplication.makeShared(clock: VirtualClock(start: 10), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = EditingTable()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (app, window, table, source)
    }

    @Test func theFirstResponderCellSurvivesScrollingOffScreenAndComesBack() {
        let (_, window, table, source) = setUp()
        #expect(source.textView.becomeFirstResponder())
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(source.textView.isFirstResponder)
        #expect(source.textView.window === window)
        #expect(window.currentFirstResponder === source.textView)
        // It is kept, but not reported as visible.
        #expect(!(table.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 0, section: 0)))
        #expect(!table.visibleCells.contains { $0 === source.editingCell })
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.visibleCells.first === source.editingCell)
        #expect(source.editingCell.frame.minY == 0)
        #expect(source.textView.isFirstResponder)
    }

    @Test func aTableShrunkToOnePointKeepsTheFirstResponder() {
        let (_, window, table, source) = setUp()
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(source.textView.becomeFirstResponder())
        table.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 100)  // one point tall, row 0 is soon out of sight
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 2, section: 0)])
        #expect(source.textView.isFirstResponder && source.textView.window === window)
        table.frame = window.bounds
        table.layoutIfNeeded()
        #expect(source.textView.isFirstResponder)
    }

    @Test func withoutTheFirstResponderAnOffScreenCellIsRecycledAsBefore() {
        let (_, _, table, source) = setUp()
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(source.editingCell.superview == nil)
        #expect(!source.textView.isFirstResponder)
    }
}
