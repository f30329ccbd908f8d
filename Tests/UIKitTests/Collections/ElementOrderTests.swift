import Foundation
import Testing
@_spi(Platform) import UIKit

/// Records the display calls a collection view makes, in order.
@MainActor
private final class DisplayRecorder: NSObject, UICollectionViewDelegate {
    var willDisplay: [Int] = []
    var didEndDisplaying: [Int] = []
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay.append(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying.append(indexPath.item)
    }
}

/// A list-like view does the same work in the same order in every run: its maps of shown cells are dictionaries,
/// whose order follows the process's hash seed, so a headless run (a script, the fuzzer's replay) would otherwise see
/// delegate calls and cell reuse in a different order each time it ran.
@Suite(.serialized) @MainActor struct ElementOrderTests {
    /// 320 x 480, default flow layout (50 x 50 items, 5 a row, rows 60 apart): items 0...39 show. A jump of ten rows
    /// (to 600) shows items 50...89 and takes all forty off screen at once.
    @Test func cellsLeaveInItemOrderAppearInLayoutOrderAndAreReusedLastInFirstOut() {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        let recorder = DisplayRecorder()
        h.kept.append(recorder)
        h.collectionView.isPrefetchingEnabled = false
        h.collectionView.delegate = recorder
        h.show(GridSource([1_000]))
        h.collectionView.layoutIfNeeded()
        #expect(recorder.willDisplay == Array(0..<40))
        let before = Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, h.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))) })
        recorder.willDisplay = []
        h.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        h.collectionView.layoutIfNeeded()
        #expect(recorder.didEndDisplaying == Array(0..<40))
        #expect(recorder.willDisplay == Array(50..<90))
        // The queue hands back the most recently queued cell first: item 50 gets item 39's cell, item 89 item 0's.
        for k in 0..<40 {
            let cell = h.collectionView.cellForItem(at: IndexPath(item: 50 + k, section: 0))
            #expect(cell != nil && cell === before[39 - k] ?? nil, "item \(50 + k)")
        }
    }

    /// Reloading sends every shown cell back in item order, so the reload hands them out in a known order too.
    @Test func aReloadEndsDisplayingInItemOrder() {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        let recorder = DisplayRecorder()
        h.kept.append(recorder)
        h.collectionView.delegate = recorder
        h.show(GridSource([30]))
        h.collectionView.layoutIfNeeded()
        h.collectionView.reloadData()
        h.collectionView.layoutIfNeeded()
        #expect(recorder.didEndDisplaying == Array(0..<30))
        #expect(recorder.willDisplay == Array(0..<30) + Array(0..<30))
    }

    /// A plain table (rows 44 high) at 320 x 480 shows rows 0...10; at 880 it shows rows 20...30 and every old cell was
    /// recycled in row order, so row 20 dequeues row 10's cell and row 30 row 0's.
    @Test func aTableRecyclesRowsInRowOrder() {
        let app = UIApplication.makeShared(clock: VirtualClock(start: 10), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = RowSource()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let before = (0...10).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(before.allSatisfy { $0 != nil })
        table.contentOffset = CGPoint(x: 0, y: 880)
        table.layoutIfNeeded()
        for k in 0...10 {
            let cell = table.cellForRow(at: IndexPath(row: 20 + k, section: 0))
            #expect(cell != nil && cell === before[10 - k], "row \(20 + k)")
        }
        withExtendedLifetime(source) {}
    }
}

@MainActor
private final class RowSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
