import Foundation

/// An on/off switch drawn as current iOS draws it: a 51 x 31 pill that is green when on, with a white thumb
/// that slides across. A tap toggles it; dragging the thumb decides by where it is released. Sends
/// `.valueChanged` (before `.touchUpInside`) when the user changes it, never when code does; a user's change
/// also plays a light impact on the haptic actuator, as on an iPhone.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch (UIKit ignores the size part of the frame it is given).
    public static let switchSize = CGSize(width: 51, height: 31)
    private static let thumbDiameter: CGFloat = 27
    private static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while a touch is down on it.
    private static let pressedStretch: CGFloat = 7
    /// How far a touch must move before it counts as a drag rather than a tap.
    private static let dragThreshold: CGFloat = 4
    private static let animationDuration: TimeInterval = 0.25

    private var on = false
    /// Whether the switch is on.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track colour when on; nil means `systemGreen`.
    open var onTintColor: UIColor? { didSet { updateLook(animated: false) } }
    /// The thumb colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { updateLook(animated: false) } }

    private let content = UIView(frame: CGRect(origin: .zero, size: UISwitch.switchSize))
    private let track = UIView(frame: CGRect(origin: .zero, size: UISwitch.switchSize))
    private let thumb = UIView(frame: .zero)
    /// What the thumb shows during a drag (the model stays until release).
    private var shownOn = false
    private var pressed = false
    private var startOn = false
    private var startX: CGFloat = 0
    private var dragging = false

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.switchSize
        setUpSwitch()
    }

    /// A switch at `frame`'s origin; its size is always 51 x 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUpSwitch()
    }

    /// Setup shared by both designated initializers.
    private func setUpSwitch() {
        backgroundColor = nil
        isOpaque = false
        for v in [content, track, thumb] { v.isUserInteractionEnabled = false }
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(content)
        content.addSubview(track)
        content.addSubview(thumb)
        updateLook(animated: false)
    }

    /// A switch at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// Sets the state, sliding the thumb over 0.25 s when `animated`. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        shownOn = on
        updateLook(animated: animated)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    open override func stateDidChange() {
        super.stateDidChange()
        content.alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Look
    private func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let w = Self.thumbDiameter + (pressed ? Self.pressedStretch : 0)
        let x = on ? Self.switchSize.width - Self.thumbInset - w : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: w, height: Self.thumbDiameter)
    }

    private func updateLook(animated: Bool) {
        let apply = {
            self.track.backgroundColor = self.shownOn ? (self.onTintColor ?? .systemGreen) : .secondarySystemFill
            self.thumb.frame = self.thumbFrame(on: self.shownOn, pressed: self.pressed)
            self.thumb.backgroundColor = self.thumbTintColor ?? .white
        }
        if animated && window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: apply, completion: nil)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    // MARK: Tracking
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startOn = on
        shownOn = on
        startX = touch.location(in: self).x
        dragging = false
        pressed = true
        updateLook(animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !dragging, abs(x - startX) >= Self.dragThreshold { dragging = true }
        if dragging {
            let side = x >= Self.switchSize.width / 2
            if side != shownOn { shownOn = side; updateLook(animated: true) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressed = false
        let final: Bool
        if dragging, let touch { final = touch.location(in: self).x >= Self.switchSize.width / 2 }
        else if isTouchInside { final = !startOn }
        else { final = startOn }
        setOn(final, animated: true)
        if final != startOn {
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            sendValueChanged(with: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressed = false
        setOn(startOn, animated: true)
    }

    // MARK: Keyboard
    /// Space or Return toggles a focused switch, as a tap does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, Self.isActivationKey(press) else {
            super.pressesBegan(presses, with: event)
            return
        }
        setOn(!on, animated: true)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        sendValueChanged()
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, Self.isActivationKey(press) else {
            super.pressesEnded(presses, with: event)
            return
        }
    }
}
