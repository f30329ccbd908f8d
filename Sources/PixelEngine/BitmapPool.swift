import Foundation

/// Keeps the memory of large bitmaps after they are freed and hands it to the next bitmap of about
/// the same size, so bitmaps that come and go (layers created and dropped, content redrawn) reuse
/// warm pages instead of faulting in fresh ones. One per application; safe to use from any thread.
public final class BitmapPool: @unchecked Sendable {
    /// Bitmaps smaller than this come straight from the allocator (which already recycles them well).
    public static let minimumBytes = 256 << 10
    /// The most idle memory the pool keeps; beyond it freed memory goes back to the system.
    public let capacityBytes: Int
    private let lock = NSLock()
    private var idle: [(memory: UnsafeMutableRawPointer, bytes: Int)] = []
    private var idleBytes = 0

    /// A pool keeping at most `capacityBytes` of idle memory.
    public init(capacityBytes: Int = 64 << 20) {
        self.capacityBytes = Swift.max(0, capacityBytes)
    }

    deinit {
        for block in idle { free(block.memory) }
    }

    /// Memory of at least `bytes` bytes (zeroed when `zeroed`), and its real size (an idle block at
    /// most a quarter larger, or a new one).
    func take(bytes: Int, zeroed: Bool = true) -> (memory: UnsafeMutableRawPointer, bytes: Int)? {
        lock.lock()
        var best = -1
        for (i, block) in idle.enumerated() where block.bytes >= bytes && block.bytes <= bytes + bytes / 4 {
            if best < 0 || block.bytes < idle[best].bytes { best = i }
        }
        let found = best >= 0 ? idle.remove(at: best) : nil
        if let found { idleBytes -= found.bytes }
        lock.unlock()
        if let found {
            if zeroed { memset(found.memory, 0, bytes) }
            return found
        }
        return BitmapPool.allocate(bytes: bytes, zeroed: zeroed).map { ($0, bytes) }
    }

    /// Takes back a block from `take`; frees the oldest idle blocks when over capacity.
    func give(_ memory: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        idle.append((memory, bytes))
        idleBytes += bytes
        var evicted: [UnsafeMutableRawPointer] = []
        while idleBytes > capacityBytes, !idle.isEmpty {
            let old = idle.removeFirst()
            idleBytes -= old.bytes
            evicted.append(old.memory)
        }
        lock.unlock()
        for m in evicted { free(m) }
    }

    /// Memory for a bitmap, zeroed unless `zeroed` is false; large blocks are aligned to and advised
    /// for transparent huge pages, so the compositor's scattered reads (projected planes) miss the TLB far less.
    static func allocate(bytes: Int, zeroed: Bool = true) -> UnsafeMutableRawPointer? {
        let huge = 1 << 21
        var raw: UnsafeMutableRawPointer?
        if bytes >= 1 << 20, posix_memalign(&raw, huge, bytes) == 0, let r = raw {
            _ = madvise(r, (bytes + huge - 1) & ~(huge - 1), Int32(MADV_HUGEPAGE))
            if zeroed { memset(r, 0, bytes) }
            return r
        }
        return zeroed ? calloc(bytes, 1) : malloc(bytes)
    }
}
