import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Rows of names in one or two sections; what the data source and delegate answer for editing is set per test,
/// and everything the table tells them is recorded.
@MainActor
final class EditModeTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]] = [["Ada", "Grace", "Linus", "Ken", "Dennis"]]
    var events: [String] = []
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var indent: (IndexPath) -> Bool = { _ in true }
    var deleteTitle: String?
    var target: ((IndexPath, IndexPath) -> IndexPath)?

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.section).\(indexPath.row)")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else {
            sections[indexPath.section].insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move \(sourceIndexPath.section).\(sourceIndexPath.row) to \(destinationIndexPath.section).\(destinationIndexPath.row)")
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style(indexPath) }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indent(indexPath) }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.section).\(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBegin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { events.append("didEnd \(indexPath?.row ?? -1)") }
}

/// Rows that implement neither `canEditRowAt` nor `canMoveRowAt` (nor any delegate method).
@MainActor
final class MinimalSource: NSObject, UITableViewDataSource {
    var names = ["One", "Two", "Three"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

/// A 320 x 480 window (a `ControlsHarness`) holding a plain table of `EditModeTable` rows (44 points high).
@MainActor
final class EditModeHarness {
    let base = ControlsHarness(width: 320, height: 480)
    let table: UITableView
    let source = EditModeTable()
    var app: UIApplication { base.app }

    init(style: UITableView.Style = .plain, configure: (EditModeTable) -> Void = { _ in }) {
        table = UITableView(frame: base.window.bounds, style: style)
        configure(source)
        table.dataSource = source
        table.delegate = source
        base.window.rootViewController!.view.addSubview(table)
        frame()
    }

    func frame() { base.frame() }
    func advance(_ seconds: Double) { base.advance(seconds) }
    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) { base.touch(phase, x, y) }
    /// A tap, then 0.4 s for what it started.
    func tap(_ x: CGFloat, _ y: CGFloat) {
        base.tap(x, y)
        advance(0.4)
    }
    func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: section)) }
    /// The editing control (minus or plus) of a cell, and its reorder control.
    func editControl(_ cell: UITableViewCell?) -> UIControl? {
        cell?.subviews.first { $0.accessibilityIdentifier == "editing.delete" || $0.accessibilityIdentifier == "editing.insert" } as? UIControl
    }
    func reorderControl(_ cell: UITableViewCell?) -> UIControl? {
        cell?.subviews.first { $0.accessibilityIdentifier == "editing.reorder" } as? UIControl
    }
    /// The texts of the visible rows, top to bottom by their cells' frames.
    var shownNames: [String] {
        table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }
    /// The names of every element of the accessibility tree, in reading order.
    var accessibilityNames: [String] {
        let tree = UIAccessibilityTree(application: app)
        var names: [String] = []
        func walk(_ id: Int) {
            if let name = tree.node(id)?.name, !name.isEmpty { names.append(name) }
            for kid in tree.children(of: id) { walk(kid) }
        }
        if let window = tree.windowID { walk(window) }
        return names
    }
}
