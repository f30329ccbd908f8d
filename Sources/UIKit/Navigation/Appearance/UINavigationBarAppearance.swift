import Foundation

/// A navigation bar's look: the shared background and shadow, the title's attributes and offset, the
/// buttons' looks by style and the back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title: `.font` and `.foregroundColor` (empty: 17-point semibold in the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// Attributes of a large title (kept with the appearance; large titles are not drawn here).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// How far the title moves from its usual place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    /// The look of plain bar buttons (the bar keeps a copy of what you assign).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { plainButtons } set { plainButtons = own(newValue.copy()); changed() }
    }
    /// The look of `.done` bar buttons.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtons } set { doneButtons = own(newValue.copy()); changed() }
    }
    /// The look of the back button.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { backButtons } set { backButtons = own(newValue.copy()); changed() }
    }
    private var plainButtons: UIBarButtonItemAppearance
    private var doneButtons: UIBarButtonItemAppearance
    private var backButtons: UIBarButtonItemAppearance
    /// The back button's chevron image (nil: the system chevron), set with `setBackIndicatorImage`.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back indicator during transitions (kept for API parity).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// An appearance with the default background, title and buttons.
    public override init() {
        plainButtons = UIBarButtonItemAppearance(style: .plain)
        doneButtons = UIBarButtonItemAppearance(style: .done)
        backButtons = UIBarButtonItemAppearance(style: .plain)
        super.init()
        listenToButtons()
    }

    /// A new appearance with the background of `barAppearance` and, when it is a navigation bar
    /// appearance, its title, buttons and back indicator as well.
    public required init(barAppearance: UIBarAppearance) {
        let other = barAppearance as? UINavigationBarAppearance
        plainButtons = other?.plainButtons.copy() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtons = other?.doneButtons.copy() ?? UIBarButtonItemAppearance(style: .done)
        backButtons = other?.backButtons.copy() ?? UIBarButtonItemAppearance(style: .plain)
        super.init(barAppearance: barAppearance)
        if let other {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
        listenToButtons()
    }

    /// Sets the back button's chevron image and its transition mask; both nil restore the system chevron.
    /// One without the other is refused (UIKit requires both), with a message.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            UIApplication.shared.log("UINavigationBarAppearance.setBackIndicatorImage: both images or neither must be given; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        changed()
    }

    /// Takes `buttons` as this appearance's own: its changes are this appearance's changes.
    private func own(_ buttons: UIBarButtonItemAppearance) -> UIBarButtonItemAppearance {
        buttons.onChange = { [weak self] in self?.changed() }
        return buttons
    }

    private func listenToButtons() {
        for buttons in [plainButtons, doneButtons, backButtons] { buttons.onChange = { [weak self] in self?.changed() } }
    }

    /// The button appearance for an item of `style` (the back button has its own).
    func buttonAppearance(for style: UIBarButtonItem.Style?) -> UIBarButtonItemAppearance {
        switch style {
        case nil: backButtonAppearance
        case .done?: doneButtonAppearance
        default: buttonAppearance
        }
    }
}
