import Foundation

/// The fuzzing process's own memory: what the kernel holds resident, and what the allocator has handed out
/// and not had back. The fuzzer keeps freed memory for reuse (`ChildRun.keepFreedMemory`), so resident memory
/// follows the peak; only the heap in use tells a leak from a large frame that came and went.
enum ProcessMemory {
    /// Resident memory in KiB, from /proc/self/status (0 where it cannot be read).
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    /// Bytes allocated and not yet freed, in KiB, from glibc's `malloc_info` (nil off glibc or if its report
    /// cannot be read). Its last totals cover every arena: in use = the system memory the arenas hold, less
    /// the free chunks in them, plus the blocks mapped on their own.
    static func heapInUseKiB() -> Int? {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        let xml = String(cString: buffer)
        // The totals after the last arena's closing tag.
        guard let tail = xml.range(of: "</heap>", options: .backwards).map({ xml[$0.upperBound...] }) else { return nil }
        func size(_ tag: String, _ type: String) -> Int? {
            guard let start = tail.range(of: "<\(tag) type=\"\(type)\"") else { return nil }
            let rest = tail[start.upperBound...]
            guard let s = rest.range(of: "size=\""), let e = rest[s.upperBound...].firstIndex(of: "\"") else { return nil }
            return Int(rest[s.upperBound..<e])
        }
        guard let system = size("system", "current"), let fast = size("total", "fast"), let free = size("total", "rest")
        else { return nil }
        return (system - fast - free + (size("total", "mmap") ?? 0)) / 1024
    }
}
