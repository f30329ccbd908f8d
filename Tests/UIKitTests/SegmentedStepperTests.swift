import Foundation
import Testing
@_spi(Platform) import UIKit

/// UISegmentedControl and UIStepper: touches, keys, pad, event order and out-of-range input.
@Suite(.serialized) @MainActor struct SegmentedStepperTests {
    @Test func segmentsFromStringsAndImagesAndATapSelects() {
        let h = ControlsHarness()
        let image = UIImage(bitmap: .init(width: 16, height: 16))
        let seg = UISegmentedControl(items: ["One", "Two", image, 42])
        #expect(seg.numberOfSegments == 3)           // 42 is neither: skipped and logged
        #expect(h.logLines.contains { $0.contains("neither a String, a UIImage nor a UIAction") })
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(seg.imageForSegment(at: 2) === image)
        seg.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        _ = h.add(seg)
        h.tap(150, 16)                               // 100 points a segment: the middle one
        #expect(seg.selectedSegmentIndex == 1)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
        h.tap(150, 16)                               // the selected one again: no change
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
        seg.selectedSegmentIndex = 0                 // in code: no action
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func outOfRangeIndexesAreLoggedAndIgnored() {
        let h = ControlsHarness()
        let seg = h.add(UISegmentedControl(items: ["A", "B"]))
        seg.selectedSegmentIndex = 1
        seg.selectedSegmentIndex = 5
        #expect(seg.selectedSegmentIndex == 1)
        seg.setTitle("X", forSegmentAt: 9)
        seg.removeSegment(at: -3, animated: false)
        seg.setEnabled(false, forSegmentAt: 2)
        #expect(seg.titleForSegment(at: 7) == nil)
        #expect(h.logLines.filter { $0.contains("out of bounds") && $0.contains("NSRangeException") }.count == 5)
        #expect(seg.numberOfSegments == 2)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        let h = ControlsHarness()
        let seg = h.add(UISegmentedControl(items: ["A", "B", "C"]))
        seg.selectedSegmentIndex = 1
        seg.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(seg.selectedSegmentIndex == 2)
        #expect(seg.titleForSegment(at: 2) == "B")
        seg.insertSegment(withTitle: "End", at: 99, animated: false)   // pinned to the end
        #expect(seg.titleForSegment(at: 4) == "End")
        seg.removeSegment(at: 2, animated: false)
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func disabledSegmentsMomentaryAndWidths() {
        let h = ControlsHarness()
        let seg = UISegmentedControl(items: ["A", "B", "C"])
        seg.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        _ = h.add(seg)
        seg.setEnabled(false, forSegmentAt: 2)
        h.tap(250, 16)
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        seg.isMomentary = true
        h.tap(50, 16)
        h.tap(50, 16)                                // momentary: every tap sends
        #expect(h.events.filter { $0 == "valueChanged" }.count == 2)
        seg.setWidth(60, forSegmentAt: 0)
        #expect(seg.widthForSegment(at: 0) == 60)
        seg.setWidth(-1, forSegmentAt: 0)
        #expect(seg.widthForSegment(at: 0) == 60)
        seg.isMomentary = false
        h.tap(100, 16)                               // 0..<60 is A, 60..<180 is B
        #expect(seg.selectedSegmentIndex == 1)
    }

    @Test func apportionedWidthsFollowTheContent() {
        let seg = UISegmentedControl(items: ["A", "A much longer title"])
        let equal = seg.intrinsicContentSize
        seg.apportionsSegmentWidthsByContent = true
        let apportioned = seg.intrinsicContentSize
        #expect(apportioned.width < equal.width)      // the short segment no longer takes the long one's width
        #expect(equal.height == 32)
    }

    @Test func aFocusedSegmentedControlMovesWithArrowsSkippingDisabledSegments() {
        let h = ControlsHarness()
        let seg = h.add(UISegmentedControl(items: ["A", "B", "C"]))
        seg.setEnabled(false, forSegmentAt: 1)
        seg.selectedSegmentIndex = 0
        h.focus(seg)
        h.key(.keyboardRightArrow)
        #expect(seg.selectedSegmentIndex == 2)
        h.pad(.dpadLeft)
        #expect(seg.selectedSegmentIndex == 0)
        #expect(h.events == ["valueChanged", "valueChanged"])
    }

    @Test func theStepperStepsOnTouchDownAndStopsAtItsEnds() {
        let h = ControlsHarness()
        let stepper = h.add(UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        stepper.autorepeat = false
        h.touch(.began, 70, 16)
        #expect(stepper.value == 1)
        #expect(h.events == ["touchDown", "valueChanged"])
        h.touch(.ended, 70, 16)
        h.tap(70, 16)
        h.tap(70, 16)                                // at the maximum: the + half is inert
        #expect(stepper.value == 2)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 2)
        h.tap(20, 16)
        #expect(stepper.value == 1)
        stepper.wraps = true
        h.tap(70, 16); h.tap(70, 16)
        #expect(stepper.value == 0)                  // 2 wraps round to the minimum
    }

    @Test func holdingRepeatsAndAccelerates() {
        let h = ControlsHarness()
        let stepper = h.add(UIStepper())
        h.touch(.began, 70, 16)
        #expect(stepper.value == 1)
        h.advance(0.45)
        #expect(stepper.value == 1)                  // the first repeat comes after 0.5 s
        h.advance(0.1)
        #expect(stepper.value == 2)
        // Every 0.2 s until five repeats have happened, then every 0.1 s: repeats at 0.5, 0.7, 0.9, 1.1, 1.3,
        // 1.4, 1.5 ... 1.9. At 1.45 s six repeats (value 7); at 1.95 s eleven (value 12).
        h.advance(0.9)
        #expect(stepper.value == 7)
        h.advance(0.5)
        #expect(stepper.value == 12)
        h.touch(.ended, 70, 16)
        h.advance(1)
        #expect(stepper.value == 12)
    }

    @Test func aNonContinuousStepperSendsOnceWhenReleased() {
        let h = ControlsHarness()
        let stepper = h.add(UIStepper())
        stepper.isContinuous = false
        h.touch(.began, 70, 16)
        h.advance(0.8)
        #expect(!h.events.contains("valueChanged"))
        h.touch(.ended, 70, 16)
        #expect(stepper.value == 3)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func badStepperInputIsLoggedAndIgnored() {
        let h = ControlsHarness()
        let stepper = h.add(UIStepper())
        stepper.value = .nan
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.minimumValue = 200
        stepper.maximumValue = .infinity
        #expect(stepper.value == 0 && stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(h.logLines.filter { $0.hasPrefix("UIStepper:") }.count == 5)
        stepper.value = 150
        #expect(stepper.value == 100)
    }

    @Test func aFocusedStepperStepsWithArrowsAndThePad() {
        let h = ControlsHarness()
        let stepper = h.add(UIStepper())
        h.focus(stepper)
        h.key(.keyboardUpArrow)
        h.pad(.dpadRight)
        #expect(stepper.value == 2)
        h.key(.keyboardLeftArrow)
        #expect(stepper.value == 1)
        #expect(h.events == ["valueChanged", "valueChanged", "valueChanged"])
    }
}
