import Foundation

/// The app's motion input: one shake detector per controller, the tilt (viewer offset) from gravity, the
/// right stick or the keyboard, and the views whose motion effects follow it. Owned by `UIApplication`.
@MainActor
final class UIMotionCenter: UIFrameObserver {
    /// Standard gravity, m/s²: a tilt of 1 g along an axis is a full viewer offset of 1.
    static let gravity = 9.80665
    /// Samples beyond this magnitude (m/s², about 20 g) are treated as sensor garbage.
    static let absurdAcceleration = 200.0
    /// Low-pass time constant for gravity, and the smoothing of the viewer offset, in seconds.
    static let gravityTimeConstant: TimeInterval = 0.15
    static let tiltTimeConstant: TimeInterval = 0.05
    /// Stick deflections below this are ignored.
    static let stickDeadZone = 0.15

    private struct Pad {
        var detector = UIShakeDetector()
        var gravity: (x: Double, y: Double, z: Double)?
        var lastSampleTime: TimeInterval?
        var clockOffset: TimeInterval?
        var stick = (x: 0.0, y: 0.0)
        var invalidSamples = 0
    }
    private var pads: [Int: Pad] = [:]
    private var padOrder: [Int] = []  // most recently active last
    private var keyTilt: Set<Int> = []  // held Ctrl+arrow key codes
    private var shakeKeyDown = false
    private var shakingPad: Int?
    private weak var shakeTarget: UIResponder?

    /// The viewer offset the tilt sources ask for, and the smoothed one effects see.
    private(set) var targetTilt = UIOffset.zero
    private(set) var tilt = UIOffset.zero
    private var lastTick: TimeInterval?
    private struct WeakView { weak var view: UIView? }
    private var effectViews: [ObjectIdentifier: WeakView] = [:]
    private var reportedKeyPaths: Set<String> = []

    var isActive: Bool {
        (!effectViews.isEmpty && tilt != targetTilt) || shakingPad != nil
    }

    // MARK: Input
    func handle(_ input: UIInputEvent, at now: TimeInterval) {
        switch input {
        case let .controllerConnected(id, _, _):
            pads[id] = Pad()
            touch(id)
        case let .controllerDisconnected(id):
            if var pad = pads.removeValue(forKey: id) {
                if let out = pad.detector.disconnect() { shakeOutput(out, pad: id, at: now) }
                if pad.invalidSamples > 0 { log("Motion: controller \(id) sent \(pad.invalidSamples) invalid accelerometer samples (ignored)") }
            }
            padOrder.removeAll { $0 == id }
            updateTarget()
        case let .controllerAxis(id, axis, value):
            guard axis == .rightX || axis == .rightY, value.isFinite else { return }
            var pad = pads[id] ?? Pad()
            if axis == .rightX { pad.stick.x = min(max(value, -1), 1) } else { pad.stick.y = min(max(value, -1), 1) }
            pads[id] = pad
            touch(id)
            updateTarget()
        case let .accelerometer(id, x, y, z, timestamp):
            accelerometer(id: id, x: x, y: y, z: z, timestamp: timestamp, now: now)
        default:
            break
        }
    }

    private func accelerometer(id: Int, x: Double, y: Double, z: Double, timestamp: TimeInterval, now: TimeInterval) {
        var pad = pads[id] ?? Pad()
        let magnitude = (x * x + y * y + z * z).squareRoot()
        guard x.isFinite, y.isFinite, z.isFinite, magnitude < Self.absurdAcceleration else {
            pad.invalidSamples += 1
            if pad.invalidSamples == 1 || pad.invalidSamples % 1000 == 0 {
                log("Motion: ignored an invalid accelerometer sample from controller \(id) (\(x), \(y), \(z)); \(pad.invalidSamples) so far")
            }
            pads[id] = pad
            return
        }
        // Sample times come from the device clock: keep their spacing, aligned to the application clock.
        var time = now
        if timestamp.isFinite, timestamp > 0 {
            if let offset = pad.clockOffset, abs(timestamp + offset - now) < 0.25 { time = timestamp + offset }
            else { pad.clockOffset = now - timestamp }
        }
        if let last = pad.lastSampleTime, time < last { time = last }
        let dt = pad.lastSampleTime.map { time - $0 } ?? .infinity
        pad.lastSampleTime = time
        if let g = pad.gravity, dt < 1 {
            let a = 1 - exp(-max(dt, 0) / Self.gravityTimeConstant)
            pad.gravity = (g.x + (x - g.x) * a, g.y + (y - g.y) * a, g.z + (z - g.z) * a)
        } else {
            pad.gravity = (x, y, z)
        }
        let output = pad.detector.add(x: x, y: y, z: z, at: time)
        pads[id] = pad
        touch(id)
        if let output { shakeOutput(output, pad: id, at: now) }
        updateTarget()
    }

    private func touch(_ id: Int) {
        if padOrder.last != id { padOrder.removeAll { $0 == id }; padOrder.append(id) }
    }

    /// The keyboard stand-ins: Ctrl+Shift+Z shakes; Ctrl+arrow keys tilt while held (not while a text input
    /// is first responder, where they move by word). Returns true when the key was consumed.
    func handleKeyChord(_ key: UIKey, isDown: Bool, isRepeat: Bool, at now: TimeInterval) -> Bool {
        let flags = key.modifierFlags
        if key.keyCode == .keyboardZ {
            if isDown && flags.contains(.control) && flags.contains(.shift) {
                if !isRepeat && !shakeKeyDown {
                    shakeKeyDown = true
                    keyboardShake(at: now)
                }
                return true
            }
            if !isDown && shakeKeyDown { shakeKeyDown = false; return true }
            return false
        }
        let arrows: [UIKeyboardHIDUsage] = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow]
        guard arrows.contains(key.keyCode) else { return false }
        if isDown {
            guard flags.contains(.control), !(UIApplication.shared.keyWindow?.currentFirstResponder is UIKeyInput) else { return false }
            if keyTilt.insert(key.keyCode.rawValue).inserted { updateTarget() }
            return true
        }
        guard keyTilt.remove(key.keyCode.rawValue) != nil else { return false }
        updateTarget()
        return true
    }

    private func keyboardShake(at now: TimeInterval) {
        guard shakingPad == nil else { return }
        log("Shake: keyboard chord Ctrl+Shift+Z")
        deliver(.began, at: now)
        deliver(.ended, at: now)
    }

    // MARK: Shake
    private func shakeOutput(_ output: UIShakeDetector.Output, pad id: Int, at now: TimeInterval) {
        switch output {
        case .began:
            guard shakingPad == nil else { return }  // one shake at a time, from the pad that started it
            shakingPad = id
            log("Shake: began (controller \(id))")
            deliver(.began, at: now)
        case .ended:
            guard shakingPad == id else { return }
            shakingPad = nil
            log("Shake: recognized (controller \(id))")
            deliver(.ended, at: now)
        case .cancelled(let reason):
            guard shakingPad == id else { return }
            shakingPad = nil
            log("Shake: cancelled because \(reason.rawValue) (controller \(id))")
            deliver(.cancelled, at: now)
        }
    }

    private enum Phase { case began, ended, cancelled }

    /// Sends the motion to the key window's first responder (or its root view controller when there is
    /// none), whose default implementation passes it up the responder chain.
    private func deliver(_ phase: Phase, at now: TimeInterval) {
        let app = UIApplication.shared
        let current: UIResponder? = app.keyWindow?.currentFirstResponder ?? app.keyWindow?.rootViewController ?? app.keyWindow
        let target: UIResponder?
        if phase == .began {
            target = current
            shakeTarget = current
        } else {
            target = shakeTarget ?? current
            shakeTarget = nil
        }
        guard let target else { return }
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: now)
        switch phase {
        case .began: target.motionBegan(.motionShake, with: event)
        case .cancelled: target.motionCancelled(.motionShake, with: event)
        case .ended:
            target.motionEnded(.motionShake, with: event)
        }
    }

    // MARK: Tilt
    /// Recomputes the tilt the sources ask for: held Ctrl+arrows, else a deflected right stick, else the
    /// gravity of the most recently active controller with an accelerometer, else level.
    private func updateTarget() {
        var target = UIOffset.zero
        if !keyTilt.isEmpty {
            let h = (keyTilt.contains(UIKeyboardHIDUsage.keyboardRightArrow.rawValue) ? 1.0 : 0) - (keyTilt.contains(UIKeyboardHIDUsage.keyboardLeftArrow.rawValue) ? 1 : 0)
            let v = (keyTilt.contains(UIKeyboardHIDUsage.keyboardDownArrow.rawValue) ? 1.0 : 0) - (keyTilt.contains(UIKeyboardHIDUsage.keyboardUpArrow.rawValue) ? 1 : 0)
            target = UIOffset(horizontal: h, vertical: v)
        } else if let stick = padOrder.reversed().lazy.compactMap({ self.pads[$0]?.stick }).first(where: { max(abs($0.x), abs($0.y)) > Self.stickDeadZone }) {
            target = UIOffset(horizontal: Self.deadZoned(stick.x), vertical: Self.deadZoned(stick.y))
        } else if let g = padOrder.reversed().lazy.compactMap({ self.pads[$0]?.gravity }).first {
            target = UIOffset(horizontal: Self.level(g.x / Self.gravity), vertical: Self.level(g.z / Self.gravity))
            // Sensor noise: ignore changes too small to move an effect visibly (0.05 pt of a ±25 pt range).
            if abs(target.horizontal - targetTilt.horizontal) < 0.002 && target.horizontal != 0 { target.horizontal = targetTilt.horizontal }
            if abs(target.vertical - targetTilt.vertical) < 0.002 && target.vertical != 0 { target.vertical = targetTilt.vertical }
        }
        if target != targetTilt {
            targetTilt = target
            if !effectViews.isEmpty { UIApplication.shared.setNeedsFrame() }
        }
    }

    /// Gravity along an axis (in g) as a tilt: within 0.02 g of level counts as level, ±1 g is full tilt.
    private static func level(_ v: Double) -> Double {
        let m = abs(v)
        guard m > 0.02 else { return 0 }
        return (v < 0 ? -1 : 1) * min((m - 0.02) / 0.98, 1)
    }

    private static func deadZoned(_ v: Double) -> Double {
        let m = abs(v)
        guard m > stickDeadZone else { return 0 }
        return (v < 0 ? -1 : 1) * min((m - stickDeadZone) / (1 - stickDeadZone), 1)
    }

    func frameWillRender(at time: TimeInterval) {
        let dt = min(max(time - (lastTick ?? time), 0), 0.1)
        lastTick = time
        if let id = shakingPad, let output = pads[id]?.detector.check(at: time) {
            shakeOutput(output, pad: id, at: time)
        }
        guard tilt != targetTilt else { return }
        let a = dt > 0 ? 1 - exp(-dt / Self.tiltTimeConstant) : 0
        var next = UIOffset(horizontal: tilt.horizontal + (targetTilt.horizontal - tilt.horizontal) * a,
                            vertical: tilt.vertical + (targetTilt.vertical - tilt.vertical) * a)
        if abs(next.horizontal - targetTilt.horizontal) < 1e-4 && abs(next.vertical - targetTilt.vertical) < 1e-4 { next = targetTilt }
        tilt = next
        applyEffects()
    }

    // MARK: Effects
    func motionEffectsDidChange(on view: UIView) {
        let key = ObjectIdentifier(view)
        if view.attachedMotionEffects.isEmpty {
            effectViews.removeValue(forKey: key)
            view.layer.setPresentationOffsets([:])
        } else {
            effectViews[key] = WeakView(view: view)
            view.layer.setPresentationOffsets(view.motionEffectLayerOffsets(for: tilt))
        }
    }

    private func applyEffects() {
        for (key, entry) in effectViews {
            guard let view = entry.view else { effectViews.removeValue(forKey: key); continue }
            view.layer.setPresentationOffsets(view.motionEffectLayerOffsets(for: tilt))
        }
    }

    func reportUnsupported(keyPath: String) {
        guard reportedKeyPaths.insert(keyPath).inserted else { return }
        log("UIMotionEffect: key path '\(keyPath)' is not an animatable number this toolkit can offset; ignored")
    }

    private func log(_ message: String) { UIApplication.shared.log(message) }
}
