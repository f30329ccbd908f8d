import Foundation

/// An animation of one layer property, named by key path ("position", "opacity", "transform.rotation.z", ...).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animation's values add to the underlying (model) value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat continues from where the previous one ended.
    open var isCumulative = false

    /// Creates an animation with default timing.
    public required init() { super.init() }

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override var animatedKeyPath: String? { keyPath }
    override var addsToUnderlyingValue: Bool { isAdditive }
}
