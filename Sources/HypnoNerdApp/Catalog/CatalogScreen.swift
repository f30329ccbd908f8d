import UIKit

/// The base of the Catalog's screens: a scrolling column of captioned rows, each a control (and
/// optionally a label beside it showing its value), laid out with frames in `viewDidLayoutSubviews`.
@MainActor
class CatalogScreen: UIViewController {
    /// One captioned row.
    struct Row {
        let caption: String
        let view: UIView
        /// A label right of the control (e.g. a stepper's value).
        var detail: UILabel?
    }

    private(set) var rows: [Row] = []
    private let scrollView = UIScrollView(frame: .zero)
    private var captions: [UILabel] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        scrollView.frame = root.bounds
        // Controls take their touches at once (a slider's thumb follows a drag from its first point).
        scrollView.delaysContentTouches = false
        scrollView.alwaysBounceVertical = true
        root.addSubview(scrollView)
        view = root
    }

    /// Adds a row captioned `caption` showing `control` (with `detail` beside it).
    @discardableResult
    func addRow(_ caption: String, _ control: UIView, detail: UILabel? = nil) -> UIView {
        let label = UILabel(frame: .zero)
        label.text = caption.uppercased()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        scrollView.addSubview(label)
        scrollView.addSubview(control)
        if let detail {
            detail.font = .systemFont(ofSize: 17)
            detail.textColor = .label
            scrollView.addSubview(detail)
        }
        captions.append(label)
        rows.append(Row(caption: caption, view: control, detail: detail))
        view.setNeedsLayout()
        return control
    }

    /// A label for a row's detail.
    func detailLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        return label
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let margin: CGFloat = 20, width = view.bounds.width - 2 * margin
        var y: CGFloat = 20
        for (row, caption) in zip(rows, captions) {
            caption.frame = CGRect(x: margin, y: y, width: width, height: 18)
            y += 26
            let natural = row.view.intrinsicContentSize
            var w = natural.width == UIView.noIntrinsicMetric || natural.width <= 0 ? width : min(natural.width, width)
            let h = natural.height == UIView.noIntrinsicMetric || natural.height <= 0 ? 44 : natural.height
            if row.detail != nil, natural.width == UIView.noIntrinsicMetric { w = width - 70 }
            row.view.frame = CGRect(x: margin, y: y, width: w, height: h)
            if let detail = row.detail {
                detail.frame = CGRect(x: margin + w + 16, y: y, width: max(width - w - 16, 40), height: h)
            }
            y += h + 24
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y)
    }
}
