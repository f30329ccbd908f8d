import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A picker's source: `rows` rows in each of `components` components, titled "c.r"; it records selections.
@MainActor
private final class NumberSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let components: Int
    var rows: Int
    var selections: [String] = []
    init(components: Int, rows: Int) { self.components = components; self.rows = rows }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component).\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component).\(row)")
    }
}

/// UIPickerView: its data-source queries, selection in code, and a user's drag and tap that land on one row.
@Suite(.serialized) @MainActor struct PickerViewTests {
    private func makePicker(_ h: ControlsHarness, components: Int = 2, rows: Int = 20) -> (UIPickerView, NumberSource) {
        let source = NumberSource(components: components, rows: rows)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        h.window.rootViewController!.view.addSubview(picker)
        h.frame()
        return (picker, source)
    }

    @Test func itAsksItsDataSourceAndSizesRowsAsUIKitDoes() {
        let h = ControlsHarness()
        let (picker, source) = makePicker(h)
        defer { withExtendedLifetime(source) {} }
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 20)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        // Two components share 320 points with 5 between them; rows are 32 high by default.
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 157.5, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        let row0 = picker.view(forRow: 0, forComponent: 0) as? UILabel
        #expect(row0?.text == "0.0")
    }

    @Test func selectingInCodeTurnsTheWheelWithoutTellingTheDelegateAndClampsBadRows() {
        let h = ControlsHarness()
        let (picker, source) = makePicker(h)
        picker.selectRow(5, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 5)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(99, inComponent: 0, animated: true)
        h.advance(1)
        #expect(picker.selectedRow(inComponent: 0) == 19)
        #expect(h.logLines.contains { $0.contains("row 99 out of 0..<20") })
        picker.selectRow(1, inComponent: 9, animated: false)
        #expect(h.logLines.contains { $0.contains("does not exist") })
        #expect(source.selections.isEmpty)
        // A reload that shrinks the rows keeps the selection inside them.
        source.rows = 4
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 0) == 4)
    }

    @Test func aDragComesToRestOnOneRowAndTheDelegateHearsItOnce() {
        let h = ControlsHarness()
        let (picker, source) = makePicker(h)
        // Drag the left wheel up by three rows, slowly, hold still, then lift.
        h.touch(.began, 80, 150)
        for i in 1...12 {
            h.touch(.moved, 80, 150 - CGFloat(i) * 8)
            h.advance(0.05)
        }
        h.advance(0.3)
        h.touch(.ended, 80, 54)
        h.advance(2)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row >= 2 && row <= 3)
        #expect(source.selections == ["0.\(row)"])
        // Each row that passed through the band ticked once.
        #expect(h.app.recentFeedback.filter { $0.kind == "selection" }.count == row)
        // The wheel sits exactly on that row: its view is centred in the picker.
        let view = picker.view(forRow: row, forComponent: 0)
        let centre = view.map { $0.superview!.convert($0.center, to: picker).y }
        #expect(centre.map { abs($0 - 108) < 0.5 } == true)
    }

    @Test func tappingTheRowBelowTheBandSelectsIt() {
        let h = ControlsHarness()
        let (picker, source) = makePicker(h)
        h.tap(240, 108 + 32)                       // the right wheel's row 1, just below the band
        h.advance(1)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(source.selections == ["1.1"])
        h.tap(240, 108)                            // the band itself: nothing changes
        h.advance(1)
        #expect(source.selections == ["1.1"])
    }
}
