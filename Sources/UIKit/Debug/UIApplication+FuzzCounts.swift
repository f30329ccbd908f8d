import Foundation

extension UIApplication {
    /// For the fuzzer: display links scheduled on the run loop (added to a mode and not invalidated).
    @_spi(Testing) public var liveDisplayLinkCount: Int {
        frameObservers.reduce(0) { $0 + (($1 as? CADisplayLink)?.isValid == true ? 1 : 0) }
    }

    /// For the fuzzer: timers waiting on the run loop (`Timer`, `RunLoopTimer`, delayed performs).
    @_spi(Testing) public var liveTimerCount: Int { runLoop.pendingTimerCount }

    /// For the fuzzer: the run loop's last scheduling number (timers and display links take one when scheduled).
    @_spi(Testing) public var runLoopStamp: Int { runLoop.lastStamp }

    /// For the fuzzer: display links and timers still live that were scheduled after the stamp `start` and up to
    /// `end` (what a screen started while it was shown).
    @_spi(Testing) public func liveRunLoopClients(scheduledAfter start: Int, through end: Int) -> (displayLinks: Int, timers: Int) {
        let links = frameObservers.reduce(0) { n, o in
            guard let l = o as? CADisplayLink, l.isValid, l.runLoopStamp > start, l.runLoopStamp <= end else { return n }
            return n + 1
        }
        return (links, runLoop.pendingTimerCount(scheduledAfter: start, through: end))
    }

    /// For the fuzzer: of those, the ones that cannot run in the run loop's current mode (a default-mode timer
    /// or display link while a scroll view or control holds the loop in `.tracking`): UIKit runs them once the
    /// loop is back in their mode, so they are waiting, not left behind.
    @_spi(Testing) public func runLoopClientsWaitingForMode(scheduledAfter start: Int, through end: Int) -> (displayLinks: Int, timers: Int) {
        let links = frameObservers.reduce(0) { n, o in
            guard let l = o as? CADisplayLink, l.isValid, !l.isPaused, !l.isActive, l.runLoopStamp > start, l.runLoopStamp <= end else { return n }
            return n + 1
        }
        return (links, runLoop.pendingTimerCount(scheduledAfter: start, through: end, waitingForMode: true))
    }
}

extension CALayer {
    /// For the fuzzer: the presentation copy when animations or offsets make the shown values differ from the
    /// model's, nil when the model's values are shown (cheaper than `presentation()`, which always copies).
    @_spi(Testing) public var changedPresentation: CALayer? { presentationIfChanged() }
}
