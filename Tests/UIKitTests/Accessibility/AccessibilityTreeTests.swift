import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A bridge that records what UIKit tells it.
@MainActor
final class RecordingAccessibilityBridge: UIAccessibilityBridge {
    var isScreenReaderRunning = false
    var posts: [(UIAccessibility.Notification, String?)] = []
    var focusChanges = 0
    func post(_ notification: UIAccessibility.Notification, argument: Any?) { posts.append((notification, argument as? String)) }
    func focusDidChange() { focusChanges += 1 }
}

/// The platform-neutral tree a bridge reads: shape, snapshots, hit testing, actions, values, text, focus and
/// notifications.
@Suite(.serialized) @MainActor struct AccessibilityTreeTests {
    private func names(_ tree: UIAccessibilityTree, _ ids: [Int]) -> [String] { ids.compactMap { tree.node($0)?.name } }

    @Test func elementsAreLeavesContainersAreLookedThroughAndHiddenViewsAreLeftOut() {
        let h = ControlsHarness()
        let root = h.window.rootViewController!.view!
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)); title.text = "Title"
        let button = UIButton(type: .system); button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 30, width: 60, height: 30)
        let hidden = UILabel(); hidden.text = "Hidden"; hidden.isHidden = true
        let secret = UIView(); let inside = UILabel(); inside.text = "Secret"; secret.addSubview(inside)
        secret.accessibilityElementsHidden = true
        group.addSubview(title); group.addSubview(button); group.addSubview(hidden); group.addSubview(secret)
        root.addSubview(group)
        h.frame()
        let tree = UIAccessibilityTree(application: h.app)
        let window = tree.windowID!
        #expect(tree.node(window)?.role == .frame)
        let top = tree.children(of: window)
        #expect(names(tree, top) == ["Title", "Go"])
        #expect(tree.children(of: top[1]).isEmpty)                   // the button's label is inside the element
        #expect(tree.parent(of: top[1]) == window)
        #expect(tree.node(top[0])?.role == .label && tree.node(top[1])?.role == .pushButton)
        #expect(tree.node(top[1])?.actions == ["click"])
        #expect(tree.children(of: window) == top)                    // numbers are stable
        group.shouldGroupAccessibilityChildren = true
        let grouped = tree.children(of: window)
        #expect(grouped.count == 1 && tree.node(grouped[0])?.role == .panel)
        #expect(names(tree, tree.children(of: grouped[0])) == ["Title", "Go"])
    }

    @Test func aModalViewHidesItsSiblingsAndAnAlertIsAnAlert() {
        let h = ControlsHarness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)); label.text = "Under"
        h.window.rootViewController!.view.addSubview(label)
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        h.window.rootViewController!.present(alert, animated: false, completion: nil)
        h.advance(0.5)
        let tree = UIAccessibilityTree(application: h.app)
        let top = tree.children(of: tree.windowID!)
        #expect(top.count == 1)
        let node = tree.node(top[0])!
        #expect(node.role == .alert && node.name == "Sure?" && node.states.contains(.modal))
        #expect(names(tree, tree.children(of: top[0])).contains("OK"))
        #expect(!names(tree, tree.children(of: top[0])).contains("Under"))
    }

    @Test func snapshotsCarryRolesStatesValuesAndText() {
        let h = ControlsHarness()
        let s = h.add(UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))); s.isOn = true
        let slider = h.add(UISlider(frame: CGRect(x: 10, y: 60, width: 200, height: 31))); slider.value = 0.5
        let f = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 30)); f.placeholder = "Name"; f.text = "Eli"
        h.window.rootViewController!.view.addSubview(f)
        let off = UILabel(frame: CGRect(x: 1000, y: 0, width: 50, height: 20)); off.text = "Away"
        h.window.rootViewController!.view.addSubview(off)
        h.frame()
        let tree = UIAccessibilityTree(application: h.app)
        let ids = tree.children(of: tree.windowID!)
        let sw = tree.node(ids[0])!, sl = tree.node(ids[1])!, tf = tree.node(ids[2])!, away = tree.node(ids[3])!
        #expect(sw.role == .toggleButton && sw.states.isSuperset(of: [.checkable, .checked, .enabled, .showing]))
        #expect(sw.actions == ["toggle"] && sw.value == "1")
        #expect(sl.role == .slider && sl.actions == ["increment", "decrement"])
        #expect(sl.numericValue == UIAccessibilityNumericValue(current: 0.5, minimum: 0, maximum: 1, step: 0, isSettable: true))
        #expect(tf.role == .entry && tf.name == "Name" && tf.placeholder == "Name")
        #expect(tf.states.isSuperset(of: [.editable, .singleLine, .focusable]) && !tf.states.contains(.focused))
        #expect(tf.text == UIAccessibilityTextContent(string: "Eli", caretOffset: 3, selection: 3..<3, isEditable: true))
        #expect(!away.states.contains(.showing))                      // outside the window
        #expect(tf.frame == CGRect(x: 10, y: 100, width: 200, height: 30))
        #expect(tree.hitTest(CGPoint(x: 20, y: 110)) == ids[2])
        #expect(tree.hitTest(CGPoint(x: 390, y: 390)) == tree.windowID)
        #expect(tree.hitTest(CGPoint(x: 500, y: 10)) == nil)
    }

    @Test func activatingTapsUnlessTheElementHandlesItAndDisabledElementsRefuse() {
        let h = ControlsHarness()
        let b = h.add(UIButton(type: .system)); b.setTitle("Go", for: .normal); b.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        let tabs = UISegmentedControl(items: ["A", "B"]); tabs.frame = CGRect(x: 10, y: 100, width: 200, height: 32)
        h.window.rootViewController!.view.addSubview(tabs)
        h.frame()
        let tree = UIAccessibilityTree(application: h.app)
        let ids = tree.children(of: tree.windowID!)
        #expect(tree.performAction(0, on: ids[0]) == .tap(CGPoint(x: 50, y: 30)))
        let segments = tree.children(of: ids[1])
        #expect(names(tree, segments) == ["A", "B"] && tree.node(ids[1])?.role == .panel)
        #expect(tree.performAction(0, on: segments[1]) == .done && tabs.selectedSegmentIndex == 1)
        b.isEnabled = false
        #expect(tree.performAction(0, on: ids[0]) == .failed)
        #expect(tree.performAction(5, on: ids[0]) == .failed)
        #expect(tree.performAction(0, on: 9999) == .failed)
    }

    @Test func valuesAreSetAsTheUserWouldAndReadOnlyOrBadValuesAreRefused() {
        let h = ControlsHarness()
        let slider = h.add(UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31)))
        let stepper = h.add(UIStepper(frame: CGRect(x: 10, y: 60, width: 0, height: 0)))
        let progress = UIProgressView(progressViewStyle: .default); progress.frame = CGRect(x: 10, y: 120, width: 100, height: 4)
        h.window.rootViewController!.view.addSubview(progress)
        h.frame()
        let tree = UIAccessibilityTree(application: h.app)
        let ids = tree.children(of: tree.windowID!)
        #expect(tree.setNumericValue(0.75, on: ids[0]) && slider.value == 0.75)
        #expect(tree.setNumericValue(5, on: ids[0]) && slider.value == 1)     // clamped
        #expect(tree.setNumericValue(7, on: ids[1]) && stepper.value == 7)
        #expect(h.events == ["valueChanged", "valueChanged", "valueChanged"])
        #expect(!tree.setNumericValue(0.5, on: ids[2]) && progress.progress == 0)
        #expect(!tree.setNumericValue(.nan, on: ids[0]) && slider.value == 1)
        #expect(h.logLines.contains { $0.contains("non-finite value") })
        #expect(tree.node(ids[1])?.actions == ["increment", "decrement"])
        #expect(tree.performAction(0, on: ids[1]) == .done && stepper.value == 8)
        #expect(tree.performAction(1, on: ids[1]) == .done && stepper.value == 7)
    }

    @Test func editingGoesThroughTheDelegateAfterBecomingFirstResponder() {
        final class Delegate: UITextFieldDelegate {
            var calls: [String] = []
            var allow = true
            func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                calls.append("shouldChange \(range.location),\(range.length) \(string)")
                return allow
            }
        }
        let h = ControlsHarness()
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)); f.text = "ab"
        let d = Delegate(); f.delegate = d
        h.window.rootViewController!.view.addSubview(f)
        h.frame()
        let bridge = RecordingAccessibilityBridge()
        h.app.accessibilityBridge = bridge
        defer { h.app.accessibilityBridge = nil }
        let tree = UIAccessibilityTree(application: h.app)
        let id = tree.children(of: tree.windowID!)[0]
        #expect(tree.replaceText(in: 1..<1, with: "X", on: id))
        #expect(f.text == "aXb" && f.isFirstResponder)
        #expect(d.calls == ["didBegin", "shouldChange 1,0 X"])
        #expect(bridge.focusChanges >= 1 && tree.focusedID == id && tree.node(id)!.states.contains(.focused))
        #expect(tree.node(id)?.text?.caretOffset == 2)
        #expect(tree.setCaret(0, on: id) && tree.node(id)?.text?.caretOffset == 0)
        d.allow = false
        #expect(!tree.replaceText(in: 0..<3, with: "", on: id) && f.text == "aXb")
        d.allow = true
        #expect(tree.replaceText(in: 0..<99, with: "new", on: id) && f.text == "new")
        let label = UILabel(); label.text = "fixed"
        h.window.rootViewController!.view.addSubview(label)
        let labelID = tree.children(of: tree.windowID!)[1]
        #expect(!tree.replaceText(in: 0..<0, with: "x", on: labelID) && label.text == "fixed")
    }

    @Test func aNewlineInASingleLineFieldIsReturnAndATabSwitchIsAScreenChange() {
        final class Delegate: UITextFieldDelegate {
            var returned: [String] = []
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returned.append(textField.text ?? ""); return true }
        }
        let h = ControlsHarness()
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.title = "One"; second.title = "Two"
        tabs.viewControllers = [first, second]
        h.window.rootViewController = tabs
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let d = Delegate(); f.delegate = d
        first.view.addSubview(f)
        h.frame()
        let bridge = RecordingAccessibilityBridge()
        h.app.accessibilityBridge = bridge
        defer { h.app.accessibilityBridge = nil }
        let tree = UIAccessibilityTree(application: h.app)
        guard let id = tree.children(of: tree.windowID!).first(where: { tree.node($0)?.role == .entry }) else {
            Issue.record("no entry in \(tree.children(of: tree.windowID!).compactMap { tree.node($0)?.role })"); return
        }
        #expect(tree.replaceText(in: 0..<0, with: "hi", on: id))
        #expect(tree.replaceText(in: 2..<2, with: "\n", on: id))
        #expect(d.returned == ["hi"] && f.text == "hi")
        bridge.posts = []
        tabs.selectedIndex = 1
        h.advance(0.5)
        #expect(bridge.posts.contains { $0.0 == .screenChanged })
    }

    @Test func notificationsReachTheBridgeAndVoiceOverFollowsIt() {
        let h = ControlsHarness()
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "nobody hears this")   // no bridge: nothing
        let bridge = RecordingAccessibilityBridge()
        h.app.accessibilityBridge = bridge
        defer { h.app.accessibilityBridge = nil }
        bridge.isScreenReaderRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Tagged")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: 42)
        #expect(bridge.posts.map(\.0) == [.announcement, .screenChanged])
        #expect(bridge.posts[0].1 == "Tagged")
        #expect(h.logLines.contains { $0.contains("announcement needs a String") })
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    @Test func customActionsFollowTheBuiltInOnes() {
        let h = ControlsHarness()
        let b = h.add(UIButton(type: .system)); b.setTitle("Mail", for: .normal); b.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        var archived = false
        b.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in archived = true; return true }]
        let tree = UIAccessibilityTree(application: h.app)
        let id = tree.children(of: tree.windowID!)[0]
        #expect(tree.node(id)?.actions == ["click", "Archive"])
        #expect(tree.performAction(1, on: id) == .done && archived)
    }
}
