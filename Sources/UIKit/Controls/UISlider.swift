import Foundation

/// A continuous value picked by dragging a thumb along a track, drawn as current iOS draws it: a 4-point
/// rounded track, tinted left of the thumb, and a white 28-point thumb with a soft shadow. The thumb keeps the
/// touch's offset while dragged; `.valueChanged` is sent during the drag (`isContinuous`) or once at its end.
/// When focused, the d-pad, the stick's left/right and the arrow keys move it by a tenth of its range.
@preconcurrency @MainActor
open class UISlider: UIControl, UIFocusAdjusting {
    /// The height of a slider (its intrinsic height).
    public static let preferredHeight: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// How far outside the thumb a touch still grabs it.
    static let thumbTouchMargin: CGFloat = 10
    /// The gap between a value image and the track.
    static let valueImageSpacing: CGFloat = 8

    private var storedValue: Float = 0
    /// The value, within `minimumValue...maximumValue`; setting it moves the thumb without sending an action.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end (0 by default).
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else { rejectNonFinite("minimumValue", minimumValue); minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The value at the right end (1 by default).
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else { rejectNonFinite("maximumValue", maximumValue); maximumValue = oldValue; return }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (true) or only when the drag ends.
    open var isContinuous = true

    /// The track colour left of the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The track colour right of the thumb; nil means `systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { updateLook() } }
    /// The image shown left of the track.
    open var minimumValueImage: UIImage? { didSet { minImageView.image = minimumValueImage; setNeedsLayout() } }
    /// The image shown right of the track.
    open var maximumValueImage: UIImage? { didSet { maxImageView.image = maximumValueImage; setNeedsLayout() } }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    private let content = UIView(frame: .zero)
    private let minTrackView = UIImageView(frame: .zero)
    private let maxTrackView = UIImageView(frame: .zero)
    private let thumbView = UIImageView(frame: .zero)
    private let minImageView = UIImageView(frame: .zero)
    private let maxImageView = UIImageView(frame: .zero)
    /// Where the touch grabbed the thumb, from the thumb's centre.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// Setup shared by both designated initializers.
    private func setUpSlider() {
        backgroundColor = nil
        isOpaque = false
        for v in [content, minTrackView, maxTrackView, thumbView, minImageView, maxImageView] {
            v.isUserInteractionEnabled = false
        }
        for v in [minTrackView, maxTrackView, minImageView, maxImageView, thumbView] { content.addSubview(v) }
        addSubview(content)
        minImageView.contentMode = .center
        maxImageView.contentMode = .center
        updateLook()
    }

    /// A slider with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Sets the value (clamped to the range), sliding the thumb over 0.25 s when `animated`. NaN and
    /// infinities are ignored with a logged message. Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { rejectNonFinite("value", value); return }
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated && window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.layoutParts() }, completion: nil)
        } else {
            setNeedsLayout()
        }
    }

    private func clampValue() {
        let clamped = min(max(storedValue, minimumValue), maximumValue)
        if clamped != storedValue { storedValue = clamped }
        setNeedsLayout()
    }

    private func rejectNonFinite(_ name: String, _ v: Float) {
        UIApplication.shared.log("UISlider: ignored non-finite \(name) \(v)")
    }

    // MARK: Images per state
    /// Sets the thumb image for `state` (nil: the default white circle).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        updateLook()
        invalidateIntrinsicContentSize()
    }
    /// Sets the (stretched) track image left of the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state.rawValue] = image; updateLook() }
    /// Sets the (stretched) track image right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state.rawValue] = image; updateLook() }
    /// The thumb image set for `state`.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    /// The minimum track image set for `state`.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The maximum track image set for `state`.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb image shown now (the current state's, else the normal one).
    open var currentThumbImage: UIImage? { current(thumbImages) }
    /// The minimum track image shown now.
    open var currentMinimumTrackImage: UIImage? { current(minimumTrackImages) }
    /// The maximum track image shown now.
    open var currentMaximumTrackImage: UIImage? { current(maximumTrackImages) }

    private func current(_ table: [UInt: UIImage]) -> UIImage? {
        let s = state
        if let i = table[s.rawValue] { return i }
        if s.contains(.disabled), let i = table[State.disabled.rawValue] { return i }
        if s.contains(.highlighted), let i = table[State.highlighted.rawValue] { return i }
        return table[0]
    }

    // MARK: Geometry (overridable, as in UIKit)
    /// Where the left value image is drawn.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the right value image is drawn.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The track's rectangle: between the value images, 4 points tall (or the track image's height), centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        let h = currentMinimumTrackImage?.size.height ?? currentMaximumTrackImage?.size.height ?? Self.trackHeight
        return CGRect(x: minX, y: (bounds.midY - h / 2).rounded(), width: max(maxX - minX, 0), height: h)
    }

    /// The thumb's rectangle for `value` on `rect`: the thumb travels so that it stays within the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - size.width) * min(max(fraction, 0), 1)
        return CGRect(x: x.rounded(), y: (rect.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: max(Self.preferredHeight, currentThumbImage?.size.height ?? 0))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(Self.preferredHeight, currentThumbImage?.size.height ?? 0))
    }

    // MARK: Look
    open override func stateDidChange() {
        super.stateDidChange()
        updateLook()
    }

    open override var tintColor: UIColor! { didSet { updateLook() } }

    private func updateLook() {
        content.alpha = isEnabled ? 1 : 0.5
        let minImage = currentMinimumTrackImage, maxImage = currentMaximumTrackImage
        minTrackView.image = minImage
        maxTrackView.image = maxImage
        minTrackView.backgroundColor = minImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maxTrackView.backgroundColor = maxImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        for v in [minTrackView, maxTrackView] { v.layer.cornerRadius = v.image == nil ? Self.trackHeight / 2 : 0 }
        if let image = currentThumbImage {
            thumbView.image = image
            thumbView.backgroundColor = nil
            thumbView.layer.cornerRadius = 0
            thumbView.layer.shadowOpacity = 0
            thumbView.layer.borderWidth = 0
        } else {
            thumbView.image = nil
            thumbView.backgroundColor = thumbTintColor ?? .white
            thumbView.layer.cornerRadius = Self.thumbDiameter / 2
            thumbView.layer.shadowColor = UIColor.black.cgColor
            thumbView.layer.shadowOpacity = 0.2
            thumbView.layer.shadowRadius = 3
            thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
            thumbView.layer.borderWidth = 0.5
            thumbView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        content.frame = bounds
        let b = bounds
        minImageView.frame = minimumValueImageRect(forBounds: b)
        maxImageView.frame = maximumValueImageRect(forBounds: b)
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: storedValue)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        minTrackView.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maxTrackView.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        thumbView.frame = thumb
    }

    // MARK: Tracking
    /// The value a thumb centred at `x` stands for.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return minimumValue }
        let fraction = Float(min(max((x - track.minX - thumbWidth / 2) / travel, 0), 1))
        return minimumValue + (maximumValue - minimumValue) * fraction
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let m = Self.thumbTouchMargin
        guard thumb.insetBy(dx: -m, dy: -m).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let v = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        if v != storedValue {
            storedValue = v
            UIView.performWithoutAnimation { layoutParts() }
            if isContinuous { sendValueChanged(with: event) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendValueChanged(with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendValueChanged(with: event) }
    }

    // MARK: Focus and keyboard
    func adjustFocused(_ heading: UIFocusHeading) -> Bool {
        guard heading == .left || heading == .right else { return false }
        let step = (maximumValue - minimumValue) / 10
        let target = min(max(storedValue + (heading == .right ? step : -step), minimumValue), maximumValue)
        guard target != storedValue else { return false }
        setValue(target, animated: true)
        sendValueChanged()
        return true
    }

    /// Left/Right arrows move a focused slider a tenth of its range; Home/End go to the ends.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first else { super.pressesBegan(presses, with: event); return }
        if let heading = Self.focusHeading(for: press), heading == .left || heading == .right {
            _ = adjustFocused(heading)
            return
        }
        if press.key?.keyCode == .keyboardHome || press.key?.keyCode == .keyboardEnd {
            let target = press.key?.keyCode == .keyboardHome ? minimumValue : maximumValue
            if target != storedValue { setValue(target, animated: true); sendValueChanged() }
            return
        }
        super.pressesBegan(presses, with: event)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, isOwnKey(press) else { super.pressesEnded(presses, with: event); return }
    }

    private func isOwnKey(_ press: UIPress) -> Bool {
        let code = press.key?.keyCode
        return code == .keyboardLeftArrow || code == .keyboardRightArrow || code == .keyboardHome || code == .keyboardEnd
    }
}
