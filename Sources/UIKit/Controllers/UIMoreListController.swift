import Foundation

/// The list a tab bar controller's More tab shows: one row per controller without a tab of its own (its
/// tab bar item's image and title, a disclosure indicator). Rows are `more.<title>` for scripts.
@MainActor
final class UIMoreListController: UITableViewController {
    private unowned let owner: UITabBarController

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        title = "More"
    }

    func reload() { if isViewLoaded { tableView.reloadData() } }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { owner.moreControllers.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let controllers = owner.moreControllers
        guard controllers.indices.contains(indexPath.row) else { return cell }
        let item = controllers[indexPath.row].tabBarItem
        let title = item?.title ?? controllers[indexPath.row].title ?? ""
        cell.textLabel?.text = title
        cell.imageView?.image = item?.image
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "more.\(title)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        owner.moreListDidSelect(indexPath.row)
    }
}
