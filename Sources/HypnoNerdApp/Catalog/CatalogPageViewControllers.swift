import UIKit

/// One page of the Catalog's page view controllers: a coloured card with a title and a line of text, laid out
/// with Auto Layout so it fits any page size.
@MainActor
final class CatalogPage: UIViewController {
    let index: Int
    private let heading: String
    private let body: String
    private let color: UIColor

    init(index: Int, heading: String, body: String, color: UIColor) {
        self.index = index; self.heading = heading; self.body = body; self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = color
        root.accessibilityIdentifier = "catalog.page.\(index)"
        let title = UILabel(), text = UILabel()
        title.text = heading
        title.font = .boldSystemFont(ofSize: 28)
        text.text = body
        text.font = .systemFont(ofSize: 17)
        text.numberOfLines = 0
        for label in [title, text] {
            label.textAlignment = .center
            label.textColor = .white
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            text.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
        ])
        view = root
    }
}

/// Pages by index for a page view controller's data source, logging every turn (NSLog).
@MainActor
final class CatalogPageSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [CatalogPage]
    let showsIndicator: Bool

    init(pages: [CatalogPage], showsIndicator: Bool) { self.pages = pages; self.showsIndicator = showsIndicator }

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        guard let i = (vc as? CatalogPage)?.index, i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        guard let i = (vc as? CatalogPage)?.index, i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pvc: UIPageViewController) -> Int { showsIndicator ? pages.count : 0 }
    func presentationIndex(for pvc: UIPageViewController) -> Int { (pvc.viewControllers?.first as? CatalogPage)?.index ?? 0 }

    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        let now = (pvc.viewControllers ?? []).compactMap { ($0 as? CatalogPage)?.index }
        NSLog("Catalog: page turn \(completed ? "completed" : "cancelled"), showing \(now)")
    }

    /// The book: one page in portrait, two facing pages about a middle spine in a landscape window.
    func pageViewController(_ pvc: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        let first = (pvc.viewControllers?.first as? CatalogPage)?.index ?? 0
        if orientation.isLandscape {
            let left = first - first % 2
            guard left + 1 < pages.count else { return pvc.spineLocation }
            pvc.setViewControllers([pages[left], pages[left + 1]], direction: .forward, animated: false)
            return .mid
        }
        pvc.setViewControllers([pages[first]], direction: .forward, animated: false)
        return .min
    }
}

/// Onboarding: a horizontal scroll-style pager with 16 points between pages and a page control at the bottom
/// (swipe, drag with the mouse, scroll the wheel, tap the page control or press the arrow keys).
@MainActor
final class CatalogOnboardingViewController: UIPageViewController {
    private let source = CatalogPageSource(pages: [
        CatalogPage(index: 0, heading: "Welcome", body: "Swipe left to see what HypnoNerd can do.", color: .systemBlue),
        CatalogPage(index: 1, heading: "Hypnotise", body: "Draw concentric circles that follow your finger.", color: .systemPurple),
        CatalogPage(index: 2, heading: "Remind", body: "Set a reminder and never forget to be hypnotised.", color: .systemOrange),
        CatalogPage(index: 3, heading: "Explore", body: "Every standard control lives in the Catalog.", color: .systemGreen),
    ], showsIndicator: true)

    init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16]) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "catalog.onboarding"
        dataSource = source
        delegate = source
        setViewControllers([source.pages[0]], direction: .forward, animated: false)
    }
}

/// A book: page curl with the spine on the left (two facing pages when the window is landscape). Drag a page
/// over, or tap near the outer edge to turn forward and near the spine to turn back.
@MainActor
final class CatalogBookViewController: UIPageViewController {
    private let source = CatalogPageSource(pages: (0..<8).map { i in
        CatalogPage(index: i, heading: "Page \(i + 1)",
                    body: i == 0 ? "Drag the page toward the spine, or tap near the edge." : "Chapter \(i / 2 + 1)",
                    color: [UIColor.systemTeal, .systemIndigo, .systemPink, .systemRed][i % 4])
    }, showsIndicator: false)

    init() { super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: SpineLocation.min.rawValue]) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        view.accessibilityIdentifier = "catalog.book"
        dataSource = source
        delegate = source
        setViewControllers([source.pages[0]], direction: .forward, animated: false)
    }
}
