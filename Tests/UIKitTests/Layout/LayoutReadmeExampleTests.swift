import Foundation
import Testing
@_spi(Platform) import UIKit

/// The README's Auto Layout example, as written there, and scroll views sized by their content.
@Suite(.serialized) @MainActor struct LayoutReadmeExampleTests {
    final class Controller: UIViewController {
        var top: NSLayoutConstraint!
        var row: UIStackView!
        override func viewDidLoad() {
            super.viewDidLoad()
            let title = UILabel()
            title.text = "Hypnotize me"
            title.numberOfLines = 0                       // wraps at the width the constraints give it
            let go = UIButton(type: .system)
            go.setTitle("Go", for: .normal)
            let row = UIStackView(arrangedSubviews: [title, go])
            row.spacing = 8
            row.alignment = .firstBaseline
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
            NSLayoutConstraint.activate([
                top,
                row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
            self.top = top
            self.row = row
        }
    }

    @Test func theReadmeExampleLaysOutAndAnimates() {
        let h = LayoutHarness()
        let c = Controller()
        h.window.rootViewController = c
        h.frame()
        #expect(c.row.frame.minX == 16 && c.row.frame.maxX == 304)
        #expect(c.row.frame.minY == 20)
        c.top.constant = 80
        UIView.animate(withDuration: 0.3) { c.view.layoutIfNeeded() }
        #expect(c.row.frame.minY == 80)
        h.advance(0.15)
        let y = (c.row.layer.presentation() ?? c.row.layer).frame.minY
        #expect(y > 20 && y < 80)
    }

    @Test func aScrollViewsContentSizeComesFromItsContentLayoutGuide() {
        let h = LayoutHarness()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(scroll)
        let column = UIStackView(arrangedSubviews: (0..<20).map { _ in IntrinsicView(10, 40) })
        column.axis = .vertical
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: h.window.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: h.window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: h.window.topAnchor), scroll.bottomAnchor.constraint(equalTo: h.window.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        h.frame()
        // 20 rows of 40 with 19 gaps of 10.
        #expect(scroll.contentSize == CGSize(width: 320, height: 990))
        #expect(column.frame == CGRect(x: 0, y: 0, width: 320, height: 990))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        h.frame()
        #expect(column.frame.minY == 0)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 100, width: 320, height: 480))
    }
}
