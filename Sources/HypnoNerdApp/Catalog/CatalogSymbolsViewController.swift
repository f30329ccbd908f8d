import UIKit

/// Symbols: a grid of system symbol images (`UIImage(systemName:)`), drawn as templates in the tint of the image
/// view showing them. The segmented control sets every image view's `preferredSymbolConfiguration` weight; tapping a
/// symbol tints it orange (and back), logged.
@MainActor
final class CatalogSymbolsViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
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
    private var weight = UIImage.SymbolWeight.regular
    private var tinted = Set<Int>()

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
        collectionView = cv
        view = cv
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
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Symbol", for: indexPath) as! CatalogSymbolCell
        let name = Self.names[indexPath.item]
        cell.show(name, weight: weight, tint: tinted.contains(indexPath.item) ? .systemOrange : nil)
        cell.accessibilityIdentifier = "catalog.symbols.\(name)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let item = indexPath.item
        if tinted.remove(item) == nil { tinted.insert(item) }
        NSLog("Catalog: symbol \(Self.names[item]) \(tinted.contains(item) ? "tinted orange" : "back to the tint")")
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
