import Foundation
import Testing
@_spi(Platform) import UIKit

// The boilerplate of tutorials and sample apps in both of its forms: a view or controller with its own
// designated initializer and `required init?(coder:) { fatalError(...) }`, and one whose `required
// init?(coder:)` calls `super.init(coder: coder)`. Both compile because `init?(coder:)` is required on
// UIView and UIViewController, as in UIKit.

@MainActor private final class BoilerplateView: UIView {
    let color: UIColor
    init(color: UIColor) {
        self.color = color
        super.init(frame: .zero)
        backgroundColor = color
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor private final class BoilerplateController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// `init(frame:)` plus a coder initializer that calls super, sharing one setup method.
@MainActor private final class CodedView: UIView {
    var badge = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }
    private func setUp() {
        badge.text = "new"
        addSubview(badge)
    }
}

@MainActor private final class CodedController: UIViewController {
    var loaded = false
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }
}

/// Subclasses of controls, cells and table controllers, with both of their designated initializers.
@MainActor private final class CodedButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor private final class CodedCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor private final class CodedTableController: UITableViewController {
    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view that inherits every initializer (it declares none), `init(coder:)` included.
@MainActor private final class InheritingView: UIView {}

@Suite(.serialized) @MainActor struct CoderBoilerplateTests {
    /// A keyed unarchiver over an empty archive: the kind of coder a nib would hand in.
    private func emptyCoder() throws -> NSKeyedUnarchiver {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    }

    @Test func subclassesWithTheUsualCoderInitializerWork() {
        _ = ControlsHarness()
        let view = BoilerplateView(color: .systemRed)
        #expect(view.backgroundColor == .systemRed)
        let controller = BoilerplateController(name: "Tutorial")
        #expect(controller.title == "Tutorial" && controller.nibName == nil)
        #expect(controller.view != nil)
    }

    @Test func superInitCoderMakesWorkingViewsAndControllers() throws {
        let h = ControlsHarness()
        let view = try #require(CodedView(coder: try emptyCoder()))
        #expect(view.frame == .zero && view.badge.superview === view && view.badge.text == "new")
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        h.window.rootViewController!.view.addSubview(view)
        h.frame()
        #expect(view.window === h.window && view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(h.window.hitTest(CGPoint(x: 50, y: 40), with: nil) === view)

        let controller = try #require(CodedController(coder: try emptyCoder()))
        #expect(controller.nibName == nil && controller.nibBundle == nil && !controller.isViewLoaded)
        #expect(controller.view != nil && controller.loaded)

        let inherited = try #require(InheritingView(coder: try emptyCoder()))
        #expect(inherited.bounds == .zero && inherited.layer.delegate === inherited)
    }

    @Test func frameworkClassesFromACoderAreSetUpAsByInitFrame() throws {
        _ = ControlsHarness()
        // Controls keep their fixed sizes and defaults, cells and tables their default style.
        let toggle = try #require(UISwitch(coder: try emptyCoder()))
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31) && !toggle.isOn)
        let stepper = try #require(UIStepper(coder: try emptyCoder()))
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32) && stepper.maximumValue == 100)
        let slider = try #require(UISlider(coder: try emptyCoder()))
        #expect(slider.value == 0 && slider.maximumValue == 1)
        let button = try #require(CodedButton(coder: try emptyCoder()))
        button.setTitle("Go", for: .normal)
        #expect(button.buttonType == .custom && button.titleLabel?.superview === button && button.currentTitle == "Go")
        let label = try #require(UILabel(coder: try emptyCoder()))
        #expect(!label.isUserInteractionEnabled && label.backgroundColor == nil)
        let cell = try #require(CodedCell(coder: try emptyCoder()))
        #expect(cell.style == .default && cell.reuseIdentifier == nil && cell.textLabel?.superview === cell.contentView)
        let table = try #require(CodedTableController(coder: try emptyCoder()))
        #expect(table.tableViewStyle == .plain && table.tableView.style == .plain)
        let field = try #require(UITextField(coder: try emptyCoder()))
        field.text = "typed"
        #expect(field.text == "typed")
        let stack = try #require(UIStackView(coder: try emptyCoder()))
        stack.addArrangedSubview(UIView())
        #expect(stack.arrangedSubviews.count == 1 && stack.axis == .horizontal)
        let navigation = try #require(UINavigationController(coder: try emptyCoder()))
        #expect(navigation.viewControllers.isEmpty)
        navigation.pushViewController(BoilerplateController(name: "Pushed"), animated: false)
        #expect(navigation.topViewController?.title == "Pushed")
        let collection = try #require(UICollectionView(coder: try emptyCoder()))
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
