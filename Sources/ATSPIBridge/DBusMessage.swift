import CDBus
import Foundation

/// A D-Bus value read from a message, recursively (only what AT-SPI uses).
indirect enum DBusValue: Equatable {
    case string(String), objectPath(String), int32(Int32), uint32(UInt32), int16(Int16), uint16(UInt16)
    case int64(Int64), uint64(UInt64), byte(UInt8), double(Double), bool(Bool)
    case variant(Box), array([DBusValue]), structure([DBusValue]), dictEntry(DBusValue, DBusValue)

    /// Indirection for the recursive variant case.
    final class Box: Equatable {
        let value: DBusValue
        init(_ value: DBusValue) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a.value == b.value }
    }

    var string: String? {
        switch self {
        case .string(let s), .objectPath(let s): return s
        case .variant(let b): return b.value.string
        default: return nil
        }
    }

    /// Any integer as an Int (variants looked through).
    var int: Int? {
        switch self {
        case .int32(let v): return Int(v)
        case .uint32(let v): return Int(v)
        case .int16(let v): return Int(v)
        case .uint16(let v): return Int(v)
        case .int64(let v): return Int(v)
        case .uint64(let v): return Int(clamping: v)
        case .byte(let v): return Int(v)
        case .variant(let b): return b.value.int
        default: return nil
        }
    }

    var double: Double? {
        switch self {
        case .double(let v): return v
        case .variant(let b): return b.value.double
        default: return int.map(Double.init)
        }
    }

    var bool: Bool? {
        switch self {
        case .bool(let v): return v
        case .variant(let b): return b.value.bool
        default: return nil
        }
    }
}

/// An owned libdbus message.
final class DBusMessageRef {
    let raw: OpaquePointer

    /// Takes over one reference to `raw`.
    init(owning raw: OpaquePointer) { self.raw = raw }
    deinit { dbus_message_unref(raw) }

    static func methodCall(destination: String, path: String, interface: String, member: String) -> DBusMessageRef? {
        dbus_message_new_method_call(destination, path, interface, member).map(DBusMessageRef.init(owning:))
    }

    static func signal(path: String, interface: String, member: String) -> DBusMessageRef? {
        dbus_message_new_signal(path, interface, member).map(DBusMessageRef.init(owning:))
    }

    func methodReturn() -> DBusMessageRef? { dbus_message_new_method_return(raw).map(DBusMessageRef.init(owning:)) }

    func error(name: String, message: String) -> DBusMessageRef? {
        dbus_message_new_error(raw, name, message).map(DBusMessageRef.init(owning:))
    }

    /// DBUS_MESSAGE_TYPE_METHOD_CALL (1), METHOD_RETURN (2), ERROR (3) or SIGNAL (4).
    var type: Int32 { dbus_message_get_type(raw) }
    var path: String { dbus_message_get_path(raw).map { String(cString: $0) } ?? "" }
    var interface: String { dbus_message_get_interface(raw).map { String(cString: $0) } ?? "" }
    var member: String { dbus_message_get_member(raw).map { String(cString: $0) } ?? "" }
    var sender: String { dbus_message_get_sender(raw).map { String(cString: $0) } ?? "" }
    var errorName: String { dbus_message_get_error_name(raw).map { String(cString: $0) } ?? "" }
    var expectsReply: Bool { dbus_message_get_no_reply(raw) == 0 }

    /// The arguments, decoded.
    var arguments: [DBusValue] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(raw, &iter) != 0 else { return [] }
        return Self.readAll(&iter)
    }

    private static func readAll(_ iter: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while true {
            let type = dbus_message_iter_get_arg_type(&iter)
            if type == DBusType.invalid { break }
            if let v = read(&iter, type: type) { values.append(v) }
            if dbus_message_iter_next(&iter) == 0 { break }
        }
        return values
    }

    private static func basic<T: BitwiseCopyable>(_ iter: inout DBusMessageIter, _ zero: T) -> T {
        var v = zero
        dbus_message_iter_get_basic(&iter, &v)
        return v
    }

    private static func read(_ iter: inout DBusMessageIter, type: Int32) -> DBusValue? {
        switch type {
        case DBusType.string, DBusType.objectPath, DBusType.signature:
            var p: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &p)
            let s = p.map { String(cString: $0) } ?? ""
            return type == DBusType.objectPath ? .objectPath(s) : .string(s)
        case DBusType.int32: return .int32(basic(&iter, Int32(0)))
        case DBusType.uint32: return .uint32(basic(&iter, UInt32(0)))
        case DBusType.int16: return .int16(basic(&iter, Int16(0)))
        case DBusType.uint16: return .uint16(basic(&iter, UInt16(0)))
        case DBusType.int64: return .int64(basic(&iter, Int64(0)))
        case DBusType.uint64: return .uint64(basic(&iter, UInt64(0)))
        case DBusType.byte: return .byte(basic(&iter, UInt8(0)))
        case DBusType.double: return .double(basic(&iter, Double(0)))
        case DBusType.boolean: return .bool(basic(&iter, UInt32(0)) != 0)
        case DBusType.variant, DBusType.array, DBusType.structure, DBusType.dictEntry:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            let inner = readAll(&sub)
            switch type {
            case DBusType.variant: return inner.first.map { .variant(DBusValue.Box($0)) }
            case DBusType.array: return .array(inner)
            case DBusType.structure: return .structure(inner)
            default: return inner.count == 2 ? .dictEntry(inner[0], inner[1]) : nil
            }
        default:
            return nil
        }
    }
}

/// D-Bus type codes (libdbus's DBUS_TYPE_* macros are casts the Swift importer does not bring in).
enum DBusType {
    static let invalid: Int32 = 0
    static let byte = code("y"), boolean = code("b"), int16 = code("n"), uint16 = code("q"), int32 = code("i")
    static let uint32 = code("u"), int64 = code("x"), uint64 = code("t"), double = code("d"), string = code("s")
    static let objectPath = code("o"), signature = code("g"), array = code("a"), variant = code("v")
    static let structure = code("r"), dictEntry = code("e")
    private static func code(_ c: Unicode.Scalar) -> Int32 { Int32(c.value) }
}

/// Appends arguments to a message; containers are opened and closed around a closure.
final class DBusWriter {
    private var stack: [UnsafeMutablePointer<DBusMessageIter>] = []

    init(_ message: DBusMessageRef) {
        let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        iter.initialize(to: DBusMessageIter())
        dbus_message_iter_init_append(message.raw, iter)
        stack = [iter]
    }

    deinit { for p in stack { p.deallocate() } }

    private var top: UnsafeMutablePointer<DBusMessageIter> { stack[stack.count - 1] }

    private func appendBasic<T: BitwiseCopyable>(_ type: Int32, _ value: T) {
        var v = value
        _ = dbus_message_iter_append_basic(top, type, &v)
    }

    func string(_ s: String) { appendText(DBusType.string, s) }
    func objectPath(_ s: String) { appendText(DBusType.objectPath, s) }
    func int32(_ v: Int32) { appendBasic(DBusType.int32, v) }
    func int32(_ v: Int) { appendBasic(DBusType.int32, Int32(clamping: v)) }
    func uint32(_ v: UInt32) { appendBasic(DBusType.uint32, v) }
    func int16(_ v: Int16) { appendBasic(DBusType.int16, v) }
    func double(_ v: Double) { appendBasic(DBusType.double, v) }
    func bool(_ v: Bool) { appendBasic(DBusType.boolean, UInt32(v ? 1 : 0)) }

    private func appendText(_ type: Int32, _ s: String) {
        // libdbus rejects strings that are not valid UTF-8 or hold NUL; Swift strings are UTF-8, so drop NULs.
        let clean = s.contains("\0") ? s.replacingOccurrences(of: "\0", with: "") : s
        clean.withCString { p in
            var ptr: UnsafePointer<CChar>? = p
            _ = dbus_message_iter_append_basic(top, type, &ptr)
        }
    }

    private func container(_ type: Int32, _ signature: String?, _ body: () -> Void) {
        let sub = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        sub.initialize(to: DBusMessageIter())
        let parent = top
        if let signature {
            _ = signature.withCString { dbus_message_iter_open_container(parent, type, $0, sub) }
        } else {
            _ = dbus_message_iter_open_container(parent, type, nil, sub)
        }
        stack.append(sub)
        body()
        stack.removeLast()
        _ = dbus_message_iter_close_container(parent, sub)
        sub.deallocate()
    }

    /// An array whose elements have `elementSignature`.
    func array(_ elementSignature: String, _ body: () -> Void) { container(DBusType.array, elementSignature, body) }
    func structure(_ body: () -> Void) { container(DBusType.structure, nil, body) }
    func variant(_ signature: String, _ body: () -> Void) { container(DBusType.variant, signature, body) }
    func dictEntry(_ body: () -> Void) { container(DBusType.dictEntry, nil, body) }

    /// An object reference `(so)`.
    func reference(_ name: String, _ path: String) { structure { string(name); objectPath(path) } }

    /// A string-to-string dictionary `a{ss}`.
    func stringDictionary(_ d: [(String, String)]) {
        array("{ss}") { for (k, v) in d { dictEntry { string(k); string(v) } } }
    }
}
