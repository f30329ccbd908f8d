import Foundation

/// A placeholder whose elements come later: the menu shows a "Loading…" row, calls the provider when it is
/// displayed, and replaces the row with the elements the provider hands to its completion. By default the
/// elements are kept for later displays; an `uncached` element asks its provider every time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The completion a provider calls with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// The closure that produces the elements, now or later, through the completion.
    public typealias ElementProvider = @MainActor (@escaping Completion) -> Void

    private let elementProvider: ElementProvider
    /// Whether the elements are asked for at every display.
    let isUncached: Bool
    /// The elements the provider delivered (nil until it has).
    private(set) var loadedElements: [UIMenuElement]?
    /// Whether the provider was called and has not answered yet.
    private(set) var isLoading = false
    /// Called when the elements arrive (the menu on screen rebuilds its rows).
    var elementsDidLoad: (@MainActor () -> Void)?

    /// A cached deferred element: `elementProvider` runs the first time a menu shows it.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, uncached: false)
    }

    /// A deferred element that calls `elementProvider` every time a menu shows it (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }

    private init(provider: @escaping ElementProvider, uncached: Bool) {
        elementProvider = provider
        isUncached = uncached
        super.init(title: "", image: nil)
    }

    /// A menu is about to show this element: forget uncached elements so the provider runs again.
    func prepareForDisplay() {
        if isUncached && !isLoading { loadedElements = nil }
    }

    /// The loaded elements, or nil after starting the provider (once) when there are none yet.
    func elementsLoadingIfNeeded() -> [UIMenuElement]? {
        if let loadedElements { return loadedElements }
        guard !isLoading else { return nil }
        isLoading = true
        var answered = false
        elementProvider { [weak self] elements in
            guard let self else { return }
            guard !answered else {
                UIApplication.shared.log("UIDeferredMenuElement: the completion was called more than once; later calls are ignored")
                return
            }
            answered = true
            self.isLoading = false
            self.loadedElements = elements
            self.elementsDidLoad?()
        }
        return loadedElements
    }
}
