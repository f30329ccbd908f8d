import Foundation

/// A set of spinning wheels, one per component, each showing rows from a data source and delegate, with the
/// selected rows resting in a rounded band across the middle (as iOS 14 and later draw it). Dragging a wheel
/// coasts and comes to rest on a row, then `pickerView(_:didSelectRow:inComponent:)` is called once; tapping
/// a row above or below the band turns it into the band. Its natural height is 216 points.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height iOS gives a picker (its intrinsic height).
    public static let preferredHeight: CGFloat = 216
    /// The height of a row when the delegate does not give one.
    public static let defaultRowHeight: CGFloat = 32
    /// The gap between components.
    static let componentSpacing: CGFloat = 5

    /// Supplies the number of components and rows.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Supplies row content and sizes and hears selections.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }

    private(set) var columns: [UIPickerColumn] = []
    private let band = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPicker()
    }

    /// From a coder: there are no nibs here, so the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicker()
    }

    /// A picker with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    private func setUpPicker() {
        clipsToBounds = true
        band.isUserInteractionEnabled = false
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: Self.preferredHeight)
    }

    // MARK: Data
    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int { max(dataSource?.numberOfComponents(in: self) ?? 0, 0) }

    /// The number of rows of `component` as last loaded (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of a row of `component`: the component's width and its row height (zero if it does not exist).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: columns[component].rowHeight)
    }

    /// The view showing `row` of `component`, or nil if that row is not on the wheel now.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard columns.indices.contains(component) else { return nil }
        return columns[component].rowViews[row]
    }

    /// Asks the data source and delegate again for everything, keeping each wheel's selected row where it can.
    open func reloadAllComponents() {
        let count = numberOfComponents
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = UIPickerColumn(component: columns.count, picker: self)
            columns.append(column)
            addSubview(column)
        }
        for c in 0..<count { reload(column: c) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else {
            UIApplication.shared.log("UIPickerView: reloadComponent(\(component)) for a component that does not exist")
            return
        }
        reload(column: component)
        setNeedsLayout()
    }

    private func reload(column c: Int) {
        let column = columns[c]
        column.rowCount = max(dataSource?.pickerView(self, numberOfRowsInComponent: c) ?? 0, 0)
        let h = delegate?.pickerView(self, rowHeightForComponent: c) ?? -1
        column.rowHeight = h.isFinite && h > 0 ? h : Self.defaultRowHeight
        column.discardRowViews()
        column.updateGeometry()
        column.layoutRows()
    }

    // MARK: Selection
    /// Turns `component`'s wheel to `row` (sliding when `animated`). The delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard columns.indices.contains(component) else {
            UIApplication.shared.log("UIPickerView: selectRow(\(row), inComponent: \(component)) for a component that does not exist")
            return
        }
        let column = columns[component]
        guard column.rowCount > 0 else { return }
        let clamped = min(max(row, 0), column.rowCount - 1)
        if clamped != row { UIApplication.shared.log("UIPickerView: row \(row) out of 0..<\(column.rowCount); selected \(clamped)") }
        column.scroll(toRow: clamped, animated: animated)
    }

    /// The selected row of `component`, or -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard columns.indices.contains(component), columns[component].rowCount > 0 else { return -1 }
        return columns[component].restingRow
    }

    /// A wheel came to rest on a new row by the user's hand.
    func columnDidSelect(row: Int, component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        rowSelectionHandler?(row, component)
    }

    /// Called after the delegate hears a user selection (the date picker listens here).
    var rowSelectionHandler: ((Int, Int) -> Void)?

    // MARK: Rows
    func makeRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return defaultRowView(row: row, component: component, reusing: view)
    }

    /// A label showing the delegate's attributed title, else its title, 21-point centred text as on iOS.
    public func defaultRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    // MARK: Layout
    func componentWidth(_ component: Int) -> CGFloat {
        let w = delegate?.pickerView(self, widthForComponent: component) ?? -1
        if w.isFinite && w > 0 { return w }
        let n = CGFloat(max(columns.count, 1))
        return max((bounds.width - Self.componentSpacing * (n - 1)) / n, 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = columns.indices.map { componentWidth($0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded()
        var bandHeight = Self.defaultRowHeight
        for (c, column) in columns.enumerated() {
            let frame = CGRect(x: x, y: 0, width: widths[c], height: bounds.height)
            if column.frame != frame { column.frame = frame; column.updateGeometry() }
            bandHeight = column.rowHeight
            x += widths[c] + Self.componentSpacing
        }
        band.frame = CGRect(x: 8, y: ((bounds.height - bandHeight) / 2).rounded(), width: max(bounds.width - 16, 0), height: bandHeight)
    }
}
