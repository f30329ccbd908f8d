import Foundation

/// The current trait collection of one thread and whether a dynamic colour resolved under it (how a view's
/// drawing is found to depend on the interface style). Kept per thread (a pthread key): `current` is per thread, as in UIKit.
final class UITraitCurrentState: @unchecked Sendable {
    var traits: UITraitCollection?
    var resolvedDynamicColor = false
    /// The tint of the view being drawn or resolved for, which `UIColor.tintColor` resolves to.
    var tint: UIColor?

    /// The thread-local slot holding each thread's state (a retained reference, released when the thread exits).
    /// A pthread key rather than `Thread.current.threadDictionary`: the state is read for every colour set and every
    /// view drawn, and the dictionary look-up cost thousands of instructions each time.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { p in
            if let p { Unmanaged<UITraitCurrentState>.fromOpaque(p).release() }
        }
        return key
    }()
    /// Marks the main queue, so code can tell it runs on the main actor when the main queue is drained by
    /// another thread than the process's first (as under a test runner).
    static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Whether the caller runs on the main actor: the main thread, or a block of the main queue.
    static var isOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// This thread's state, created on first use.
    static var forCurrentThread: UITraitCurrentState {
        if let p = pthread_getspecific(slot) { return Unmanaged<UITraitCurrentState>.fromOpaque(p).takeUnretainedValue() }
        let state = UITraitCurrentState()
        pthread_setspecific(slot, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}

extension UITraitCollection {
    /// The trait collection of the code running now on this thread: UIKit sets it to a view's traits while the
    /// view draws, lays out and hears `traitCollectionDidChange(_:)`; `performAsCurrent(_:)` sets it for a block.
    /// Elsewhere it is the screen's traits (the app's appearance) on the main thread, and light off it.
    public static var current: UITraitCollection {
        get {
            if let traits = UITraitCurrentState.forCurrentThread.traits { return traits }
            if UITraitCurrentState.isOnMainActor {
                return MainActor.assumeIsolated { UIApplication.existing?.screenTraitCollection } ?? UITraitCollection(style: .light)
            }
            return UITraitCollection(style: .light)
        }
        set { UITraitCurrentState.forCurrentThread.traits = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the previous one.
    public func performAsCurrent(_ actions: () -> Void) {
        let state = UITraitCurrentState.forCurrentThread
        let saved = state.traits
        state.traits = self
        defer { state.traits = saved }
        actions()
    }

    /// Runs `actions` as current and tells whether any dynamic colour was resolved meanwhile.
    func performAsCurrentNotingDynamicColors(_ actions: () -> Void) -> Bool {
        let state = UITraitCurrentState.forCurrentThread
        let saved = state.traits, savedFlag = state.resolvedDynamicColor
        state.traits = self
        state.resolvedDynamicColor = false
        defer { state.traits = saved; state.resolvedDynamicColor = savedFlag || state.resolvedDynamicColor }
        actions()
        return state.resolvedDynamicColor
    }
}
