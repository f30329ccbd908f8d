import Foundation
import SDLPlatform
@_spi(Platform) import UIKit

/// The form of issue 17 through the real view layer: N rows, each a horizontal stack of a label and a
/// text field, the rows in a vertical stack pinned inside a scroll view's content layout guide, the
/// scroll view filling the window's safe area.
@MainActor
final class FormViewsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
struct FormViews {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    /// The constraint a "one constant change" edits: the stack's top inset in the scroll view.
    var topInset: NSLayoutConstraint!
    var lastField: UITextField!

    init(rows: Int, in root: UIView) {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(scrollView)
        scrollView.addSubview(stack)
        for i in 0..<rows {
            let label = UILabel()
            label.text = "Field \(i)"
            // As Interface Builder sets it for labels: the field, not the label, takes the row's free width.
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let field = UITextField()
            field.placeholder = "Value"
            field.borderStyle = .roundedRect
            let row = UIStackView(arrangedSubviews: [label, field])
            row.axis = .horizontal
            row.spacing = 8
            stack.addArrangedSubview(row)
            lastField = field
        }
        let content = scrollView.contentLayoutGuide
        topInset = stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            topInset,
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }
}

/// Times the form through the view layer, in thread CPU milliseconds: the first layout (the stack views'
/// constraints made and solved, frames written back, the views laid out), one constant change, and a window resize (the platform's
/// resize event and the re-layout it causes). Apart: building the views beforehand, and the first frame
/// rendered after the resize (drawing a thousand resized text fields is the compositor's work).
@MainActor
func benchFormViews(rows: Int) throws -> String {
    var o = LaunchOptions()
    o.size = CGSize(width: 390, height: 844)
    let session = try HeadlessSession(options: o, delegate: FormViewsDelegate())
    defer { session.shutdown() }
    let root = session.app.keyWindow!.rootViewController!.view!
    var form: FormViews!
    let build = milliseconds { form = FormViews(rows: rows, in: root) }
    let first = milliseconds { root.layoutIfNeeded() }
    session.step(frames: 1)
    let fieldFrame = form.lastField.convert(form.lastField.bounds, to: nil)
    let change = milliseconds {
        form.topInset.constant = 40
        root.layoutIfNeeded()
    }
    let moved = form.lastField.convert(form.lastField.bounds, to: nil).minY - fieldFrame.minY
    let resize = milliseconds {
        session.app.handle(.resize(CGSize(width: 800, height: 844)))
        session.app.keyWindow!.layoutIfNeeded()
    }
    let width = form.lastField.frame.width
    let frame = milliseconds { session.resizeWindow(width: 800, height: 844) }
    return String(format: "views %6d rows: first %9.2f ms  constant %7.3f ms  resize %7.3f ms  (cpu; building the views %.1f ms before, a frame %.1f ms after; last field moved %.0f pt, %.0f pt wide after resize)",
                  rows, first, change, resize, build, frame, moved, width)
}
