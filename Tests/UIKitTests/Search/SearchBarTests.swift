import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

@MainActor
final class SearchBarRecorder: UISearchBarDelegate {
    var log: [String] = []
    var allowsBegin = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search \(searchBar.text ?? "-")") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
}

/// `UITextField.leftView` / `rightView`: placed at the field's edges at their own size, shown by their modes, and
/// the text rectangle gives them room.
@Suite @MainActor struct TextFieldOverlayViewTests {
    @Test func overlayViewsTakeTheirRoomFromTheTextRectangle() {
        let h = ControlsHarness()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightViewMode = .unlessEditing
        _ = h.add(field)
        // At their own size, centred vertically: (40 - 20) / 2 = 10.
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 180, y: 10, width: 20, height: 20))
        #expect(field.leftView?.superview === field && field.leftView?.frame.minX == 0)
        #expect(field.rightView?.isHidden == false)
        // Border style none has no inset: the text runs from the left view (30) to the right view (180).
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 150, height: 40))
        // While editing the right view hides (unlessEditing) and the text reaches the edge.
        h.tap(100, 20)
        #expect(field.isEditing)
        #expect(field.rightView?.isHidden == true)
        #expect(field.textRect(forBounds: field.bounds).maxX == 200)
        // A clear button sits left of a right view that shows: 180 - (0 + 2) - 19 = 159.
        field.rightViewMode = .always
        field.clearButtonMode = .always
        field.insertText("hi")
        #expect(field.clearButtonRect(forBounds: field.bounds).minX == 159)
        #expect(field.textRect(forBounds: field.bounds).maxX == 157)
        // Replacing the left view takes the old one out of the field.
        let old = field.leftView
        field.leftView = nil
        #expect(old?.superview == nil)
        #expect(field.textRect(forBounds: field.bounds).minX == 0)
    }

    @Test func aFieldFitsItsOverlayViews() {
        _ = ControlsHarness()
        let field = UITextField(frame: .zero)
        let plain = field.intrinsicContentSize
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 60))
        field.leftViewMode = .always
        #expect(field.intrinsicContentSize.width == plain.width + 24)
        #expect(field.intrinsicContentSize.height == 60)
    }
}

/// `UISearchBar`: its field, Cancel button and scope bar laid out as UIKit's standalone bar (56 points high, 8-point
/// margins, a 36-point field), and the delegate told what the user does.
@Suite @MainActor struct SearchBarTests {
    @Test func theBarLaysOutItsFieldAndCancelButton() {
        let h = ControlsHarness()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        h.window.rootViewController!.view.addSubview(bar)
        h.frame()
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(bar.placeholder == "Search")
        #expect(bar.searchTextField.returnKeyType == .search)
        #expect(bar.searchTextField.leftView is UIImageView)
        bar.showsCancelButton = true
        h.frame()
        let cancel = bar.cancelButton.frame
        #expect(!bar.cancelButton.isHidden && cancel.maxX == 312)
        #expect(bar.searchTextField.frame.maxX == cancel.minX - 8)
        bar.setShowsCancelButton(false, animated: true)
        h.advance(0.3)
        #expect(bar.cancelButton.isHidden)
        #expect(bar.searchTextField.frame.width == 304)
    }

    @Test func theDelegateHearsEditingTextSearchAndCancel() throws {
        let h = ControlsHarness()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        bar.showsCancelButton = true
        h.window.rootViewController!.view.addSubview(bar)
        h.frame()
        h.tap(100, 28)
        #expect(bar.isFirstResponder)
        #expect(recorder.log == ["shouldBegin", "didBegin"])
        h.app.handle(.text("a")); h.app.dispatchPendingInput()
        h.app.handle(.text("b")); h.app.dispatchPendingInput()
        h.frame()
        #expect(bar.text == "ab")
        h.key(.keyboardReturnOrEnter)
        #expect(Array(recorder.log.dropFirst(2)) == ["text a", "text ab", "search ab"])
        // Text set in code is not a user change.
        bar.text = "code"
        #expect(recorder.log.last == "search ab")
        let cancel = bar.cancelButton.frame
        h.tap(cancel.midX, cancel.midY)
        #expect(recorder.log.last == "cancel")
        // Cancel does not end editing by itself (the delegate decides), as in UIKit.
        #expect(bar.isFirstResponder)
        _ = bar.resignFirstResponder()
        #expect(recorder.log.last == "didEnd")
    }

    @Test func aDelegateCanRefuseEditing() {
        let h = ControlsHarness()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let recorder = SearchBarRecorder()
        recorder.allowsBegin = false
        bar.delegate = recorder
        h.window.rootViewController!.view.addSubview(bar)
        h.frame()
        h.tap(100, 28)
        #expect(!bar.isFirstResponder)
        #expect(recorder.log == ["shouldBegin"])
    }

    @Test func theScopeBarShowsUnderTheFieldAndReportsChoices() {
        let h = ControlsHarness()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Mine"]
        #expect(bar.intrinsicContentSize.height == 56)
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        h.window.rootViewController!.view.addSubview(bar)
        h.frame()
        #expect(bar.scopeBar.frame == CGRect(x: 8, y: 56, width: 304, height: 32))
        #expect(bar.selectedScopeButtonIndex == 0)
        h.tap(8 + 304 * 0.75, 72)
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(recorder.log == ["scope 1"])
        // Out of range: logged and kept.
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        bar.selectedScopeButtonIndex = 5
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(lines.contains { $0.contains("selectedScopeButtonIndex 5") })
    }
}
