import UIKit

/// Zooming: a picture in a scroll view that zooms it (`viewForZooming(in:)`), from fitting the screen up to four
/// times its size. Two fingers pinch about their centroid (bouncing back from past the limits); a double tap
/// zooms in on the tapped point with `zoom(to:animated:)`, or back out to fit, as photo viewers do (a mouse
/// double-click does the same). The picture stays centred while it is smaller than the screen (content insets
/// set in `scrollViewDidZoom`); the label shows the scale, and the end of each zoom is logged.
@MainActor
final class CatalogZoomViewController: UIViewController, UIScrollViewDelegate {
    /// How far a double tap zooms in, as a multiple of the fitting scale (at most the maximum).
    static let doubleTapFactor: CGFloat = 3

    private let scrollView = UIScrollView()
    private let imageView = UIImageView(image: UIImage(named: "avatar1.png"))
    private let scaleLabel = UILabel()
    /// The size the zoom limits were last fitted to.
    private var fittedSize: CGSize = .zero

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.backgroundColor = .secondarySystemBackground
        scrollView.accessibilityIdentifier = "catalog.zoom.scroll"
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        imageView.frame = CGRect(origin: .zero, size: imageView.image?.size ?? CGSize(width: 390, height: 844))
        imageView.accessibilityIdentifier = "catalog.zoom.image"
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        let doubleTap = UITapGestureRecognizer(target: self, action: CatalogZoomViewController.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        root.addSubview(scrollView)

        scaleLabel.translatesAutoresizingMaskIntoConstraints = false
        scaleLabel.font = .systemFont(ofSize: 15)
        scaleLabel.textColor = .secondaryLabel
        scaleLabel.textAlignment = .center
        scaleLabel.accessibilityIdentifier = "catalog.zoom.scale"
        root.addSubview(scaleLabel)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safe.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            scaleLabel.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
            scaleLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            scaleLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            scaleLabel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ])
        view = root
    }

    /// Once the scroll view has its size: the minimum zoom fits the whole picture, and a new size starts there.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = scrollView.bounds.size, image = imageView.bounds.size
        guard bounds != fittedSize, bounds.width > 0, bounds.height > 0, image.width > 0, image.height > 0 else { return }
        fittedSize = bounds
        let fit = min(bounds.width / image.width, bounds.height / image.height, 1)
        scrollView.minimumZoomScale = fit
        scrollView.setZoomScale(fit, animated: false)
        centreImage()
        let inset = scrollView.contentInset
        scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
        showScale()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centreImage()
        showScale()
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        NSLog("Catalog: zoom ended at \(String(format: "%.2f", scale))")
    }

    /// Double tap: zoomed out, zoom in on the tapped point; zoomed in, back out to fit.
    private func doubleTapped(_ tap: UITapGestureRecognizer) {
        let minimum = scrollView.minimumZoomScale
        if scrollView.zoomScale > minimum * 1.01 {
            scrollView.setZoomScale(minimum, animated: true)
            return
        }
        let scale = min(scrollView.maximumZoomScale, minimum * Self.doubleTapFactor)
        let point = tap.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                   width: size.width, height: size.height), animated: true)
    }

    /// Insets that keep a picture smaller than the scroll view in its middle.
    private func centreImage() {
        let bounds = scrollView.bounds.size, content = scrollView.contentSize
        let dx = max(0, (bounds.width - content.width) / 2), dy = max(0, (bounds.height - content.height) / 2)
        let insets = UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        if scrollView.contentInset != insets { scrollView.contentInset = insets }
    }

    private func showScale() {
        scaleLabel.text = "Pinch or double-tap to zoom: \(String(format: "%.2f", scrollView.zoomScale))x"
    }
}
