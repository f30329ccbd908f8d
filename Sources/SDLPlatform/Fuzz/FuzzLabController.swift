import Foundation
import UIKit

/// The fuzz lab: a screen the fuzzer owns and presents full screen over the app, with an Auto Layout
/// container of six boxes (plain views, labels, a button) that random constraint sets are thrown at, a stack
/// view whose arranged views are hidden, removed and added mid-animation, and one of each standard control
/// (stacked, so every control is laid out by constraints too). `FuzzLab` carries out the actions on it.
@MainActor
public final class FuzzLabController: UIViewController {
    /// The view random constraints are activated in.
    public let container = UIView(frame: .zero)
    /// The container's subviews (six; a box may be out of the container after an `orphan`).
    public private(set) var boxes: [UIView] = []
    /// The stack view of the stack-view actions.
    public let stack = UIStackView(frame: .zero)
    /// The standard controls, stacked on the right.
    public private(set) var controls: [UIControl] = []
    /// Constraints the lab activated (random sets, cycles, orphans), oldest first; bounded.
    var labConstraints: [NSLayoutConstraint] = []
    /// Timers and display links the lab keeps until it disappears.
    var keptTimers: [UIKit.Timer] = []
    var keptLinks: [CADisplayLink] = []
    /// Callbacks heard from timers and display links (for tests).
    public internal(set) var runLoopCallbacks = 0

    public override init() {
        super.init()
        modalPresentationStyle = .fullScreen
        title = "Fuzz lab"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        root.accessibilityIdentifier = "lab"
        view = root
        container.translatesAutoresizingMaskIntoConstraints = false
        container.backgroundColor = .white
        container.accessibilityIdentifier = "lab.container"
        root.addSubview(container)
        for i in 0..<6 {
            let box: UIView
            switch i {
            case 3: let l = UILabel(frame: .zero); l.text = "Lab label"; box = l
            case 4: let l = UILabel(frame: .zero); l.text = "A longer label that wraps"; l.numberOfLines = 0; box = l
            case 5: let b = UIButton(type: .system); b.setTitle("Box button", for: .normal); box = b
            default: box = UIView(frame: .zero); box.backgroundColor = [UIColor.systemRed, .systemGreen, .systemBlue][i]
            }
            box.translatesAutoresizingMaskIntoConstraints = false
            box.accessibilityIdentifier = "lab.box\(i)"
            container.addSubview(box)
            boxes.append(box)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 6
        stack.accessibilityIdentifier = "lab.stack"
        root.addSubview(stack)
        for i in 0..<4 { stack.addArrangedSubview(makeArranged(i)) }
        let controlStack = UIStackView(frame: .zero)
        controlStack.translatesAutoresizingMaskIntoConstraints = false
        controlStack.axis = .vertical
        controlStack.alignment = .leading
        controlStack.spacing = 8
        root.addSubview(controlStack)
        let button = UIButton(type: .system)
        button.setTitle("Lab button", for: .normal)
        let slider = UISlider(frame: .zero)
        slider.widthAnchor.constraint(equalToConstant: 150).isActive = true
        let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
        segmented.selectedSegmentIndex = 0
        let stepper = UIStepper()
        stepper.maximumValue = 5
        let page = UIPageControl(frame: .zero)
        page.numberOfPages = 5
        let field = UITextField(frame: .zero)
        field.placeholder = "Lab field"
        field.borderStyle = .roundedRect
        field.widthAnchor.constraint(equalToConstant: 150).isActive = true
        controls = [button, UISwitch(), slider, segmented, stepper, page, field]
        for (i, c) in controls.enumerated() {
            c.accessibilityIdentifier = "lab.control\(i)"
            controlStack.addArrangedSubview(c)
        }
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
            container.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
            container.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
            container.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.4),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.bottomAnchor, constant: 12),
            stack.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.4),
            controlStack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            controlStack.topAnchor.constraint(equalTo: stack.topAnchor),
            controlStack.leadingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
        ])
        for (i, box) in boxes.enumerated() { pinLoosely(box, i) }
    }

    /// An arranged view of the lab's stack (labels, a switch, a fixed-size view, in turn).
    func makeArranged(_ i: Int) -> UIView {
        switch i % 3 {
        case 0: let l = UILabel(frame: .zero); l.text = "Arranged \(i)"; return l
        case 1: return UISwitch()
        default:
            let v = UIView(frame: .zero)
            v.backgroundColor = .systemOrange
            v.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return v
        }
    }

    /// Low-priority position and size for a box, so it has a place whatever random constraints leave open.
    func pinLoosely(_ box: UIView, _ i: Int) {
        let loose: [NSLayoutConstraint] = [
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(10 + 30 * i)),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(10 + 25 * i)),
            box.widthAnchor.constraint(equalToConstant: 60),
            box.heightAnchor.constraint(equalToConstant: 24),
        ]
        for c in loose { c.priority = .defaultLow }
        NSLayoutConstraint.activate(loose)
    }

    /// Puts a box that an `orphan` took out back into the container (its constraints went with it).
    func restore(_ box: UIView) {
        guard box.superview !== container, let i = boxes.firstIndex(where: { $0 === box }) else { return }
        container.addSubview(box)
        pinLoosely(box, i)
    }

    /// Activates `c` and keeps it (the oldest kept ones are deactivated beyond 120, so the set stays bounded).
    func keep(_ c: NSLayoutConstraint) {
        c.isActive = true
        guard c.isActive else { return }
        labConstraints.append(c)
        if labConstraints.count > 120 {
            let old = labConstraints.prefix(labConstraints.count - 120)
            NSLayoutConstraint.deactivate(Array(old))
            labConstraints.removeFirst(old.count)
        }
    }

    /// Stops what the lab kept running: an app would do this when its screen goes away.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for t in keptTimers { t.invalidate() }
        for l in keptLinks { l.invalidate() }
        keptTimers.removeAll()
        keptLinks.removeAll()
    }
}
