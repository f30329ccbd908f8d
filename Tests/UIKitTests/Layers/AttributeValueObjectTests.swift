import Foundation
import Testing
@_spi(Platform) import UIKit

/// `UIFont`, `UIColor`, `UIImage` and `NSParagraphStyle` are `NSObject`s as in UIKit: they share untyped
/// attribute literals, and `==` / `Hashable` (through `isEqual` and `hash`) keep UIKit's meaning.
@Suite(.serialized) @MainActor struct AttributeValueObjectTests {
    @Test func fontsAndColoursShareAnUntypedAttributesLiteral() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        let attrs = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]
        #expect(type(of: attrs) == [NSAttributedString.Key: NSObject].self)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let more = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.blue,
                    .paragraphStyle: paragraph]
        let text = NSMutableAttributedString(string: "AB", attributes: attrs)
        text.append(NSAttributedString(string: "cd", attributes: more))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.attributedText = text
        h.window.addSubview(label)
        let layer = CATextLayer()
        h.host(layer) { layer.frame = CGRect(x: 0, y: 40, width: 100, height: 20); layer.string = text }
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(h[5, 5] == 0xFFFF_0000 && h[22, 12] == 0xFF00_00FF, "the label draws both runs")
        #expect(h[5, 45] == 0xFFFF_0000 && h[22, 52] == 0xFF00_00FF, "so does the text layer")
    }

    @Test func colourEqualityAndHashingAreUIKits() {
        let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(a == UIColor.red && a.isEqual(UIColor.red) && a.hash == UIColor.red.hash)
        #expect(a != UIColor.blue && !a.isEqual("red") && !a.isEqual(nil))
        #expect(Set([a, UIColor.red, UIColor(white: 1, alpha: 1), UIColor.white]).count == 2)
        let dynamic = UIColor { _ in .red }
        #expect(dynamic == dynamic && dynamic != UIColor { _ in .red } && dynamic != UIColor.red,
                "a dynamic colour equals only itself")
        #expect([UIColor.red: "r"][UIColor(red: 1, green: 0, blue: 0, alpha: 1)] == "r")
        #expect(UIColor.red.description.hasPrefix("UIColor(r: 1.000"))
    }

    @Test func fontEqualityAndHashingCompareNameSizeAndWeight() {
        let a = UIFont.systemFont(ofSize: 17), b = UIFont.systemFont(ofSize: 17)
        #expect(a == b && a.hash == b.hash && a !== b)
        #expect(a != UIFont.boldSystemFont(ofSize: 17) && a != UIFont.systemFont(ofSize: 18))
        #expect(Set([a, b, UIFont(name: "Menlo", size: 17)!]).count == 2)
        #expect(a.description == "System 17.0pt")
    }

    @Test func imagesAndParagraphStylesAreObjectsToo() {
        let image = UIImage(bitmap: .init(width: 2, height: 2))
        let objects: [NSObject] = [image, NSParagraphStyle.default, UIColor.red, UIFont.systemFont(ofSize: 12)]
        #expect(objects.count == 4)
        #expect(image == image && image != UIImage(bitmap: .init(width: 2, height: 2)), "an image equals only itself")
        let p = NSMutableParagraphStyle()
        #expect(p.isEqual(NSParagraphStyle.default))
        p.alignment = .right
        let frozen = p.copy() as? NSParagraphStyle
        #expect(frozen?.alignment == .right && !(frozen is NSMutableParagraphStyle) && frozen == p)
        #expect(p != NSParagraphStyle.default)
    }
}
