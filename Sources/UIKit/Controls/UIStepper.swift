import Foundation

/// A pair of − and + buttons that step a value, drawn as current iOS draws it: a 94 x 32 grey rounded
/// rectangle split by a thin divider. A touch down on a half steps at once and sends `.valueChanged`;
/// holding it repeats (`autorepeat`), faster the longer it is held, on the application clock. A button is
/// dimmed and inert at its end of the range unless `wraps`. NaN and invalid ranges are logged and ignored.
@preconcurrency @MainActor
open class UIStepper: UIControl, UIFocusAdjusting {
    /// The size of a stepper (UIKit ignores the size part of the frame).
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// The hold before the first repeat, and the repeat intervals as the hold goes on.
    static let firstRepeatDelay: TimeInterval = 0.5
    static let repeatIntervals: [(after: Int, interval: TimeInterval)] = [(0, 0.2), (5, 0.1), (15, 0.05)]

    private var storedValue: Double = 0
    /// The value, within `minimumValue...maximumValue`; setting it sends no action.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { reject("value", newValue); return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    private var storedMinimum: Double = 0, storedMaximum: Double = 100, storedStep: Double = 1
    /// The lowest value (0 by default); must be below `maximumValue`.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { reject("minimumValue", newValue); return }
            guard newValue < storedMaximum else {
                UIApplication.shared.log("UIStepper: minimumValue \(newValue) must be less than maximumValue \(storedMaximum) (UIKit would raise NSInvalidArgumentException); ignored")
                return
            }
            storedMinimum = newValue
            value = storedValue
        }
    }
    /// The highest value (100 by default); must be above `minimumValue`.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { reject("maximumValue", newValue); return }
            guard newValue > storedMinimum else {
                UIApplication.shared.log("UIStepper: maximumValue \(newValue) must be greater than minimumValue \(storedMinimum) (UIKit would raise NSInvalidArgumentException); ignored")
                return
            }
            storedMaximum = newValue
            value = storedValue
        }
    }
    /// How much one step changes the value (1 by default); must be above 0.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                UIApplication.shared.log("UIStepper: stepValue \(newValue) must be greater than 0 (UIKit would raise NSInvalidArgumentException); ignored")
                return
            }
            storedStep = newValue
        }
    }
    /// Whether stepping past one end continues from the other.
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a button keeps stepping.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at every step (true) or once when the touch ends.
    open var isContinuous = true

    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    /// The half a touch is down on: -1 decrement, +1 increment, 0 none.
    private(set) var pressedDirection = 0 { didSet { if pressedDirection != oldValue { setNeedsDisplay() } } }
    private var repeatTimer: RunLoopTimer?
    private var repeats = 0
    private var nextRepeatDate: TimeInterval = 0
    private var valueAtTouchDown: Double = 0

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.stepperSize
        setUpStepper()
    }

    /// A stepper at `frame`'s origin; its size is always 94 x 32.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        setUpStepper()
    }

    /// Setup shared by both designated initializers.
    private func setUpStepper() {
        backgroundColor = nil
        isOpaque = false
    }

    /// A stepper at the origin.
    public convenience init() { self.init(frame: .zero) }

    private func reject(_ name: String, _ v: Double) {
        UIApplication.shared.log("UIStepper: ignored non-finite \(name) \(v)")
    }

    /// Sets the image of the + button for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: State) { incrementImages[state.rawValue] = image; setNeedsDisplay() }
    /// Sets the image of the − button for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: State) { decrementImages[state.rawValue] = image; setNeedsDisplay() }
    /// The + image set for `state`.
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state.rawValue] }
    /// The − image set for `state`.
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state.rawValue] }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }
    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    // MARK: Stepping
    /// Whether a step in `direction` (-1 or +1) can happen now.
    func canStep(_ direction: Int) -> Bool {
        if wraps { return true }
        return direction > 0 ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// Steps once in `direction`, wrapping or clamping; returns whether the value changed.
    @discardableResult
    func step(_ direction: Int) -> Bool {
        guard canStep(direction) else { return false }
        var next = storedValue + Double(direction) * storedStep
        if next > storedMaximum { next = wraps && storedValue >= storedMaximum ? storedMinimum : storedMaximum }
        if next < storedMinimum { next = wraps && storedValue <= storedMinimum ? storedMaximum : storedMinimum }
        guard next != storedValue else { return false }
        storedValue = next
        setNeedsDisplay()
        return true
    }

    // MARK: Tracking
    private func direction(at p: CGPoint) -> Int { p.x < Self.stepperSize.width / 2 ? -1 : 1 }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let d = direction(at: touch.location(in: self))
        guard canStep(d) else { return false }
        pressedDirection = d
        startDirection = d
        valueAtTouchDown = storedValue
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, pressedDirection != 0 else { return }
        // The step follows `.touchDown`, as UIKit's stepper steps on touch down.
        if step(pressedDirection), isContinuous { sendValueChanged(with: event) }
        repeats = 0
        if autorepeat { scheduleRepeat(after: Self.firstRepeatDelay, first: true) }
    }

    /// Schedules the next repeat `delay` after the previous one was due (after now for the first), so the
    /// rhythm does not drift by the frames a timer waits.
    private func scheduleRepeat(after delay: TimeInterval, first: Bool = false) {
        repeatTimer?.invalidate()
        let now = UIApplication.shared.clock.now
        nextRepeatDate = (first ? now : nextRepeatDate) + delay
        repeatTimer = RunLoopTimer.scheduledTimer(withTimeInterval: max(nextRepeatDate - now, 0), repeats: false) { [weak self] _ in
            self?.repeatStep()
        }
    }

    private func repeatStep() {
        repeatTimer = nil
        guard isTracking, pressedDirection != 0 else { return }
        guard step(pressedDirection) else { return }
        if isContinuous { sendValueChanged() }
        repeats += 1
        let interval = Self.repeatIntervals.last { repeats >= $0.after }?.interval ?? 0.2
        scheduleRepeat(after: interval)
    }

    /// The half stays pressed (and repeating) while the touch is on it; off it, repeating pauses.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let onStartHalf = bounds.contains(p) && direction(at: p) == startDirection
        let wasPressed = pressedDirection != 0
        pressedDirection = onStartHalf ? startDirection : 0
        if onStartHalf && !wasPressed && autorepeat { repeats = 0; scheduleRepeat(after: Self.firstRepeatDelay, first: true) }
        return true
    }

    /// The half the touch went down on.
    private var startDirection = 0

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishTracking(event) }
    open override func cancelTracking(with event: UIEvent?) { finishTracking(event) }

    private func finishTracking(_ event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedDirection = 0
        if !isContinuous, storedValue != valueAtTouchDown { sendValueChanged(with: event) }
    }

    // MARK: Focus and keyboard
    func adjustFocused(_ heading: UIFocusHeading) -> Bool {
        guard heading == .left || heading == .right, step(heading == .right ? 1 : -1) else { return false }
        sendValueChanged()
        return true
    }

    /// Arrow keys step a focused stepper: Right/Up increments, Left/Down decrements.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, let h = Self.focusHeading(for: press) else {
            super.pressesBegan(presses, with: event)
            return
        }
        if step(h == .right || h == .up ? 1 : -1) { sendValueChanged() }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, Self.focusHeading(for: press) != nil else {
            super.pressesEnded(presses, with: event)
            return
        }
    }

    // MARK: Drawing
    open override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        let size = Self.stepperSize
        let dim: CGFloat = isEnabled ? 1 : 0.5
        UIColor.tertiarySystemFill.withAlphaComponent(0.12 * dim).setFill()
        UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8).fill()
        let half = size.width / 2
        if pressedDirection != 0 {
            UIColor.stepperHighlight.setFill()
            let path = UIBezierPath(roundedRect: CGRect(x: pressedDirection < 0 ? 0 : half, y: 0, width: half, height: size.height),
                                    cornerRadius: 8)
            path.fill()
        }
        UIColor.opaqueSeparator.withAlphaComponent(dim).setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: half - 0.5, y: 8, width: 1, height: size.height - 16))
        drawGlyph(direction: -1, center: CGPoint(x: half / 2, y: size.height / 2), dim: dim)
        drawGlyph(direction: 1, center: CGPoint(x: half * 1.5, y: size.height / 2), dim: dim)
    }

    private func drawGlyph(direction: Int, center: CGPoint, dim: CGFloat) {
        let active = isEnabled && canStep(direction)
        let color = (active ? UIColor.label : UIColor.tertiaryLabel).withAlphaComponent(active ? dim : 0.3 * dim)
        let table = direction > 0 ? incrementImages : decrementImages
        if let image = table[state.rawValue] ?? table[0] {
            let s = image.size
            image.draw(in: CGRect(x: (center.x - s.width / 2).rounded(), y: (center.y - s.height / 2).rounded(),
                                  width: s.width, height: s.height), tint: color, templateByDefault: true)
            return
        }
        color.setFill()
        let arm: CGFloat = 7, thickness: CGFloat = 1.5
        UIBezierPath(roundedRect: CGRect(x: center.x - arm, y: center.y - thickness / 2, width: 2 * arm, height: thickness),
                     cornerRadius: thickness / 2).fill()
        if direction > 0 {
            UIBezierPath(roundedRect: CGRect(x: center.x - thickness / 2, y: center.y - arm, width: thickness, height: 2 * arm),
                         cornerRadius: thickness / 2).fill()
        }
    }
}
