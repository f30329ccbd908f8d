@_spi(Platform) import UIKit
import CDBus
import Foundation

/// Exposes the app's key window to assistive technology on the Linux desktop (Orca, Accerciser, dogtail):
/// speaks the AT-SPI D-Bus interfaces (Accessible, Application, Component, Action, Text, EditableText, Value)
/// on the accessibility bus, registered with the AT-SPI registry through `org.a11y.Bus.GetAddress` and the
/// registry's `Socket.Embed`. Every answer is read from `UIAccessibilityTree` when a client asks; events are
/// sent only while some client has registered for events, so with no screen reader it costs nothing per frame.
/// No bus, or a bus that goes away: one log line, and the app runs as before.
@_spi(Platform) @MainActor
public final class ATSPIBridge: UIAccessibilityBridge {
    /// What the bridge needs from the platform, which owns the window (this module knows no SDL).
    public struct Host {
        /// The application's name (the root object's name).
        public var appName: String
        /// The window's top-left corner on the screen, in pixels.
        public var windowOrigin: @MainActor () -> CGPoint
        /// Pixels per point.
        public var scale: @MainActor () -> CGFloat
        /// Taps at a point in window points, through the platform's input path (VoiceOver's activation).
        public var tap: @MainActor (CGPoint) -> Void
        /// Where the bridge's log lines go.
        public var log: @MainActor (String) -> Void

        public init(appName: String, windowOrigin: @escaping @MainActor () -> CGPoint, scale: @escaping @MainActor () -> CGFloat,
                    tap: @escaping @MainActor (CGPoint) -> Void, log: @escaping @MainActor (String) -> Void) {
            self.appName = appName; self.windowOrigin = windowOrigin; self.scale = scale; self.tap = tap; self.log = log
        }
    }

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nodePathPrefix = "/org/a11y/atspi/accessible/"
    static let nullPath = "/org/a11y/atspi/null"
    static let registryName = "org.a11y.atspi.Registry"

    let app: UIApplication
    let host: Host
    let tree: UIAccessibilityTree
    let connection: DBusConnectionRef
    /// The registry's desktop object, our root's parent.
    var desktop: (name: String, path: String) = (registryName, rootPath)
    /// The registry's number for the application (set by the registry through `Application.Id`).
    var applicationID: Int32 = 0
    private var source: DispatchSourceRead?
    /// Clients and the events they registered for (`GetRegisteredEvents` and the registry's signals).
    private var listeners: [(bus: String, event: String)] = []
    private var lastFocusedID: Int?
    private var screenChangePending = false
    /// Work to do after the reply went out (a tap must not run before the client hears back).
    var afterReply: [() -> Void] = []

    /// Connects and registers, or returns nil after logging one line saying why screen readers cannot see the app.
    public static func start(app: UIApplication, host: Host) -> ATSPIBridge? {
        do {
            let address = try accessibilityBusAddress()
            let connection = try DBusConnectionRef.open(address: address)
            let bridge = ATSPIBridge(app: app, host: host, connection: connection)
            try bridge.register()
            app.accessibilityBridge = bridge
            host.log("Accessibility: registered with AT-SPI as \(connection.uniqueName) (\(host.appName))")
            return bridge
        } catch {
            host.log("Accessibility: screen readers cannot see the app (\(error)); it runs as usual")
            return nil
        }
    }

    private init(app: UIApplication, host: Host, connection: DBusConnectionRef) {
        self.app = app
        self.host = host
        self.connection = connection
        tree = UIAccessibilityTree(application: app)
    }

    /// `AT_SPI_BUS_ADDRESS`, else what `org.a11y.Bus.GetAddress` on the session bus says.
    private static func accessibilityBusAddress() throws -> String {
        let env = ProcessInfo.processInfo.environment
        if let address = env["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session = env["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else {
            throw DBusFailure("no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is unset")
        }
        let bus = try DBusConnectionRef.session()
        defer { bus.close() }
        guard let call = DBusMessageRef.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                                   interface: "org.a11y.Bus", member: "GetAddress") else {
            throw DBusFailure("out of memory")
        }
        let reply = try bus.call(call, timeout: 3000)
        guard let address = reply.arguments.first?.string, !address.isEmpty else {
            throw DBusFailure("org.a11y.Bus.GetAddress returned no address")
        }
        return address
    }

    /// Embeds our root in the registry's desktop, learns who listens for events, and starts watching the socket.
    private func register() throws {
        guard let embed = DBusMessageRef.methodCall(destination: Self.registryName, path: Self.rootPath,
                                                    interface: "org.a11y.atspi.Socket", member: "Embed") else {
            throw DBusFailure("out of memory")
        }
        DBusWriter(embed).reference(connection.uniqueName, Self.rootPath)
        let reply = try connection.call(embed, timeout: 3000)
        if case .structure(let parts)? = reply.arguments.first, parts.count == 2, let name = parts[0].string, let path = parts[1].string {
            desktop = (name, path)
        }
        for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
            connection.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='\(member)'")
        }
        if let ask = DBusMessageRef.methodCall(destination: Self.registryName, path: "/org/a11y/atspi/registry",
                                               interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents"),
           let events = try? connection.call(ask, timeout: 3000), case .array(let items)? = events.arguments.first {
            listeners = items.compactMap { item in
                guard case .structure(let p) = item, p.count >= 2, let bus = p[0].string, let event = p[1].string else { return nil }
                return (bus, event)
            }
        }
        guard let fd = connection.fileDescriptor else { throw DBusFailure("the accessibility bus has no socket to watch") }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readMessages() } }
        source.resume()
        self.source = source
        connection.flush()
    }

    /// Handles everything that arrived; a closed bus ends the bridge (one log line).
    private func readMessages() {
        for message in connection.receive() where source != nil {
            switch message.type {
            case 1: handleCall(message)
            case 4: handleSignal(message)
            default: break
            }
        }
        connection.flush()
        let work = afterReply
        afterReply = []
        for w in work { w() }
        if source != nil && !connection.isConnected { stop(reason: "the accessibility bus went away") }
    }

    private func handleSignal(_ message: DBusMessageRef) {
        switch (message.interface, message.member) {
        case ("org.freedesktop.DBus.Local", "Disconnected"):
            stop(reason: "the accessibility bus went away")
        case ("org.a11y.atspi.Registry", "EventListenerRegistered"):
            let a = message.arguments
            if let bus = a.first?.string, let event = a.dropFirst().first?.string {
                let wasRunning = isScreenReaderRunning
                listeners.append((bus, event))
                if !wasRunning { NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil) }
            }
        case ("org.a11y.atspi.Registry", "EventListenerDeregistered"):
            let a = message.arguments
            if let bus = a.first?.string, let event = a.dropFirst().first?.string,
               let i = listeners.firstIndex(where: { $0.bus == bus && $0.event == event }) {
                listeners.remove(at: i)
                if listeners.isEmpty { NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil) }
            }
        default: break
        }
    }

    /// Stops watching and closes the connection; the app goes on without a bridge.
    public func stop(reason: String? = nil) {
        guard let source else { return }
        source.cancel()
        self.source = nil
        connection.close()
        if app.accessibilityBridge === self { app.accessibilityBridge = nil }
        if let reason { host.log("Accessibility: \(reason); screen readers no longer see the app") }
    }

    // MARK: UIAccessibilityBridge
    /// True while any assistive technology has registered for the app's events (Orca does at start).
    public var isScreenReaderRunning: Bool { !listeners.isEmpty }

    public func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard isScreenReaderRunning, let window = tree.windowID else { return }
        switch notification {
        case .announcement, .pageScrolled:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            emit(path: nodePath(window), member: "Announcement", detail: "", detail1: 1, detail2: 0) { w in w.variant("s") { w.string(text) } }
        default:
            // Several controllers appear in one transition: one event for all of them, on the next turn.
            guard !screenChangePending else { return }
            screenChangePending = true
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.emitScreenChange() } }
        }
        connection.flush()
    }

    /// Tells clients the window's children changed (they read them again) and where focus is now.
    private func emitScreenChange() {
        screenChangePending = false
        guard isScreenReaderRunning, source != nil, let window = tree.windowID else { return }
        let kids = tree.children(of: window)
        emit(path: nodePath(window), member: "ChildrenChanged", detail: "add", detail1: 0, detail2: 0) { w in
            w.variant("(so)") { w.reference(self.connection.uniqueName, kids.first.map(self.nodePath) ?? Self.nullPath) }
        }
        focusDidChange()
        connection.flush()
    }

    public func focusDidChange() {
        guard isScreenReaderRunning else { return }
        let focused = tree.focusedID
        guard focused != lastFocusedID else { return }
        if let old = lastFocusedID, tree.node(old) != nil {
            emit(path: nodePath(old), member: "StateChanged", detail: "focused", detail1: 0, detail2: 0) { w in w.variant("i") { w.int32(0) } }
        }
        lastFocusedID = focused
        if let focused {
            emit(path: nodePath(focused), member: "StateChanged", detail: "focused", detail1: 1, detail2: 0) { w in w.variant("i") { w.int32(0) } }
            emit(path: nodePath(focused), interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "", detail1: 0, detail2: 0) { w in
                w.variant("i") { w.int32(0) }
            }
        }
        connection.flush()
    }

    /// Window:Activate / Deactivate and the frame's active state, which screen readers follow to know which
    /// window's focus events to speak.
    public func windowActivationDidChange(active: Bool) {
        guard isScreenReaderRunning, let window = tree.windowID else { return }
        emit(path: nodePath(window), interface: "org.a11y.atspi.Event.Window", member: active ? "Activate" : "Deactivate",
             detail: "", detail1: 0, detail2: 0) { [host] w in w.variant("s") { w.string(host.appName) } }
        emit(path: nodePath(window), member: "StateChanged", detail: "active", detail1: active ? 1 : 0, detail2: 0) { w in
            w.variant("i") { w.int32(0) }
        }
        connection.flush()
        if active { focusDidChange() }
    }

    /// Sends an AT-SPI event signal `(siiva{sv})`.
    func emit(path: String, interface: String = "org.a11y.atspi.Event.Object", member: String, detail: String,
              detail1: Int32, detail2: Int32, anyData: (DBusWriter) -> Void) {
        guard source != nil, let signal = DBusMessageRef.signal(path: path, interface: interface, member: member) else { return }
        let w = DBusWriter(signal)
        w.string(detail); w.int32(detail1); w.int32(detail2)
        anyData(w)
        w.array("{sv}") {}
        connection.send(signal)
    }

    func nodePath(_ id: Int) -> String { Self.nodePathPrefix + String(id) }
}
