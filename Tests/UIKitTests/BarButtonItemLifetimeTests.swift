import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite @MainActor struct BarButtonItemLifetimeTests {
    /// A bar shows an item, then the item and its bar go away: nothing may keep the item alive
    /// (valgrind found items from the Tag screen leaking through a closure that captured them).
    @Test func anItemShownInABarIsReleasedWithTheBar() {
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        weak var weakItem: UIBarButtonItem?
        weak var weakBar: UINavigationBar?
        do {
            let item = UIBarButtonItem(barButtonSystemItem: .done) { _ in }
            let navigationItem = UINavigationItem(title: "Details")
            navigationItem.rightBarButtonItem = item
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.setItems([navigationItem], animated: false)
            bar.layoutIfNeeded()
            weakItem = item
            weakBar = bar
        }
        #expect(weakBar == nil)
        #expect(weakItem == nil)
    }
}
