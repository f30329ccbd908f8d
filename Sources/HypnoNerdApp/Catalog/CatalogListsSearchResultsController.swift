import UIKit

/// The Lists screen's search results: a plain table of the rows whose texts contain the search text, shown by the
/// screen's `UISearchController` over the list while there is text (the list dims while the field is empty).
@MainActor
final class CatalogListsSearchResultsController: UITableViewController {
    /// The matching rows: their title and where they are in the list.
    var matches: [(text: String, place: String)] = [] {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    init() { super.init(style: .plain) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Match")
        tableView.accessibilityIdentifier = "catalog.lists.results"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { matches.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Match", for: indexPath)
        cell.accessibilityIdentifier = "catalog.lists.results.\(indexPath.row)"
        var content = UIListContentConfiguration.subtitleCell()
        content.text = matches[indexPath.row].text
        content.secondaryText = matches[indexPath.row].place
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard matches.indices.contains(indexPath.row) else { return }
        NSLog("Catalog: lists search result \(matches[indexPath.row].text) selected")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
