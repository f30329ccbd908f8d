import Foundation
import Testing
@_spi(Platform) import UIKit

/// A cell with a text field in its content view.
@MainActor
final class FieldCell: UICollectionViewCell {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(field)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// UIKit keeps a cell that holds the first responder out of reuse while it is off screen: scrolling it away does
/// not end editing, and the same cell comes back when its item does.
@Suite(.serialized) @MainActor struct FirstResponderCellTests {
    private func grid() -> (CollectionHarness, GridSource) {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        h.collectionView.register(FieldCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource([1_000])
        h.show(source)
        h.collectionView.layoutIfNeeded()
        return (h, source)
    }

    @Test func theEditingCellIsKeptWhileOffScreenAndComesBack() {
        let (h, source) = grid()
        let cell = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! FieldCell
        #expect(cell.field.becomeFirstResponder())
        // Far down: every row is reused many times over; the editing cell never is.
        for step in 1...30 {
            h.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            h.collectionView.layoutIfNeeded()
            #expect(h.collectionView.visibleCells.allSatisfy { $0 !== cell })
        }
        #expect(cell.field.isFirstResponder)
        #expect(h.window.currentFirstResponder === cell.field)
        #expect(cell.superview === h.collectionView && !cell.isHidden)
        #expect(cell.accessibilityIdentifier == "item.0.0")  // never handed out for another item
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let asked = source.dequeued
        h.collectionView.contentOffset = .zero
        h.collectionView.layoutIfNeeded()
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(source.dequeued == asked + 39)  // every item of the first screen but the kept one
        #expect(cell.field.isFirstResponder)
    }

    @Test func onceItResignsTheCellIsReusedAsAnyOther() {
        let (h, _) = grid()
        let cell = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! FieldCell
        #expect(cell.field.becomeFirstResponder())
        h.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        h.collectionView.layoutIfNeeded()
        #expect(!cell.isHidden)
        #expect(cell.field.resignFirstResponder())
        h.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        h.collectionView.layoutIfNeeded()
        #expect(cell.isHidden || cell.accessibilityIdentifier != "item.0.0")  // queued, or already handed out again
        h.collectionView.contentOffset = CGPoint(x: 0, y: 1_400)
        h.collectionView.layoutIfNeeded()
        #expect(cell.accessibilityIdentifier != "item.0.0")  // handed out again for another item
    }
}
