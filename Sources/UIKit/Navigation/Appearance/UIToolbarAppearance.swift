import Foundation

/// A toolbar's look: the shared background and shadow, and its buttons' looks by style.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons (the appearance keeps a copy of what you assign).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { plainButtons } set { plainButtons = own(newValue.copy()); changed() }
    }
    /// The look of `.done` buttons.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtons } set { doneButtons = own(newValue.copy()); changed() }
    }
    private var plainButtons: UIBarButtonItemAppearance
    private var doneButtons: UIBarButtonItemAppearance

    /// An appearance with the default background and buttons.
    public override init() {
        plainButtons = UIBarButtonItemAppearance(style: .plain)
        doneButtons = UIBarButtonItemAppearance(style: .done)
        super.init()
        _ = own(plainButtons); _ = own(doneButtons)
    }

    /// A new appearance with the background of `barAppearance` and, when it is a toolbar or navigation
    /// bar appearance, its plain and done button appearances as well.
    public required init(barAppearance: UIBarAppearance) {
        let toolbar = barAppearance as? UIToolbarAppearance, navigation = barAppearance as? UINavigationBarAppearance
        plainButtons = (toolbar?.plainButtons ?? navigation?.buttonAppearance)?.copy() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtons = (toolbar?.doneButtons ?? navigation?.doneButtonAppearance)?.copy() ?? UIBarButtonItemAppearance(style: .done)
        super.init(barAppearance: barAppearance)
        _ = own(plainButtons); _ = own(doneButtons)
    }

    private func own(_ buttons: UIBarButtonItemAppearance) -> UIBarButtonItemAppearance {
        buttons.onChange = { [weak self] in self?.changed() }
        return buttons
    }

    /// The button appearance for an item of `style`.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtons : plainButtons
    }
}
