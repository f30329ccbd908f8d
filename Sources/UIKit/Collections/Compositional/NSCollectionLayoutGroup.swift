import Foundation

/// A component of a compositional layout that lays its subitems (items or nested groups) out in a row
/// (`horizontal`) or a column (`vertical`). Given subitems, the group repeats them in order for as long as the
/// next one fits; given a count, it holds exactly that many of one subitem, sized to share its length equally.
/// Sections repeat their group, one after another along the scroll direction, until every item has a cell.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items (or groups) the group lays out, repeated while they fit.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between consecutive subitems (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Whether subitems go side by side (true) or one below the other.
    let isHorizontal: Bool
    /// The number of subitems in a group of a fixed count (nil: as many as fit).
    let repeatCount: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        var items = subitems
        if items.isEmpty {
            UIApplication.shared.log("NSCollectionLayoutGroup: a group needs at least one subitem; it holds no cells")
        }
        var n = count
        if let c = count, c < 1 {
            UIApplication.shared.log("NSCollectionLayoutGroup: the count of a group must be at least 1, not \(c); using 1")
            n = 1
        }
        if n != nil, items.count > 1 { items = [items[0]] }
        self.subitems = items
        isHorizontal = horizontal
        repeatCount = n
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    /// A column of `subitems`, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    /// A row of exactly `count` copies of `repeatingSubitem`, whose widths share the group's width equally (less the
    /// inter-item spacing) whatever the subitem's own width dimension says (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }

    /// A column of exactly `count` copies of `repeatingSubitem`, sharing the group's height equally (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }

    /// A row of `count` copies of `subitem` (the name before iOS 16; `horizontal(layoutSize:repeatingSubitem:count:)`).
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }

    /// A column of `count` copies of `subitem` (the name before iOS 16; `vertical(layoutSize:repeatingSubitem:count:)`).
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }
}
