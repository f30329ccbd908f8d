import UIKit

/// Turns the carousel with a game controller's left stick: full deflection turns it 120 degrees a second,
/// while the Carousel scene is on screen.
@MainActor
final class CarouselStickDriver: UIGameInputHandler, UIFrameObserver {
    /// Degrees per second at full deflection.
    static let speed: CGFloat = 120
    /// Deflections smaller than this are treated as the stick at rest.
    static let deadZone = 0.15

    private weak var controller: CarouselViewController?
    private var deflection = 0.0
    private var lastTime: TimeInterval?

    init(controller: CarouselViewController) { self.controller = controller }

    private var isOnScreen: Bool { controller?.viewIfLoaded?.window != nil }

    func handle(_ input: UIInputEvent, at time: TimeInterval) {
        switch input {
        case let .controllerAxis(_, .leftX, value):
            deflection = abs(value) < Self.deadZone || !value.isFinite ? 0 : value
            lastTime = deflection == 0 ? nil : (lastTime ?? time)
            if deflection != 0 { UIApplication.shared.setNeedsFrame() }
        case .controllerDisconnected:
            deflection = 0
            lastTime = nil
        default:
            break
        }
    }

    var isActive: Bool { deflection != 0 && isOnScreen }

    func frameWillRender(at time: TimeInterval) {
        guard deflection != 0, let last = lastTime else { return }
        lastTime = time
        guard isOnScreen else { return }
        controller?.turn(by: CGFloat(deflection) * Self.speed * CGFloat(time - last))
    }
}
