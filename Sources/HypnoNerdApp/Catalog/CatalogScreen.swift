import UIKit

/// The base of the Catalog's screens: a scrolling column of captioned rows, each a control (and optionally a
/// label beside it showing its value), laid out with Auto Layout: a vertical stack view pinned to the scroll
/// view's content layout guide and as wide as its frame layout guide, 20 points in from each side.
@MainActor
class CatalogScreen: UIViewController {
    /// One captioned row.
    struct Row {
        let caption: String
        let view: UIView
        /// A label right of the control (e.g. a stepper's value).
        var detail: UILabel?
        /// A fixed height (for views without an intrinsic one, such as stack views).
        var height: CGFloat?
    }

    private(set) var rows: [Row] = []
    private let scrollView = UIScrollView()
    private let column = UIStackView()

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        // Controls take their touches at once (a slider's thumb follows a drag from its first point).
        scrollView.delaysContentTouches = false
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),
        ])
        view = root
    }

    /// Adds a row captioned `caption` showing `control` (with `detail` beside it). A control with an intrinsic
    /// width keeps it, left-aligned; one without (a slider, a stack view) spans the row (less 70 points for a
    /// detail label); `height` fixes the height of one without an intrinsic height (else 44 points).
    @discardableResult
    func addRow(_ caption: String, _ control: UIView, detail: UILabel? = nil, height: CGFloat? = nil) -> UIView {
        loadViewIfNeeded()
        let label = UILabel()
        label.text = caption.uppercased()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        column.addArrangedSubview(label)
        column.setCustomSpacing(8, after: label)

        // A plain container per row, so a control that hides (a stopped activity indicator) keeps its place.
        let row = UIView()
        control.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(control)
        let natural = control.intrinsicContentSize
        let hasWidth = natural.width != UIView.noIntrinsicMetric && natural.width > 0
        let hasHeight = natural.height != UIView.noIntrinsicMetric && natural.height > 0
        var constraints = [
            control.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            control.topAnchor.constraint(equalTo: row.topAnchor),
            control.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ]
        if let height { constraints.append(control.heightAnchor.constraint(equalToConstant: height)) }
        else if !hasHeight { constraints.append(control.heightAnchor.constraint(equalToConstant: 44)) }
        if let detail {
            detail.font = .systemFont(ofSize: 17)
            detail.textColor = .label
            detail.translatesAutoresizingMaskIntoConstraints = false
            detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            row.addSubview(detail)
            control.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            constraints += [
                detail.leadingAnchor.constraint(equalTo: control.trailingAnchor, constant: 16),
                detail.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                detail.topAnchor.constraint(equalTo: control.topAnchor),
                detail.bottomAnchor.constraint(equalTo: control.bottomAnchor),
            ]
            if !hasWidth { constraints.append(control.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -70)) }
        } else if hasWidth {
            constraints.append(control.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor))
        } else {
            constraints.append(control.trailingAnchor.constraint(equalTo: row.trailingAnchor))
        }
        NSLayoutConstraint.activate(constraints)
        column.addArrangedSubview(row)
        column.setCustomSpacing(24, after: row)
        rows.append(Row(caption: caption, view: control, detail: detail, height: height))
        return control
    }

    /// A label for a row's detail.
    func detailLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}
