import UIKit

/// Counts taps on a button: a star from the app's own assets, a label with the count, and the button.
@MainActor
public final class TallyViewController: UIViewController {
    /// Taps counted so far.
    public private(set) var count = 0
    private let star = UIImageView(image: UIImage(named: "Star"))
    private let label = UILabel()
    private let button = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        star.accessibilityIdentifier = "tally.star"
        label.accessibilityIdentifier = "tally.count"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        button.accessibilityIdentifier = "tally.button"
        button.setTitle("Count", for: .normal)
        button.addTarget(self, action: TallyViewController.countTapped, for: .touchUpInside)
        [star, label, button].forEach(view.addSubview)
        updateLabel()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, middle = view.bounds.midY
        star.frame = CGRect(x: (width - 40) / 2, y: middle - 110, width: 40, height: 40)
        label.frame = CGRect(x: 20, y: middle - 50, width: width - 40, height: 40)
        button.frame = CGRect(x: (width - 120) / 2, y: middle + 10, width: 120, height: 44)
    }

    private func countTapped(_ sender: UIButton) {
        count += 1
        updateLabel()
        NSLog("tally: %d", count)
    }

    private func updateLabel() {
        label.text = count == 1 ? "1 tap" : "\(count) taps"
    }
}
