import Foundation

/// The current trait collection of one thread and whether a dynamic colour resolved under it (how a view's
/// drawing is found to depend on the interface style). Kept in the thread's dictionary: `current` is per thread, as in UIKit.
final class UITraitCurrentState: @unchecked Sendable {
    var traits: UITraitCollection?
    var resolvedDynamicColor = false
    /// The tint of the view being drawn or resolved for, which `UIColor.tintColor` resolves to.
    var tint: UIColor?

    private static let key = "UIKit.UITraitCollection.current"
    /// Marks the main queue, so code can tell it runs on the main actor when the main queue is drained by
    /// another thread than the process's first (as under a test runner).
    static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Whether the caller runs on the main actor: the main thread, or a block of the main queue.
    static var isOnMainActor: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// This thread's state, created on first use.
    static var forCurrentThread: UITraitCurrentState {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? UITraitCurrentState { return state }
        let state = UITraitCurrentState()
        dictionary[key] = state
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
