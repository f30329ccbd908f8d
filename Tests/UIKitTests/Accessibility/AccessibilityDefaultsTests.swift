import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// UIKit's accessibility defaults per class (elements, labels, values, traits), explicit values winning, and
/// the adjust/activate/escape behaviour of the controls.
@Suite(.serialized) @MainActor struct AccessibilityDefaultsTests {
    @Test func aPlainViewIsNoElementAndHasNoLabelValueOrTraits() {
        _ = ControlsHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!v.isAccessibilityElement)
        #expect(v.accessibilityLabel == nil && v.accessibilityValue == nil && v.accessibilityHint == nil)
        #expect(v.accessibilityTraits == .none)
        #expect(!v.accessibilityElementsHidden && !v.accessibilityViewIsModal && !v.shouldGroupAccessibilityChildren)
        #expect(v.accessibilityElements == nil && v.accessibilityCustomActions == nil)
        #expect(!v.accessibilityActivate())
    }

    @Test func aLabelReadsItsTextAsStaticTextAndIsDimmedWhenDisabled() {
        _ = ControlsHarness()
        let l = UILabel()
        l.text = "Hello"
        #expect(l.isAccessibilityElement)
        #expect(l.accessibilityLabel == "Hello")
        #expect(l.accessibilityTraits == .staticText)
        l.isEnabled = false
        #expect(l.accessibilityTraits == [.staticText, .notEnabled])
        l.text = "Bye"
        #expect(l.accessibilityLabel == "Bye")    // follows the text
    }

    @Test func explicitValuesWinOverTheDefaultsAndNilGoesBackToThem() {
        _ = ControlsHarness()
        let l = UILabel()
        l.text = "Hello"
        l.accessibilityLabel = "Greeting"
        l.accessibilityValue = "warm"
        l.accessibilityTraits = .header
        l.isAccessibilityElement = false
        #expect(l.accessibilityLabel == "Greeting" && l.accessibilityValue == "warm")
        #expect(l.accessibilityTraits == .header && !l.isAccessibilityElement)
        l.accessibilityLabel = nil
        #expect(l.accessibilityLabel == "Hello")
        l.accessibilityIdentifier = "greeting"
        #expect(l.accessibilityIdentifier == "greeting")   // the identifier tests use is independent
    }

    @Test func aButtonReadsItsTitleAndIsAButtonSelectedOrDimmed() {
        _ = ControlsHarness()
        let b = UIButton(type: .system)
        b.setTitle("Tag Location", for: .normal)
        #expect(b.isAccessibilityElement)
        #expect(b.accessibilityLabel == "Tag Location")
        #expect(b.accessibilityTraits == .button)
        b.isSelected = true
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .selected, .notEnabled])
    }

    @Test func aTextFieldReadsItsPlaceholderAndItsTextAsValueHiddenWhenSecure() {
        _ = ControlsHarness()
        let f = UITextField()
        f.placeholder = "Hypontize me"
        #expect(f.isAccessibilityElement)
        #expect(f.accessibilityLabel == "Hypontize me")
        #expect(f.accessibilityValue == "")
        f.text = "abc"
        #expect(f.accessibilityValue == "abc")
        f.isSecureTextEntry = true
        #expect(f.accessibilityValue == "•••")
        #expect(f.accessibilityTraits == .none)
        f.isEnabled = false
        #expect(f.accessibilityTraits == .notEnabled)
        f.placeholder = ""
        #expect(f.accessibilityLabel == nil)
    }

    @Test func aTextViewReadsItsTextAndIsStaticTextWhenNotEditable() {
        _ = ControlsHarness()
        let t = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        t.text = "Notes"
        #expect(t.isAccessibilityElement && t.accessibilityValue == "Notes")
        #expect(t.accessibilityTraits == .none)
        t.isEditable = false
        #expect(t.accessibilityTraits == .staticText)
    }

    @Test func anImageViewIsAnElementOnlyWithALabel() {
        _ = ControlsHarness()
        let i = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!i.isAccessibilityElement)
        #expect(i.accessibilityTraits == .image)
        i.accessibilityLabel = "Avatar"
        #expect(i.isAccessibilityElement)
    }

    @Test func aSwitchIsAToggleButtonValued1Or0() {
        _ = ControlsHarness()
        let s = UISwitch()
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityValue == "0")
        s.isOn = true
        #expect(s.accessibilityValue == "1")
        #expect(s.accessibilityTraits == [.button, .toggleButton])
    }

    @Test func aSliderIsAdjustableByATenthOfItsRangeAndReadsAPercentage() {
        let h = ControlsHarness()
        let s = h.add(UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31)))
        s.minimumValue = 0
        s.maximumValue = 200
        s.value = 50
        #expect(s.accessibilityValue == "25%")
        #expect(s.accessibilityTraits == .adjustable)
        s.accessibilityIncrement()
        #expect(s.value == 70)
        #expect(s.accessibilityValue == "35%")
        s.accessibilityDecrement()
        s.accessibilityDecrement()
        #expect(s.value == 30)
        #expect(h.events == ["valueChanged", "valueChanged", "valueChanged"])
        s.isEnabled = false
        s.accessibilityIncrement()
        #expect(s.value == 30)                        // a disabled slider does not move
        #expect(s.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func aStepperStepsAndAPageControlTurnsPages() {
        let h = ControlsHarness()
        let st = h.add(UIStepper())
        st.value = 3
        #expect(st.accessibilityValue == "3" && st.accessibilityTraits == .adjustable)
        st.stepValue = 0.5
        st.accessibilityIncrement()
        #expect(st.value == 3.5 && st.accessibilityValue == "3.5")
        let p = h.add(UIPageControl())
        p.numberOfPages = 3
        #expect(p.accessibilityValue == "page 1 of 3")
        p.accessibilityIncrement()
        p.accessibilityIncrement()
        p.accessibilityIncrement()                      // no fourth page
        #expect(p.currentPage == 2 && p.accessibilityValue == "page 3 of 3")
        p.accessibilityDecrement()
        #expect(p.currentPage == 1)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 4)
    }

    @Test func progressAndActivityViewsUpdateFrequently() {
        _ = ControlsHarness()
        let p = UIProgressView(progressViewStyle: .default)
        p.progress = 0.4
        #expect(p.isAccessibilityElement && p.accessibilityValue == "40%")
        #expect(p.accessibilityTraits == .updatesFrequently)
        let a = UIActivityIndicatorView(style: .medium)
        #expect(a.accessibilityLabel == "Progress halted")
        a.startAnimating()
        #expect(a.accessibilityLabel == "In progress")
    }

    @Test func aSegmentedControlIsAContainerOfSegmentButtons() {
        let h = ControlsHarness()
        let s = h.add(UISegmentedControl(items: ["One", "Two", "Three"]))
        s.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        s.selectedSegmentIndex = 0
        h.frame()
        #expect(!s.isAccessibilityElement)
        let elements = (s.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        #expect(elements.map { $0.accessibilityLabel ?? "" } == ["One", "Two", "Three"])
        #expect(elements[0].accessibilityTraits == [.button, .selected])
        #expect(elements[1].accessibilityTraits == .button)
        #expect(elements[1].accessibilityFrame == CGRect(x: 110, y: 10, width: 100, height: 32))
        #expect(elements[2].accessibilityActivate())
        #expect(s.selectedSegmentIndex == 2 && h.events == ["valueChanged"])
        #expect(elements[2].accessibilityTraits == [.button, .selected])
        s.setEnabled(false, forSegmentAt: 1)
        #expect(elements[1].accessibilityTraits == [.button, .notEnabled])
        #expect(!elements[1].accessibilityActivate())
        #expect((s.accessibilityElements?.first as AnyObject?) === elements[0])   // same objects each read
    }

    @Test func aCellReadsItsLabelsJoinedAndIsSelected() {
        _ = ControlsHarness()
        let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        c.textLabel?.text = "Coffee with Eli"
        c.detailTextLabel?.text = "Main Street"
        #expect(c.isAccessibilityElement)
        #expect(c.accessibilityLabel == "Coffee with Eli, Main Street")
        #expect(c.accessibilityTraits == .none)
        c.isSelected = true
        #expect(c.accessibilityTraits == .selected)
        #expect(c.inspectedText == nil)                 // dumps keep showing only what was set
        let f = UITextField()
        c.contentView.addSubview(f)
        #expect(!c.isAccessibilityElement)              // a cell holding a text input is a container
    }

    @Test func theTabBarIsATabBarAndItsTabsAreButtonsThatSelect() {
        let h = ControlsHarness()
        let tabs = UITabBarController()
        tabs.viewControllers = (1...3).map { i -> UIViewController in let c = UIViewController(); c.title = "T\(i)"; return c }
        h.window.rootViewController = tabs
        h.frame()
        #expect(tabs.tabBar.accessibilityTraits == .tabBar && !tabs.tabBar.isAccessibilityElement)
        let buttons = tabs.tabBar.subviews.filter(\.isAccessibilityElement)
        #expect(buttons.map { $0.accessibilityLabel ?? "" } == ["T1", "T2", "T3"])
        #expect(buttons[0].accessibilityTraits == [.button, .selected])
        #expect(buttons[2].accessibilityTraits == .button)
        #expect(buttons[2].accessibilityActivate())
        #expect(tabs.selectedIndex == 2)
        #expect(buttons[2].accessibilityTraits == [.button, .selected])
    }

    @Test func anAlertIsModalNamedByItsTitleAndEscapeChoosesCancel() {
        let h = ControlsHarness()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "For ever", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        h.window.rootViewController!.present(alert, animated: false, completion: nil)
        h.advance(0.5)
        #expect(alert.view.accessibilityViewIsModal)
        #expect(alert.view.accessibilityLabel == "Delete?")
        #expect(h.window.rootViewController!.view.accessibilityViewIsModal == false)
        #expect(alert.view.accessibilityPerformEscape())
        h.advance(0.5)
        #expect(chosen == ["Cancel"])
    }

    @Test func theFrameIsWhereTheViewIsDrawnAndTheActivationPointItsMiddle() {
        let h = ControlsHarness()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        h.window.rootViewController!.view.addSubview(v)
        h.frame()
        #expect(v.accessibilityFrame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(v.accessibilityActivationPoint == CGPoint(x: 60, y: 40))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        h.frame()
        #expect(v.accessibilityFrame == CGRect(x: -40, y: 0, width: 200, height: 80))
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 10, height: 10), in: v)
                == CGRect(x: -40, y: 0, width: 20, height: 20))
        v.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(v.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        v.accessibilityActivationPoint = CGPoint(x: 5, y: 5)
        #expect(v.accessibilityActivationPoint == CGPoint(x: 5, y: 5))
    }

    @Test func anElementFollowsItsContainerAndDefaultsToAnUnactivatableElement() {
        let h = ControlsHarness()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        h.window.rootViewController!.view.addSubview(v)
        let e = UIAccessibilityElement(accessibilityContainer: v)
        e.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 10)
        h.frame()
        #expect(e.isAccessibilityElement && e.accessibilityTraits == .none)
        #expect(e.accessibilityContainer === v)
        #expect(e.accessibilityFrame == CGRect(x: 15, y: 25, width: 10, height: 10))
        v.frame.origin = CGPoint(x: 50, y: 50)
        h.frame()
        #expect(e.accessibilityFrame == CGRect(x: 55, y: 55, width: 10, height: 10))
        #expect(e.accessibilityActivationPoint == CGPoint(x: 60, y: 60))
        #expect(!e.accessibilityActivate())
    }

    @Test func customActionsRunTheirHandlerOrTheirTargetsMethod() {
        _ = ControlsHarness()
        final class Target { var count = 0; func archive(_ a: UIAccessibilityCustomAction) -> Bool { count += 1; return true } }
        var ran = false
        let a = UIAccessibilityCustomAction(name: "Delete") { _ in ran = true; return true }
        #expect(a.perform() && ran && a.name == "Delete")
        var t: Target? = Target()
        let b = UIAccessibilityCustomAction(name: "Archive", target: t!, selector: Target.archive)
        #expect(b.perform() && t?.count == 1)
        t = nil
        #expect(!b.perform())                            // the target is held weakly
    }

    @Test func traitsAreAnOptionSetWithUIKitsMembers() {
        let all: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                            .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                            .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
                                            .tabBar, .header, .toggleButton, .supportsZoom]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(UIAccessibilityTraits.none.rawValue == 0)
        #expect(UIAccessibilityTraits([.button, .selected]).description == "[button, selected]")
    }
}
