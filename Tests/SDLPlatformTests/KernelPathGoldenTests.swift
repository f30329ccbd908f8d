import BenchScenes
import Foundation
import PixelEngine
import SDLPlatform
import Testing
@_spi(Platform) import UIKit

/// The golden scenes (refbench's a, b and c, and the primitive sheet) rendered once per kernel path
/// this CPU runs, each in a fresh session so no cached look carries over: every pixel must agree.
extension SDLSuite {
    /// Scenes a, b (two carousel angles) and c (spring frame 6), and the primitive sheet, as rendered now.
    @MainActor static func renderGoldenScenes() throws -> [(String, Bitmap)] {
        var out: [(String, Bitmap)] = []
        let session = try HeadlessSession(options: Golden.options(width: 1280, height: 720), delegate: TestAppDelegate())
        defer { session.shutdown() }
        let root = session.app.keyWindow!.rootViewController!.view!
        _ = BenchScenes.sceneA(in: root)
        out.append(("a", Golden.render(session, width: 1280, height: 720)))
        for v in root.subviews { v.removeFromSuperview() }
        let planes = BenchScenes.sceneB(in: root)
        out.append(("b", Golden.render(session, width: 1280, height: 720)))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, plane) in planes.enumerated() { plane.transform = BenchScenes.planeTransform(frame: 7, index: i) }
        CATransaction.commit()
        out.append(("b frame 7", Golden.render(session, width: 1280, height: 720)))
        for l in root.layer.sublayers ?? [] where l.delegate == nil { l.removeFromSuperlayer() }
        let hud = BenchScenes.sceneC(in: root)
        BenchScenes.applySpring(hud, frame: 6)
        out.append(("c", Golden.render(session, width: 1280, height: 720)))
        for v in root.subviews { v.removeFromSuperview() }
        for l in root.layer.sublayers ?? [] where l.delegate == nil { l.removeFromSuperlayer() }
        root.addSubview(PrimitiveSheet(frame: CGRect(x: 0, y: 0, width: 320, height: 240)))
        out.append(("primitives", Golden.render(session, width: 1280, height: 720)))
        return out
    }

    @Test func everyKernelPathRendersTheGoldenScenesIdentically() throws {
        let before = KernelPath.current
        defer { KernelPath.force(before) }
        let paths = KernelPath.allCases.filter(\.isSupported)
        #expect(paths.contains(.baseline))
        var renders: [(KernelPath, [(String, Bitmap)])] = []
        for path in paths {
            #expect(KernelPath.force(path))
            renders.append((path, try Self.renderGoldenScenes()))
        }
        guard let (firstPath, first) = renders.first else { return }
        for (path, images) in renders.dropFirst() {
            for ((name, a), (_, b)) in zip(first, images) {
                var differing = 0
                for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
                #expect(differing == 0, "\(name): \(differing) pixels differ between \(firstPath) and \(path)")
            }
        }
    }
}
