import UIKit

/// Materials over moving content: a scroll view of colourful tiles runs under four `UIVisualEffectView`s of
/// different blur styles (each labelled in its content view); "Toggle" fades the blurs out and back in with
/// `UIView.animate`, as iOS animates `effect` to and from nil.
@MainActor
final class CatalogBlurViewController: UIViewController {
    static let styles: [(name: String, style: UIBlurEffect.Style)] = [
        ("Ultra Thin Material", .systemUltraThinMaterial),
        ("Thin Material", .systemThinMaterial),
        ("Material", .systemMaterial),
        ("Chrome Material (Dark)", .systemChromeMaterialDark),
    ]
    private let scrollView = UIScrollView()
    private(set) var effectViews: [UIVisualEffectView] = []
    private var blurred = true

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        scrollView.accessibilityIdentifier = "catalog.blur.scroll"
        root.addSubview(scrollView)
        addTiles(width: root.bounds.width)
        for (i, entry) in Self.styles.enumerated() {
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: entry.style))
            effectView.layer.cornerRadius = 14
            effectView.clipsToBounds = true
            effectView.accessibilityIdentifier = "catalog.blur.\(i)"
            let label = UILabel()
            label.text = entry.name
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = entry.style == .systemChromeMaterialDark ? .white : .label
            label.frame = CGRect(x: 16, y: 0, width: 300, height: 56)
            effectView.contentView.addSubview(label)
            root.addSubview(effectView)
            effectViews.append(effectView)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let toggle = UIBarButtonItem(title: "Toggle", style: .plain, target: self, action: CatalogBlurViewController.toggle)
        toggle.accessibilityIdentifier = "catalog.blur.toggle"
        navigationItem.rightBarButtonItem = toggle
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, top = view.safeAreaInsets.top + 24
        for (i, effectView) in effectViews.enumerated() {
            effectView.frame = CGRect(x: 20, y: top + CGFloat(i) * 80, width: b.width - 40, height: 56)
        }
    }

    /// Fades every blur out (effect nil) or back in, animated.
    func toggle(_ sender: UIBarButtonItem) {
        blurred.toggle()
        NSLog("Catalog: blur \(blurred ? "on" : "off")")
        UIView.animate(withDuration: 0.4) {
            for (view, entry) in zip(self.effectViews, Self.styles) {
                view.effect = self.blurred ? UIBlurEffect(style: entry.style) : nil
            }
        }
    }

    /// Rows of coloured tiles with captions: something with edges and colour to blur.
    private func addTiles(width: CGFloat) {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                 .systemIndigo, .systemPurple, .systemPink]
        let side: CGFloat = 80, gap: CGFloat = 12
        let columns = max(1, Int((width - gap) / (side + gap)))
        let rows = 30
        for row in 0..<rows {
            for column in 0..<columns {
                let tile = UIView(frame: CGRect(x: gap + CGFloat(column) * (side + gap), y: gap + CGFloat(row) * (side + gap),
                                                width: side, height: side))
                tile.backgroundColor = colors[(row * 2 + column) % colors.count]
                tile.layer.cornerRadius = 12
                let caption = UILabel(frame: CGRect(x: 8, y: side - 28, width: side - 16, height: 22))
                caption.text = "\(row * columns + column + 1)"
                caption.textColor = .white
                caption.font = .boldSystemFont(ofSize: 18)
                tile.addSubview(caption)
                scrollView.addSubview(tile)
            }
        }
        scrollView.contentSize = CGSize(width: width, height: gap + CGFloat(rows) * (side + gap))
    }
}
