import UIKit

/// Symbols: a grid of system symbol images (`UIImage(systemName:)`), drawn as templates in the tint of the image
/// view showing them. The segmented control sets every image view's `preferredSymbolConfiguration` weight; tapping a
/// symbol tints it orange (and back), logged. A `UISearchController` in the navigation item puts its search bar under
/// the title: tapping it slides the title row away and shows Cancel; typing filters the grid in place (no results
/// controller) through `updateSearchResults(for:)`; Cancel clears the filter and brings the title row back.
@MainActor
final class CatalogSymbolsViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource,
    UISearchResultsUpdating {
    static let names = [
        "star", "star.fill", "heart", "heart.fill", "bookmark", "bookmark.fill", "flag", "flag.fill",
        "checkmark", "xmark", "plus", "minus", "checkmark.circle", "checkmark.circle.fill", "xmark.circle.fill",
        "plus.circle", "minus.circle.fill", "info.circle", "questionmark.circle", "exclamationmark.circle.fill",
        "exclamationmark.triangle", "exclamationmark.triangle.fill", "checkmark.square", "xmark.square.fill",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up",
        "arrow.down", "arrow.clockwise", "arrow.counterclockwise", "ellipsis", "ellipsis.circle", "line.3.horizontal",
        "list.bullet", "square.grid.2x2", "circle", "circle.fill", "square", "square.fill", "triangle",
        "house", "house.fill", "person", "person.fill", "gearshape", "gearshape.fill", "magnifyingglass",
        "trash", "trash.fill", "bell", "bell.fill", "envelope", "envelope.fill", "pencil", "folder", "folder.fill",
        "lock", "lock.fill", "square.and.arrow.up", "paperplane", "paperplane.fill", "location.fill", "sun.max",
        "sun.max.fill", "moon.fill", "cloud", "cloud.fill", "bolt.fill", "clock", "globe", "photo", "doc.text",
        "eye", "eye.slash", "play.fill", "pause.fill", "stop.fill", "play.circle",
    ]
    private static let weights: [(title: String, weight: UIImage.SymbolWeight)] = [
        ("Light", .light), ("Regular", .regular), ("Bold", .bold), ("Black", .black),
    ]

    private var collectionView: UICollectionView!
    private let searchController = UISearchController(searchResultsController: nil)
    private var weight = UIImage.SymbolWeight.regular
    private var tinted = Set<String>()
    /// The names shown: those containing the search text (all while it is empty).
    private var shown = CatalogSymbolsViewController.names

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 72)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 16, right: 8)
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        cv.backgroundColor = .systemBackground
        cv.alwaysBounceVertical = true
        cv.register(CatalogSymbolCell.self, forCellWithReuseIdentifier: "Symbol")
        cv.dataSource = self
        cv.delegate = self
        cv.accessibilityIdentifier = "catalog.symbols"
        cv.translatesAutoresizingMaskIntoConstraints = false
        collectionView = cv
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        root.addSubview(cv)
        NSLayoutConstraint.activate([
            cv.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            cv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cv.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        view = root
    }

    // MARK: Search

    /// The search controller asks for results when the bar is tapped, on each edit and when Cancel ends the search.
    func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let matches = query.isEmpty ? Self.names : Self.names.filter { $0.contains(query) }
        guard matches != shown || !query.isEmpty else { return }
        shown = matches
        NSLog("Catalog: symbols matching '\(query)': \(shown.count)")
        collectionView.reloadData()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let weights = UISegmentedControl(items: Self.weights.map(\.title))
        weights.selectedSegmentIndex = 1
        weights.accessibilityIdentifier = "catalog.symbols.weight"
        weights.addAction(UIAction { [weak self, weak weights] _ in
            guard let self, let index = weights?.selectedSegmentIndex, Self.weights.indices.contains(index) else { return }
            self.weight = Self.weights[index].weight
            NSLog("Catalog: symbols weight \(Self.weights[index].title)")
            self.collectionView.reloadData()
        }, for: .valueChanged)
        navigationItem.titleView = weights
        searchController.searchResultsUpdater = self
        searchController.searchBar.placeholder = "Search symbols"
        searchController.searchBar.autocapitalizationType = .none
        searchController.searchBar.accessibilityIdentifier = "catalog.symbols.search"
        navigationItem.searchController = searchController
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { shown.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Symbol", for: indexPath) as! CatalogSymbolCell
        let name = shown[indexPath.item]
        cell.show(name, weight: weight, tint: tinted.contains(name) ? .systemOrange : nil)
        cell.accessibilityIdentifier = "catalog.symbols.\(name)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard shown.indices.contains(indexPath.item) else { return }
        let name = shown[indexPath.item]
        if tinted.remove(name) == nil { tinted.insert(name) }
        NSLog("Catalog: symbol \(name) \(tinted.contains(name) ? "tinted orange" : "back to the tint")")
        collectionView.deselectItem(at: indexPath, animated: false)
        collectionView.reloadItems(at: [indexPath])
    }
}

/// A symbol and its name.
@MainActor
final class CatalogSymbolCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .center
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        nameLabel.font = .systemFont(ofSize: 10)
        nameLabel.textColor = .secondaryLabel
        nameLabel.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ name: String, weight: UIImage.SymbolWeight, tint: UIColor?) {
        imageView.image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(weight: weight))
        imageView.tintColor = tint
        nameLabel.text = name
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 4, width: b.width, height: b.height - 24)
        nameLabel.frame = CGRect(x: 2, y: b.height - 18, width: b.width - 4, height: 14)
    }
}
