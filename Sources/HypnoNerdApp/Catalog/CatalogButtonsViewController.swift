import UIKit

/// Buttons in their kinds and states (system, disabled, detail disclosure, contact add, image, primary action),
/// and configured ones (`UIButton.Configuration`: filled, tinted with a subtitle, gray with an image and an update handler).
@MainActor
final class CatalogButtonsViewController: CatalogScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        let system = UIButton(type: .system)
        system.setTitle("Button", for: .normal)
        system.accessibilityIdentifier = "catalog.button.system"
        system.addTarget(self, action: CatalogButtonsViewController.tapped, for: .touchUpInside)
        addRow("System (text)", sized(system))

        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        addRow("System (disabled)", sized(disabled))

        let detail = UIButton(type: .detailDisclosure)
        detail.accessibilityIdentifier = "catalog.button.detail"
        detail.addTarget(self, action: CatalogButtonsViewController.tapped, for: .touchUpInside)
        addRow("Detail disclosure", sized(detail))

        let add = UIButton(type: .contactAdd)
        add.accessibilityIdentifier = "catalog.button.add"
        add.addTarget(self, action: CatalogButtonsViewController.tapped, for: .touchUpInside)
        addRow("Contact add", sized(add))

        let image = UIButton(type: .system)
        image.setImage(UIImage(named: "Checkmark"), for: .normal)
        image.setTitle(" Done", for: .normal)
        image.accessibilityIdentifier = "catalog.button.image"
        image.addTarget(self, action: CatalogButtonsViewController.tapped, for: .touchUpInside)
        addRow("Image and title", sized(image))

        let primary = UIButton(type: .system, primaryAction: UIAction(title: "Primary action") { action in
            NSLog("Catalog: primary action '\(action.title)' ran")
        })
        primary.accessibilityIdentifier = "catalog.button.primary"
        addRow("UIAction", sized(primary))

        // iOS 15's button system: the look as one UIButton.Configuration value.
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        filled.buttonSize = .large
        let filledButton = UIButton(configuration: filled, primaryAction: UIAction { _ in
            NSLog("Catalog: configured button 'filled' ran")
        })
        filledButton.accessibilityIdentifier = "catalog.button.filled"
        addRow("Configuration (filled, large)", filledButton)

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.subtitle = "with a subtitle"
        tinted.titleAlignment = .center
        tinted.cornerStyle = .capsule
        let tintedButton = UIButton(configuration: tinted, primaryAction: UIAction { _ in
            NSLog("Catalog: configured button 'tinted' ran")
        })
        tintedButton.accessibilityIdentifier = "catalog.button.tinted"
        addRow("Configuration (tinted, capsule)", tintedButton)

        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        gray.image = UIImage(named: "Checkmark")
        gray.imagePadding = 6
        let grayButton = UIButton(configuration: gray)
        grayButton.accessibilityIdentifier = "catalog.button.gray"
        // The update handler picks the title for the state: "Pressed" while a touch is down on it.
        grayButton.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Pressed" : "Gray"
            button.configuration = configuration
        }
        grayButton.addTarget(self, action: CatalogButtonsViewController.tapped, for: .touchUpInside)
        addRow("Configuration (gray, image, update handler)", grayButton)

        // iOS 15's pop-up button: a tap opens the menu, and the chosen action's title shows on the button.
        let popUp = UIButton(type: .system)
        popUp.accessibilityIdentifier = "catalog.button.popup"
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        popUp.menu = UIMenu(children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size) { _ in NSLog("Catalog: pop-up chose '\(size)'") }
        })
        addRow("Pop-up (menu)", sized(popUp))

        // A context menu: long press, or the right mouse button, on the label.
        let card = UILabel()
        card.text = "Long press or right-click me"
        card.isUserInteractionEnabled = true
        card.accessibilityIdentifier = "catalog.button.contextMenu"
        card.addInteraction(UIContextMenuInteraction(delegate: self))
        addRow("Context menu", card)

        // A hover effect: the card highlights while the mouse pointer is over it (no button pressed) and the
        // label beside it shows where, from a UIHoverGestureRecognizer.
        let hoverCard = UILabel()
        hoverCard.text = "Point the mouse here"
        hoverCard.textAlignment = .center
        hoverCard.isUserInteractionEnabled = true
        hoverCard.layer.cornerRadius = 8
        hoverCard.backgroundColor = .secondarySystemBackground
        hoverCard.accessibilityIdentifier = "catalog.button.hover"
        let whereLabel = UILabel()
        whereLabel.accessibilityIdentifier = "catalog.button.hoverLocation"
        whereLabel.text = "-"
        hoverCard.addGestureRecognizer(UIHoverGestureRecognizer { [weak hoverCard, weak whereLabel] hover in
            guard let hoverCard, let whereLabel else { return }
            switch hover.state {
            case .began, .changed:
                if hover.state == .began { NSLog("Catalog: hover entered") }
                hoverCard.backgroundColor = .systemBlue.withAlphaComponent(0.3)
                let p = hover.location(in: hoverCard)
                whereLabel.text = "\(Int(p.x)), \(Int(p.y))"
            default:
                NSLog("Catalog: hover left")
                hoverCard.backgroundColor = .secondarySystemBackground
                whereLabel.text = "-"
            }
        })
        addRow("Hover (mouse pointer)", hoverCard, detail: whereLabel)
    }

    /// At least 44 x 44 points, Apple's smallest comfortable tap target.
    private func sized(_ button: UIButton) -> UIButton {
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        return button
    }

    func tapped(_ sender: UIButton) {
        NSLog("Catalog: button '\(sender.accessibilityIdentifier ?? "")' tapped")
    }
}

extension CatalogButtonsViewController: UIContextMenuInteractionDelegate {
    /// The label's context menu: an inline group, a submenu and a destructive action.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in NSLog("Catalog: context menu Copy") },
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in NSLog("Catalog: context menu Share") },
                ]),
                UIMenu(title: "Move to", children: ["Inbox", "Archive"].map { place in
                    UIAction(title: place) { _ in NSLog("Catalog: context menu moved to \(place)") }
                }),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                    NSLog("Catalog: context menu Delete")
                },
            ])
        }
    }
}

/// Switches: the default one (on), a tinted one, a disabled one.
@MainActor
final class CatalogSwitchesViewController: CatalogScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        let standard = UISwitch()
        standard.setOn(true, animated: false)
        standard.accessibilityIdentifier = "catalog.switch.default"
        standard.addTarget(self, action: CatalogSwitchesViewController.changed, for: .valueChanged)
        addRow("Default", standard)

        let tinted = UISwitch()
        tinted.onTintColor = .systemPurple
        tinted.thumbTintColor = .systemYellow
        tinted.accessibilityIdentifier = "catalog.switch.tinted"
        tinted.addTarget(self, action: CatalogSwitchesViewController.changed, for: .valueChanged)
        addRow("Tinted", tinted)

        let disabled = UISwitch()
        disabled.setOn(true, animated: false)
        disabled.isEnabled = false
        addRow("Disabled", disabled)
    }

    func changed(_ sender: UISwitch) {
        NSLog("Catalog: switch '\(sender.accessibilityIdentifier ?? "")' is \(sender.isOn ? "on" : "off")")
    }
}

/// Sliders: default, tinted, with value images, non-continuous, disabled.
@MainActor
final class CatalogSlidersViewController: CatalogScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        let standard = UISlider()
        standard.value = 0.42
        standard.accessibilityIdentifier = "catalog.slider.default"
        addRow("Default", standard)

        let tinted = UISlider()
        tinted.minimumTrackTintColor = .systemGreen
        tinted.maximumTrackTintColor = .systemPurple
        tinted.thumbTintColor = .systemBlue
        tinted.value = 0.7
        tinted.accessibilityIdentifier = "catalog.slider.tinted"
        addRow("Tinted", tinted)

        let images = UISlider()
        images.minimumValueImage = UIImage(named: "Info")
        images.maximumValueImage = UIImage(named: "Checkmark")
        images.minimumValue = 0
        images.maximumValue = 100
        images.value = 25
        images.accessibilityIdentifier = "catalog.slider.images"
        addRow("Value images (0 to 100)", images)

        let discrete = UISlider()
        discrete.isContinuous = false
        discrete.value = 0.5
        discrete.accessibilityIdentifier = "catalog.slider.noncontinuous"
        addRow("Not continuous", discrete)

        let disabled = UISlider()
        disabled.value = 0.3
        disabled.isEnabled = false
        addRow("Disabled", disabled)

        for slider in [standard, tinted, images, discrete] {
            slider.addTarget(self, action: CatalogSlidersViewController.changed, for: .valueChanged)
        }
    }

    func changed(_ sender: UISlider) {
        NSLog("Catalog: slider '\(sender.accessibilityIdentifier ?? "")' value \(String(format: "%.2f", Double(sender.value)))")
    }
}
