import Foundation

extension IndexPath {
    /// An index path for a row in a section of a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for an item in a section of a collection.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index; 0 when empty).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row within the section (the second index; 0 when absent).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item within the section (the same as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
