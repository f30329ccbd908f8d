import Foundation
import PixelEngine
@_spi(Platform) import UIKit

/// A data source of `counts` items per section with a registered cell class; it remembers every cell it was
/// handed (to count how many exist) and labels each cell with its item.
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var created = Set<ObjectIdentifier>()
    var dequeued = 0
    var headers = false
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        created.insert(ObjectIdentifier(cell))
        dequeued += 1
        cell.accessibilityIdentifier = "item.\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        view.accessibilityIdentifier = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer").\(indexPath.section)"
        return view
    }
}

/// Records what the delegate hears, in order.
@MainActor
final class RecordingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var events: [String] = []
    var refuseSelection = Set<IndexPath>()
    var sizes: [IndexPath: CGSize] = [:]
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

/// A fresh application (virtual clock, no platform) with a key window of `size` holding a collection view.
@MainActor
final class CollectionHarness {
    let clock = VirtualClock(start: 20)
    let app: UIApplication
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let surface: Bitmap
    var logLines: [String] = []
    /// Data sources and delegates are weak: the harness keeps them alive.
    var kept: [AnyObject] = []

    init(size: CGSize = CGSize(width: 340, height: 480), layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
        app = UIApplication.makeShared(clock: clock, screenSize: size, scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        surface = Bitmap(width: Int(size.width), height: Int(size.height))
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "supplementary")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "supplementary")
        window.rootViewController!.view.addSubview(collectionView)
        app.logHandler = { [weak self] line in self?.logLines.append(line) }
    }

    /// Sets the data source (kept alive by the harness).
    @discardableResult
    func show<S: UICollectionViewDataSource>(_ source: S) -> S {
        kept.append(source)
        collectionView.dataSource = source
        return source
    }

    func frame() { _ = app.renderFrame(into: surface) }

    func advance(_ seconds: Double) {
        let n = max(Int((seconds * 60).rounded()), 1)
        for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
    }

    /// The frame of the item's cell (from the layout) in collection view content coordinates.
    func itemFrame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) {
        app.handle(.touch(finger: 1, phase: phase, location: CGPoint(x: x, y: y)))
        app.dispatchPendingInput()
        frame()
    }

    /// A tap in window coordinates: down, 0.05 s, up, then a little time for delayed touches.
    func tap(_ x: CGFloat, _ y: CGFloat) {
        touch(.began, x, y)
        advance(0.05)
        touch(.ended, x, y)
        advance(0.05)
    }

    func pad(_ button: UIControllerButton) {
        app.handle(.controllerButton(id: 1, button: button, isDown: true))
        app.handle(.controllerButton(id: 1, button: button, isDown: false))
        app.dispatchPendingInput()
        frame()
    }
}
