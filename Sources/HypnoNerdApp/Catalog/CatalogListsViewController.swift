import UIKit

/// Lists: a self-sizing grouped table whose rows are drawn by list content configurations (iOS 14's
/// `cell.defaultContentConfiguration()`): plain, subtitle and value cells, an icon, a long wrapping text, and a
/// row restyled for its state (text and background) by a configuration update handler; section headers and
/// the last footer are `UITableViewHeaderFooterView`s showing their default content configurations. Tap rows to select them (logged).
/// Swipe a row to the left for its Flag and Delete actions (a full swipe deletes it), to the right to pin it.
/// Edit (in the navigation bar) puts the table into editing mode: the data rows show a delete control (its Delete
/// confirmation removes the row) and a reorder control that drags them within and between the data sections.
/// The search bar under the title (a `UISearchController` with a results controller) dims the list when tapped and
/// shows the rows whose texts contain what one types in a results table over it.
@MainActor
final class CatalogListsViewController: UITableViewController, UISearchResultsUpdating {
    /// One row: the configuration style, its texts and an icon colour.
    private struct Item {
        let make: () -> UIListContentConfiguration
        let text: String
        var secondary: String?
        var icon: UIColor?
    }

    private var sections: [(title: String, items: [Item])] = [
        ("Styles", [
            Item(make: { .cell() }, text: "Cell"),
            Item(make: { .subtitleCell() }, text: "Subtitle cell", secondary: "Secondary text below"),
            Item(make: { .valueCell() }, text: "Value cell", secondary: "Value"),
        ]),
        ("Images", [
            Item(make: { .cell() }, text: "Wi-Fi", icon: .systemBlue),
            Item(make: { .valueCell() }, text: "Battery", secondary: "87%", icon: .systemGreen),
            Item(make: { .subtitleCell() }, text: "Notifications", secondary: "Banners, sounds, badges", icon: .systemRed),
        ]),
        ("Sizing", [
            Item(make: { .subtitleCell() }, text: "A long text wraps onto as many lines as it needs",
                 secondary: "and the row grows to fit it, because the table's rowHeight is automaticDimension"),
        ]),
    ]

    private let results = CatalogListsSearchResultsController()
    private lazy var searchController = UISearchController(searchResultsController: results)

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ListCell")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "ListHeader")
        tableView.accessibilityIdentifier = "catalog.lists.table"
        editButtonItem.accessibilityIdentifier = "catalog.lists.edit"
        navigationItem.rightBarButtonItem = editButtonItem
        let refresh = UIRefreshControl()
        refresh.accessibilityIdentifier = "catalog.lists.refresh"
        refresh.addTarget(self, action: CatalogListsViewController.refreshLists, for: .valueChanged)
        refreshControl = refresh
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Search rows"
        searchController.searchBar.accessibilityIdentifier = "catalog.lists.search"
        navigationItem.searchController = searchController
    }

    /// Fills the results controller with the rows whose text or secondary text contains the search text.
    func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { results.matches = []; return }
        var found: [(text: String, place: String)] = []
        for section in sections {
            for item in section.items where item.text.localizedCaseInsensitiveContains(query)
                || (item.secondary?.localizedCaseInsensitiveContains(query) ?? false) {
                found.append((item.text, section.title))
            }
        }
        results.matches = found
        NSLog("Catalog: lists search '\(query)': \(found.count)")
    }

    /// Pull to refresh: a pretend fetch that ends a second later.
    private func refreshLists(_ sender: UIRefreshControl) {
        NSLog("Catalog: lists refreshing")
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak sender] _ in
            sender?.endRefreshing()
            NSLog("Catalog: lists refreshed")
        }
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        NSLog("Catalog: lists editing \(editing ? "on" : "off")")
    }

    // MARK: Editing mode: the data rows delete and move; the State row stays.
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section < sections.count
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section < sections.count
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, indexPath.section < sections.count,
              indexPath.row < sections[indexPath.section].items.count else { return }
        sections[indexPath.section].items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        relabelRows(of: tableView)
        NSLog("Catalog: list row \(indexPath.section).\(indexPath.row) deleted")
    }

    /// A row dragged into the State section stops at the end of the last data section.
    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard proposedDestinationIndexPath.section >= sections.count else { return proposedDestinationIndexPath }
        let last = sections.count - 1
        let count = sections[last].items.count
        return IndexPath(row: sourceIndexPath.section == last ? count - 1 : count, section: last)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath.section < sections.count, destinationIndexPath.section < sections.count,
              sourceIndexPath.row < sections[sourceIndexPath.section].items.count else { return }
        let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
        let row = min(destinationIndexPath.row, sections[destinationIndexPath.section].items.count)
        sections[destinationIndexPath.section].items.insert(item, at: row)
        relabelRows(of: tableView)
        NSLog("Catalog: list row \(sourceIndexPath.section).\(sourceIndexPath.row) moved to \(destinationIndexPath.section).\(destinationIndexPath.row)")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count + 1 }

    /// Section headers and the last footer are reusable header-footer views showing list configurations.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "ListHeader")
        var content = view?.defaultContentConfiguration()
        content?.text = section < sections.count ? sections[section].title : "State"
        view?.contentConfiguration = content
        return view
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard section == sections.count, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "ListHeader") else {
            return nil
        }
        var content = view.defaultContentConfiguration()
        content.text = "The row's configuration update handler restyles its text and background when it is selected."
        view.contentConfiguration = content
        return view
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section < sections.count ? sections[section].items.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ListCell", for: indexPath)
        cell.accessibilityIdentifier = "catalog.lists.\(indexPath.section).\(indexPath.row)"
        guard indexPath.section < sections.count else {
            // Restyled for every state change: the secondary text says whether the row is selected.
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.valueCell().updated(for: state)
                content.text = "Select me"
                content.secondaryText = state.isSelected ? "Selected" : "Not selected"
                content.secondaryTextProperties.color = state.isSelected ? .systemBlue : .secondaryLabel
                cell.contentConfiguration = content
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                if state.isSelected { background.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.15) }
                cell.backgroundConfiguration = background
            }
            return cell
        }
        cell.configurationUpdateHandler = nil
        cell.backgroundConfiguration = nil
        let item = sections[indexPath.section].items[indexPath.row]
        var content = item.make()
        content.text = item.text
        content.secondaryText = item.secondary
        if let icon = item.icon {
            content.image = Self.icon(icon)
            content.imageProperties.cornerRadius = 6
        }
        cell.contentConfiguration = content
        return cell
    }

    /// Gives the shown rows identifiers by their new index paths: as in UIKit, rows that survive an update keep
    /// their cells, and the data source is not asked for them again.
    private func relabelRows(of tableView: UITableView) {
        for cell in tableView.visibleCells {
            if let ip = tableView.indexPath(for: cell) { cell.accessibilityIdentifier = "catalog.lists.\(ip.section).\(ip.row)" }
        }
    }

    /// Flag (logged) and Delete (the row goes; a full swipe deletes at once) on the rows of the data sections.
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section < sections.count else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, indexPath.section < self.sections.count, indexPath.row < self.sections[indexPath.section].items.count else {
                completion(false)
                return
            }
            self.sections[indexPath.section].items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.relabelRows(of: tableView)
            NSLog("Catalog: list row \(indexPath.section).\(indexPath.row) deleted")
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            NSLog("Catalog: list row \(indexPath.section).\(indexPath.row) flagged")
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    /// Pin (logged), with a pin image, on the leading edge.
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section < sections.count else { return nil }
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
            NSLog("Catalog: list row \(indexPath.section).\(indexPath.row) pinned")
            completion(true)
        }
        pin.image = UIImage(systemName: "bookmark.fill")
        pin.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [pin])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        NSLog("Catalog: list row \(indexPath.section).\(indexPath.row) selected")
    }

    /// A 29-point rounded square in `color`, as Settings shows beside its rows.
    private static func icon(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
        }
    }
}
