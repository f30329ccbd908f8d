import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Editing mode's state and look: `setEditing` from the controller to the table to its cells, the Edit/Done item,
/// which controls each row gets from the data source's and delegate's answers, the indentation, and which taps
/// select while editing.
@Suite(.serialized) @MainActor struct TableEditingModeTests {
    @Test func editingPropagatesFromTheControllerToTheTableAndItsCells() {
        let h = EditModeHarness()
        let controller = UITableViewController(style: .plain)
        #expect(!controller.isEditing && !h.table.isEditing)
        #expect(h.cell(0)?.isEditing == false)
        h.table.setEditing(true, animated: false)
        #expect(h.table.isEditing)
        #expect((0..<5).allSatisfy { h.cell($0)?.isEditing == true })
        // A cell dequeued while editing comes in editing too.
        h.source.sections[0].append("Barbara")
        h.table.reloadData()
        h.frame()
        #expect(h.cell(5)?.isEditing == true)
        h.table.isEditing = false
        #expect(!h.table.isEditing && h.cell(5)?.isEditing == false)
        // UITableViewController forwards setEditing to its table.
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }

    @Test func theEditButtonItemTogglesBetweenEditAndDone() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        item.sendAction()
        #expect(controller.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        item.sendAction()
        #expect(!controller.isEditing && item.title == "Edit")
        controller.setEditing(true, animated: false)
        #expect(item.title == "Done")
        // Made while editing, the item starts as Done.
        let other = UIViewController()
        other.isEditing = true
        #expect(other.editButtonItem.title == "Done")
    }

    @Test func eachRowGetsTheControlsItsAnswersCallFor() {
        let h = EditModeHarness { s in
            s.canEdit = { $0.row != 4 }
            s.canMove = { $0.row != 1 }
            s.style = { [.delete, .delete, .insert, .none, .delete][$0.row] }
        }
        h.table.setEditing(true, animated: false)
        h.frame()
        #expect(h.editControl(h.cell(0))?.accessibilityLabel == "Delete")
        #expect(h.reorderControl(h.cell(0)) != nil)
        #expect(h.editControl(h.cell(1)) != nil && h.reorderControl(h.cell(1)) == nil)
        #expect(h.editControl(h.cell(2))?.accessibilityLabel == "Insert")
        #expect(h.cell(2)?.editingStyle == .insert)
        #expect(h.editControl(h.cell(3)) == nil && h.reorderControl(h.cell(3)) != nil)
        // A row the data source cannot edit takes no part: no controls, not editing, not indented.
        #expect(h.cell(4)?.isEditing == false)
        #expect(h.editControl(h.cell(4)) == nil && h.reorderControl(h.cell(4)) == nil)
        #expect(h.cell(4)?.contentView.frame.minX == 0)
        #expect(h.cell(0)?.showsReorderControl == true && h.cell(1)?.showsReorderControl == false)
        h.table.setEditing(false, animated: false)
        #expect((0..<5).allSatisfy { h.editControl(h.cell($0)) == nil && h.reorderControl(h.cell($0)) == nil })
    }

    @Test func aDataSourceWithoutCanEditRowAtIsEditableButDoesNotReorderOrSwipe() {
        let h = EditModeHarness()
        let source = MinimalSource()
        h.table.dataSource = source
        h.table.delegate = nil
        h.frame()
        h.table.setEditing(true, animated: false)
        h.frame()
        // UIKit's default: every row is editable (a delete control); canMoveRowAt defaults to false here.
        #expect((0..<3).allSatisfy { h.cell($0)?.isEditing == true && h.cell($0)?.editingStyle == .delete })
        #expect((0..<3).allSatisfy { h.reorderControl(h.cell($0)) == nil })
        #expect(h.editControl(h.cell(0)) != nil)
    }

    @Test func contentIsIndentedForTheEditingControlAndNarrowedForTheReorderControl() {
        let h = EditModeHarness { s in
            s.indent = { $0.row != 1 }
            s.canMove = { $0.row != 2 }
        }
        let accessory = h.cell(2)
        accessory?.accessoryType = .disclosureIndicator
        h.frame()
        h.table.setEditing(true, animated: false)
        h.frame()
        // Indented: the content starts after the 38-point control and ends at the 44-point reorder control.
        #expect(h.cell(0)?.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38 - 44, height: 44))
        #expect(h.editControl(h.cell(0))?.frame == CGRect(x: 0, y: 0, width: 38, height: 44))
        #expect(h.reorderControl(h.cell(0))?.frame == CGRect(x: 320 - 44, y: 0, width: 44, height: 44))
        // The standard label is 16 points into the content view, as outside editing.
        #expect(h.cell(0)?.textLabel?.frame.minX == 16)
        // shouldIndentWhileEditingRowAt false: the content stays at the leading edge.
        #expect(h.cell(1)?.contentView.frame.minX == 0)
        // No reorder control: the accessory goes while editing (no editingAccessoryType), the content widens.
        #expect(h.cell(2)?.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38, height: 44))
        #expect(!(h.cell(2)?.subviews.contains { $0.accessibilityIdentifier?.hasPrefix("accessory.") == true } ?? true))
        h.cell(2)?.editingAccessoryType = .checkmark
        h.frame()
        #expect(h.cell(2)?.subviews.contains { $0.accessibilityIdentifier == "accessory.checkmark" } == true)
        h.table.setEditing(false, animated: false)
        h.frame()
        #expect(h.cell(0)?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(h.cell(2)?.subviews.contains { $0.accessibilityIdentifier == "accessory.disclosureIndicator" } == true)
    }

    @Test func indentationLevelIndentsTheStandardLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Nested"
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(cell.indentationWidth == 10 && cell.indentationLevel == 0 && cell.shouldIndentWhileEditing)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == CGFloat(16 + 2 * 10))
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == CGFloat(16 + 2 * 15))
    }

    @Test func theControlsSlideInOverTheAnimation() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: true)
        h.advance(0.1)
        // Part of the way: the control is on its way in from beyond the leading edge.
        let x = h.editControl(h.cell(0))?.layer.presentation()?.frame.minX ?? 0
        #expect(x < 0 && x > -38)
        h.advance(0.4)
        #expect(h.editControl(h.cell(0))?.layer.presentation()?.frame.minX == 0)
        #expect(h.cell(0)?.contentView.frame.minX == 38)
        h.table.setEditing(false, animated: true)
        h.advance(0.1)
        #expect(h.editControl(h.cell(0)) != nil, "the control slides out before it goes")
        h.advance(0.5)
        #expect(h.editControl(h.cell(0)) == nil && h.reorderControl(h.cell(0)) == nil)
        #expect(h.cell(0)?.contentView.frame.minX == 0)
    }

    @Test func selectionDuringEditingFollowsItsOwnSwitches() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        // allowsSelectionDuringEditing is false by default: a tap on a row's content selects nothing.
        #expect(!h.table.allowsSelectionDuringEditing && !h.table.allowsMultipleSelectionDuringEditing)
        h.tap(150, 66)
        #expect(h.table.indexPathForSelectedRow == nil && !h.source.events.contains { $0.hasPrefix("select") })
        h.table.allowsSelectionDuringEditing = true
        h.tap(150, 66)
        h.tap(150, 110)
        #expect(h.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(h.source.events == ["select 0.1", "select 0.2"])
        // Multiple selection while editing: taps add and remove rows, and rows show no delete controls.
        h.table.allowsMultipleSelectionDuringEditing = true
        h.frame()
        #expect(h.editControl(h.cell(0)) == nil)
        let circle = { (row: Int) in h.cell(row)?.subviews.first { $0.accessibilityIdentifier == "editing.selection" } }
        #expect(circle(0) != nil && circle(0)?.isUserInteractionEnabled == false)
        #expect(h.cell(0)?.contentView.frame.minX == 38)
        h.tap(150, 22)
        #expect(h.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0)])
        h.tap(20, 110)   // on the circle: the tap goes through to the row
        #expect(h.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        h.table.allowsMultipleSelectionDuringEditing = false
        h.frame()
        #expect(circle(0) == nil && h.editControl(h.cell(0)) != nil)
        // allowsSelection governs outside editing only.
        h.table.setEditing(false, animated: false)
        h.table.allowsSelection = false
        h.tap(150, 154)
        #expect(!h.source.events.contains("select 0.3"))
    }
}
