@_spi(Platform) import UIKit
import Foundation

/// org.a11y.atspi.Text and EditableText for text fields, text views and labels. Offsets count characters
/// (grapheme clusters, which is what AT-SPI's code points are for text without combining marks); character
/// and range extents are the element's own (per-glyph geometry is not exposed).
extension ATSPIBridge {
    private func characters(_ text: UIAccessibilityTextContent) -> [Character] { Array(text.string) }

    private func substring(_ chars: [Character], _ start: Int, _ end: Int) -> (String, Int, Int) {
        let lo = min(max(start, 0), chars.count)
        let hi = end < 0 ? chars.count : min(max(end, lo), chars.count)
        return (String(chars[lo..<hi]), lo, hi)
    }

    /// The range of the unit (0 char, 1 word, 2 sentence, 3 line, 4 paragraph) around `offset`.
    private func unit(_ chars: [Character], at offset: Int, granularity: Int) -> (Int, Int) {
        guard !chars.isEmpty else { return (0, 0) }
        let o = min(max(offset, 0), chars.count - 1)
        switch granularity {
        case 0: return (o, o + 1)
        case 1:
            var lo = o, hi = o
            while lo > 0 && !chars[lo - 1].isWhitespace { lo -= 1 }
            while hi < chars.count && !chars[hi].isWhitespace { hi += 1 }
            return (lo, hi)
        default:
            var lo = o, hi = o
            while lo > 0 && !chars[lo - 1].isNewline { lo -= 1 }
            while hi < chars.count && !chars[hi].isNewline { hi += 1 }
            return (lo, min(hi + 1, chars.count))
        }
    }

    /// AT-SPI's boundary types (0 char, 1/2 word, 3/4 sentence, 5/6 line) as granularities.
    private func granularity(boundary: Int) -> Int { boundary == 0 ? 0 : boundary <= 2 ? 1 : boundary <= 4 ? 2 : 3 }

    private func writeRun(_ chars: [Character], _ range: (Int, Int), _ w: DBusWriter) {
        w.string(String(chars[range.0..<range.1])); w.int32(range.0); w.int32(range.1)
    }

    func textCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        guard case .node(let id) = target, let node = tree.node(id), let text = node.text else { return false }
        let chars = characters(text)
        let a0 = args.first?.int ?? 0, a1 = args.dropFirst().first?.int ?? 0
        switch member {
        case "GetText":
            w.string(substring(chars, a0, a1).0)
        case "GetCharacterAtOffset":
            w.int32(chars.indices.contains(a0) ? Int(chars[a0].unicodeScalars.first!.value) : 0)
        case "SetCaretOffset": w.bool(tree.setCaret(a0, on: id))
        case "GetStringAtOffset":
            writeRun(chars, unit(chars, at: a0, granularity: a1), w)
        case "GetTextAtOffset":
            writeRun(chars, unit(chars, at: a0, granularity: granularity(boundary: a1)), w)
        case "GetTextBeforeOffset":
            let (lo, _) = unit(chars, at: a0, granularity: granularity(boundary: a1))
            writeRun(chars, lo > 0 ? unit(chars, at: lo - 1, granularity: granularity(boundary: a1)) : (0, 0), w)
        case "GetTextAfterOffset":
            let (_, hi) = unit(chars, at: a0, granularity: granularity(boundary: a1))
            writeRun(chars, hi < chars.count ? unit(chars, at: hi, granularity: granularity(boundary: a1)) : (chars.count, chars.count), w)
        case "GetNSelections": w.int32(text.selection.isEmpty ? 0 : 1)
        case "GetSelection":
            w.int32(text.selection.isEmpty ? 0 : text.selection.lowerBound); w.int32(text.selection.isEmpty ? 0 : text.selection.upperBound)
        case "AddSelection":
            w.bool(tree.setSelection(min(a0, a1)..<max(a0, a1), on: id))
        case "SetSelection":
            let s = args.dropFirst().first?.int ?? 0, e = args.dropFirst(2).first?.int ?? 0
            w.bool(a0 == 0 && tree.setSelection(min(s, e)..<max(s, e), on: id))
        case "RemoveSelection": w.bool(a0 == 0 && tree.setCaret(text.caretOffset, on: id))
        case "GetAttributes", "GetAttributeRun":
            w.array("{ss}") {}; w.int32(0); w.int32(chars.count)
        case "GetAttributeValue": w.string("")
        case "GetDefaultAttributes", "GetDefaultAttributeSet": w.array("{ss}") {}
        case "GetCharacterExtents", "GetRangeExtents":
            let coordType = args.last?.int ?? 0
            let r = extents(node.frame, coordType: coordType, of: target)
            w.structure {
                w.int32(Int(r.minX.rounded())); w.int32(Int(r.minY.rounded()))
                w.int32(Int(r.width.rounded())); w.int32(Int(r.height.rounded()))
            }
        case "GetOffsetAtPoint": w.int32(-1)
        case "ScrollSubstringTo", "ScrollSubstringToPoint": w.bool(false)
        default: return false
        }
        return true
    }

    func editableTextCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        guard case .node(let id) = target, let node = tree.node(id), let text = node.text else { return false }
        let count = text.string.count
        let a0 = args.first?.int ?? 0, a1 = args.dropFirst().first?.int ?? 0
        let secure = node.role == .passwordText
        switch member {
        case "SetTextContents":
            w.bool(tree.replaceText(in: 0..<count, with: args.first?.string ?? "", on: id))
        case "InsertText":
            // (position, text, length in bytes; -1 or more than the text: all of it)
            guard args.count >= 2, var inserted = args[1].string else { return false }
            if let length = args.dropFirst(2).first?.int, length >= 0, length < inserted.utf8.count {
                inserted = String(decoding: inserted.utf8.prefix(length), as: UTF8.self)
            }
            w.bool(tree.replaceText(in: a0..<a0, with: inserted, on: id))
        case "DeleteText":
            w.bool(tree.replaceText(in: min(a0, a1)..<max(a0, a1), with: "", on: id))
        case "CopyText":
            if !secure { app.platform?.clipboardText = substring(Array(text.string), a0, a1).0 }
        case "CutText":
            if !secure { app.platform?.clipboardText = substring(Array(text.string), a0, a1).0 }
            w.bool(!secure && tree.replaceText(in: min(a0, a1)..<max(a0, a1), with: "", on: id))
        case "PasteText":
            let clip = app.platform?.clipboardText ?? ""
            w.bool(!clip.isEmpty && tree.replaceText(in: a0..<a0, with: clip, on: id))
        default: return false
        }
        return true
    }
}
