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
    /// Decodes the image `name` (with or without its `.png` extension) from the first of `directories` that holds
    /// a variant of it, preferring the variant for `scale` (`name@2x.png` on a 2x screen). Returns the premultiplied
    /// bitmap and the scale it was made for; nil (after logging one line that names what was looked for and where)
    /// when no folder has a usable file.
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)?
    /// The app's asset folder the platform was pointed at (the demo app's `--assets DIR`), searched for images and
    /// fonts before the main bundle; nil when there is none.
    var assetsDirectory: String? { get }
    /// Makes the fonts in the file at `path` (TrueType, OpenType or a collection) available to `UIFont(name:size:)`
    /// for the rest of the process; returns the names the fonts answer to, or why the file cannot be used.
    func registerFont(atPath path: String) -> Result<[String], UIFontRegistrationError>
    /// Starts delivering text input (and shows the IME) for an editor whose caret is at `rect` (window points).
    func startTextInput(caretRect: CGRect)
    /// Stops delivering text input.
    func stopTextInput()
    /// The system clipboard's text.
    var clipboardText: String? { get set }
    /// Whether a connected device can play haptic feedback now (a game controller with rumble motors).
    var canPlayHaptics: Bool { get }
    /// Plays one burst of haptic feedback now on the device the user last used; false when none can vibrate.
    func playHaptic(_ pulse: UIHapticPulse) -> Bool
}

/// Why a font file could not be registered.
public struct UIFontRegistrationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, naming the file.
    public let description: String
    /// An error with its message.
    public init(_ description: String) { self.description = description }
}

extension UIPlatform {
    /// A platform without an actuator plays no haptics, as an iPhone without a Taptic Engine.
    public var canPlayHaptics: Bool { false }
    /// A platform without an actuator plays no haptics.
    public func playHaptic(_ pulse: UIHapticPulse) -> Bool { false }
    /// A platform without an asset folder searches only the bundles.
    public var assetsDirectory: String? { nil }
    /// A platform without a font rasterizer of its own cannot load font files.
    public func registerFont(atPath path: String) -> Result<[String], UIFontRegistrationError> {
        .failure(UIFontRegistrationError("cannot register \(path): this platform has no font rasterizer that loads font files"))
    }
}
