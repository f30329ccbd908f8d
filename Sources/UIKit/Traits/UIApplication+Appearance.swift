import Foundation

extension UIApplication {
    /// The appearance of the whole system, as the user picks it in Settings on iOS (and as the Simulator's
    /// "Dark Appearance" does): every window, controller and view without an override follows it. Light by
    /// default; `--appearance dark` on the command line and the script verb `appearance dark` set it.
    /// `.unspecified` is refused with a log line (the system always has an appearance).
    public var systemUserInterfaceStyle: UIUserInterfaceStyle {
        get { systemStyle }
        set {
            guard newValue != .unspecified else {
                log("UIApplication: systemUserInterfaceStyle must be .light or .dark, got .unspecified; keeping .\(systemStyle)")
                return
            }
            guard newValue != systemStyle else { return }
            systemStyle = newValue
            traitsDidChange()
            for window in windows { window.propagateTraitChanges() }
            setNeedsFrame()
        }
    }

    /// The screen's traits: the system appearance, the screen's scale, size classes from its size and the default text size.
    var screenTraitCollection: UITraitCollection {
        let size = screen.bounds.size
        return UITraitCollection(style: systemStyle, scale: screen.scale,
                                 horizontal: UITraitCollection.horizontalSizeClass(forWindowSize: size),
                                 vertical: UITraitCollection.verticalSizeClass(forWindowSize: size),
                                 contentSize: .large, level: .base)
    }

    /// Ctrl+Shift+A toggles the system appearance, as the iOS Simulator's Toggle Appearance (Shift+Cmd+A)
    /// does; the key up of the chord is consumed too. Returns true when the key was consumed.
    func handleAppearanceChord(_ key: UIKey, isDown: Bool, isRepeat: Bool) -> Bool {
        guard key.keyCode == .keyboardA, key.modifierFlags.contains(.control), key.modifierFlags.contains(.shift) else { return false }
        if isDown && !isRepeat {
            systemUserInterfaceStyle = systemStyle == .dark ? .light : .dark
            log("Appearance: \(systemStyle) (keyboard chord Ctrl+Shift+A)")
        }
        return true
    }

    /// Something trait collections derive from changed: cached ones are recomputed on next use.
    func traitsDidChange() { traitGeneration &+= 1 }
}

extension UITraitCollection {
    /// The horizontal size class of a window of `size` points, as iOS assigns them: compact on every iPhone in
    /// portrait and in iPad Slide Over and narrow Split View panes; regular on iPad (full screen and panes at
    /// least 678 points wide) and on the large iPhones (Plus and Max, whose short side is 414 points or more)
    /// in landscape.
    static func horizontalSizeClass(forWindowSize size: CGSize) -> UIUserInterfaceSizeClass {
        if verticalSizeClass(forWindowSize: size) == .compact {
            // An iPhone in landscape: regular only for the big phones.
            return size.width > size.height && size.height >= 414 ? .regular : .compact
        }
        return size.width >= 678 ? .regular : .compact
    }

    /// The vertical size class of a window of `size` points: compact for an iPhone in landscape (heights below
    /// 500 points: 320...440 on every model), regular otherwise (iPhones in portrait, every iPad layout).
    static func verticalSizeClass(forWindowSize size: CGSize) -> UIUserInterfaceSizeClass {
        size.height < 500 ? .compact : .regular
    }
}
