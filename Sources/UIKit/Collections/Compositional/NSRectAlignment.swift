import Foundation

/// Where a boundary supplementary item sits on its section (or layout): on one of the four edges or corners.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the alignment is on the top edge (a header when scrolling vertically).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the alignment is on the bottom edge (a footer when scrolling vertically).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the alignment is on the leading edge (a header when scrolling horizontally).
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// Whether the alignment is on the trailing edge (a footer when scrolling horizontally).
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}
