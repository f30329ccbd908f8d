import Foundation

/// The base class of controls: it tracks a touch (touch down, drag out and back, touch up inside or outside),
/// keeps the enabled/highlighted/selected state and sends actions to its targets for control events.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// The events a control sends actions for (UIKit's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in; titles, colours and images are kept per state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How far outside its bounds (in points) a tracked touch still counts as inside, as in UIKit.
    public static let touchRetractionMargin: CGFloat = 70

    /// Whether the control responds to touches; disabled controls draw dimmed and let touches pass through.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected (e.g. a toggled button).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down on the control; set while tracking.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether a touch is being tracked (meanwhile the main run loop is in `RunLoop.Mode.tracking`).
    open private(set) var isTracking = false {
        didSet { if isTracking != oldValue { UIApplication.shared.runLoop.setTracking(self, isTracking) } }
    }
    /// Whether the tracked touch is inside the control (its bounds plus the retraction margin).
    open private(set) var isTouchInside = false

    /// Registered target-actions and closures, in the order they were added.
    var actionEntries: [UIControlActionEntry] = []

    /// Whether a tap opens the control's context menu instead of sending the primary action (iOS 14).
    open var showsMenuAsPrimaryAction = false
    /// The interaction that opens the control's menu (nil until `isContextMenuInteractionEnabled` is set).
    public private(set) var contextMenuInteraction: UIContextMenuInteraction?
    /// Whether a long press or a secondary click opens the control's context menu (a button with a menu
    /// turns it on); the menu comes from `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction?.isEnabled ?? false }
        set {
            if newValue, contextMenuInteraction == nil {
                let interaction = UIContextMenuInteraction(delegate: self)
                interaction.anchorProvider = { [weak self] in self.map { $0.convert($0.bounds, to: nil) } }
                interaction.actionSender = self
                contextMenuInteraction = interaction
                addInteraction(interaction)
            }
            contextMenuInteraction?.isEnabled = newValue
        }
    }

    /// The control's context menu for a press at `location`; nil (no menu) by default. UIButton returns its `menu`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control at `frame` whose primary action is `primaryAction`: it runs for `.primaryActionTriggered`,
    /// which buttons send on a tap and value controls (switches, sliders, steppers, page controls, segmented
    /// controls) when the user changes their value. Subclasses add to it (a button shows the action's title).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Enabled controls can take game-controller focus (Focus/UIFocusEngine).
    open override var canBecomeFocused: Bool { isEnabled }

    /// The control's current state, made of enabled, highlighted, selected and focused.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if isFocused { s.insert(.focused) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when enabled, selected or highlighted changed; subclasses refresh their look.
    open func stateDidChange() { setNeedsDisplay() }

    // MARK: Tracking (override points)
    /// A touch began on the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (touch is nil when tracking was stopped without one).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Target-action dispatch
    /// Sends the action of every target registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Calls one action on behalf of the control: the hook subclasses override to observe or redirect actions.
    open func sendAction(_ action: UIControlAction, to target: AnyObject?, for event: UIEvent?) {
        action.invoke(target: target, sender: self, event: event)
    }

    // MARK: Hit testing and touches
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        trackedTouch = touch
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
        if !isTracking { isHighlighted = false }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch, event: event)
        isHighlighted = isTouchInside
        isTracking = continueTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
        if !isTracking { isHighlighted = false; endTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let tracking = isTracking
        isTouchInside = isInsideTrackingArea(touch, event: event)
        isHighlighted = false
        isTracking = false
        trackedTouch = nil
        guard tracking else { return }
        endTracking(touch, with: event)
        if isTouchInside, showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, let interaction = contextMenuInteraction {
            sendActions(for: [.touchUpInside, .menuActionTriggered], with: event)
            interaction.presentMenu(atWindowLocation: touch.location(in: nil))
        } else if isTouchInside {
            sendActions(for: touchUpEvents, with: event)
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let tracking = isTracking
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
        guard tracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    /// Which events a touch up inside sends: controls whose primary action is the tap add `.primaryActionTriggered`.
    var touchUpEvents: Event { .touchUpInside }

    private weak var trackedTouch: UITouch?

    /// Inside the bounds plus the retraction margin, or wherever `point(inside:with:)` says (so a control
    /// that widens its touch area, e.g. to its presentation layer while it moves, tracks the same area).
    private func isInsideTrackingArea(_ touch: UITouch, event: UIEvent?) -> Bool {
        let m = Self.touchRetractionMargin
        let p = touch.location(in: self)
        return bounds.insetBy(dx: -m, dy: -m).contains(p) || point(inside: p, with: event)
    }
}
