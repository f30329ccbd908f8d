import Foundation
import HypnoNerdApp
import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// A layer whose presentation copies (never the model) report a NaN position: a planted animation bug that
/// only what is shown carries.
final class NaNWhenShownLayer: CALayer {
    override var position: CGPoint {
        get { model() === self ? super.position : CGPoint(x: CGFloat.nan, y: super.position.y) }
        set { super.position = newValue }
    }
}

/// A view backed by `NaNWhenShownLayer`.
@MainActor
final class NaNWhenShownView: UIView {
    override class var layerClass: AnyClass { NaNWhenShownLayer.self }
}

/// A constraint whose constant, once `lies` is set, reads 40 points more than the engine installed, without
/// telling the engine: a planted bookkeeping bug, where the solver's own values break a required constraint.
@MainActor
final class LyingConstraint: NSLayoutConstraint {
    var lies = false
    override var constant: CGFloat {
        get { super.constant + (lies ? 40 : 0) }
        set { super.constant = newValue }
    }
}

extension SDLSuite {
    /// Issue 23's invariants not yet broken on purpose elsewhere: a NaN that only a presentation layer carries
    /// (`finite-geometry`), and a required constraint the solver's own values break (`constraint-solver`).
    @Suite @MainActor struct FuzzPlantedBreaks {
        @Test func aNaNOnlyInAPresentationLayerIsReported() throws {
            var box: UIView?
            let r = try FuzzRunner(options: testOptions(), delegate: TestAppDelegate { root in
                let v = NaNWhenShownView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
                root.addSubview(v)
                box = v
            })
            defer { r.shutdown() }
            r.silenceLog()
            #expect(r.run([.wait(frames: 1)]) == nil)
            // The model stays finite; while an animation runs, the presentation copy (position NaN) is checked too.
            let layer = try #require(box).layer
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.5
            fade.duration = 5
            layer.add(fade, forKey: "fade")
            #expect(layer.position.x.isFinite)
            let failure = try #require(r.run([.wait(frames: 2)]))
            #expect(failure.violation.invariant == "finite-geometry", "\(failure)")
            #expect(failure.violation.detail.hasPrefix("presentation layer"), "\(failure)")
            // Once the animation is gone, nothing differs from the model and nothing is reported.
            layer.removeAllAnimations()
            #expect(r.run([.wait(frames: 2)]) == nil)
        }

        @Test func aRequiredConstraintTheSolversValuesBreakIsReported() throws {
            var planted: LyingConstraint?
            let r = try FuzzRunner(options: testOptions(), delegate: TestAppDelegate { root in
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                let width = LyingConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 50)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                    child.heightAnchor.constraint(equalToConstant: 50),
                    width,
                ])
                planted = width
            })
            defer { r.shutdown() }
            r.silenceLog()
            let before = r.run([.wait(frames: 2)])
            #expect(before == nil, "\(before.map(\.description) ?? "")")
            try #require(planted).lies = true
            let failure = try #require(r.run([.wait(frames: 1)]))
            #expect(failure.violation.invariant == "constraint-solver", "\(failure)")
            #expect(failure.violation.detail.contains("width"), "\(failure)")
            // With the lie undone, the solver's values hold it again and nothing is reported.
            try #require(planted).lies = false
            #expect(r.run([.wait(frames: 1)]) == nil)
        }
    
        /// The constraint checks run only on a settled engine: every scene of the app, every Catalog screen and the
        /// fuzz lab must settle once idle, or the checks silently never run there (a window whose root view is
        /// constrained laid itself out every frame: `aRequiredConstraintTheSolversValuesBreakIsReported` went unreported).
        @Test func everySceneSettlesSoTheConstraintChecksRun() throws {
            let r = try FuzzRunner(options: testOptions(width: 390, height: 844), delegate: AppDelegate())
            defer { r.shutdown() }
            r.silenceLog()
            var withEngines = 0
            func expectSettled(_ what: String, _ events: [FuzzEvent]) {
                let failure = r.run(events + [.wait(frames: 40)])
                #expect(failure == nil, "\(what): \(failure.map(\.description) ?? "")")
                let engines = r.session.app.windows.compactMap(\.isAutoLayoutSettled)
                if !engines.isEmpty { withEngines += 1 }
                #expect(engines.allSatisfy { $0 }, "\(what): a window's layout engine is never settled")
            }
            for name in ScriptParser.sceneNames { expectSettled(name, [.scene(name)]) }
            for i in 0..<12 { expectSettled("catalog row \(i)", [.scene("catalog"), .wait(frames: 30), .tapView(index: i)]) }
            expectSettled("the lab", [.lab(.open(animated: false)), .lab(.constraints(seed: 2, count: 6))])
            #expect(r.session.app.keyWindow?.isAutoLayoutSettled == true)
            #expect(withEngines >= 2)
        }
    }
}
