import Foundation
import Testing
@_spi(Platform) import UIKit

/// UISwitch and UISlider: touch, keyboard and pad behaviour, event order, bad input.
@Suite(.serialized) @MainActor struct SwitchSliderTests {
    @Test func aSwitchIs51By31AndATapTogglesWithValueChangedBeforeTouchUp() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        #expect(s.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!s.isOn)
        h.tap(40, 35)
        #expect(s.isOn)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
        h.tap(40, 35)
        #expect(!s.isOn)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test func settingTheSwitchInCodeSendsNothingAndTheThumbSlides() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
        let thumb = s.subviews[0].subviews[1]
        #expect(thumb.frame.minX == 2)
        s.setOn(true, animated: true)
        #expect(s.isOn)
        h.advance(0.1)
        let mid = (thumb.layer.presentation() ?? thumb.layer).frame.minX
        #expect(mid > 2 && mid < 22)       // sliding
        h.advance(0.3)
        #expect((thumb.layer.presentation() ?? thumb.layer).frame.minX == 22)
        s.isOn = false
        #expect(h.events.isEmpty)
    }

    @Test func draggingTheSwitchDecidesByWhereItIsReleased() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
        h.drag(25, 65, y: 35)             // off -> dragged to the right half
        #expect(s.isOn)
        h.drag(65, 58, y: 35)             // a drag that stays on the right half keeps it on
        #expect(s.isOn)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
        h.drag(65, 25, y: 35, release: false)
        h.drag(25, 25, y: 35, steps: 1, release: false)
        h.touch(.cancelled, 25, 35)
        #expect(s.isOn)                    // a cancelled drag changes nothing
    }

    @Test func aDisabledSwitchIgnoresTouchesAndDims() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
        s.isEnabled = false
        h.tap(40, 35)
        #expect(!s.isOn)
        #expect(h.events.isEmpty)
        #expect(s.subviews[0].alpha == 0.5)
    }

    @Test func aFocusedSwitchTogglesWithSpaceAndThePadsA() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
        h.focus(s)
        h.key(.keyboardSpacebar)
        #expect(s.isOn)
        #expect(h.events == ["valueChanged"])
        h.pad(.a)
        #expect(!s.isOn)
        #expect(h.events.suffix(3) == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func theSliderThumbKeepsTheTouchOffsetAndSendsValueChangedWhileDragging() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        // Track 0...228, thumb 28 wide: travel 200 points; at 0 the thumb's centre is x = 14.
        #expect(slider.value == 0)
        #expect(slider.intrinsicContentSize.height == 31)
        h.touch(.began, 20, 115)            // 6 points right of the thumb's centre
        h.touch(.moved, 70, 115)            // centre at 64: (64 - 14) / 200 = 0.25
        #expect(abs(slider.value - 0.25) < 0.001)
        h.touch(.moved, 120, 115)
        #expect(abs(slider.value - 0.5) < 0.001)
        h.touch(.ended, 120, 115)
        #expect(h.events == ["touchDown", "valueChanged", "valueChanged", "touchUpInside"])
    }

    @Test func aNonContinuousSliderSendsOneValueChangedAtTheEnd() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        slider.isContinuous = false
        h.drag(14, 214, y: 115)
        #expect(slider.value == 1)
        #expect(h.events == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func touchingTheTrackAwayFromTheThumbDoesNotMoveIt() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        h.drag(150, 200, y: 115)
        #expect(slider.value == 0)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test func sliderRangeClampingAndNaNAreHandled() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        slider.minimumValue = 10
        #expect(slider.maximumValue == 10)   // max follows a min above it
        #expect(slider.value == 10)
        slider.maximumValue = 20
        slider.value = 25
        #expect(slider.value == 20)
        slider.value = .nan
        #expect(slider.value == 20)
        slider.setValue(.infinity, animated: true)
        #expect(slider.value == 20)
        slider.minimumValue = .nan
        #expect(slider.minimumValue == 10)
        #expect(h.logLines.filter { $0.contains("UISlider: ignored non-finite") }.count == 3)
        #expect(h.events.isEmpty)
    }

    @Test func aFocusedSliderMovesWithThePadAndTheArrowKeys() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        h.focus(slider)
        h.pad(.dpadRight)
        #expect(abs(slider.value - 0.1) < 0.0001)
        #expect(slider.isFocused)          // focus stays: the slider used the direction
        h.key(.keyboardRightArrow)
        #expect(abs(slider.value - 0.2) < 0.0001)
        h.key(.keyboardLeftArrow)
        #expect(abs(slider.value - 0.1) < 0.0001)
        h.key(.keyboardEnd)
        #expect(slider.value == 1)
        #expect(h.events == ["valueChanged", "valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func sliderImagesAndTintsShapeTheTrack() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31)))
        let image = UIImage(bitmap: .init(width: 20, height: 20))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 28, y: 14, width: 172, height: 4))
        slider.setThumbImage(image, for: .normal)
        #expect(slider.currentThumbImage === image)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 200)
        slider.minimumTrackTintColor = .systemRed
        h.frame()
    }
}
