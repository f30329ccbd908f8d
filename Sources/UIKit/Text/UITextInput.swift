import Foundation

/// A position in an editor's text: an offset in UTF-16 units, as UIKit's text positions count.
@preconcurrency @MainActor
open class UITextPosition {
    /// UTF-16 units from the start of the text.
    public let offset: Int
    /// A position `offset` UTF-16 units into the text (negative offsets clamp to 0).
    public init(offset: Int) { self.offset = max(offset, 0) }
}

/// A range of an editor's text between two positions.
@preconcurrency @MainActor
open class UITextRange {
    /// The start of the range.
    public let start: UITextPosition
    /// The end of the range.
    public let end: UITextPosition
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { start.offset == end.offset }
    /// A range between two positions, in either order.
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start.offset <= end.offset ? start : end
        self.end = start.offset <= end.offset ? end : start
    }
}

extension UITextEditingCore {
    /// The selection as a UTF-16 range of the text.
    var selectedTextRange: UITextRange {
        let r = buffer.nsRange(for: buffer.selectedRange)
        return UITextRange(start: UITextPosition(offset: r.location), end: UITextPosition(offset: r.location + r.length))
    }

    /// Selects a UTF-16 range (snapped to whole graphemes).
    func setSelectedTextRange(_ range: UITextRange?) {
        guard let range else { return }
        let lo = UITextEditingBuffer.graphemeIndex(in: buffer.characters, utf16Offset: range.start.offset)
        let hi = UITextEditingBuffer.graphemeIndex(in: buffer.characters, utf16Offset: range.end.offset)
        setSelection { $0.select(lo..<max(lo, hi)) }
    }

    /// The marked text's UTF-16 range in the displayed text, nil when nothing is marked.
    var markedTextRange: UITextRange? {
        guard let r = buffer.displayMarkedRange else { return nil }
        let chars = buffer.displayCharacters
        let lo = chars[..<r.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let len = chars[r].reduce(0) { $0 + $1.utf16.count }
        return UITextRange(start: UITextPosition(offset: lo), end: UITextPosition(offset: lo + len))
    }

    var textBeforeCaret: String { String(buffer.characters[..<buffer.selectedRange.lowerBound]) }
}
