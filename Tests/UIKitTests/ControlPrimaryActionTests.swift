import Foundation
import Testing
@_spi(Platform) import UIKit

/// The iOS 14 `UIAction` initializers of controls: a primary action runs for `.primaryActionTriggered`, which
/// buttons send on a tap and value controls when the user changes their value (never for a value set in code);
/// segmented controls made from actions run the selected segment's action.
@Suite(.serialized) @MainActor struct ControlPrimaryActionTests {
    @Test func segmentsFromActionsRunTheSelectedSegmentsAction() {
        let h = ControlsHarness()
        var ran: [String] = []
        var senders: [ObjectIdentifier] = []
        let star = UIImage(bitmap: .init(width: 16, height: 16))
        let list = UIAction(title: "List") { action in
            ran.append("List"); if let s = action.sender { senders.append(ObjectIdentifier(s)) }
        }
        let grid = UIAction(title: "Grid", image: star, identifier: UIAction.Identifier("grid")) { _ in ran.append("Grid") }
        let seg = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [list, grid])
        #expect(seg.numberOfSegments == 2 && seg.frame.size == CGSize(width: 200, height: 32))
        #expect(seg.titleForSegment(at: 0) == "List")
        #expect(seg.imageForSegment(at: 1) === star && seg.titleForSegment(at: 1) == nil)   // the image wins
        #expect(seg.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(seg.actionForSegment(at: 1) === grid)
        #expect(seg.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(seg.segmentIndex(identifiedBy: UIAction.Identifier("nope")) == UISegmentedControl.noSegment)
        _ = h.add(seg)
        seg.addAction(UIAction { _ in ran.append("changed") }, for: .valueChanged)
        seg.addAction(UIAction { _ in ran.append("primary") }, for: .primaryActionTriggered)

        h.tap(50, 16)
        #expect(seg.selectedSegmentIndex == 0)
        #expect(ran == ["List", "changed", "primary"])     // the segment's action, then the events' (registration order)
        #expect(senders == [ObjectIdentifier(seg)] && list.sender == nil)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
        h.tap(150, 16)
        #expect(ran.suffix(3) == ["Grid", "changed", "primary"])
        seg.selectedSegmentIndex = 0                        // in code: nothing runs
        #expect(ran.count == 6)
        h.tap(50, 16)                                       // the selected segment again: nothing
        #expect(ran.count == 6)
    }

    @Test func segmentActionsCanBeInsertedReplacedAndMixedWithItems() {
        let h = ControlsHarness()
        var ran: [String] = []
        let a = UIAction(title: "A") { _ in ran.append("A") }
        let seg = UISegmentedControl(items: ["Text", a])
        #expect(seg.numberOfSegments == 2 && seg.titleForSegment(at: 1) == "A")
        #expect(seg.actionForSegment(at: 0) == nil && seg.actionForSegment(at: 1) === a)
        seg.insertSegment(action: UIAction(title: "First") { _ in ran.append("First") }, at: 0, animated: false)
        #expect(seg.titleForSegment(at: 0) == "First" && seg.numberOfSegments == 3)
        seg.setEnabled(false, forSegmentAt: 1)
        seg.setAction(UIAction(title: "B") { _ in ran.append("B") }, forSegmentAt: 1)
        #expect(seg.titleForSegment(at: 1) == "B" && !seg.isEnabledForSegment(at: 1))   // keeps its enabled state
        seg.setEnabled(true, forSegmentAt: 1)
        seg.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        _ = h.add(seg)
        h.tap(150, 16)
        h.tap(50, 16)
        #expect(ran == ["B", "First"])
        seg.setAction(a, forSegmentAt: 7)
        _ = seg.actionForSegment(at: -1)
        #expect(h.logLines.filter { $0.contains("out of bounds") }.count == 2)
    }

    @Test func valueControlsRunTheirPrimaryActionWhenTheUserChangesThem() {
        let h = ControlsHarness()
        var states: [Bool] = []
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0), primaryAction: UIAction { action in
            if let s = action.sender as? UISwitch { states.append(s.isOn) }
        })
        #expect(toggle.frame == CGRect(x: 20, y: 20, width: 51, height: 31))   // its own size, as ever
        _ = h.add(toggle)
        h.tap(45, 35)
        #expect(toggle.isOn && states == [true])
        toggle.setOn(false, animated: false)                                      // in code: nothing
        #expect(states == [true])

        var values: [Float] = []
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31), primaryAction: UIAction { action in
            values.append((action.sender as? UISlider)?.value ?? -1)
        })
        _ = h.add(slider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        h.drag(20 + thumb.midX, 20 + thumb.midX + 100, y: 115)
        #expect(!values.isEmpty && values.last == slider.value && slider.value > 0.3)
        slider.value = 0                                                         // in code: nothing
        let count = values.count
        #expect(values.count == count)

        var steps = 0
        let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 0, height: 0), primaryAction: UIAction { _ in steps += 1 })
        _ = h.add(stepper)
        h.tap(20 + 94 * 0.75, 216)                                                // the + half
        #expect(stepper.value == 1 && steps == 1)

        var pages: [Int] = []
        let pager = UIPageControl(frame: CGRect(x: 0, y: 300, width: 400, height: 26), primaryAction: UIAction { action in
            pages.append((action.sender as? UIPageControl)?.currentPage ?? -1)
        })
        pager.numberOfPages = 3
        _ = h.add(pager)
        h.tap(300, 313)
        #expect(pages == [1])
    }

    @Test func buttonsShowTheirPrimaryActionsTitleAndImage() {
        let h = ControlsHarness()
        var taps = 0
        let star = UIImage(bitmap: .init(width: 16, height: 16))
        let custom = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44),
                              primaryAction: UIAction(title: "Save", image: star) { _ in taps += 1 })
        #expect(custom.buttonType == .custom && custom.currentTitle == "Save" && custom.currentImage === star)
        let system = UIButton(type: .system, primaryAction: UIAction(title: "Send", image: star) { _ in taps += 10 })
        #expect(system.buttonType == .system && system.currentTitle == "Send" && system.currentImage === star)
        system.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        _ = h.add(custom)
        _ = h.add(system)
        h.tap(80, 42)
        h.tap(80, 122)
        #expect(taps == 11)
        // removeAction(identifiedBy:for:) takes a primary action off again.
        let id = UIAction.Identifier("go")
        let plain = UIControl(frame: CGRect(x: 200, y: 20, width: 100, height: 44), primaryAction: UIAction(identifier: id) { _ in taps += 100 })
        #expect(plain.allControlEvents == .primaryActionTriggered)
        plain.removeAction(identifiedBy: id, for: .primaryActionTriggered)
        #expect(plain.allControlEvents.isEmpty)
    }
}
