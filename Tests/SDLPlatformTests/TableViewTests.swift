import Foundation
import SDLPlatform
import Testing
import UIKit

/// The seed's location form: a grouped table of static cells; only sections 0 and 1 can be selected,
/// and selecting the description row focuses its text view (here a first-responder probe).
@MainActor
final class LocationFormController: UITableViewController {
    let log: CallLog
    let descriptionField = ResponderProbe(frame: CGRect(x: 16, y: 8, width: 200, height: 60))
    lazy var cells: [[UITableViewCell]] = {
        let description = UITableViewCell(style: .default, reuseIdentifier: nil)
        description.contentView.addSubview(descriptionField)
        let category = UITableViewCell(style: .value1, reuseIdentifier: nil)
        category.textLabel?.text = "Category"
        category.detailTextLabel?.text = "No Category"
        category.accessoryType = .disclosureIndicator
        let photo = UITableViewCell(style: .default, reuseIdentifier: nil)
        photo.textLabel?.text = "Add Photo"
        let info = ["Latitude", "Longitude", "Address", "Date"].map { title -> UITableViewCell in
            let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
            c.textLabel?.text = title
            c.detailTextLabel?.text = "0.0"
            return c
        }
        return [[description, category], [photo], info]
    }()

    init(log: CallLog) {
        self.log = log
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func numberOfSections(in tableView: UITableView) -> Int { cells.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells[section].count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cells[indexPath.section][indexPath.row]
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Photo" : nil
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath == IndexPath(row: 0, section: 0) ? 88 : 44
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.add("willSelect \(indexPath.section).\(indexPath.row)")
        if indexPath.section == 0 || indexPath.section == 1 { return indexPath } else { return nil }
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.add("didSelect \(indexPath.section).\(indexPath.row)")
        if indexPath.section == 0 && indexPath.row == 0 { descriptionField.becomeFirstResponder() }
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.add("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

extension SDLSuite {
    @Suite @MainActor struct TableView {
        @Test func groupedLayoutPlacesHeadersRowsAndFooters() throws {
            let form = LocationFormController(log: CallLog())
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { form })
            defer { session.shutdown() }
            let table = try #require(form.tableView)
            #expect(table.style == .grouped)
            #expect(table.numberOfSections == 3)
            #expect(table.numberOfRows(inSection: 2) == 4)
            // Section 0: 35 header, rows 88 + 44, 17 footer; section 1: 38 titled header ...
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 320, height: 88))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 222, width: 320, height: 44))
            #expect(table.rectForRow(at: IndexPath(row: 3, section: 2)) == CGRect(x: 0, y: 433, width: 320, height: 44))
            #expect(table.contentSize.height == 494)
            #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 60)) == IndexPath(row: 0, section: 0))
            #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 130)) == IndexPath(row: 1, section: 0))
            #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 200)) == nil)   // between sections
            #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 5000)) == nil)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === form.cells[0][1])
            #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
            let header = try #require(session.view(withIdentifier: "header.1"))
            let label = try #require(header.subviews.first as? UILabel)
            #expect(label.text == "PHOTO")
            // value1: the detail is right-aligned on the right side, left of the disclosure indicator.
            let category = form.cells[0][1]
            let detail = try #require(category.detailTextLabel)
            let detailFrame = detail.convert(detail.bounds, to: category)
            #expect(detailFrame.maxX < 300 && detailFrame.minX > 160)
            #expect(category.textLabel?.convert(category.textLabel!.bounds, to: category).minX == 16)
        }

        @Test func tappingRowsFollowsWillSelectAndHighlightsWhileTouched() throws {
            let log = CallLog()
            let form = LocationFormController(log: log)
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { form })
            defer { session.shutdown() }
            let table = try #require(form.tableView)

            // A row the delegate refuses: highlighted while touched (after the scroll view's short touch
            // delay, in case the touch becomes a scroll), never selected.
            let latitude = form.cells[2][0]
            session.finger(.down, id: 0, at: CGPoint(x: 100, y: 323))
            #expect(!latitude.isHighlighted)
            session.wait(0.2)
            #expect(latitude.isHighlighted)
            session.finger(.up, id: 0, at: CGPoint(x: 100, y: 323))
            #expect(!latitude.isHighlighted && !latitude.isSelected)
            #expect(log.take() == ["willSelect 2.0"])
            #expect(table.indexPathForSelectedRow == nil)

            // The description row: selected, and didSelect focuses the field.
            session.tap(CGPoint(x: 250, y: 79))
            #expect(log.take() == ["willSelect 0.0", "didSelect 0.0"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(form.cells[0][0].isSelected)
            #expect(form.descriptionField.isFirstResponder)

            // Another selectable row: the old one is deselected first.
            session.tap(CGPoint(x: 100, y: 244))
            #expect(log.take() == ["willSelect 1.0", "didDeselect 0.0", "didSelect 1.0"])
            #expect(!form.cells[0][0].isSelected && form.cells[1][0].isSelected)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])

            // Programmatic deselection tells nobody.
            table.deselectRow(at: IndexPath(row: 0, section: 1), animated: false)
            #expect(!form.cells[1][0].isSelected)
            #expect(log.take().isEmpty)
        }

        @Test func aDragScrollsTheTableWithoutSelecting() throws {
            let log = CallLog()
            let form = LocationFormController(log: log)
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { form })
            defer { session.shutdown() }
            let table = try #require(form.tableView)
            session.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 150), seconds: 0.3)
            #expect(log.take().isEmpty)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(!form.cells[2][0].isHighlighted)
            session.wait(2)
            // 494 points of content in 480: it rests at the bottom edge.
            #expect(table.contentOffset.y == 14)
            #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 14 + 310)) == IndexPath(row: 0, section: 2))
        }

        @Test func plainTablesReuseCellsWhileScrolling() throws {
            let source = NumbersSource()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.dataSource = source
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(table) })
            defer { session.shutdown() }
            #expect(table.contentSize.height == CGFloat(100 * 44))
            #expect(table.visibleCells.count == 11)   // 480 / 44 rounded up
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 3")
            let created = source.created
            table.setContentOffset(CGPoint(x: 0, y: 44 * 50), animated: false)
            session.step()
            #expect(table.cellForRow(at: IndexPath(row: 52, section: 0))?.textLabel?.text == "Row 52")
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
            #expect(source.created == created, "visible \(table.indexPathsForVisibleRows ?? []) before \(created)")   // every new row reused an off-screen cell
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
            #expect(table.contentOffset.y == CGFloat(100 * 44 - 480))
        }
    }
}

/// A hundred numbered rows, with reused cells.
@MainActor
final class NumbersSource: UITableViewDataSource {
    var created = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "n") ?? {
            created += 1
            return UITableViewCell(style: .default, reuseIdentifier: "n")
        }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
