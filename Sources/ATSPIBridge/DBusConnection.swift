import CDBus
import Foundation

/// Why a D-Bus step failed, with libdbus's message.
struct DBusFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A private libdbus connection used from the main thread only: blocking calls with a timeout for setup, and
/// non-blocking reads of whatever arrived (the bridge watches the descriptor on the main queue).
final class DBusConnectionRef {
    let raw: OpaquePointer
    /// The name the bus gave us (":1.42").
    let uniqueName: String
    /// Set by `close()`: every later call does nothing (the libdbus connection is gone).
    private(set) var isClosed = false

    private init(raw: OpaquePointer) {
        self.raw = raw
        dbus_connection_set_exit_on_disconnect(raw, 0)
        uniqueName = dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? ""
    }

    /// The session bus at `DBUS_SESSION_BUS_ADDRESS`.
    static func session() throws -> DBusConnectionRef {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let c = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { throw failure(&error, "cannot connect to the session bus") }
        return DBusConnectionRef(raw: c)
    }

    /// A message bus at `address`, registered (so it has a unique name).
    static func open(address: String) throws -> DBusConnectionRef {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let c = dbus_connection_open_private(address, &error) else { throw failure(&error, "cannot connect to \(address)") }
        guard dbus_bus_register(c, &error) != 0 else {
            let f = failure(&error, "cannot register on \(address)")
            dbus_connection_close(c)
            dbus_connection_unref(c)
            throw f
        }
        return DBusConnectionRef(raw: c)
    }

    private static func failure(_ error: inout DBusError, _ what: String) -> DBusFailure {
        if dbus_error_is_set(&error) != 0, let m = error.message { return DBusFailure("\(what): \(String(cString: m))") }
        return DBusFailure(what)
    }

    /// Sends `message` and waits up to `timeout` milliseconds for the reply.
    func call(_ message: DBusMessageRef, timeout: Int32) throws -> DBusMessageRef {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, timeout, &error) else {
            throw Self.failure(&error, "\(message.interface).\(message.member) failed")
        }
        return DBusMessageRef(owning: reply)
    }

    /// Queues `message` for sending.
    func send(_ message: DBusMessageRef) { if !isClosed { _ = dbus_connection_send(raw, message.raw, nil) } }

    /// Writes everything queued (blocking while the socket is full).
    func flush() { if !isClosed { dbus_connection_flush(raw) } }

    /// Asks the bus to route matching signals to us (no reply awaited).
    func addMatch(_ rule: String) { if !isClosed { dbus_bus_add_match(raw, rule, nil) } }

    /// The socket to watch for incoming data.
    var fileDescriptor: Int32? {
        var fd: Int32 = -1
        return dbus_connection_get_unix_fd(raw, &fd) != 0 && fd >= 0 ? fd : nil
    }

    var isConnected: Bool { !isClosed && dbus_connection_get_is_connected(raw) != 0 }

    /// Reads what the socket holds without blocking and returns the complete messages, in order.
    func receive() -> [DBusMessageRef] {
        guard !isClosed else { return [] }
        _ = dbus_connection_read_write(raw, 0)
        var messages: [DBusMessageRef] = []
        while let m = dbus_connection_pop_message(raw) { messages.append(DBusMessageRef(owning: m)) }
        return messages
    }

    /// Closes the connection and drops our reference.
    func close() {
        guard !isClosed else { return }
        if isConnected { dbus_connection_close(raw) }
        isClosed = true
        dbus_connection_unref(raw)
    }
}
