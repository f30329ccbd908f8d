import UIKit

/// Seed 002's Tag Location screen: a grouped table with a description text view, the category and the
/// location's details; Done shows the "Tagged" HUD, then pops back to the list.
@MainActor
final class LocationDetailsViewController: UITableViewController {
    let descriptionTextView = UITextView()
    private lazy var descriptionCell = DescriptionCell(textView: descriptionTextView)
    private var location: TaggedLocation
    /// Told about the tagged location when Done is pressed.
    var onTagged: ((TaggedLocation) -> Void)?

    init(location: TaggedLocation) {
        self.location = location
        super.init(style: .grouped)
        title = "Tag Location"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: LocationDetailsViewController.cancel)
        cancelItem.accessibilityIdentifier = "cancelButton"
        navigationItem.leftBarButtonItem = cancelItem
        let doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: LocationDetailsViewController.done)
        doneItem.accessibilityIdentifier = "doneButton"
        navigationItem.rightBarButtonItem = doneItem

        descriptionTextView.font = .systemFont(ofSize: 17)
        descriptionTextView.text = location.locationDescription
        descriptionTextView.accessibilityIdentifier = "descriptionTextView"
        tableView.accessibilityIdentifier = "detailsTable"
        tableView.keyboardDismissMode = .onDrag

        // Hide keyboard
        let gestureRecognizer = UITapGestureRecognizer(target: self, action: LocationDetailsViewController.hideKeyboard)
        gestureRecognizer.cancelsTouchesInView = false
        tableView.addGestureRecognizer(gestureRecognizer)
    }

    func hideKeyboard(_ gestureRecognizer: UIGestureRecognizer) {
        let point = gestureRecognizer.location(in: tableView)
        let indexPath = tableView.indexPathForRow(at: point)

        if indexPath != nil && indexPath!.section == 0
            && indexPath!.row == 0 {
            return
        }
        descriptionTextView.resignFirstResponder()
    }

    // MARK: - Actions
    func done(_ sender: UIBarButtonItem) {
        let hudView = HudView.hud(inView: navigationController!.view, animated: true)
        hudView.text = "Tagged"
        location.locationDescription = descriptionTextView.text ?? ""
        onTagged?(location)
        afterDelay(0.6) {
            hudView.hide()
            self.navigationController?.popViewController(animated: true)
        }
    }

    func cancel(_ sender: UIBarButtonItem) {
        navigationController?.popViewController(animated: true)
    }

    // MARK: - Table View Data Source
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : 4
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Description" : nil
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 && indexPath.row == 0 ? 88 : 44
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 && indexPath.row == 0 {
            return descriptionCell
        }
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let rows: [(String, String)] = indexPath.section == 0
            ? [("", ""), ("Category", location.category)]
            : [("Latitude", String(format: "%.8f", location.latitude)),
               ("Longitude", String(format: "%.8f", location.longitude)),
               ("Address", location.address),
               ("Date", location.date)]
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        return cell
    }

    // MARK: - Table View Delegates
    override func tableView(_ tableView: UITableView,
                            willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if indexPath.section == 0 || indexPath.section == 1 {
            return indexPath
        } else {
            return nil
        }
    }

    override func tableView(_ tableView: UITableView,
                            didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 && indexPath.row == 0 {
            descriptionTextView.becomeFirstResponder()
        }
    }
}
