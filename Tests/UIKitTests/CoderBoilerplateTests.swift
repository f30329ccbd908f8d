import Foundation
import Testing
@_spi(Platform) import UIKit

/// The boilerplate of tutorials and sample apps: a view or controller with its own designated initializer
/// and `required init?(coder:) { fatalError(...) }` compiles (no nib or storyboard ever calls it here).
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

@Suite(.serialized) @MainActor struct CoderBoilerplateTests {
    @Test func subclassesWithTheUsualCoderInitializerWork() {
        _ = ControlsHarness()
        let view = BoilerplateView(color: .systemRed)
        #expect(view.backgroundColor == .systemRed)
        let controller = BoilerplateController(name: "Tutorial")
        #expect(controller.title == "Tutorial" && controller.nibName == nil)
        #expect(controller.view != nil)
    }
}
