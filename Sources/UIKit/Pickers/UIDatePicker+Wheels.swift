import Foundation

/// The wheels' rows: which row shows a date, which date the rows show, and their titles.
extension UIDatePicker {
    /// Years on the year wheel: 1 to 9999.
    static let yearRows = 9999

    func rowCount(of wheel: Wheel) -> Int {
        switch wheel {
        case .month: 12
        case .day: 31
        case .year: Self.yearRows
        case .dayOfRange: 2 * Self.rangeDays + 1
        case .hour: uses12HourClock ? 12 : 24
        case .minute, .durationMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .durationHours: 24
        }
    }

    /// The row of `wheel` that shows the current date or duration.
    func row(of wheel: Wheel, calendar cal: Calendar) -> Int {
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: storedDate)
        let hour = c.hour ?? 0
        let total = Int(duration)
        switch wheel {
        case .month: return (c.month ?? 1) - 1
        case .day: return (c.day ?? 1) - 1
        case .year: return min(max((c.year ?? 1) - 1, 0), Self.yearRows - 1)
        case .dayOfRange: return cal.dateComponents([.day], from: rangeStart, to: cal.startOfDay(for: storedDate)).day ?? 0
        case .hour: return uses12HourClock ? (hour % 12 == 0 ? 11 : hour % 12 - 1) : hour
        case .minute: return min((c.minute ?? 0) / minuteInterval, rowCount(of: .minute) - 1)
        case .meridiem: return hour >= 12 ? 1 : 0
        case .durationHours: return total / 3600
        case .durationMinutes: return min((total % 3600) / 60 / minuteInterval, rowCount(of: .durationMinutes) - 1)
        }
    }

    /// The date the wheels' `rows` show, keeping what they do not show (the time of a date, the day of a time); the
    /// day is kept within its month (31 February is 28 or 29 February, as the wheel then turns to).
    func dateFromWheels(_ rows: [Int], calendar cal: Calendar) -> Date? {
        var c = cal.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: storedDate)
        var day = c.day ?? 1
        var twelveHour: Int?
        var pm = (c.hour ?? 0) >= 12
        var dayStart: Date?
        for (wheel, row) in zip(wheels, rows) where row >= 0 {
            switch wheel {
            case .month: c.month = row + 1
            case .day: day = row + 1
            case .year: c.year = row + 1
            case .dayOfRange: dayStart = cal.date(byAdding: .day, value: row, to: rangeStart)
            case .hour:
                if uses12HourClock { twelveHour = row + 1 } else { c.hour = row }
                c.second = 0
            case .minute: c.minute = row * minuteInterval; c.second = 0
            case .meridiem: pm = row == 1
            case .durationHours, .durationMinutes: break
            }
        }
        if let twelveHour { c.hour = twelveHour % 12 + (pm ? 12 : 0) }
        else if wheels.contains(.meridiem), let h = c.hour { c.hour = h % 12 + (pm ? 12 : 0) }
        if let dayStart {
            let d = cal.dateComponents([.era, .year, .month, .day], from: dayStart)
            c.era = d.era; c.year = d.year; c.month = d.month; day = d.day ?? day
        }
        var first = c
        first.day = 1
        if let monthStart = cal.date(from: first), let days = cal.range(of: .day, in: .month, for: monthStart) {
            day = min(day, days.upperBound - 1)
        }
        c.day = day
        return cal.date(from: c)
    }

    func durationFromWheels(_ rows: [Int]) -> TimeInterval {
        var hours = 0, minutes = 0
        for (wheel, row) in zip(wheels, rows) where row >= 0 {
            if wheel == .durationHours { hours = row }
            if wheel == .durationMinutes { minutes = row * minuteInterval }
        }
        return TimeInterval(hours * 3600 + minutes * 60)
    }

    func title(of wheel: Wheel, row: Int) -> String {
        let formatter = titleFormatter
        switch wheel {
        case .month:
            let names: [String] = formatter.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(row + 1)"
        case .dayOfRange:
            let cal = formatter.calendar ?? effectiveCalendar
            guard let day = cal.date(byAdding: .day, value: row, to: rangeStart) else { return "?" }
            if cal.isDateInToday(day) { return "Today" }
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return uses12HourClock ? "\(row + 1)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .meridiem: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * minuteInterval) min"
        }
    }
}

/// The date picker's wheels as a picker data source and delegate.
@MainActor
final class UIDatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    weak var picker: UIDatePicker?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { picker?.wheels.count ?? 0 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let picker, picker.wheels.indices.contains(component) else { return 0 }
        return picker.rowCount(of: picker.wheels[component])
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let picker, picker.wheels.indices.contains(component) else { return nil }
        return picker.title(of: picker.wheels[component], row: row)
    }

    /// The wheels' widths on a 320-point picker, scaled to the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let picker, picker.wheels.indices.contains(component) else { return -1 }
        let natural = picker.wheels.reduce(0) { $0 + $1.width } + UIPickerView.componentSpacing * CGFloat(picker.wheels.count - 1)
        let scale = natural > 0 && pickerView.bounds.width > 0 ? min(pickerView.bounds.width / natural, 1.5) : 1
        return (picker.wheels[component].width * scale).rounded(.down)
    }
}
