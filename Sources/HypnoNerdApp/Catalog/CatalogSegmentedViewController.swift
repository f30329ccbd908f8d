import UIKit

/// Segmented controls: default, tinted, images, momentary, apportioned by content.
@MainActor
final class CatalogSegmentedViewController: CatalogScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        let standard = UISegmentedControl(items: ["Check", "Search", "Tools"])
        standard.selectedSegmentIndex = 0
        standard.accessibilityIdentifier = "catalog.segmented.default"
        addRow("Default", standard)

        let tinted = UISegmentedControl(items: ["Check", "Search", "Tools"])
        tinted.selectedSegmentTintColor = .systemBlue
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        tinted.selectedSegmentIndex = 1
        tinted.accessibilityIdentifier = "catalog.segmented.tinted"
        addRow("Tinted", tinted)

        let images = UISegmentedControl(items: [UIImage(named: "Hypno") as Any, UIImage(named: "Tag") as Any, UIImage(named: "Shake") as Any])
        images.selectedSegmentIndex = 2
        images.accessibilityIdentifier = "catalog.segmented.images"
        addRow("Images", images)

        let momentary = UISegmentedControl(items: ["Back", "Play", "Forward"])
        momentary.isMomentary = true
        momentary.setEnabled(false, forSegmentAt: 0)
        momentary.accessibilityIdentifier = "catalog.segmented.momentary"
        addRow("Momentary (Back disabled)", momentary)

        let apportioned = UISegmentedControl(items: ["S", "Medium", "A long title"])
        apportioned.apportionsSegmentWidthsByContent = true
        apportioned.selectedSegmentIndex = 1
        apportioned.accessibilityIdentifier = "catalog.segmented.apportioned"
        addRow("Widths by content", apportioned)

        for control in [standard, tinted, images, momentary, apportioned] {
            control.addTarget(self, action: CatalogSegmentedViewController.changed, for: .valueChanged)
        }
    }

    func changed(_ sender: UISegmentedControl) {
        NSLog("Catalog: segmented '\(sender.accessibilityIdentifier ?? "")' selected \(sender.selectedSegmentIndex)")
    }
}

/// Steppers with their values: default, wrapping by 2 in 0...10, without autorepeat, disabled.
@MainActor
final class CatalogSteppersViewController: CatalogScreen {
    private var labels: [ObjectIdentifier: UILabel] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let standard = UIStepper()
        standard.accessibilityIdentifier = "catalog.stepper.default"
        add("Default (holding repeats)", standard)

        let wrapping = UIStepper()
        wrapping.maximumValue = 10
        wrapping.stepValue = 2
        wrapping.wraps = true
        wrapping.accessibilityIdentifier = "catalog.stepper.wraps"
        add("Wraps, step 2, 0 to 10", wrapping)

        let single = UIStepper()
        single.autorepeat = false
        single.value = 5
        single.accessibilityIdentifier = "catalog.stepper.single"
        add("No autorepeat", single)

        let disabled = UIStepper()
        disabled.isEnabled = false
        add("Disabled", disabled)
    }

    private func add(_ caption: String, _ stepper: UIStepper) {
        let label = detailLabel(Self.format(stepper.value))
        label.accessibilityIdentifier = stepper.accessibilityIdentifier.map { $0 + ".value" }
        labels[ObjectIdentifier(stepper)] = label
        stepper.addTarget(self, action: CatalogSteppersViewController.changed, for: .valueChanged)
        addRow(caption, stepper, detail: label)
    }

    static func format(_ v: Double) -> String { String(format: "%.0f", v) }

    func changed(_ sender: UIStepper) {
        labels[ObjectIdentifier(sender)]?.text = Self.format(sender.value)
        NSLog("Catalog: stepper '\(sender.accessibilityIdentifier ?? "")' value \(Self.format(sender.value))")
    }
}

/// A page control over a colour swatch that changes with the page.
@MainActor
final class CatalogPageControlViewController: CatalogScreen {
    private let pageControl = UIPageControl(frame: .zero)
    private let swatch = UIView()
    private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple,
                                            .systemTeal, .systemYellow, .systemRed, .systemIndigo, .systemGray]

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = Self.colors.count
        pageControl.currentPage = 2
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.currentPageIndicatorTintColor = .systemPurple
        pageControl.accessibilityIdentifier = "catalog.pageControl"
        pageControl.addTarget(self, action: CatalogPageControlViewController.changed, for: .valueChanged)
        swatch.layer.cornerRadius = 12
        swatch.accessibilityIdentifier = "catalog.pageSwatch"
        addRow("Tap left or right of the dots", pageControl)
        addRow("Page colour", swatch, height: 120)
        updateSwatch()
    }

    private func updateSwatch() { swatch.backgroundColor = Self.colors[pageControl.currentPage] }

    func changed(_ sender: UIPageControl) {
        updateSwatch()
        NSLog("Catalog: page control page \(sender.currentPage)")
    }
}
