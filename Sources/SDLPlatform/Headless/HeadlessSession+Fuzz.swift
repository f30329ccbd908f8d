import CSDL2
import Foundation
@_spi(Testing) import UIKit

extension HeadlessSession {
    /// Resizes the window to `width` x `height` pixels through SDL, as a user dragging its corner would,
    /// then lets the app handle the resize for one frame.
    public func resizeWindow(width: Int, height: Int) {
        SDL_SetWindowSize(host.window.window, Int32(clamping: max(1, width)), Int32(clamping: max(1, height)))
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.window.window, &w, &h)
        injector.windowSize = CGSize(width: CGFloat(w) / injector.scale, height: CGFloat(h) / injector.scale)
        step()
    }

    /// Tells the app its window gained or lost input focus (an SDL window event; no frame step).
    public func setFocus(_ gained: Bool) {
        injector.windowEvent(gained ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST, window: host.window.window)
    }

    /// Visible views with an accessibility identifier, in tree order (tap targets for the fuzzer).
    public func identifiedViews() -> [UIView] {
        guard let window = app.keyWindow else { return [] }
        var found: [UIView] = []
        func search(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if v.accessibilityIdentifier != nil { found.append(v) }
            v.subviews.forEach(search)
        }
        search(window)
        return found
    }

    /// Carries out one fuzz event through SDL. Raw events only queue; composite ones step their frames.
    public func apply(_ event: FuzzEvent) {
        switch event {
        case let .finger(phase, id, x, y):
            let type: SDL_EventType = phase == .down ? SDL_FINGERDOWN : phase == .up ? SDL_FINGERUP : SDL_FINGERMOTION
            injector.finger(type, id: id, x: x, y: y)
        case let .mouse(phase, x, y):
            switch phase {
            case .down: injector.mouseButton(down: true, x: x, y: y); mouseHeld = true
            case .move: injector.mouseMove(x: x, y: y, buttonHeld: mouseHeld)
            case .up: injector.mouseButton(down: false, x: x, y: y); mouseHeld = false
            }
        case let .tap(x, y): tap(CGPoint(x: x, y: y))
        case let .tapView(index):
            let views = identifiedViews()
            guard !views.isEmpty else { step(); return }
            let c = center(of: views[index % views.count])
            if c.x.isFinite && c.y.isFinite { tap(c) } else { step() }
        case let .drag(x1, y1, x2, y2, frames):
            drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), seconds: Double(max(1, frames)) * Self.frameDuration)
        case let .pinch(cx, cy, d1, d2, frames):
            pinch(center: CGPoint(x: cx, y: cy), from: d1, to: d2, seconds: Double(max(1, frames)) * Self.frameDuration)
        case let .key(name, down):
            if let scancode = SDLKeyNames.all[name] { injector.key(scancode, down: down) }
        case let .keyStorm(names):
            for name in names {
                guard let scancode = SDLKeyNames.all[name] else { continue }
                injector.key(scancode, down: true)
                injector.key(scancode, down: false)
            }
            step()
        case let .textBytes(bytes): injector.textBytes(bytes)
        case let .type(text): type(text)
        case let .paste(length):
            let unit = "Paste 粘贴 😀 e\u{301} "
            var text = String(repeating: unit, count: length / unit.count + 1)
            text = String(text.prefix(length))
            injector.setClipboard(text)
            let ctrl = SDLKeyNames.all["ctrl"]!, v = SDLKeyNames.all["v"]!
            injector.key(ctrl, down: true); injector.key(v, down: true)
            injector.key(v, down: false); injector.key(ctrl, down: false)
            step()
        case .padAdd: addPad()
        case .padRemove: if injector.currentPad != nil { removePad() } else { step() }
        case let .padButton(name, down):
            if let button = SDLKeyNames.buttons[name], injector.currentPad != nil { injector.padButton(button, down: down) }
        case let .padAxis(axis, value):
            let all = UIControllerAxis.allCases
            guard injector.currentPad != nil, !value.isNaN else { return }
            padAxisRaw(all[((axis % all.count) + all.count) % all.count], value: value)
        case let .accel(x, y, z):
            if injector.currentPad != nil { injector.accelerometer(x: x, y: y, z: z, timestamp: clock.now) }
        case let .shake(frames):
            if injector.currentPad != nil { shake(seconds: Double(max(1, frames)) * Self.frameDuration) } else { step() }
        case let .resize(width, height): resizeWindow(width: width, height: height)
        case let .focus(gained): setFocus(gained)
        case let .scene(name): switchScene(name)
        case let .wait(frames): step(frames: max(1, min(frames, 600)))
        case let .controlTap(index, fx, fy):
            guard let control = visibleControl(index) else { step(); return }
            tap(point(in: control, fx, fy))
        case let .controlDrag(index, fx1, fy1, fx2, fy2, frames):
            guard let control = visibleControl(index) else { step(); return }
            drag(from: point(in: control, fx1, fy1), to: point(in: control, fx2, fy2),
                 seconds: Double(max(1, min(frames, 120))) * Self.frameDuration)
        case .lab, .relaunch: step()  // carried out by the FuzzRunner, which owns the lab and relaunches
        }
    }

    /// The `index`-th (modulo their count) visible, enabled-or-not control in the key window, in tree order.
    func visibleControl(_ index: Int) -> UIControl? {
        guard let window = app.keyWindow else { return nil }
        var found: [UIControl] = []
        func search(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if let c = v as? UIControl { found.append(c) }
            v.subviews.forEach(search)
        }
        search(window)
        guard !found.isEmpty else { return nil }
        return found[((index % found.count) + found.count) % found.count]
    }

    /// A point of `view` given as fractions of its size, in window points (NaN and infinities pass through).
    func point(in view: UIView, _ fx: Double, _ fy: Double) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.minX + r.width * fx, y: r.minY + r.height * fy)
    }

    /// A tab switch as the fuzzer makes it: the scene's tab, or More, its list and the scene's row, waiting
    /// only as long as the list takes to show (the push itself is left running, to be interrupted).
    func switchScene(_ name: String) {
        let title = name.prefix(1).uppercased() + name.dropFirst()
        if let tab = views(withIdentifier: "tab." + title).first { tap(center(of: tab)); return }
        guard let more = views(withIdentifier: "tab.More").first else { step(); return }
        func row() -> UIView? { views(withIdentifier: "more." + title).first }
        func stepUntilRow() -> UIView? {
            for _ in 0..<40 { if let r = row(), r.isShownOnScreen { return r }; step() }
            return nil
        }
        tap(center(of: more))
        var found = stepUntilRow()
        if found == nil { tap(center(of: more)); found = stepUntilRow() }
        if let found { tap(center(of: found)) }
    }

    private func padAxisRaw(_ axis: UIControllerAxis, value: Double) {
        injector.padAxis(SDLKeyNames.sdlAxis(axis), value: value)
    }
}
