import UIKit

/// The seeds' `arc4random()`, made reproducible: a SplitMix64 generator seeded from the application
/// clock, so a headless run (virtual clock) makes the same "random" choices every time.
@MainActor
final class RandomSource {
    private var state: UInt64

    /// Seeds from the application clock's current time, mixed with `salt` so scenes differ.
    init(salt: UInt64 = 0) {
        state = UInt64(truncatingIfNeeded: Int64((CACurrentMediaTime() * 1000).rounded())) &+ salt &* 0x9E37_79B9_7F4A_7C15
    }

    /// A uniformly distributed 32-bit number, like `arc4random()`.
    func arc4random() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
    }
}
