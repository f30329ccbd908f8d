import Foundation

/// Pull to refresh: set as a scroll view's (or table view controller's) `refreshControl`, it appears above the
/// content as the user pulls down, and a pull past `triggerDistance` starts refreshing (a spinner, `.valueChanged`
/// sent once); released, the content rests below the spinner until `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height of the strip the spinner shows in while refreshing.
    static let height: CGFloat = 60
    /// How far (in points shown) the content must be pulled down to start a refresh.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is running (begun by a pull or by `beginRefreshing()`).
    public private(set) var isRefreshing = false
    /// Text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }
    /// The spinner's colour (grey unless set).
    open override var tintColor: UIColor! { didSet { spinner.color = tintColor } }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view it belongs to.
    private weak var scrollView: UIScrollView?
    /// Whether a pull may start a refresh (again only after the content came back down to rest).
    private var armed = true

    /// A refresh control, not refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        setUp()
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the control is set up as `init()` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: -Self.height, width: 0, height: Self.height)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.color = .systemGray
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
        isHidden = true
        accessibilityLabel = "Refresh"
    }

    /// Starts refreshing without a pull (no `.valueChanged` is sent): the spinner turns and the content makes
    /// room for it at the top (scroll there to show it).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        armed = false
        spinner.alpha = 1
        spinner.startAnimating()
        isHidden = false
        if let scrollView, !scrollView.isDragging { scrollView.refreshControlInset = Self.height }
        scrollViewDidChange()
    }

    /// Ends the refresh: the spinner stops and the content slides back up to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.refreshControlInset = 0
        if !scrollView.isDragging, scrollView.contentOffset.y < scrollView.minimumContentOffset.y {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y), animated: true)
        }
        scrollViewDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 18
        let s = spinner.frame.size
        spinner.frame.origin = CGPoint(x: ((b.width - s.width) / 2).rounded(), y: ((Self.height - s.height - titleHeight) / 2).rounded())
        titleLabel.frame = CGRect(x: 8, y: spinner.frame.maxY + 4, width: max(b.width - 16, 0), height: titleHeight)
    }

    // MARK: The scroll view's side
    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.insertSubview(self, at: 0)
        if isRefreshing { scrollView.refreshControlInset = Self.height }
        scrollViewDidChange()
    }

    func detach(from scrollView: UIScrollView) {
        if self.scrollView === scrollView {
            scrollView.refreshControlInset = 0
            self.scrollView = nil
        }
        removeFromSuperview()
    }

    /// How far the content is pulled below its resting top (without the spinner's room).
    private var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        return -(scrollView.contentOffset.y + scrollView.contentInset.top)
    }

    /// The content moved or the scroll view resized: the control follows the top of the content, shows as much
    /// of the spinner as the pull reveals, and a drag past the trigger distance starts a refresh.
    func scrollViewDidChange() {
        guard let scrollView else { return }
        let pull = pullDistance
        let top = -scrollView.contentInset.top
        let y = top - Self.height - max(pull - Self.height, 0) / 2
        let newFrame = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: Self.height)
        if frame != newFrame { frame = newFrame }
        if isRefreshing {
            isHidden = false
            return
        }
        if pull <= 0.5 { armed = true }
        isHidden = pull <= 0.5
        spinner.alpha = min(max(pull / Self.triggerDistance, 0), 1)
        if armed, scrollView.isDragging, pull >= Self.triggerDistance {
            armed = false
            isRefreshing = true
            spinner.alpha = 1
            spinner.startAnimating()
            // The pull that starts a refresh is felt, as on an iPhone.
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
            sendActions(for: .valueChanged)
        }
    }

    /// The finger lifted: a refresh begun during the drag keeps its room at the top, so the content settles
    /// below the spinner.
    func scrollViewWillEndDragging() {
        guard let scrollView, isRefreshing, scrollView.refreshControlInset == 0 else { return }
        scrollView.refreshControlInset = Self.height
    }
}
