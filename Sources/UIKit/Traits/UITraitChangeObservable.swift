import Foundation

/// An environment whose trait changes can be observed with a handler or a target and action (iOS 17's
/// `registerForTraitChanges`): views, view controllers and windows.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// Where the registrations of an observable environment live.
@MainActor
protocol UITraitStorageOwner: AnyObject {
    var traitStorage: UITraitStorage { get set }
}

extension UITraitChangeObservable {
    private func add(_ handler: UITraitChangeHandler) -> UITraitChangeRegistration {
        guard let owner = self as? UITraitStorageOwner else { return handler }
        for trait in handler.traits where UITraitCollection().differs(from: UITraitCollection(), in: trait) == nil {
            UIApplication.shared.log("registerForTraitChanges: \(trait) is not a trait this platform tracks; it never fires for it")
        }
        owner.traitStorage.handlers.append(handler)
        return handler
    }

    /// Calls `handler` with this environment and its previous traits each time one of `traits` changes
    /// (`[UITraitUserInterfaceStyle.self]`); not for the initial traits. The handler is passed the environment,
    /// so it need not capture it; as in UIKit its type is the handler's first parameter's, so Apple's form
    /// `{ (self: Self, previousTraitCollection: UITraitCollection) in ... }` works.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        add(UITraitChangeHandler(traits: traits) { environment, previous in
            if let me = environment as? Environment { handler(me, previous) }
        })
    }

    /// Calls `action` on `target` (held weakly) each time one of `traits` changes; this project's typed form of
    /// `registerForTraitChanges(_:target:action:)`: `registerForTraitChanges([UITraitUserInterfaceStyle.self],
    /// target: self, action: ViewController.updateColors)` with `func updateColors()`.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping @MainActor (Target) -> () -> Void) -> UITraitChangeRegistration {
        add(UITraitChangeHandler(traits: traits) { [weak target] _, _ in if let target { action(target)() } })
    }

    /// The target-action form whose method takes the environment and its previous traits:
    /// `func traitsChanged(_ environment: UITraitEnvironment, previousTraitCollection: UITraitCollection)`.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping @MainActor (Target) -> (UITraitEnvironment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        add(UITraitChangeHandler(traits: traits) { [weak target] environment, previous in
            if let target { action(target)(environment, previous) }
        })
    }

    /// The target-action form with this environment as the target (`registerForTraitChanges(_:action:)`).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping @MainActor (Self) -> () -> Void) -> UITraitChangeRegistration {
        add(UITraitChangeHandler(traits: traits) { environment, _ in if let me = environment as? Self { action(me)() } })
    }

    /// Stops a registration; one that is not this environment's is ignored.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        guard let owner = self as? UITraitStorageOwner else { return }
        owner.traitStorage.handlers.removeAll { $0 === registration }
    }
}

extension UITraitStorageOwner where Self: UITraitEnvironment {
    /// Compares the traits now with the ones last reported and, on a real change, calls
    /// `traitCollectionDidChange(_:)` and the registrations that watch a changed trait (once each).
    /// Returns the traits now.
    @discardableResult
    func reportTraitChangeIfNeeded() -> UITraitCollection {
        let now = traitCollection
        let previous = traitStorage.lastReported
        traitStorage.lastReported = now
        guard let previous, previous != now else { return now }
        now.performAsCurrent {
            traitCollectionDidChange(previous)
            for handler in traitStorage.handlers
            where handler.traits.contains(where: { now.differs(from: previous, in: $0) == true }) {
                handler.call(self, previous)
            }
        }
        return now
    }
}
