import Foundation
import PixelEngine

/// Rendered text: an 8-bit coverage mask and where its origin sits relative to the text's top-left corner.
public struct UITextImage {
    /// Coverage of the rendered glyphs, in device pixels.
    public let mask: AlphaMask
    /// The size of the text in points (advance width and line height).
    public let size: CGSize

    /// Wraps a rendered mask and its size in points.
    public init(mask: AlphaMask, size: CGSize) { self.mask = mask; self.size = size }
}

/// Vertical metrics of a font, in points.
public struct UIFontMetrics: Equatable, Sendable {
    /// Distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat
    /// Distance from the baseline to the bottom of descenders (negative below the baseline).
    public var descender: CGFloat
    /// The distance between baselines of consecutive lines.
    public var lineHeight: CGFloat

    /// Metrics from their three values.
    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.lineHeight = lineHeight
    }
}

/// What the framework needs from the system it runs on: text, images, text input and the clipboard.
/// The SDL platform provides it; tests may provide their own.
@preconcurrency @MainActor
public protocol UIPlatform: AnyObject {
    /// Vertical metrics of `font`.
    func metrics(of font: UIFont) -> UIFontMetrics
    /// The size of one line of `text` set in `font`.
    func measure(_ text: String, font: UIFont) -> CGSize
    /// One line of `text` set in `font`, rasterised at `scale` pixels per point; nil for empty text.
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage?
    /// Decodes the image asset `name` (without extension), preferring the variant for `scale`.
    /// Returns the premultiplied bitmap and the scale it was made for.
    func loadImage(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)?
    /// Starts delivering text input (and shows the IME) for an editor whose caret is at `rect` (window points).
    func startTextInput(caretRect: CGRect)
    /// Stops delivering text input.
    func stopTextInput()
    /// The system clipboard's text.
    var clipboardText: String? { get set }
}
