import Foundation

/// The closure that makes a context menu's preview (nil: the menu shows without one).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// The closure that makes a context menu from the system's suggested elements (nil: no menu).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: made by the interaction's delegate when the menu is about to open.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
    /// The identifier the delegate gave (a unique one when it gave none).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu comes from `actionProvider` and whose preview from `previewProvider`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// Lets a context menu's delegate add animations and completions to the menu's appearing or disappearing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview view controller the menu shows, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations that run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure that runs when the menu's animation finishes.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator handed to the delegate: its animations run over `duration` once the delegate returns.
@MainActor
final class UIContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []
    static let duration: TimeInterval = 0.25

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the added animations, then the completions.
    func run() {
        let animations = self.animations, completions = self.completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: Self.duration, animations: { for a in animations { a() } },
                       completion: { _ in for c in completions { c() } })
    }
}
