import Foundation

extension UICollectionView {
    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for `identifier` (nil
    /// unregisters). The class must be a `UICollectionViewCell` subclass.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            UIApplication.shared.log("UICollectionView: cannot register \(cellClass) for cell reuse identifier \"\(identifier)\": it is not a UICollectionViewCell subclass")
            return
        }
        registeredCells[identifier] = type
    }

    /// Registers the class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` creates for
    /// views of `elementKind` under `identifier` (nil unregisters). It must be a `UICollectionReusableView` subclass.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else { registeredSupplementary[elementKind]?[identifier] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            UIApplication.shared.log("UICollectionView: cannot register \(viewClass) for supplementary views of kind \(elementKind) with identifier \"\(identifier)\": it is not a UICollectionReusableView subclass")
            return
        }
        registeredSupplementary[elementKind, default: [:]][identifier] = type
    }

    /// A cell for the item at `indexPath`: one from the reuse queue for `identifier` (after its
    /// `prepareForReuse()`), else a new one of the registered class. An identifier never registered is logged
    /// as UIKit throws, and a plain `UICollectionViewCell` is returned.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueCell(withReuseIdentifier: identifier, for: indexPath)
        if let list = cell as? UICollectionViewListCell, isValid(indexPath) {
            list.listPlacement = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.listPlacement
        }
        return cell
    }

    private func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = cellQueue.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        let type: UICollectionViewCell.Type
        if let registered = registeredCells[identifier] {
            type = registered
        } else {
            UIApplication.shared.log("UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; using UICollectionViewCell")
            type = UICollectionViewCell.self
        }
        // Created at the layout's frame, as UIKit does (constraints in the content view meet a real size).
        let frame = isValid(indexPath) ? collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero : .zero
        let cell = type.init(frame: frame)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, from the reuse queue or new from the registered
    /// class (an unregistered one is logged and a plain `UICollectionReusableView` returned).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeueSupplementary(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        if let list = view as? UICollectionViewListCell {
            list.listPlacement = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.listPlacement
        }
        return view
    }

    private func dequeueSupplementary(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                      for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryQueueKey(kind: elementKind, identifier: identifier)
        if let view = supplementaryQueue.dequeue(identifier: key) {
            view.prepareForReuse()
            return view
        }
        let type: UICollectionReusableView.Type
        if let registered = registeredSupplementary[elementKind]?[identifier] {
            type = registered
        } else {
            UIApplication.shared.log("UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; using UICollectionReusableView")
            type = UICollectionReusableView.self
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    static func supplementaryQueueKey(kind: String, identifier: String) -> String { kind + "\u{1}" + identifier }

    /// What a data source without `viewForSupplementaryElementOfKind` gives for a layout that has supplementary
    /// views: UIKit throws; here it is logged and an empty view is shown.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        logOnce("UICollectionView: the layout has a supplementary view of kind \(kind) at \(indexPath) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view")
        let view = UICollectionReusableView(frame: .zero)
        view.elementKind = kind
        return view
    }

    /// Logs `message` the first time it comes up (layout passes would repeat it every frame).
    func logOnce(_ message: String) {
        guard !loggedMessages.contains(message) else { return }
        loggedMessages.insert(message)
        UIApplication.shared.log(message)
    }
}
