import Foundation

/// How a date picker looks: wheels, a compact button, or an inline calendar (`.automatic` lets the platform choose).
public enum UIDatePickerStyle: Int, Sendable {
    /// The platform's choice: wheels here.
    case automatic = 0
    /// Spinning wheels, one per unit.
    case wheels = 1
    /// A compact button that opens an editor (not drawn here yet: wheels are shown).
    case compact = 2
    /// An inline calendar (not drawn here yet: wheels are shown).
    case inline = 3
}

extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and (in 12-hour locales) AM/PM.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day (with its weekday, "Today" for today), hours, minutes and AM/PM.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`), up to 23:59.
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }

    /// One wheel of the picker.
    enum Wheel: Equatable {
        case month, day, year, dayOfRange, hour, minute, meridiem, durationHours, durationMinutes

        /// Points wide on a 320-point picker.
        var width: CGFloat {
            switch self {
            case .month: 140
            case .day, .hour, .minute, .meridiem: 56
            case .year: 80
            case .dayOfRange: 150
            case .durationHours, .durationMinutes: 110
            }
        }
    }
}
