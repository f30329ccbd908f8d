import UIKit

/// Stack views (Auto Layout): a horizontal row filled equally, a vertical column centred, and a row whose
/// arranged views a stepper adds and removes.
@MainActor
final class CatalogStackViewController: CatalogScreen {
    private let growing = UIStackView()
    private let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]

    override func viewDidLoad() {
        super.viewDidLoad()
        let row = UIStackView(arrangedSubviews: colors.prefix(3).map(swatch))
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        row.accessibilityIdentifier = "catalog.stack.row"
        addRow("Horizontal, fill equally", row, height: 44)

        let column = UIStackView(arrangedSubviews: ["Short", "A longer line", "Centred"].map { text -> UIView in
            let label = UILabel(frame: .zero)
            label.text = text
            return label
        })
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 4
        column.accessibilityIdentifier = "catalog.stack.column"
        addRow("Vertical, centred", column, height: 80)

        growing.axis = .horizontal
        growing.distribution = .fillEqually
        growing.spacing = 6
        growing.accessibilityIdentifier = "catalog.stack.growing"
        for color in colors.prefix(2) { growing.addArrangedSubview(swatch(color)) }
        addRow("Arranged views added and removed", growing, height: 44)
        let stepper = UIStepper()
        stepper.minimumValue = 1
        stepper.maximumValue = Double(colors.count)
        stepper.value = 2
        stepper.accessibilityIdentifier = "catalog.stack.stepper"
        stepper.addTarget(self, action: CatalogStackViewController.changed, for: .valueChanged)
        addRow("Views in the row", stepper)
    }

    private func swatch(_ color: UIColor) -> UIView {
        let v = UIView(frame: .zero)
        v.backgroundColor = color
        v.layer.cornerRadius = 8
        return v
    }

    func changed(_ sender: UIStepper) {
        let target = Int(sender.value)
        while growing.arrangedSubviews.count < target { growing.addArrangedSubview(swatch(colors[growing.arrangedSubviews.count])) }
        while growing.arrangedSubviews.count > target, let last = growing.arrangedSubviews.last {
            growing.removeArrangedSubview(last)
            last.removeFromSuperview()
        }
        NSLog("Catalog: stack has \(growing.arrangedSubviews.count) views")
    }
}
