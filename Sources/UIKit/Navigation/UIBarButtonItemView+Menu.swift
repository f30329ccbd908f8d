import Foundation

extension UIBarButtonItemView: UIContextMenuInteractionDelegate {
    /// Adds a context menu interaction while the item has a menu (a long press opens it), removes it otherwise.
    func updateMenuInteraction() {
        let existing = interactions.compactMap { $0 as? UIContextMenuInteraction }.first
        if item?.menu == nil {
            if let existing { removeInteraction(existing) }
        } else if existing == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.anchorProvider = { [weak self] in self.map { $0.convert($0.bounds, to: nil) } }
            interaction.actionSender = item
            addInteraction(interaction)
        }
    }

    /// Opens the item's menu below the button (a tap on an item whose only job is its menu).
    func presentMenu() {
        guard let interaction = interactions.compactMap({ $0 as? UIContextMenuInteraction }).first else { return }
        interaction.presentMenu(atWindowLocation: convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = item?.menu, item?.isEnabled == true else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
}
