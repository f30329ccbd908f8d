import Foundation
import Testing
import UIKit

@Suite struct TextEditingBufferTests {
    @Test func insertionAndDeletionWorkOnWholeGraphemes() {
        var b = UITextEditingBuffer("")
        b.replace(b.rangeForInsertion, with: "中文")
        b.replace(b.rangeForInsertion, with: "👨‍👩‍👧")
        b.replace(b.rangeForInsertion, with: "🇯🇵")
        #expect(b.count == 4)
        #expect(b.caret == 4)
        b.replace(b.rangeForDeleteBackward!, with: "")
        #expect(b.text == "中文👨‍👩‍👧")
        b.replace(b.rangeForDeleteBackward!, with: "")
        #expect(b.text == "中文")
        b.moveLeft(extending: false)
        b.replace(b.rangeForDeleteForward!, with: "")
        #expect(b.text == "中")
        #expect(b.rangeForDeleteForward == nil)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var b = UITextEditingBuffer("cafe")
        b.replace(b.rangeForInsertion, with: "\u{301}")
        #expect(b.text == "café")
        #expect(b.count == 4)
        #expect(b.caret == 4)
        b.replace(b.rangeForDeleteBackward!, with: "")
        #expect(b.text == "caf")
    }

    @Test func selectionExtendsFromTheAnchorAndCollapses() {
        var b = UITextEditingBuffer("hello world")
        b.setCaret(5)
        b.moveRight(extending: true); b.moveRight(extending: true)
        #expect(b.selectedRange == 5..<7)
        #expect(b.selectedText == " w")
        b.moveLeft(extending: false)
        #expect(b.selectedRange == 5..<5)
        b.moveWordLeft(extending: true)
        #expect(b.selectedRange == 0..<5)
        b.selectAll()
        #expect(b.selectedText == "hello world")
        b.replace(b.rangeForInsertion, with: "x")
        #expect(b.text == "x")
        #expect(b.wordRange(at: 0) == 0..<1)
        #expect(UITextEditingBuffer("ab cd").wordRange(at: 4) == 3..<5)
    }

    @Test func nsRangesCountUTF16Units() {
        var b = UITextEditingBuffer("a😀b")
        #expect(b.nsRange(for: 1..<2) == NSRange(location: 1, length: 2))
        #expect(b.nsRange(for: 2..<3) == NSRange(location: 3, length: 1))
        b.setCaret(99)
        #expect(b.caret == 3)
    }

    @Test func markedTextStandsInForTheSelectionUntilCommitted() {
        var b = UITextEditingBuffer("ab")
        b.setCaret(1)
        b.setMarkedText("ni", caret: 2)
        #expect(b.text == "ab")
        #expect(String(b.displayCharacters) == "anib")
        #expect(b.displayMarkedRange == 1..<3)
        #expect(b.displayCaret == 3)
        b.unmarkText()
        b.replace(b.rangeForInsertion, with: "你")
        #expect(b.text == "a你b")
        #expect(!b.hasMarkedText)
        b.setMarkedText("x", caret: 5)
        b.setMarkedText("", caret: 0)
        #expect(!b.hasMarkedText)
        #expect(b.text == "a你b")
    }

    @Test func returnKeyTitles() {
        #expect(UIReturnKeyType.done.keyTitle == "Done")
        #expect(UIReturnKeyType.default.keyTitle == "return")
        #expect(UIReturnKeyType.search.keyTitle == "Search")
    }
}
