import Foundation
import Testing
@_spi(Platform) import UIKit

/// Self-sizing table cells: `rowHeight = UITableView.automaticDimension` with constraints in the cell's
/// content view. Text without a platform: 6 points per character at 10 points, lines 11.7 high.
@Suite(.serialized) @MainActor struct LayoutSelfSizingCellTests {
    final class TextCell: UITableViewCell {
        let label = UILabel()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.font = .systemFont(ofSize: 10)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UITableViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "text") as? TextCell ?? TextCell(style: .default, reuseIdentifier: "text")
            cell.label.text = texts[indexPath.row]
            return cell
        }
    }

    @Test func rowsTakeTheHeightTheirConstraintsNeed() {
        let h = LayoutHarness()
        let long = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        let source = Source(["short", long])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = source
        h.window.addSubview(table)
        h.frame()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextCell
        // One line (12) and three lines of nine, nine and two words (36), each plus 20 (the content view spans the row, separator line included).
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 320, height: 32))
        #expect(second?.frame == CGRect(x: 0, y: 32, width: 320, height: 56))
        #expect(second?.label.frame == CGRect(x: 16, y: 10, width: 288, height: 36))
    }
}
