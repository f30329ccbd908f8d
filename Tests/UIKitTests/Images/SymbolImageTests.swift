import Foundation
import PixelEngine
import Testing
@_spi(Platform) @testable import UIKit

/// System symbol images (`UIImage(systemName:)`) and symbol configurations: sizes from the configuration's point
/// size, text style and scale, weights, unknown names and bad sizes, and templates drawn in the tint.
@Suite(.serialized) @MainActor struct SymbolImageTests {
    private func app(scale: CGFloat = 1) -> (UIApplication, LogBox) {
        let app = UIApplication.makeShared(clock: VirtualClock(start: 1), screenSize: CGSize(width: 200, height: 200), scale: scale, platform: nil)
        let box = LogBox()
        app.logHandler = { box.lines.append($0) }
        return (app, box)
    }

    private func render(_ view: UIView) -> Bitmap? {
        view.layer.contentsScale = 1
        view.layer.display()
        return view.layer.backingStore
    }

    /// The summed coverage (alpha) of an image's pixels.
    private func ink(_ image: UIImage) -> Int {
        let b = image.bitmap
        return (0..<b.height).reduce(0) { sum, y in sum + (0..<b.width).reduce(0) { $0 + Int(b[$1, y] >> 24) } }
    }

    @Test func theDefaultConfigurationSizesForBodyText() throws {
        _ = app()
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .automatic)
        // Body at the default text size is 17 points: 17 x 1.15 = 19.55 points high, 20 pixels at 1x; the star's box
        // is 106 units wide for 100 high: 20 x 1.06 = 21.2, 22 pixels.
        #expect(star.size == CGSize(width: 22, height: 20))
        #expect(star.symbolConfiguration?.resolvedPointSize == 17)
        #expect(ink(star) > 0)
        #expect(UIImage(named: "missing-image-name")?.isSymbolImage == false)
    }

    @Test func pointSizeTextStyleScaleAndDisplayScaleSizeTheImage() throws {
        _ = app(scale: 2)
        // 40 points, large (1.3): 40 x 1.15 x 1.3 = 59.8 points, 119.6 -> 120 pixels at 2x = 60 points.
        let big = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large)))
        #expect(big.scale == 2)
        #expect(big.size == CGSize(width: 60, height: 60))
        // title1 is 28 points at the default text size: 28 x 1.15 = 32.2 points, 64.4 -> 65 pixels.
        let title = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        #expect(title.bitmap.height == 65)
        // A trait collection's display scale wins over the screen's: 17 x 1.15 x 3 = 58.65 -> 59 pixels.
        let traits = UITraitCollection(displayScale: 3)
        let sharp = try #require(UIImage(systemName: "circle", compatibleWith: traits))
        #expect(sharp.scale == 3 && sharp.bitmap.height == 59)
        // Small is 0.8 of medium: 17 x 1.15 x 0.8 = 15.64 points, 31.28 -> 32 pixels.
        let small = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.bitmap.height == 32)
    }

    @Test func heavierWeightsDrawMoreInk() throws {
        _ = app()
        func circle(_ weight: UIImage.SymbolWeight) throws -> Int {
            try ink(#require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight))))
        }
        let light = try circle(.ultraLight), regular = try circle(.regular), black = try circle(.black)
        #expect(light < regular && regular < black)
        // The unspecified weight is regular.
        #expect(try circle(.unspecified) == regular)
    }

    @Test func configurationsApplyTheValuesTheySpecify() {
        let size = UIImage.SymbolConfiguration(pointSize: 20)
        let merged = size.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(merged.resolvedPointSize == 20 && merged.resolvedWeight == .bold && merged.resolvedScale == .medium)
        // A text style replaces a point size (and the other way round).
        let styled = merged.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(styled.resolvedPointSize == 12 && styled.resolvedWeight == .bold)
        #expect(styled.configurationWithoutWeight().resolvedWeight == .regular)
        #expect(styled.configurationWithoutTextStyle().resolvedPointSize == 17)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold).isEqual(to: merged))
        #expect(!size.isEqual(to: merged))
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30, weight: .semibold)).resolvedWeight == .semibold)
        #expect(UIImage.SymbolWeight.heavy.fontWeight() == .heavy)
        // Headline text is semibold, and a symbol sized by it is too.
        #expect(UIImage.SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)
    }

    @Test func anUnknownNameIsNilAndLoggedOnceABadSizeFallsBackAndIsLogged() throws {
        let (_, log) = app()
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(log.lines.filter { $0.contains("no.such.symbol") }.count == 1)
        let image = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan)))
        #expect(image.size.height == 20)
        #expect(log.lines.contains { $0.contains("point size nan") })
    }

    @Test func applyingAConfigurationDrawsTheSymbolAgain() throws {
        _ = app()
        let star = try #require(UIImage(systemName: "star"))
        let big = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size.height == 40)  // 34 x 1.15 = 39.1 -> 40
        #expect(big.isSymbolImage && big.symbolConfiguration?.resolvedPointSize == 34)
        let bold = big.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolConfiguration?.resolvedPointSize == 17)  // withConfiguration replaces, applying merges
        let bitmap = UIImage(bitmap: Bitmap(width: 4, height: 4))
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) === bitmap)
    }

    @Test func anImageViewDrawsSymbolsAndTemplatesInItsTint() throws {
        _ = app()
        let star = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.tintColor = .red
        let view = UIImageView(image: star)
        container.addSubview(view)
        let center = (Int(view.bounds.midX), Int(view.bounds.midY))
        let red = try #require(render(view))[center.0, center.1]
        #expect(red == 0xFFFF_0000)
        // The superview's tint changing reaches the image view, which redraws in it.
        container.tintColor = .blue
        #expect(try #require(render(view))[center.0, center.1] == 0xFF00_00FF)
        // As the original (a symbol's own pixels are black), and in a colour of its own.
        view.image = star.withRenderingMode(.alwaysOriginal)
        #expect(try #require(render(view))[center.0, center.1] == 0xFF00_0000)
        view.image = star.withTintColor(.green)
        let green = try #require(render(view))[center.0, center.1]
        #expect(green >> 24 == 0xFF && (green >> 8) & 0xFF > 0x70 && (green >> 16) & 0xFF == 0)
    }

    @Test func bitmapImagesAreOriginalsInImageViewsUnlessTemplates() throws {
        _ = app()
        let bitmap = Bitmap(width: 10, height: 10)
        for y in 0..<10 { for x in 0..<10 { bitmap[x, y] = 0xFFFF_0000 } }
        let redSquare = UIImage(bitmap: bitmap)
        let view = UIImageView(image: redSquare)
        view.tintColor = .blue
        #expect(try #require(render(view))[5, 5] == 0xFFFF_0000)
        view.image = redSquare.withRenderingMode(.alwaysTemplate)
        #expect(try #require(render(view))[5, 5] == 0xFF00_00FF)
        // withTintColor fills a bitmap's shape with the colour and keeps its rendering mode.
        let tinted = redSquare.withTintColor(.black)
        #expect(tinted.renderingMode == .automatic && tinted.bitmap[5, 5] == 0xFF00_0000)
        #expect(redSquare.withTintColor(.black, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func thePreferredSymbolConfigurationSizesTheImageView() throws {
        _ = app()
        let view = UIImageView(image: UIImage(systemName: "circle"))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 40, height: 40))
    }

    @Test func aSystemButtonDrawsItsSymbolInItsTint() throws {
        _ = app()
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)), for: .normal)
        button.tintColor = .red
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.layoutIfNeeded()
        #expect(try #require(render(button))[20, 20] == 0xFFFF_0000)
    }
}

/// Collects logged lines.
@MainActor final class LogBox { var lines: [String] = [] }
