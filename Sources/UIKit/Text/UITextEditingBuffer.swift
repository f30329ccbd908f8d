import Foundation

/// The editing model behind text fields and text views: the text as grapheme clusters (what users see as
/// characters: a CJK ideograph, an emoji with modifiers, a letter with combining marks), a selection with an
/// anchor and a caret, and the input method's marked text. Offsets count grapheme clusters.
public struct UITextEditingBuffer: Equatable, Sendable {
    /// The committed text, one element per grapheme cluster.
    public private(set) var characters: [Character]
    /// Where a selection started (it stays put while shift+arrows move the caret).
    public private(set) var anchor: Int
    /// The caret: the moving end of the selection.
    public private(set) var caret: Int
    /// The input method's uncommitted composition, shown in place of the selection; nil when none.
    public private(set) var markedText: String?
    /// The caret inside the marked text, in grapheme clusters.
    public private(set) var markedCaret = 0

    /// A buffer holding `text` with the caret at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    /// The committed text.
    public var text: String { String(characters) }
    /// The number of grapheme clusters.
    public var count: Int { characters.count }
    /// The selected range (empty: just a caret).
    public var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// The selected text.
    public var selectedText: String { String(characters[selectedRange]) }
    /// Whether the input method is composing.
    public var hasMarkedText: Bool { markedText != nil }

    // MARK: Replacing text
    /// Replaces `range` (clamped) with `replacement` and puts the caret after it. Text that joins a neighbour
    /// into one grapheme (a combining mark after a letter) is merged, and the caret stays after it.
    public mutating func replace(_ range: Range<Int>, with replacement: String) {
        let r = clamp(range)
        let prefix = String(characters[..<r.lowerBound]) + replacement
        let full = prefix + String(characters[r.upperBound...])
        characters = Array(full)
        let caretIndex = Self.graphemeIndex(in: characters, utf16Offset: prefix.utf16.count)
        anchor = caretIndex; caret = caretIndex
    }

    /// The range an insertion replaces: the selection.
    public var rangeForInsertion: Range<Int> { selectedRange }

    /// The range a backspace deletes: the selection, else the grapheme before the caret; nil at the start.
    public var rangeForDeleteBackward: Range<Int>? {
        if !selectedRange.isEmpty { return selectedRange }
        return caret > 0 ? (caret - 1)..<caret : nil
    }

    /// The range a forward delete removes: the selection, else the grapheme after the caret; nil at the end.
    public var rangeForDeleteForward: Range<Int>? {
        if !selectedRange.isEmpty { return selectedRange }
        return caret < count ? caret..<(caret + 1) : nil
    }

    /// The range a word-wise backspace deletes (option/control+backspace).
    public var rangeForDeleteWordBackward: Range<Int>? {
        if !selectedRange.isEmpty { return selectedRange }
        let start = wordBoundary(before: caret)
        return start < caret ? start..<caret : nil
    }

    // MARK: Selection and caret movement
    /// Puts the caret at `index` (clamped), with no selection.
    public mutating func setCaret(_ index: Int) { let i = clamp(index); anchor = i; caret = i }

    /// Selects `range` (clamped); the caret goes to its end.
    public mutating func select(_ range: Range<Int>) {
        let r = clamp(range); anchor = r.lowerBound; caret = r.upperBound
    }

    /// Moves the caret to `index`, keeping the anchor (a drag or shift-click).
    public mutating func extendSelection(to index: Int) { caret = clamp(index) }

    /// Selects everything.
    public mutating func selectAll() { anchor = 0; caret = count }

    /// One grapheme left; without `extending`, a selection collapses to its start.
    public mutating func moveLeft(extending: Bool) {
        if extending { caret = max(caret - 1, 0) }
        else if !selectedRange.isEmpty { setCaret(selectedRange.lowerBound) }
        else { setCaret(caret - 1) }
    }

    /// One grapheme right; without `extending`, a selection collapses to its end.
    public mutating func moveRight(extending: Bool) {
        if extending { caret = min(caret + 1, count) }
        else if !selectedRange.isEmpty { setCaret(selectedRange.upperBound) }
        else { setCaret(caret + 1) }
    }

    /// To the start of the previous word.
    public mutating func moveWordLeft(extending: Bool) { move(to: wordBoundary(before: caret), extending: extending) }
    /// To the end of the next word.
    public mutating func moveWordRight(extending: Bool) { move(to: wordBoundary(after: caret), extending: extending) }

    /// Moves the caret to `index`, extending the selection or not.
    public mutating func move(to index: Int, extending: Bool) {
        if extending { caret = clamp(index) } else { setCaret(index) }
    }

    /// The word (letters, digits, ideographs) around `index`; a run of other characters when not in a word.
    public func wordRange(at index: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let i = min(max(index, 0), count - 1)
        let kind = Self.isWordCharacter(characters[i])
        var lo = i, hi = i + 1
        while lo > 0, Self.isWordCharacter(characters[lo - 1]) == kind, characters[lo - 1] != "\n" { lo -= 1 }
        while hi < count, Self.isWordCharacter(characters[hi]) == kind, characters[hi] != "\n" { hi += 1 }
        return lo..<hi
    }

    // MARK: Marked text (input method composition)
    /// Shows `text` as marked text in place of the selection, the composition caret `caret` graphemes into it;
    /// an empty text ends the composition without committing anything.
    public mutating func setMarkedText(_ text: String, caret markedCaret: Int) {
        if text.isEmpty { markedText = nil; self.markedCaret = 0; return }
        markedText = text
        self.markedCaret = min(max(markedCaret, 0), text.count)
    }

    /// Drops the composition (the committed text arrives separately through insertion).
    public mutating func unmarkText() { markedText = nil; markedCaret = 0 }

    /// What is displayed: the committed text with the marked text standing in for the selection.
    public var displayCharacters: [Character] {
        guard let markedText else { return characters }
        let r = selectedRange
        return Array(characters[..<r.lowerBound]) + Array(markedText) + Array(characters[r.upperBound...])
    }

    /// The marked text's range in `displayCharacters`.
    public var displayMarkedRange: Range<Int>? {
        guard let markedText else { return nil }
        let start = selectedRange.lowerBound
        return start..<(start + markedText.count)
    }

    /// The caret's index in `displayCharacters`.
    public var displayCaret: Int { markedText != nil ? selectedRange.lowerBound + markedCaret : caret }

    // MARK: UTF-16 ranges (NSRange, as UIKit's delegates use)
    /// `range` of graphemes as a UTF-16 `NSRange` of `text`.
    public func nsRange(for range: Range<Int>) -> NSRange {
        let r = clamp(range)
        let location = characters[..<r.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let length = characters[r].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: location, length: length)
    }

    // MARK: Helpers
    private func clamp(_ i: Int) -> Int { min(max(i, 0), count) }
    private func clamp(_ r: Range<Int>) -> Range<Int> { clamp(r.lowerBound)..<max(clamp(r.lowerBound), clamp(r.upperBound)) }

    private func wordBoundary(before index: Int) -> Int {
        var i = min(index, count)
        while i > 0, !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    private func wordBoundary(after index: Int) -> Int {
        var i = max(index, 0)
        while i < count, !Self.isWordCharacter(characters[i]) { i += 1 }
        while i < count, Self.isWordCharacter(characters[i]) { i += 1 }
        return i
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The number of whole graphemes of `chars` that fit in the first `utf16Offset` UTF-16 units.
    static func graphemeIndex(in chars: [Character], utf16Offset: Int) -> Int {
        var used = 0
        for (i, c) in chars.enumerated() {
            used += c.utf16.count
            if used > utf16Offset { return i }
        }
        return chars.count
    }
}
