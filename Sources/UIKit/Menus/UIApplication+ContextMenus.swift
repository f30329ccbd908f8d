import Foundation

extension UIApplication {
    /// A secondary click: a menu already shown closes, then the nearest view under the pointer (or an ancestor)
    /// with an enabled context menu interaction opens its menu there.
    func openContextMenu(atWindowLocation location: CGPoint, buttonMask: UIEvent.ButtonMask, timestamp: TimeInterval) {
        guard !isIgnoringInteractionEvents, let window = keyWindow, !window.isHidden else { return }
        guard location.x.isFinite, location.y.isFinite else {
            log("Input: ignored a mouse button with a non-finite location")
            return
        }
        UIMenuOverlayView.visible(in: window)?.dismiss()
        let event = UIEvent(type: .touches, timestamp: timestamp)
        event.buttonMask = buttonMask
        var view = window.hitTest(window.convert(location, from: nil), with: event)
        while let v = view {
            for case let interaction as UIContextMenuInteraction in v.interactions where interaction.isEnabled {
                if interaction.presentMenu(atWindowLocation: location) { return }
            }
            view = v.superview
        }
    }
}
