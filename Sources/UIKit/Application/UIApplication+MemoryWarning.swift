import Foundation

extension UIApplication {
    /// Posted when the system is low on memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning as iOS does under memory pressure (and as the Simulator's "Simulate Memory
    /// Warning" does): the delegate's `applicationDidReceiveMemoryWarning(_:)`, the notification, then
    /// `didReceiveMemoryWarning()` on every view controller in the windows (children and presented ones too).
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        var seen = Set<ObjectIdentifier>()
        func visit(_ c: UIViewController) {
            guard seen.insert(ObjectIdentifier(c)).inserted else { return }
            c.didReceiveMemoryWarning()
            c.children.forEach(visit)
            if let p = c.presentedViewController { visit(p) }
        }
        for window in windows { if let root = window.rootViewController { visit(root) } }
    }
}
