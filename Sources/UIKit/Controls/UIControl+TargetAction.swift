import Foundation

/// One action a control can send: a typed method reference bound at call time to its target, or a closure.
/// Built by `addTarget(_:action:for:)` and `addAction(_:for:)`; passed to `sendAction(_:to:for:)`.
@preconcurrency @MainActor
public struct UIControlAction {
    let body: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
    /// The `UIAction` this was made from, when it came from `addAction(_:for:)`.
    public let uiAction: UIAction?

    init(uiAction: UIAction? = nil, body: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void) {
        self.uiAction = uiAction; self.body = body
    }

    /// Runs the action for `sender`, with `target` (nil: the first matching responder, as UIKit's nil-targeted actions).
    public func invoke(target: AnyObject?, sender: UIControl, event: UIEvent?) { body(target, sender, event) }
}

/// A registered action: which events it answers, its (weak) target and the action.
@MainActor
struct UIControlActionEntry {
    weak var target: AnyObject?
    /// False for nil-targeted actions, which are sent up the responder chain.
    let hasTarget: Bool
    let targetID: ObjectIdentifier?
    var events: UIControl.Event
    let action: UIControlAction
}

extension UIControl {
    /// Sends `action(target)(sender)` for `controlEvents`. The method is a typed reference such as
    /// `ViewController.done` for `func done(_ sender: UIButton)`; a nil target finds the first responder of type `T`.
    /// Targets are not retained, as in UIKit.
    public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event) {
        register(target, controlEvents) { resolved, control, _ in
            guard let t = resolved as? T else { return }
            guard let sender = control as? Sender else {
                UIApplication.shared.log("UIControl: action of \(T.self) expects a \(Sender.self) sender, got \(type(of: control)); not sent")
                return
            }
            action(t)(sender)
        }
    }

    /// Sends `action(target)()` (a method without parameters) for `controlEvents`.
    public func addTarget<T: AnyObject>(_ target: T?, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        register(target, controlEvents) { resolved, _, _ in
            guard let t = resolved as? T else { return }
            action(t)()
        }
    }

    /// Sends `action(target)(sender, event)` for `controlEvents`; `event` is the touch event, or an empty
    /// event when the action was sent programmatically.
    public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping (T) -> (Sender, UIEvent) -> Void, for controlEvents: Event) {
        register(target, controlEvents) { resolved, control, event in
            guard let t = resolved as? T else { return }
            guard let sender = control as? Sender else {
                UIApplication.shared.log("UIControl: action of \(T.self) expects a \(Sender.self) sender, got \(type(of: control)); not sent")
                return
            }
            action(t)(sender, event ?? UIEvent(type: .touches, timestamp: UIApplication.shared.clock.now))
        }
    }

    /// Stops sending `target`'s actions for `controlEvents` (nil target: every target). Method references cannot
    /// be compared in Swift, so every action of the target for those events is removed.
    public func removeTarget(_ target: AnyObject?, action: Never? = nil, for controlEvents: Event) {
        let id = target.map(ObjectIdentifier.init)
        for i in actionEntries.indices where id == nil || actionEntries[i].targetID == id {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Runs `action`'s handler for `controlEvents` (the closure form of target-action).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        let entry = UIControlActionEntry(target: nil, hasTarget: false, targetID: nil, events: controlEvents,
                                         action: UIControlAction(uiAction: action) { [weak action] _, control, _ in
            guard let action else { return }
            action.sender = control
            action.handler(action)
            action.sender = nil
        })
        actionEntries.append(entry)
    }

    /// Removes `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for i in actionEntries.indices where actionEntries[i].action.uiAction === action {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Removes the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actionEntries.indices where actionEntries[i].action.uiAction?.identifier == identifier {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Every control event some action is registered for.
    public var allControlEvents: Event { actionEntries.reduce([]) { $0.union($1.events) } }

    /// The live targets of this control (nil-targeted and closure actions are not listed).
    public var allTargets: [AnyObject] { actionEntries.compactMap { $0.target } }

    /// Whether some action is registered for any of `events`.
    func hasActions(for events: Event) -> Bool { actionEntries.contains { !$0.events.isDisjoint(with: events) } }

    /// Sends every action registered for any of `controlEvents` once, in registration order.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        guard !controlEvents.isEmpty else { return }
        let matching = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching {
            if entry.hasTarget {
                guard let target = entry.target else { continue }   // the target is gone: nothing to do
                sendAction(entry.action, to: target, for: event)
            } else {
                sendAction(entry.action, to: nil, for: event)
            }
        }
    }

    private func register<T: AnyObject>(_ target: T?, _ events: Event,
                                        _ call: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void) {
        let action = UIControlAction { resolved, control, event in
            let receiver: AnyObject? = resolved ?? control.firstResponderInChain(ofType: T.self)
            guard let receiver else {
                UIApplication.shared.log("UIControl: no responder of type \(T.self) for a nil-targeted action; not sent")
                return
            }
            call(receiver, control, event)
        }
        actionEntries.append(UIControlActionEntry(target: target, hasTarget: target != nil,
                                                  targetID: target.map(ObjectIdentifier.init), events: events, action: action))
    }

    /// The first object of type `T` on the responder chain from the key window's first responder (else this control).
    private func firstResponderInChain<T>(ofType: T.Type) -> AnyObject? {
        var responder: UIResponder? = window?.currentFirstResponder ?? self
        while let r = responder {
            if r is T { return r }
            responder = r.next
        }
        if let delegate = UIApplication.shared.delegate, delegate is T { return delegate }
        return nil
    }
}
