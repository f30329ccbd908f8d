import UIKit

/// The details screen's first cell: the location's description in a text view with a small margin
/// (seed 002: a tap anywhere in this cell activates the text view).
@MainActor
final class DescriptionCell: UITableViewCell {
    let textView: UITextView

    init(textView: UITextView) {
        self.textView = textView
        super.init(style: .default, reuseIdentifier: "DescriptionCell")
        selectionStyle = .none
        accessibilityIdentifier = "descriptionCell"
        contentView.addSubview(textView)
    }

    required init(style: CellStyle, reuseIdentifier: String?) {
        textView = UITextView()
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A cell narrower than its insets (a window resized to a sliver) insets to CGRect.null:
        // keep the text view at the inset origin with no size instead.
        let inset = contentView.bounds.insetBy(dx: 12, dy: 6)
        textView.frame = inset.isNull ? CGRect(x: 12, y: 6, width: 0, height: 0) : inset
    }
}
