import Foundation

/// Groups layer changes: their implicit animations share a duration, a timing function and a completion
/// block, and can be turned off. Changes made outside `begin()`/`commit()` belong to an implicit transaction
/// that ends at the start of the next frame.
@preconcurrency @MainActor
public final class CATransaction {
    private init() {}

    /// Opens a nested transaction.
    public static func begin() { engine.beginTransaction(implicit: false) }

    /// Closes the innermost transaction opened with `begin()` (its completion block waits for its animations).
    public static func commit() { engine.commitTransaction() }

    /// Ends the implicit transaction now (normally done at the start of the next frame).
    public static func flush() { engine.flushImplicitTransaction() }

    /// The duration of implicit animations (0.25 s unless set); 0 turns them off.
    public static func animationDuration() -> CFTimeInterval { engine.transactionValue(\.duration) ?? 0.25 }
    /// Sets the duration of implicit animations made in the current transaction; 0 makes changes immediate.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            UIApplication.shared.log("CATransaction: ignored animation duration \(duration)")
            return
        }
        engine.currentTransaction.duration = duration
    }

    /// The timing function of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { engine.transactionValue(\.timingFunction) }
    /// Sets the timing function of implicit animations made in the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { engine.currentTransaction.timingFunction = function }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool { engine.transactionValue(\.disableActions) ?? false }
    /// Turns implicit animations off (or back on) for the current transaction.
    public static func setDisableActions(_ flag: Bool) { engine.currentTransaction.disableActions = flag }

    /// The block run once every animation added in the current transaction has stopped.
    public static func completionBlock() -> (() -> Void)? { engine.currentTransaction.completion }
    /// Sets the block run once every animation added in the current transaction (after this call) has stopped.
    public static func setCompletionBlock(_ block: (() -> Void)?) { engine.currentTransaction.setCompletion(block) }

    private static var engine: CAAnimationEngine { UIApplication.shared.animationEngine }
}

/// The settings of one open transaction.
@MainActor
final class CATransactionState {
    let isImplicit: Bool
    var duration: Double?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    private(set) var completion: (() -> Void)?
    private(set) var group: CAAnimationCompletionGroup?

    init(implicit: Bool) { isImplicit = implicit }

    func setCompletion(_ block: (() -> Void)?) {
        completion = block
        group = block.map { b in CAAnimationCompletionGroup { _ in b() } }
    }
}
