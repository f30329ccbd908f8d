import Foundation
import PixelEngine

extension LayerRenderCache {
    /// Re-renders the content a layer kind draws itself when what it depends on changed; the body
    /// and border are left alone, so a progress ring's stroke re-renders only its own part.
    func updateOwnContent(look p: CALayer, scale: CGFloat) {
        let k = p.ownContentKey(scale: scale)
        if k == contentKey && (k != nil || content == nil) { return }
        setOwnContent(k == nil ? nil : p.renderOwnContent(scale: scale), key: k)
    }
}

extension CALayer {
    /// How many times the compositor rendered the content this layer kind draws itself (a shape, text):
    /// lets tests check that a look is rasterised once and again only when it changes.
    @_spi(Platform) public var ownContentRenderCount: Int { renderCache?.contentRenderCount ?? 0 }
}
