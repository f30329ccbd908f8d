import Foundation
import UIKit

/// A cache key for one line of text in one font at one scale. The text is compared and hashed by
/// its UTF-8 bytes: a String's own hashing normalizes non-ASCII text (an em dash, any CJK) on
/// every lookup, and two spellings of the same characters may simply be cached twice.
struct SDLTextKey: Hashable {
    let fontName: String
    let pointSize: CGFloat
    let weight: UIFont.Weight
    let scale: CGFloat
    let text: String

    init(_ text: String, font: UIFont, scale: CGFloat = 1) {
        self.text = text
        fontName = font.fontName
        pointSize = font.pointSize
        weight = font.weight
        self.scale = scale
    }

    static func == (a: SDLTextKey, b: SDLTextKey) -> Bool {
        a.pointSize == b.pointSize && a.scale == b.scale && a.weight == b.weight
            && SDLTextKey.sameBytes(a.fontName, b.fontName) && SDLTextKey.sameBytes(a.text, b.text)
    }

    /// Whether two strings hold the same UTF-8 bytes: one `memcmp` of their contiguous storage (the generic
    /// `utf8.elementsEqual` walks byte by byte, hundreds of instructions for a label's line).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                pa.count == pb.count && (pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0)
            }
        }
    }

    func hash(into h: inout Hasher) {
        h.combine(pointSize)
        h.combine(scale)
        h.combine(weight)
        SDLTextKey.combineBytes(of: fontName, into: &h)
        SDLTextKey.combineBytes(of: text, into: &h)
    }

    /// Feeds `s`'s UTF-8 bytes (and their count, so "ab" + "c" differs from "a" + "bc") to `h`.
    private static func combineBytes(of s: String, into h: inout Hasher) {
        var s = s
        s.withUTF8 { h.combine(bytes: UnsafeRawBufferPointer($0)) }
        h.combine(s.utf8.count)
    }
}
