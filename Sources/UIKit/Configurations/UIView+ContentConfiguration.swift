import Foundation

extension UIView {
    /// The content view that shows `configuration` for a cell whose content view is `current` and whose
    /// standard one is `standard`: `current` updated in place when it supports the configuration, a new
    /// view the configuration makes otherwise, `standard` for nil.
    func resolvedContentView(showing configuration: UIContentConfiguration?, current: UIView, standard: UIView) -> UIView {
        guard let configuration else { return standard }
        if current !== standard, let view = current as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
            return view
        }
        return configuration.makeContentView()
    }

    /// Puts `new` in the place of the subview `old` (same index among the subviews, same frame).
    func replaceSubview(_ old: UIView, with new: UIView) {
        guard old !== new else { return }
        let index = subviews.firstIndex(where: { $0 === old }) ?? subviews.count
        old.removeFromSuperview()
        insertSubview(new, at: min(index, subviews.count))
        new.frame = old.frame
        setNeedsLayout()
    }
}
