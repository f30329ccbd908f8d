import CSDL2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the live loop out of `SDL_WaitEventTimeout` the moment work is queued on the main dispatch queue
/// (`DispatchQueue.main.async` from any thread, `asyncAfter` when due, `OperationQueue.main`, main-actor
/// tasks, NotificationCenter observers on the main queue): a thread blocks in poll(2) on the queue's
/// descriptor and pushes one SDL user event, then waits until the loop has run the queue, so it never spins.
final class MainQueueWaker: @unchecked Sendable {
    private let queueFD: Int32
    private let stopFDs: (read: Int32, write: Int32)
    private let eventType: UInt32
    private let drained = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var awaitingDrain = false
    private var stopped = false

    /// Nil (after logging why) when the main queue has no descriptor to watch or SDL has no user events left.
    init?(log: (String) -> Void) {
        let fd = csdl_main_queue_handle()
        guard fd >= 0 else {
            log("Run loop: the main dispatch queue has no descriptor to watch; main-queue work runs at the next event or frame")
            return nil
        }
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else {
            log("Run loop: SDL has no user event type left; main-queue work runs at the next event or frame")
            return nil
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            log("Run loop: pipe() failed (errno \(errno)); main-queue work runs at the next event or frame")
            return nil
        }
        queueFD = fd
        eventType = type
        stopFDs = (fds[0], fds[1])
        let thread = Thread { [self] in watch() }
        thread.name = "MainQueueWaker"
        thread.start()
    }

    /// The loop ran the main queue: the watcher may look at the descriptor again.
    func mainQueueDidDrain() {
        lock.lock()
        let wake = awaitingDrain
        awaitingDrain = false
        lock.unlock()
        if wake { drained.signal() }
    }

    /// Ends the watcher thread (before SDL shuts down).
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(stopFDs.write, &byte, 1)
        drained.signal()
    }

    private func watch() {
        while true {
            var fds = [pollfd(fd: queueFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopFDs.read, events: Int16(POLLIN), revents: 0)]
            let r = poll(&fds, 2, -1)
            lock.lock()
            let isStopped = stopped
            lock.unlock()
            if isStopped || fds[1].revents != 0 { break }
            if r < 0 { if errno == EINTR { continue } else { break } }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            lock.lock()
            awaitingDrain = true
            lock.unlock()
            var event = SDL_Event()
            event.type = eventType
            _ = SDL_PushEvent(&event)
            drained.wait()
        }
        close(stopFDs.read)
        close(stopFDs.write)
    }
}
