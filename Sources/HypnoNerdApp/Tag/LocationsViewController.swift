import UIKit

/// The Tag scene's root (seed 002's MyLocations): the list of tagged locations, with a "Tag Location"
/// button that pushes the details screen.
@MainActor
final class LocationsViewController: UITableViewController {
    private(set) var locations: [TaggedLocation] = []

    init() {
        super.init(style: .plain)
        title = "Locations"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tagButton = UIBarButtonItem(title: "Tag Location", style: .plain, target: self,
                                        action: LocationsViewController.tagLocation)
        tagButton.accessibilityIdentifier = "tagButton"
        navigationItem.rightBarButtonItem = tagButton
        tableView.accessibilityIdentifier = "locationsTable"
    }

    /// Pushes the details screen for a new location.
    func tagLocation(_ sender: UIBarButtonItem) {
        let controller = LocationDetailsViewController(location: TaggedLocation.sample(locations.count))
        controller.onTagged = { [weak self] location in self?.add(location) }
        navigationController?.pushViewController(controller, animated: true)
    }

    private func add(_ location: TaggedLocation) {
        locations.append(location)
        tableView.reloadData()
    }

    // MARK: - Table View Data Source
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        locations.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        locations.isEmpty ? "No tagged locations yet: press Tag Location." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LocationCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "LocationCell")
        let location = locations[indexPath.row]
        cell.textLabel?.text = location.locationDescription.isEmpty ? "(No Description)" : location.locationDescription
        cell.detailTextLabel?.text = location.address
        cell.accessibilityIdentifier = "locationCell"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
