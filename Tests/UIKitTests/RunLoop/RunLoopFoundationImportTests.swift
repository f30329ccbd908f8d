import Foundation
import Testing
@_spi(Platform) import UIKit

/// In a file that also imports Foundation, `RunLoop.main.currentMode` is ambiguous (as `Timer` is): the
/// application's run loop answers the same question.
@Suite(.serialized) @MainActor struct RunLoopFoundationImportTests {
    @Test func theApplicationRunLoopReportsTheModeWithFoundationImported() {
        let h = ControlsHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 4000)
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
        #expect(UIApplication.shared.runLoop.currentMode == .default)
        h.touch(.began, 200, 300)
        #expect(UIApplication.shared.runLoop.currentMode == .tracking)
        h.touch(.ended, 200, 300)
        #expect(UIApplication.shared.runLoop.currentMode == .default)
    }
}
