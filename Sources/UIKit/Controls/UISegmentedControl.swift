import Foundation

/// A row of segments (titles or images), one of which is selected, drawn as current iOS draws it: a grey
/// rounded rectangle with a white rounded "pill" under the selected segment that slides when the selection
/// changes. A tap on another segment selects it and sends `.valueChanged` (before `.touchUpInside`);
/// setting `selectedSegmentIndex` in code sends nothing. Indexes out of range are logged and ignored (UIKit
/// would throw). When focused, left/right (d-pad, stick, arrow keys) select the neighbouring segment.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, UIFocusAdjusting {
    /// The index meaning "no segment selected".
    public static let noSegment = -1
    /// A control's height (its intrinsic height).
    public static let preferredHeight: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let pillInset: CGFloat = 2
    /// Space either side of a segment's content in its natural width.
    static let contentPadding: CGFloat = 12

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// A width set with `setWidth(_:forSegmentAt:)`; 0 means automatic.
        var width: CGFloat = 0
        /// The action selecting the segment runs (`init(frame:actions:)`, `setAction(_:forSegmentAt:)`).
        var action: UIAction?
    }
    var segments: [Segment] = []
    private var selected = UISegmentedControl.noSegment
    /// The segment a touch is down on (drawn dimmed), if any.
    var highlightedSegment: Int? { didSet { if highlightedSegment != oldValue { labels.setNeedsDisplay() } } }

    /// Whether segments keep no selected look after a tap (the action still sees the tapped index).
    open var isMomentary = false { didSet { updatePill(animated: false) } }
    /// Whether automatic widths follow each segment's content (true) or are all equal (false, the default).
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The colour of the selected segment's pill; nil means white.
    open var selectedSegmentTintColor: UIColor? { didSet { pill.backgroundColor = selectedSegmentTintColor ?? .selectedSegment } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let pill = UIView(frame: .zero)
    private let labels = UISegmentedControlLabels(frame: .zero)
    private var separators: [UIView] = []

    /// A control with one segment per item: each a `String` (a title), a `UIImage` or a `UIAction` (its image,
    /// else its title; selecting the segment runs it).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else if let action = item as? UIAction { segments.append(Segment(action: action)) }
            else { UIApplication.shared.log("UISegmentedControl: item \(item) is neither a String, a UIImage nor a UIAction; skipped") }
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        isOpaque = false
        labels.owner = self
        pill.isUserInteractionEnabled = false
        labels.isUserInteractionEnabled = false
        pill.backgroundColor = .white
        pill.layer.cornerRadius = Self.cornerRadius - Self.pillInset
        pill.layer.shadowColor = UIColor.black.cgColor
        pill.layer.shadowOpacity = 0.12
        pill.layer.shadowRadius = 4
        pill.layer.shadowOffset = CGSize(width: 0, height: 3)
        pill.layer.borderWidth = 0.5
        pill.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(pill)
        addSubview(labels)
        updatePill(animated: false)
    }

    // MARK: Segments
    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`. Setting it moves the pill without sending an action; a value
    /// outside `noSegment..<numberOfSegments` is logged and ignored.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                logRange("selectedSegmentIndex", newValue)
                return
            }
            selected = newValue
            updatePill(animated: false)
        }
    }

    /// Inserts a segment titled `title` at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    func insert(_ s: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        if selected != Self.noSegment, i <= selected { selected += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment` (an index out of range is logged); removing the selected one
    /// leaves no segment selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { logRange("removeSegment(at:)", segment); return }
        segments.remove(at: segment)
        if segment == selected { selected = Self.noSegment } else if segment < selected { selected -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the title of the segment at `segment` (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { logRange("setTitle(_:forSegmentAt:)", segment); return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment) else { logRange("titleForSegment(at:)", segment); return nil }
        return segments[segment].title
    }

    /// Sets the image of the segment at `segment` (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { logRange("setImage(_:forSegmentAt:)", segment); return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        guard segments.indices.contains(segment) else { logRange("imageForSegment(at:)", segment); return nil }
        return segments[segment].image
    }

    /// Enables or disables one segment (a disabled segment draws grey and cannot be picked).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { logRange("setEnabled(_:forSegmentAt:)", segment); return }
        segments[segment].isEnabled = enabled
        labels.setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        guard segments.indices.contains(segment) else { logRange("isEnabledForSegment(at:)", segment); return false }
        return segments[segment].isEnabled
    }

    /// Gives the segment at `segment` a fixed width (0: automatic). Negative or non-finite widths are logged.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { logRange("setWidth(_:forSegmentAt:)", segment); return }
        guard width.isFinite, width >= 0 else {
            UIApplication.shared.log("UISegmentedControl: ignored width \(width) for segment \(segment)")
            return
        }
        segments[segment].width = width
        segmentsDidChange()
    }

    /// The fixed width of the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        guard segments.indices.contains(segment) else { logRange("widthForSegment(at:)", segment); return 0 }
        return segments[segment].width
    }

    /// Sets the text attributes (`.font`, `.foregroundColor`) titles use in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The text attributes set for `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    func logRange(_ what: String, _ index: Int) {
        UIApplication.shared.log("UISegmentedControl: \(what) index \(index) is out of bounds for \(segments.count) segments (UIKit would raise NSRangeException); ignored")
    }

    func segmentsDidChange() {
        while separators.count < max(segments.count - 1, 0) {
            let line = UIView(frame: .zero)
            line.isUserInteractionEnabled = false
            line.backgroundColor = .quaternaryLabel
            insertSubview(line, at: 0)
            separators.append(line)
        }
        while separators.count > max(segments.count - 1, 0) { separators.removeLast().removeFromSuperview() }
        labels.setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Sizes
    /// The attributes a title is drawn with in `selected` / `enabled` state.
    func attributes(selected isSelected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: isSelected ? .semibold : .medium),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        for (k, v) in titleAttributes[0] ?? [:] { a[k] = v }
        if isSelected { for (k, v) in titleAttributes[State.selected.rawValue] ?? [:] { a[k] = v } }
        if !enabled { for (k, v) in titleAttributes[State.disabled.rawValue] ?? [:] { a[k] = v } }
        return a
    }

    /// The natural width of segment `i`'s content plus padding.
    func contentWidth(_ i: Int) -> CGFloat {
        let s = segments[i]
        var w: CGFloat = 0
        if let title = s.title {
            let a = max(title.size(withAttributes: attributes(selected: true, enabled: true)).width,
                        title.size(withAttributes: attributes(selected: false, enabled: true)).width)
            w = a.rounded(.up)
        } else if let image = s.image {
            w = image.size.width
        }
        return w + 2 * Self.contentPadding
    }

    /// The widths the segments get in a control `total` points wide.
    func segmentWidths(in total: CGFloat) -> [CGFloat] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let auto = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(total - fixed, 0)
        var widths = segments.map(\.width)
        guard !auto.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let natural = auto.map(contentWidth)
            let sum = natural.reduce(0, +)
            for (k, i) in auto.enumerated() { widths[i] = sum > 0 ? remaining * natural[k] / sum : remaining / CGFloat(auto.count) }
        } else {
            for i in auto { widths[i] = remaining / CGFloat(auto.count) }
        }
        return widths
    }

    /// The rectangles of the segments in the bounds.
    func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        return segmentWidths(in: bounds.width).map { w in
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.preferredHeight) }
        let natural = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : contentWidth($0) }
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = natural.reduce(0, +)
        } else {
            let autoMax = segments.indices.filter { segments[$0].width == 0 }.map(contentWidth).max() ?? 0
            width = segments.reduce(0) { $0 + ($1.width > 0 ? $1.width : autoMax) }
        }
        return CGSize(width: width.rounded(.up), height: Self.preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout and look
    open override func layoutSubviews() {
        super.layoutSubviews()
        labels.frame = bounds
        let frames = segmentFrames()
        let h = (bounds.height * 0.5).rounded()
        for (i, line) in separators.enumerated() where i + 1 < frames.count {
            line.frame = CGRect(x: frames[i].maxX - 0.5, y: ((bounds.height - h) / 2).rounded(), width: 1, height: h)
        }
        UIView.performWithoutAnimation { updatePill(animated: false) }
    }

    private func updatePill(animated: Bool) {
        let frames = segmentFrames()
        let showsPill = !isMomentary && frames.indices.contains(selected)
        for (i, line) in separators.enumerated() {
            line.isHidden = showsPill && (i == selected || i + 1 == selected)
        }
        labels.setNeedsDisplay()
        guard showsPill else { pill.isHidden = true; return }
        let target = frames[selected].insetBy(dx: Self.pillInset, dy: Self.pillInset)
        let wasHidden = pill.isHidden
        pill.isHidden = false
        if animated && !wasHidden && window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.pill.frame = target }, completion: nil)
        } else {
            pill.frame = target
        }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        for v in subviews { v.alpha = isEnabled ? 1 : 0.5 }
    }

    // MARK: Tracking
    /// The segment under `x`, if any.
    func segment(atX x: CGFloat) -> Int? {
        segmentFrames().firstIndex { x >= $0.minX && x < $0.maxX }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segment(atX: touch.location(in: self).x)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = isTouchInside ? segment(atX: touch.location(in: self).x) : nil
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlightedSegment = nil
        guard isTouchInside, let touch, let i = segment(atX: touch.location(in: self).x), segments[i].isEnabled else { return }
        if isMomentary || i != selected { choose(i, event: event) }
    }

    open override func cancelTracking(with event: UIEvent?) { highlightedSegment = nil }

    /// Selects `i` as the user did: runs the segment's action, if it has one, then sends `.valueChanged`
    /// and `.primaryActionTriggered`.
    func choose(_ i: Int, event: UIEvent?) {
        selected = i
        updatePill(animated: true)
        if let action = segments[i].action { perform(action) }
        sendValueChanged(with: event)
    }

    // MARK: Focus and keyboard
    func adjustFocused(_ heading: UIFocusHeading) -> Bool {
        guard heading == .left || heading == .right, !segments.isEmpty else { return false }
        let step = heading == .right ? 1 : -1
        var i = selected == Self.noSegment ? (step > 0 ? -1 : segments.count) : selected
        repeat { i += step } while segments.indices.contains(i) && !segments[i].isEnabled
        guard segments.indices.contains(i) else { return false }
        choose(i, event: nil)
        return true
    }

    /// Left/Right arrows pick the neighbouring enabled segment of a focused control.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, let h = Self.focusHeading(for: press), h == .left || h == .right else {
            super.pressesBegan(presses, with: event)
            return
        }
        _ = adjustFocused(h)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first, let h = Self.focusHeading(for: press), h == .left || h == .right else {
            super.pressesEnded(presses, with: event)
            return
        }
    }
}

/// Draws a segmented control's titles and images above its selection pill.
@MainActor
final class UISegmentedControlLabels: UIView {
    weak var owner: UISegmentedControl?

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        guard let owner else { return }
        let frames = owner.segmentFrames()
        for (i, s) in owner.segments.enumerated() where i < frames.count {
            let isSelected = i == owner.selectedSegmentIndex && !owner.isMomentary
            let enabled = s.isEnabled
            var alpha: CGFloat = owner.highlightedSegment == i && enabled && !isSelected ? 0.35 : 1
            if owner.isMomentary && owner.highlightedSegment == i { alpha = 0.35 }
            let f = frames[i]
            var attributes = owner.attributes(selected: isSelected, enabled: enabled)
            if alpha < 1, let color = attributes[.foregroundColor] as? UIColor {
                attributes[.foregroundColor] = color.withAlphaComponent(color.cgColor.alpha * alpha)
            }
            if let title = s.title {
                let size = title.size(withAttributes: attributes)
                let x = f.minX + max((f.width - size.width) / 2, 4)
                UIGraphicsGetCurrentContext()?.saveGState()
                UIGraphicsGetCurrentContext()?.clip(to: f.insetBy(dx: 4, dy: 0))
                title.draw(at: CGPoint(x: x.rounded(), y: ((f.height - size.height) / 2).rounded()), withAttributes: attributes)
                UIGraphicsGetCurrentContext()?.restoreGState()
            } else if let image = s.image {
                let size = image.size
                let r = CGRect(x: (f.midX - size.width / 2).rounded(), y: (f.midY - size.height / 2).rounded(),
                               width: size.width, height: size.height)
                image.draw(in: r, tint: (attributes[.foregroundColor] as? UIColor) ?? .label, templateByDefault: true)
            }
        }
    }
}
