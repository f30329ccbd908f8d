import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item: `dequeueConfiguredReusableCell(using:for:item:)`
    /// registers the class on first use, dequeues a cell and runs the handler. Create registrations once (outside
    /// the cell provider), as in UIKit.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `item` at `indexPath`.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration<\(Cell.self)>." + UUID().uuidString
        }
    }

    /// A supplementary view class of one kind with the code that configures it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` for `indexPath`.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let handler: Handler
        let reuseIdentifier: String
        /// The kind of view registered (`UICollectionView.elementKindSectionHeader` ...).
        public let elementKind: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>." + UUID().uuidString
        }
    }

    /// A cell of the registration's class for `indexPath`, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if registeredCells[registration.reuseIdentifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell { cell = typed } else {
            cell = Cell(frame: .zero)
            cell.reuseIdentifier = registration.reuseIdentifier
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                              for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        if registeredSupplementary[kind]?[registration.reuseIdentifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary { view = typed } else {
            view = Supplementary(frame: .zero)
            view.reuseIdentifier = registration.reuseIdentifier
            view.elementKind = kind
        }
        registration.handler(view, kind, indexPath)
        return view
    }

    /// Has the data source configure the items' cells again in place (the visible ones are handed back by the next
    /// dequeue for their index path instead of a new cell).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for ip in indexPaths {
            guard isValid(ip) else {
                UIApplication.shared.log("UICollectionView: reconfigureItems(at:): no item at \(ip)")
                continue
            }
            if visibleCellMap[ip] == nil, let fetched = preparedCellMap.removeValue(forKey: ip) {
                recycle(fetched)  // fetched ahead with the old content: asked for again when it comes near
                continue
            }
            guard let cell = visibleCellMap[ip], let source = dataSource else { continue }
            reconfiguringCell = cell
            let result = source.collectionView(self, cellForItemAt: ip)
            reconfiguringCell = nil
            if result !== cell {
                UIApplication.shared.log("UICollectionView: reconfigureItems(at:): the data source returned a new cell for \(ip); it replaces the old one")
                visibleCellMap[ip] = nil
                endDisplaying(cell, at: ip)
                setNeedsLayout()
            }
        }
    }
}
