import UIKit

/// One message of the Split View screen's mailbox.
struct CatalogMessage {
    let sender: String
    let subject: String
    let body: String

    static let inbox: [CatalogMessage] = [
        CatalogMessage(sender: "Ada", subject: "Engine notes", body: "The analytical engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."),
        CatalogMessage(sender: "Grace", subject: "Found a bug", body: "Relay #70, panel F: a moth. First actual case of bug being found."),
        CatalogMessage(sender: "Alan", subject: "Lunch on Thursday?", body: "Shall we discuss the imitation game over lunch? I will bring the chess problems."),
        CatalogMessage(sender: "Edsger", subject: "Re: goto", body: "I remain convinced that the quality of programmers is a decreasing function of the density of go to statements."),
        CatalogMessage(sender: "Barbara", subject: "Abstraction", body: "Data abstraction lets a module's users depend on what it does, never on how it does it."),
    ]
}

/// The Split View screen (Catalog > Split View): a two-column mail-like split view presented full screen. The
/// inbox on the left, the message on the right; in a window narrower than 678 points it collapses into one
/// stack (the inbox first, the message pushed over it). Up/Down pick a message, Ctrl+Cmd+S toggles the inbox,
/// Escape or Done closes the screen.
@MainActor
final class CatalogSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    let inbox = CatalogInboxViewController()
    let message = CatalogMessageViewController()

    override init() {
        super.init(style: .doubleColumn)
        modalPresentationStyle = .fullScreen
        primaryBackgroundStyle = .sidebar
        setViewController(inbox, for: .primary)
        setViewController(message, for: .secondary)
        delegate = self
        inbox.onSelect = { [weak self] index in self?.showMessage(at: index) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = inbox.becomeFirstResponder()
    }

    /// Shows message `index` in the secondary column (pushed over the inbox while collapsed), as Apple suggests:
    /// the detail controller's contents change and the secondary column is shown.
    func showMessage(at index: Int) {
        guard CatalogMessage.inbox.indices.contains(index) else { return }
        message.message = CatalogMessage.inbox[index]
        NSLog("Catalog: split view shows message \(index + 1)")
        show(.secondary)
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        // Nothing picked yet: the inbox, as Mail shows on a phone.
        message.message == nil ? .primary : proposedTopColumn
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        NSLog("Catalog: split view display mode \(displayMode)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { NSLog("Catalog: split view collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { NSLog("Catalog: split view expanded") }
}

/// The inbox: a list of messages; a tap or Up/Down picks one.
@MainActor
final class CatalogInboxViewController: UITableViewController {
    var onSelect: ((Int) -> Void)?
    private var selected: Int?

    init() {
        super.init(style: .plain)
        title = "Inbox"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "catalog.split.inbox"
        clearsSelectionOnViewWillAppear = false
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.close() })
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: CatalogInboxViewController.selectNext),
         UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: CatalogInboxViewController.selectPrevious),
         UIKeyCommand(input: "s", modifierFlags: [.control, .command], action: CatalogInboxViewController.toggleSidebar),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: CatalogInboxViewController.close)]
    }

    func selectNext() { pick(min((selected ?? -1) + 1, CatalogMessage.inbox.count - 1)) }
    func selectPrevious() { pick(max((selected ?? 1) - 1, 0)) }

    func toggleSidebar() {
        guard let split = splitViewController, !split.isCollapsed else { return }
        if split.displayMode == .secondaryOnly { split.show(.primary) } else { split.hide(.primary) }
    }

    func close() { splitViewController?.presentingViewController?.dismiss(animated: true) }

    private func pick(_ row: Int) {
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        selected = row
        onSelect?(row)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { CatalogMessage.inbox.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Message")
        let m = CatalogMessage.inbox[indexPath.row]
        cell.textLabel?.text = m.sender
        cell.detailTextLabel?.text = m.subject
        cell.accessibilityIdentifier = "catalog.split.message\(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = indexPath.row
        onSelect?(indexPath.row)
    }
}

/// The message column: sender, subject and body of the picked message.
@MainActor
final class CatalogMessageViewController: UIViewController {
    var message: CatalogMessage? { didSet { update() } }
    private let subjectLabel = UILabel()
    private let senderLabel = UILabel()
    private let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        subjectLabel.font = .boldSystemFont(ofSize: 22)
        senderLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        subjectLabel.accessibilityIdentifier = "catalog.split.subject"
        for label in [subjectLabel, senderLabel, bodyLabel] { view.addSubview(label) }
        update()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = max(view.bounds.width - 40, 0)
        subjectLabel.frame = CGRect(x: 20, y: 20, width: width, height: 30)
        senderLabel.frame = CGRect(x: 20, y: 54, width: width, height: 22)
        bodyLabel.frame = CGRect(x: 20, y: 90, width: width, height: bodyLabel.sizeThatFits(CGSize(width: width, height: 1000)).height)
    }

    private func update() {
        title = message?.subject ?? "No Message"
        subjectLabel.text = message?.subject ?? "No message selected"
        senderLabel.text = message.map { "From: \($0.sender)" } ?? "Pick a message in the inbox."
        bodyLabel.text = message?.body ?? ""
        viewIfLoaded?.setNeedsLayout()
    }
}
