import Foundation
import Testing
@_spi(Platform) import UIKit

/// `UIDatePicker` on wheels: which wheels each mode shows in the locale's order and clock, the rows that show a
/// date, a user's turn of a wheel making a valid date (sending `.valueChanged` once), and the limits.
@Suite @MainActor struct DatePickerTests {
    private static let utc = TimeZone(identifier: "UTC")!

    private func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = Self.utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    private func makePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        return picker
    }

    private func wheels(_ picker: UIDatePicker) throws -> UIPickerView {
        try #require(picker.subviews.compactMap { $0 as? UIPickerView }.first)
    }

    private func rows(_ picker: UIDatePicker) throws -> [Int] {
        let w = try wheels(picker)
        return (0..<w.numberOfComponents).map { w.selectedRow(inComponent: $0) }
    }

    private func title(_ picker: UIDatePicker, _ row: Int, _ component: Int) throws -> String? {
        let w = try wheels(picker)
        return w.delegate?.pickerView(w, titleForRow: row, forComponent: component)
    }

    @Test func dateWheelsFollowTheLocaleAndShowTheDate() throws {
        _ = ControlsHarness()
        let picker = makePicker(.date)
        picker.date = date(2024, 1, 31)
        // en_US writes "January 31, 2024": month, day, year; rows are 0-based (year 2024 is row 2023).
        #expect(try rows(picker) == [0, 30, 2023])
        #expect(try title(picker, 0, 0) == "January")
        #expect(try title(picker, 30, 1) == "31")
        #expect(try title(picker, 2023, 2) == "2024")
        #expect(picker.datePickerStyle == .wheels)
        let german = makePicker(.date, locale: "de_DE")
        german.date = date(2024, 1, 31)
        // de_DE writes "31. Januar 2024": day, month, year.
        #expect(try rows(german) == [30, 0, 2023])
        #expect(try title(german, 0, 1) == "Januar")
    }

    @Test func turningTheMonthKeepsTheDayInItsMonth() throws {
        let h = ControlsHarness(width: 320, height: 400)
        let picker = makePicker(.date)
        picker.date = date(2024, 1, 31, 9, 30)
        let changes = h.add(picker)
        _ = changes
        h.frame()
        // The month wheel is the first, 156 points wide from x = 2 (140 + 56 + 80 + 2 × 5 = 286 points scaled to
        // 320); a tap on the row under the band (band centred at y = 108, rows 32 high) turns it to February.
        h.tap(80, 108 + 32)
        h.advance(1.0)
        // 31 February 2024 does not exist: the 29th (a leap year), at the same time of day.
        #expect(picker.date == date(2024, 2, 29, 9, 30))
        #expect(try rows(picker) == [1, 28, 2023])
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
        // In code: no event.
        picker.date = date(2025, 6, 1)
        #expect(h.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func minimumAndMaximumDatesHold() throws {
        let h = ControlsHarness(width: 320, height: 400)
        let picker = makePicker(.date)
        picker.minimumDate = date(2024, 3, 10)
        picker.maximumDate = date(2024, 3, 20)
        picker.date = date(2024, 1, 1)
        #expect(picker.date == date(2024, 3, 10))
        picker.date = date(2030, 1, 1)
        #expect(picker.date == date(2024, 3, 20))
        _ = h.add(picker)
        // The user turns the month to April: past the maximum, so the wheels go back to 20 March.
        h.tap(80, 108 + 32)
        h.advance(1.0)
        #expect(picker.date == date(2024, 3, 20))
        #expect(try rows(picker) == [2, 19, 2023])
        #expect(h.events.filter { $0 == "valueChanged" }.isEmpty)
    }

    @Test func timeWheelsRoundToTheMinuteInterval() throws {
        _ = ControlsHarness()
        let picker = makePicker(.time)
        picker.minuteInterval = 5
        picker.date = date(2024, 5, 5, 13, 7)
        // 13:07 rounds to 13:05; 12-hour en_US: hour 1 (row 0), minute 05 (row 1), PM (row 1).
        #expect(picker.date == date(2024, 5, 5, 13, 5))
        #expect(try rows(picker) == [0, 1, 1])
        #expect(try title(picker, 1, 1) == "05")
        #expect(try title(picker, 1, 2) == "PM")
        #expect(try wheels(picker).numberOfRows(inComponent: 1) == 12)
        let german = makePicker(.time, locale: "de_DE")
        german.date = date(2024, 5, 5, 13, 7)
        // A 24-hour locale has no AM/PM wheel.
        #expect(try rows(german) == [13, 7])
    }

    @Test func badValuesAreLoggedAndReplaced() throws {
        let h = ControlsHarness()
        let picker = makePicker(.countDownTimer)
        picker.countDownDuration = 5400
        #expect(try rows(picker) == [1, 30])
        #expect(try title(picker, 1, 0) == "1 hour")
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 5400)
        picker.countDownDuration = 1e6
        #expect(picker.countDownDuration == 86_399)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)
        #expect(h.logLines.contains { $0.contains("countDownDuration") })
        #expect(h.logLines.contains { $0.contains("minuteInterval 7") })
        #expect(h.logLines.contains { $0.contains("inline style") })
    }
}
