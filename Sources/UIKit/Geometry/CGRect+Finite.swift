import Foundation

extension CGRect {
    /// Whether every coordinate is finite (not the null or infinite rectangle, no NaN).
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
