import UIKit

/// The Catalog scene (after Apple's UIKitCatalog sample): a grouped table of the standard controls; each
/// row pushes a screen showing that control in its states, logging what it sends (NSLog).
@MainActor
final class CatalogViewController: UITableViewController {
    /// One row: its title and the screen it pushes.
    struct Entry {
        let title: String
        let make: @MainActor () -> UIViewController
    }

    let sections: [(title: String, entries: [Entry])] = [
        ("Controls", [
            Entry(title: "Buttons") { CatalogButtonsViewController() },
            Entry(title: "Switches") { CatalogSwitchesViewController() },
            Entry(title: "Sliders") { CatalogSlidersViewController() },
            Entry(title: "Segmented Controls") { CatalogSegmentedViewController() },
            Entry(title: "Steppers") { CatalogSteppersViewController() },
            Entry(title: "Page Control") { CatalogPageControlViewController() },
        ]),
        ("Layout", [
            Entry(title: "Stack Views") { CatalogStackViewController() },
            Entry(title: "Collection View") { CatalogCollectionViewController() },
        ]),
        ("Indicators", [
            Entry(title: "Progress and Activity") { CatalogProgressViewController() },
        ]),
        ("Alerts", [
            Entry(title: "Alerts") { CatalogAlertsViewController(style: .alert) },
            Entry(title: "Action Sheets") { CatalogAlertsViewController(style: .actionSheet) },
        ]),
        // Last, so the rows above keep their places (recorded fuzz replays tap them by position).
        ("Content Configurations", [
            Entry(title: "Lists") { CatalogListsViewController() },
            Entry(title: "Compositional Layout") { CatalogCompositionalViewController() },
            Entry(title: "Symbols") { CatalogSymbolsViewController() },
        ]),
        ("Scrolling", [
            Entry(title: "Zooming") { CatalogZoomViewController() },
        ]),
        ("Presentation", [
            Entry(title: "Sheets and Transitions") { CatalogSheetsViewController() },
        ]),
        ("Split View", [
            Entry(title: "Mail (Split View)") { CatalogSplitViewController() },
        ]),
        ("Page View", [
            Entry(title: "Onboarding Pager") { CatalogOnboardingViewController() },
            Entry(title: "Page Curl Book") { CatalogBookViewController() },
        ]),
        ("Blur", [
            Entry(title: "Materials") { CatalogBlurViewController() },
        ]),
    ]

    init() {
        super.init(style: .grouped)
        title = "Catalog"
        tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(named: "Catalog"), tag: 5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "catalogTable"
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CatalogCell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "CatalogCell")
        let entry = sections[indexPath.section].entries[indexPath.row]
        cell.textLabel?.text = entry.title
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "catalog." + entry.title.lowercased().replacingOccurrences(of: " ", with: "-")
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let entry = sections[indexPath.section].entries[indexPath.row]
        let screen = entry.make()
        screen.title = entry.title
        NSLog("Catalog: show \(entry.title)")
        if screen is UISplitViewController {
            // A split view controller cannot be pushed onto a navigation stack (UIKit forbids it): presented.
            present(screen, animated: true)
        } else {
            navigationController?.pushViewController(screen, animated: true)
        }
    }
}
