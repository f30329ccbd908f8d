import UIKit

/// Buttons that present alerts (simple, OK/Cancel, three buttons, text entry, secure text entry) or action
/// sheets (confirm/cancel, destructive), logging which action ran.
@MainActor
final class CatalogAlertsViewController: CatalogScreen {
    private let style: UIAlertController.Style

    init(style: UIAlertController.Style) {
        self.style = style
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if style == .alert {
            addButton("Simple", "simple") { $0.showSimple() }
            addButton("OK / Cancel", "okCancel") { $0.showOKCancel() }
            addButton("Three buttons", "three") { $0.showThree() }
            addButton("Text entry", "text") { $0.showTextEntry(secure: false) }
            addButton("Secure text entry", "secure") { $0.showTextEntry(secure: true) }
        } else {
            addButton("Confirm / Cancel", "sheetConfirm") { $0.showSheet(destructive: false) }
            addButton("Destructive", "sheetDestructive") { $0.showSheet(destructive: true) }
        }
    }

    private func addButton(_ title: String, _ id: String, _ show: @escaping @MainActor (CatalogAlertsViewController) -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Show") { [weak self] _ in
            if let self { show(self) }
        })
        button.accessibilityIdentifier = "catalog.alert." + id
        addRow(title, button)
    }

    private func log(_ alert: String) -> (UIAlertAction) -> Void {
        { action in NSLog("Catalog: alert '\(alert)' chose \(action.title ?? "")") }
    }

    private func showSimple() {
        let alert = UIAlertController(title: "A Short Title Is Best", message: "A message should be a short, complete sentence.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel, handler: log("simple")))
        present(alert, animated: true)
    }

    private func showOKCancel() {
        let alert = UIAlertController(title: "A Short Title Is Best", message: "A message should be a short, complete sentence.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: log("okCancel")))
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: log("okCancel")))
        alert.preferredAction = alert.actions[1]
        present(alert, animated: true)
    }

    private func showThree() {
        let alert = UIAlertController(title: "Three Buttons", message: "Stacked, with Cancel at the bottom.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Choice One", style: .default, handler: log("three")))
        alert.addAction(UIAlertAction(title: "Choice Two", style: .default, handler: log("three")))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: log("three")))
        present(alert, animated: true)
    }

    private func showTextEntry(secure: Bool) {
        let alert = UIAlertController(title: secure ? "Password" : "Your Name",
                                      message: secure ? "OK is enabled once there are 5 characters." : "Type and press Return.",
                                      preferredStyle: .alert)
        let name = secure ? "secure" : "text"
        let ok = UIAlertAction(title: "OK", style: .default) { _ in
            NSLog("Catalog: alert '\(name)' chose OK with \(alert.textFields?.first?.text?.count ?? 0) characters")
        }
        alert.addTextField { field in
            field.placeholder = secure ? "Password" : "Name"
            field.isSecureTextEntry = secure
            if secure {
                ok.isEnabled = false
                field.addAction(UIAction { _ in ok.isEnabled = (field.text ?? "").count >= 5 }, for: .editingChanged)
            }
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: log(name)))
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }

    private func showSheet(destructive: Bool) {
        let sheet = UIAlertController(title: destructive ? "Delete the photo?" : nil,
                                      message: destructive ? "This cannot be undone." : nil, preferredStyle: .actionSheet)
        let name = destructive ? "sheetDestructive" : "sheetConfirm"
        if destructive {
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: log(name)))
        } else {
            sheet.addAction(UIAlertAction(title: "Confirm", style: .default, handler: log(name)))
            sheet.addAction(UIAlertAction(title: "Save a Copy", style: .default, handler: log(name)))
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: log(name)))
        present(sheet, animated: true)
    }
}
