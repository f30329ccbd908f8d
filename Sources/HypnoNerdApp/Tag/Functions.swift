import UIKit

/// The seed's `afterDelay(_:run:)` helper: runs `run` once after `seconds` of the application clock (the
/// seed uses `DispatchQueue.main.asyncAfter`; here the run loop's timers keep headless runs deterministic).
@MainActor
func afterDelay(_ seconds: Double, run: @escaping @MainActor () -> Void) {
    RunLoopTimer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in run() }
}
