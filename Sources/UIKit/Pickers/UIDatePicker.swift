import Foundation

/// A control for picking a date, a time, both, or a countdown duration on spinning wheels, in the locale's order and
/// clock, kept between `minimumDate` and `maximumDate`. A user's change sends `.valueChanged`; a change in code
/// does not, as in UIKit.
@MainActor
open class UIDatePicker: UIControl {
    /// What the wheels pick (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuildWheels() } }
    /// The style asked for (`.automatic`). Compact and inline are not drawn here yet: the picker shows wheels and
    /// `datePickerStyle` says so.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet {
            if preferredDatePickerStyle == .compact || preferredDatePickerStyle == .inline {
                UIApplication.shared.log("UIDatePicker: the \(preferredDatePickerStyle == .compact ? "compact" : "inline") style is not available here; showing wheels")
            }
        }
    }
    /// The style in use: wheels.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The picked date (now when the picker is made). Setting it moves the wheels without sending `.valueChanged`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user can pick (nil: no limit).
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The latest date the user can pick (nil: no limit).
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// Minutes between the rows of the minute wheel (1); it must divide 60 and be 1...30, else 1 is used.
    open var minuteInterval: Int = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
                UIApplication.shared.log("UIDatePicker: minuteInterval \(minuteInterval) must divide 60 and be between 1 and 30; using 1")
                minuteInterval = 1
            }
            rebuildWheels()
        }
    }
    /// Whether a date set in code is rounded to the nearest `minuteInterval` (true).
    open var roundsToMinuteInterval = true
    /// The duration of `.countDownTimer` mode, in seconds (0...86,399; whole minutes are shown).
    open var countDownDuration: TimeInterval {
        get { duration }
        set {
            guard newValue.isFinite else {
                UIApplication.shared.log("UIDatePicker: ignored a non-finite countDownDuration \(newValue)")
                return
            }
            duration = min(max(newValue, 0), 86_399)
            showWheels(animated: false)
        }
    }
    /// The locale of the wheels' order, names and clock (nil: the current locale).
    open var locale: Locale? { didSet { rebuildWheels() } }
    /// The calendar of the wheels (the current one unless set; nil resets it).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; rebuildWheels() }
    }
    /// The time zone the wheels show (nil: the current one).
    open var timeZone: TimeZone? { didSet { rebuildWheels() } }

    let wheelView = UIPickerView(frame: .zero)
    private let source = UIDatePickerWheelSource()
    var storedDate = Date()
    private var storedCalendar: Calendar?
    var duration: TimeInterval = 0
    var wheels: [Wheel] = []
    /// The first day of the `.dateAndTime` day wheel (ten years either side of the date).
    var rangeStart = Date()
    static let rangeDays = 3650

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDatePicker()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpDatePicker()
    }

    private func setUpDatePicker() {
        source.picker = self
        wheelView.dataSource = source
        wheelView.delegate = source
        wheelView.rowSelectionHandler = { [weak self] _, _ in self?.userTurnedWheel() }
        addSubview(wheelView)
        rebuildWheels()
    }

    /// Sets the date, turning the wheels to it (sliding when `animated`); kept within the minimum and maximum.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            UIApplication.shared.log("UIDatePicker: ignored a non-finite date")
            return
        }
        storedDate = clamped(rounded(date))
        showWheels(animated: animated)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: UIPickerView.preferredHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheelView.frame = bounds
    }

    // MARK: Wheels

    /// The calendar in the picker's locale and time zone.
    var effectiveCalendar: Calendar {
        var c = calendar ?? Calendar.current
        c.locale = locale ?? .current
        c.timeZone = timeZone ?? .current
        return c
    }

    /// Whether the locale shows hours 1-12 with AM/PM (read from the locale when the wheels are rebuilt).
    private(set) var uses12HourClock = true

    /// The formatter of the wheels' titles, in the picker's locale, calendar and time zone; made once per rebuild,
    /// since rows are titled as they scroll into view.
    private(set) var titleFormatter = DateFormatter()

    func rebuildWheels() {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale ?? .current) ?? "h a"
        uses12HourClock = format.contains("a")
        let cal = effectiveCalendar
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = cal
        formatter.timeZone = cal.timeZone
        titleFormatter = formatter
        let hours: [Wheel] = uses12HourClock ? [.hour, .minute, .meridiem] : [.hour, .minute]
        switch datePickerMode {
        case .time: wheels = hours
        case .date: wheels = dateOrder()
        case .yearAndMonth: wheels = dateOrder().filter { $0 != .day }
        case .dateAndTime: wheels = [.dayOfRange] + hours
        case .countDownTimer: wheels = [.durationHours, .durationMinutes]
        }
        recentreDayRange()
        storedDate = clamped(rounded(storedDate))
        wheelView.reloadAllComponents()
        showWheels(animated: false)
    }

    /// Month, day and year in the order the locale writes them.
    private func dateOrder() -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale ?? .current) ?? "MMMM d, y"
        let marks: [(Character, Wheel)] = [("M", .month), ("L", .month), ("d", .day), ("y", .year)]
        var order: [(Int, Wheel)] = []
        for (i, ch) in format.enumerated() {
            if let w = marks.first(where: { $0.0 == ch })?.1, !order.contains(where: { $0.1 == w }) { order.append((i, w)) }
        }
        let found = order.map(\.1)
        return found.count == 3 ? found : [.month, .day, .year]
    }

    private func recentreDayRange() {
        let cal = effectiveCalendar
        let day = cal.startOfDay(for: storedDate)
        rangeStart = cal.date(byAdding: .day, value: -Self.rangeDays, to: day) ?? day
    }

    /// Turns every wheel to the current date (or duration).
    func showWheels(animated: Bool) {
        let cal = effectiveCalendar
        if datePickerMode == .dateAndTime {
            let offset = cal.dateComponents([.day], from: rangeStart, to: cal.startOfDay(for: storedDate)).day ?? 0
            if offset < 0 || offset > 2 * Self.rangeDays { recentreDayRange(); wheelView.reloadAllComponents() }
        }
        for (component, wheel) in wheels.enumerated() {
            let row = self.row(of: wheel, calendar: cal)
            if wheelView.selectedRow(inComponent: component) != row { wheelView.selectRow(row, inComponent: component, animated: animated) }
        }
    }

    /// The user turned a wheel: the date (or duration) they now show, kept valid, and `.valueChanged` when it changed.
    private func userTurnedWheel() {
        let rows = wheels.indices.map { wheelView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let old = duration
            duration = max(durationFromWheels(rows), TimeInterval(minuteInterval * 60))
            showWheels(animated: true)
            if duration != old { sendActions(for: .valueChanged) }
            return
        }
        let old = storedDate
        storedDate = clamped(dateFromWheels(rows, calendar: effectiveCalendar) ?? storedDate)
        showWheels(animated: true)
        if storedDate != old { sendActions(for: .valueChanged) }
    }

    /// `date` kept within the minimum and maximum.
    func clamped(_ date: Date) -> Date {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate, maximumDate >= (minimumDate ?? maximumDate) { d = maximumDate }
        return d
    }

    /// `date` rounded to the nearest `minuteInterval` when that is asked for and the mode shows minutes.
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode != .date, datePickerMode != .yearAndMonth else { return date }
        let cal = effectiveCalendar
        guard let hour = cal.dateInterval(of: .hour, for: date) else { return date }
        let step = TimeInterval(minuteInterval * 60)
        let into = date.timeIntervalSince(hour.start)
        return hour.start.addingTimeInterval((into / step).rounded() * step)
    }
}
