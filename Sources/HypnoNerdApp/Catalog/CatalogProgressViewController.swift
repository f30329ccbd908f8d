import UIKit

/// Progress views (default, bar, tinted) advanced by a button, and activity indicators started and stopped
/// by a switch.
@MainActor
final class CatalogProgressViewController: CatalogScreen {
    private let standard = UIProgressView(progressViewStyle: .default)
    private let bar = UIProgressView(progressViewStyle: .bar)
    private let tinted = UIProgressView(progressViewStyle: .default)
    private let medium = UIActivityIndicatorView(style: .medium)
    private let large = UIActivityIndicatorView(style: .large)
    private let colored = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        standard.progress = 0.5
        bar.progress = 0.25
        tinted.progress = 0.75
        tinted.progressTintColor = .systemPurple
        tinted.trackTintColor = .systemGray5
        // This screen's navigation bar is purple like its tinted controls: an appearance of its own, used
        // while it is on top (the rest of the Catalog keeps the standard bar).
        let purple = UINavigationBarAppearance()
        purple.configureWithOpaqueBackground()
        purple.backgroundColor = .systemPurple
        purple.titleTextAttributes = [.foregroundColor: UIColor.white]
        purple.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = purple
        standard.accessibilityIdentifier = "catalog.progress.default"
        bar.accessibilityIdentifier = "catalog.progress.bar"
        tinted.accessibilityIdentifier = "catalog.progress.tinted"
        addRow("Default", standard)
        addRow("Bar", bar)
        addRow("Tinted", tinted)
        let advance = UIButton(type: .system)
        advance.setTitle("Advance 25%", for: .normal)
        advance.accessibilityIdentifier = "catalog.progress.advance"
        advance.addTarget(self, action: CatalogProgressViewController.advance, for: .touchUpInside)
        addRow("Progress", advance)

        medium.accessibilityIdentifier = "catalog.activity.medium"
        large.accessibilityIdentifier = "catalog.activity.large"
        colored.color = .systemPurple
        colored.hidesWhenStopped = false
        colored.accessibilityIdentifier = "catalog.activity.tinted"
        for spinner in [medium, large] { spinner.startAnimating() }
        addRow("Medium", medium)
        addRow("Large", large)
        addRow("Tinted, stays when stopped", colored)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.accessibilityIdentifier = "catalog.activity.toggle"
        toggle.addTarget(self, action: CatalogProgressViewController.toggleSpinners, for: .valueChanged)
        addRow("Animating", toggle)
    }

    func advance(_ sender: UIButton) {
        for view in [standard, bar, tinted] {
            let next = view.progress >= 1 ? 0 : min(view.progress + 0.25, 1)
            view.setProgress(next, animated: true)
        }
        NSLog("Catalog: progress \(String(format: "%.2f", Double(standard.progress)))")
    }

    func toggleSpinners(_ sender: UISwitch) {
        for spinner in [medium, large, colored] {
            if sender.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
        }
        NSLog("Catalog: activity indicators \(sender.isOn ? "animating" : "stopped")")
    }
}
