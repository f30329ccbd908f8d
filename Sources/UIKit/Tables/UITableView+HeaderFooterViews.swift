import Foundation

extension UITableView {
    /// Registers the class `dequeueReusableHeaderFooterView(withIdentifier:)` creates for `identifier`
    /// (nil unregisters it).
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass
    }

    /// A header or footer view for `identifier`: one the table has finished with, else a new one of the
    /// registered class; nil (logged) when no class is registered, as UIKit returns nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if let queued = headerFooterReusePool.dequeue(identifier: identifier) {
            queued.prepareForReuse()
            view = queued
        } else if let viewClass = registeredHeaderFooterClasses[identifier] {
            view = viewClass.init(reuseIdentifier: identifier)
        } else {
            UIApplication.shared.log("UITableView: no class registered for header or footer reuse identifier \"\(identifier)\"")
            return nil
        }
        // Asked for while the table asks for a section's header or footer: the defaults follow that place.
        view.placement = (isGroupedStyle, askingForFooterView)
        return view
    }

    /// The header view of `section` when it is a `UITableViewHeaderFooterView` (nil for titles and other views).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeededForQueries()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` when it is a `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeededForQueries()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Puts the header and footer views of the last layout back in the reuse queue, in section order (they
    /// are asked for again at each reload).
    func recycleHeaderFooterViews() {
        let headers = headerViews.sorted { $0.key < $1.key }.map(\.value)
        let footers = footerViews.sorted { $0.key < $1.key }.map(\.value)
        for view in headers + footers {
            guard let reusable = view as? UITableViewHeaderFooterView, let id = reusable.reuseIdentifier else { continue }
            headerFooterReusePool.enqueue(reusable, identifier: id)
        }
    }

    /// The height of a section's custom header or footer view when its height is automatic: a
    /// `UITableViewHeaderFooterView` sizes itself to its content; other views keep the standard height.
    func automaticHeight(of view: UIView?, width: CGFloat, standard: (String?) -> CGFloat) -> CGFloat? {
        guard let view = view as? UITableViewHeaderFooterView else { return nil }
        return view.fittingHeight(width: width, standardTitleHeight: standard)
    }
}
