import Foundation

extension UIView {
    /// Which parts of a frames-only view stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size changes (none by default: it keeps its frame).
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateIfPresent?.autoresizingMask ?? [] }
        set { if newValue != autoresizingMask { layoutState.autoresizingMask = newValue } }
    }

    /// Whether a size change resizes the subviews by their autoresizing masks (true by default).
    public var autoresizesSubviews: Bool {
        get { layoutStateIfPresent?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// UIKit's autoresizing: the size change is shared among a subview's flexible parts (left margin, width,
    /// right margin; top margin, height, bottom margin) in proportion to their current sizes.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for s in subviews {
            guard let state = s.layoutStateIfPresent, !state.autoresizingMask.isEmpty, state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask
            var f = s.frame
            let h = Self.resize(start: f.minX, length: f.width, old: oldSize.width, new: newSize.width,
                                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let v = Self.resize(start: f.minY, length: f.height, old: oldSize.height, new: newSize.height,
                                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            f = CGRect(x: h.0, y: v.0, width: max(h.1, 0), height: max(v.1, 0))
            if f != s.frame { s.frame = f }
        }
    }

    private static func resize(start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat,
                               flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        let delta = new - old
        guard delta != 0 else { return (start, length) }
        let parts = [start, length, old - start - length]
        let flex = [flexible.0, flexible.1, flexible.2]
        let count = flex.filter { $0 }.count
        guard count > 0 else { return (start, length) }
        let total = zip(parts, flex).filter { $0.1 }.map { max($0.0, 0) }.reduce(0, +)
        func share(_ i: Int) -> CGFloat {
            guard flex[i] else { return 0 }
            return total > 0 ? delta * max(parts[i], 0) / total : delta / CGFloat(count)
        }
        return (start + share(0), length + share(1))
    }
}
