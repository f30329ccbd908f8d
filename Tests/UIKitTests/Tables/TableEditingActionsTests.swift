import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// What the editing controls do, driven by touches: the minus opens the Delete confirmation and Delete commits,
/// the plus commits an insertion, the reorder control drags a row live (the others make room), the delegate can
/// redirect the drop, and the accessibility tree shows the controls only while editing.
@Suite(.serialized) @MainActor struct TableEditingActionsTests {
    /// A drag of the reorder control of the row at `y` (its middle) to `toY`, then a release.
    private func dragReorder(_ h: EditModeHarness, fromY y: CGFloat, toY: CGFloat, steps: Int = 8, release: Bool = true) {
        h.touch(.began, 298, y)
        h.advance(0.2)
        for i in 1...steps {
            h.touch(.moved, 298, y + (toY - y) * CGFloat(i) / CGFloat(steps))
            h.advance(1.0 / 60)
        }
        h.advance(0.3)
        guard release else { return }
        h.touch(.ended, 298, toY)
        h.advance(0.4)
    }

    @Test func theMinusOpensTheDeleteConfirmationAndDeleteCommits() {
        let h = EditModeHarness { $0.deleteTitle = "Remove" }
        h.table.setEditing(true, animated: false)
        h.frame()
        h.tap(20, 66)
        // The row slides over to show its confirmation button at the trailing edge, titled by the delegate.
        let shift = -(h.cell(1)?.frame.minX ?? 0)
        #expect(shift >= 74)
        let confirm = h.table.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Remove" }
        #expect(confirm != nil)
        #expect(h.source.events.isEmpty, "the delegate hears of swipes only, not of the confirmation")
        h.tap(320 - shift / 2, 66)
        #expect(h.source.events == ["commit delete 0.1"])
        #expect(h.source.sections[0] == ["Ada", "Linus", "Ken", "Dennis"])
        #expect(h.shownNames == ["Ada", "Linus", "Ken", "Dennis"])
        #expect(h.cell(1)?.frame.minX == 0)
        #expect(h.cell(1)?.isEditing == true, "the table stays in editing mode")
    }

    @Test func aTapElsewhereClosesTheConfirmationWithoutDeleting() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        h.tap(20, 110)
        #expect((h.cell(2)?.frame.minX ?? 0) < 0)
        h.tap(150, 300)
        #expect(h.cell(2)?.frame.minX == 0)
        #expect(h.source.events.isEmpty)
        #expect(h.source.sections[0].count == 5)
        // Rows do not swipe open in editing mode.
        h.touch(.began, 300, 154)
        for i in 1...8 { h.advance(1.0 / 60); h.touch(.moved, 300 - CGFloat(i) * 15, 154) }
        h.touch(.ended, 180, 154)
        h.advance(0.5)
        #expect(h.cell(3)?.frame.minX == 0)
    }

    @Test func thePlusCommitsAnInsertion() {
        let h = EditModeHarness { s in s.style = { $0.row == 2 ? .insert : .delete } }
        h.table.setEditing(true, animated: false)
        h.frame()
        h.tap(20, 110)
        #expect(h.source.events == ["commit insert 0.2"])
        #expect(h.shownNames == ["Ada", "Grace", "New", "Linus", "Ken", "Dennis"])
        #expect(h.cell(2)?.isEditing == true)
    }

    @Test func draggingTheReorderControlMovesTheRowLiveAndDropsIt() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        dragReorder(h, fromY: 22, toY: 110, release: false)
        // Mid-drag: Ada's cell follows the finger (grabbed at its middle); Grace and Linus moved up a row.
        #expect(h.cell(0)?.frame.minY == 88)
        #expect(h.cell(1)?.frame.minY == 0)
        #expect(h.cell(2)?.frame.minY == 44)
        #expect(h.cell(3)?.frame.minY == 132)
        #expect(h.source.events.isEmpty, "the data source hears of the move on release")
        h.touch(.ended, 298, 110)
        h.advance(0.4)
        #expect(h.source.events == ["move 0.0 to 0.2"])
        #expect(h.source.sections[0] == ["Grace", "Linus", "Ada", "Ken", "Dennis"])
        #expect(h.cell(2)?.textLabel?.text == "Ada")
        #expect((0..<5).map { h.cell($0)?.frame.minY ?? -1 } == [0, 44, 88, 132, 176])
        #expect(h.shownNames == ["Grace", "Linus", "Ada", "Ken", "Dennis"])
        #expect(h.table.contentOffset.y == 0, "the drag did not scroll the table")
    }

    @Test func theDelegateRedirectsTheDrop() {
        let h = EditModeHarness { s in
            s.target = { _, proposed in proposed.row > 2 ? IndexPath(row: 2, section: 0) : proposed }
        }
        h.table.setEditing(true, animated: false)
        h.frame()
        dragReorder(h, fromY: 22, toY: 198)
        #expect(h.source.events == ["move 0.0 to 0.2"])
        #expect(h.shownNames == ["Grace", "Linus", "Ada", "Ken", "Dennis"])
    }

    @Test func aRowMovesToAnotherSection() {
        let h = EditModeHarness { $0.sections = [["A", "B"], ["C", "D"]] }
        h.table.setEditing(true, animated: false)
        h.frame()
        // Over the upper half of C (the first row of section 1): the row goes before it.
        dragReorder(h, fromY: 22, toY: 100)
        #expect(h.source.events == ["move 0.0 to 1.0"])
        #expect(h.source.sections == [["B"], ["A", "C", "D"]])
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "A")
        #expect(h.shownNames == ["B", "A", "C", "D"])
    }

    @Test func aRowDroppedWhereItWasIsNotMoved() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        dragReorder(h, fromY: 66, toY: 72)
        #expect(h.source.events.isEmpty)
        #expect(h.shownNames == ["Ada", "Grace", "Linus", "Ken", "Dennis"])
        #expect(h.cell(1)?.frame.minY == 44)
    }

    @Test func aReloadDuringADragDropsTheDragWithoutMoving() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        dragReorder(h, fromY: 22, toY: 110, release: false)
        h.table.reloadData()
        h.frame()
        h.touch(.ended, 298, 110)
        h.advance(0.4)
        #expect(h.source.events.isEmpty)
        #expect((0..<5).map { h.cell($0)?.frame.minY ?? -1 } == [0, 44, 88, 132, 176])
        #expect(h.shownNames == ["Ada", "Grace", "Linus", "Ken", "Dennis"])
        // The next drag works.
        dragReorder(h, fromY: 22, toY: 66)
        #expect(h.source.events == ["move 0.0 to 0.1"])
    }

    @Test func leavingEditingModeDuringADragPutsTheRowBack() {
        let h = EditModeHarness()
        h.table.setEditing(true, animated: false)
        h.frame()
        dragReorder(h, fromY: 22, toY: 154, release: false)
        h.table.setEditing(false, animated: true)
        h.advance(0.5)
        h.touch(.ended, 298, 154)
        h.advance(0.4)
        #expect(h.source.events.isEmpty)
        #expect(h.shownNames == ["Ada", "Grace", "Linus", "Ken", "Dennis"])
        #expect((0..<5).map { h.cell($0)?.frame.minY ?? -1 } == [0, 44, 88, 132, 176])
    }

    @Test func theAccessibilityTreeShowsTheControlsOnlyWhileEditing() {
        let h = EditModeHarness()
        #expect(h.accessibilityNames.filter { $0 == "Delete" || $0 == "Reorder" }.isEmpty)
        #expect(h.accessibilityNames.contains("Ada"))
        h.table.setEditing(true, animated: true)
        h.advance(0.5)
        let names = h.accessibilityNames
        #expect(names.filter { $0 == "Delete" }.count == 5)
        #expect(names.filter { $0 == "Reorder" }.count == 5)
        // Reading order: each row's minus, its text, then its reorder control.
        let ada = names.firstIndex(of: "Ada") ?? -1
        #expect(ada > 0 && names[ada - 1] == "Delete" && names[ada + 1] == "Reorder")
        h.table.setEditing(false, animated: true)
        h.advance(0.5)
        #expect(h.accessibilityNames.filter { $0 == "Delete" || $0 == "Reorder" }.isEmpty)
        #expect(h.accessibilityNames.contains("Ada"))
    }
}
