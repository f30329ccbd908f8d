import UIKit

/// Modal presentation: sheets (medium and large detents with a grabber, undimmed at medium, the default
/// page sheet, one that refuses to be dragged away) and a custom transition (CatalogCardTransition), logging
/// what the sheet's delegate hears.
@MainActor
final class CatalogSheetsViewController: CatalogScreen, UISheetPresentationControllerDelegate {
    private let cardTransition = CatalogCardTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Medium / large, grabber", "detents") { $0.showSheet(detents: true, undimmed: false, modal: false) }
        addButton("Undimmed at medium", "undimmed") { $0.showSheet(detents: true, undimmed: true, modal: false) }
        addButton("Page sheet (default)", "page") { $0.showSheet(detents: false, undimmed: false, modal: false) }
        addButton("Modal in presentation", "modal") { $0.showSheet(detents: false, undimmed: false, modal: true) }
        addButton("Custom transition", "custom") { $0.showCustom() }
        addButton("Full screen", "full") { $0.showFullScreen() }
    }

    private func addButton(_ title: String, _ id: String, _ show: @escaping @MainActor (CatalogSheetsViewController) -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Show") { [weak self] _ in
            if let self { show(self) }
        })
        button.accessibilityIdentifier = "catalog.sheet." + id
        addRow(title, button)
    }

    private func showSheet(detents: Bool, undimmed: Bool, modal: Bool) {
        let content = CatalogSheetContentController(title: modal ? "Unsaved changes" : "A sheet",
                                                    note: modal ? "Drag down: the sheet refuses and asks first."
                                                        : detents ? "Drag the grabber between medium and large, or down to dismiss."
                                                        : "Drag down to dismiss.")
        content.isModalInPresentation = modal
        if let sheet = content.sheetPresentationController {
            if detents {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            if undimmed { sheet.largestUndimmedDetentIdentifier = .medium }
            sheet.delegate = self
        }
        present(content, animated: true)
    }

    private func showCustom() {
        let content = CatalogSheetContentController(title: "Custom", note: "Presented by a custom animator; tap outside to close.")
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = cardTransition
        present(content, animated: true)
    }

    private func showFullScreen() {
        let content = CatalogSheetContentController(title: "Full screen", note: "Covers the window; Done closes it.")
        content.modalPresentationStyle = .fullScreen
        present(content, animated: true)
    }

    // MARK: UISheetPresentationControllerDelegate

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        NSLog("Catalog: sheet detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        NSLog("Catalog: sheet dragged away")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        NSLog("Catalog: sheet refused to be dragged away")
        let ask = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        ask.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            presentationController.presentedViewController.dismiss(animated: true)
        })
        ask.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        presentationController.presentedViewController.present(ask, animated: true)
    }
}

/// What the Catalog's sheets show: a title, a note, a button that switches detents with `animateChanges(_:)`,
/// and Done.
@MainActor
final class CatalogSheetContentController: UIViewController {
    private let heading: String, note: String

    init(title: String, note: String) {
        heading = title
        self.note = note
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let titleLabel = UILabel()
        titleLabel.text = heading
        titleLabel.font = .boldSystemFont(ofSize: 22)
        let noteLabel = UILabel()
        noteLabel.text = note
        noteLabel.numberOfLines = 0
        noteLabel.textColor = .secondaryLabel
        let toggle = UIButton(type: .system, primaryAction: UIAction(title: "Switch detent") { [weak self] _ in
            guard let sheet = self?.sheetPresentationController else { return }
            sheet.animateChanges {
                sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier == .large ? .medium : .large
            }
        })
        toggle.accessibilityIdentifier = "catalog.sheet.switch"
        toggle.isHidden = (sheetPresentationController?.detents.count ?? 0) < 2
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in self?.dismiss(animated: true) })
        done.accessibilityIdentifier = "catalog.sheet.done"
        let stack = UIStackView(arrangedSubviews: [titleLabel, noteLabel, toggle, done])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 28),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}
