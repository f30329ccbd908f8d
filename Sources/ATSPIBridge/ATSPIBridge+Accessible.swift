@_spi(Platform) import UIKit
import Foundation

/// Method calls: which object a path names, the Properties interface, and org.a11y.atspi.Accessible and
/// Application.
extension ATSPIBridge {
    /// The object a call is for: the application root, or a node of the tree.
    enum Target: Equatable {
        case application
        case node(Int)
    }

    static let accessible = "org.a11y.atspi.Accessible", application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component", action = "org.a11y.atspi.Action", value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text", editableText = "org.a11y.atspi.EditableText"

    func target(for path: String) -> Target? {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.nodePathPrefix), let id = Int(path.dropFirst(Self.nodePathPrefix.count)),
              tree.node(id) != nil else { return nil }
        return .node(id)
    }

    func path(of target: Target) -> String {
        switch target {
        case .application: return Self.rootPath
        case .node(let id): return nodePath(id)
        }
    }

    func handleCall(_ message: DBusMessageRef) {
        guard let target = target(for: message.path) else {
            reply(error: "org.freedesktop.DBus.Error.UnknownObject", "no accessible object at \(message.path)", to: message)
            return
        }
        guard let reply = message.methodReturn() else { return }
        let w = DBusWriter(reply)
        let args = message.arguments
        var handled: Bool
        switch message.interface {
        case "org.freedesktop.DBus.Properties": handled = properties(message.member, args, target, w)
        case Self.accessible: handled = accessibleCall(message.member, args, target, w)
        case Self.application: handled = target == .application && applicationCall(message.member, args, w)
        case Self.component: handled = componentCall(message.member, args, target, w)
        case Self.action: handled = actionCall(message.member, args, target, w)
        case Self.value: handled = valueCall(message.member, args, target, w)
        case Self.text: handled = textCall(message.member, args, target, w)
        case Self.editableText: handled = editableTextCall(message.member, args, target, w)
        default: handled = false
        }
        if handled {
            if message.expectsReply { connection.send(reply) }
        } else {
            self.reply(error: "org.freedesktop.DBus.Error.UnknownMethod",
                       "\(message.interface).\(message.member) is not supported on \(message.path)", to: message)
        }
    }

    func reply(error name: String, _ text: String, to message: DBusMessageRef) {
        guard message.expectsReply, let e = message.error(name: name, message: text) else { return }
        connection.send(e)
    }

    /// The interfaces `target` implements.
    func interfaces(of target: Target) -> [String] {
        guard case .node(let id) = target, let node = tree.node(id) else { return [Self.accessible, Self.application] }
        var list = [Self.accessible, Self.component]
        if !node.actions.isEmpty { list.append(Self.action) }
        if node.numericValue != nil { list.append(Self.value) }
        if let text = node.text {
            list.append(Self.text)
            if text.isEditable || node.role == .entry || node.role == .passwordText || node.role == .text { list.append(Self.editableText) }
        }
        return list
    }

    // MARK: Properties
    private func properties(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        switch member {
        case "Get":
            guard args.count >= 2, let iface = args[0].string, let name = args[1].string,
                  let (signature, write) = property(iface, name, target) else { return false }
            w.variant(signature) { write(w) }
            return true
        case "GetAll":
            guard let iface = args.first?.string else { return false }
            let names = Self.propertyNames[iface] ?? []
            w.array("{sv}") {
                for name in names {
                    guard let (signature, write) = property(iface, name, target) else { continue }
                    w.dictEntry { w.string(name); w.variant(signature) { write(w) } }
                }
            }
            return true
        case "Set":
            guard args.count >= 3, let iface = args[0].string, let name = args[1].string else { return false }
            if iface == Self.application && name == "Id", let v = args[2].int { applicationID = Int32(truncatingIfNeeded: v); return true }
            if iface == Self.value && name == "CurrentValue", case .node(let id) = target, let v = args[2].double {
                _ = tree.setNumericValue(v, on: id)
                return true
            }
            return false
        default:
            return false
        }
    }

    static let propertyNames: [String: [String]] = [
        accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        action: ["NActions"],
        value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        text: ["CharacterCount", "CaretOffset"],
    ]

    /// A property's signature and how to write its value; nil when `target` has no such property.
    private func property(_ iface: String, _ name: String, _ target: Target) -> (String, (DBusWriter) -> Void)? {
        let node: UIAccessibilityNode? = { if case .node(let id) = target { return tree.node(id) } else { return nil } }()
        switch (iface, name) {
        case (Self.accessible, "Name"):
            // The application and an untitled window are named after the app, as toolkits name their top levels.
            let name = node.map { $0.role == .frame && $0.name.isEmpty ? host.appName : $0.name } ?? host.appName
            return ("s", { $0.string(name) })
        case (Self.accessible, "Description"): return ("s", { $0.string(node?.hint ?? "") })
        case (Self.accessible, "HelpText"): return ("s", { $0.string(node?.hint ?? "") })
        case (Self.accessible, "Locale"): return ("s", { $0.string(Self.locale) })
        case (Self.accessible, "AccessibleId"): return ("s", { $0.string(node?.identifier ?? "") })
        case (Self.accessible, "ChildCount"): return ("i", { [self] in $0.int32(children(of: target).count) })
        case (Self.accessible, "Parent"): return ("(so)", { [self] w in writeParent(of: target, w) })
        case (Self.application, "ToolkitName"): return target == .application ? ("s", { $0.string("UIKit") }) : nil
        case (Self.application, "Version"): return target == .application ? ("s", { $0.string("1.0") }) : nil
        case (Self.application, "AtspiVersion"): return target == .application ? ("s", { $0.string("2.1") }) : nil
        case (Self.application, "Id"): return target == .application ? ("i", { [self] in $0.int32(applicationID) }) : nil
        case (Self.action, "NActions"): return node.map { n in ("i", { $0.int32(n.actions.count) }) }
        case (Self.text, "CharacterCount"): return node?.text.map { t in ("i", { $0.int32(t.string.count) }) }
        case (Self.text, "CaretOffset"): return node?.text.map { t in ("i", { $0.int32(t.caretOffset) }) }
        case (Self.value, _): return node?.numericValue.flatMap { valueProperty(name, $0, node!) }
        default: return nil
        }
    }

    static var locale: String { Locale.current.identifier.isEmpty ? "C" : Locale.current.identifier }

    // MARK: Tree
    func children(of target: Target) -> [Int] {
        switch target {
        case .application: return tree.windowID.map { [$0] } ?? []
        case .node(let id): return tree.children(of: id)
        }
    }

    func parent(of target: Target) -> Target? {
        guard case .node(let id) = target else { return nil }
        if id == tree.windowID { return .application }
        return tree.parent(of: id).map { .node($0) } ?? .application
    }

    private func writeParent(of target: Target, _ w: DBusWriter) {
        switch parent(of: target) {
        case nil: w.reference(desktop.name, desktop.path)
        case let p?: w.reference(connection.uniqueName, path(of: p))
        }
    }

    func writeReference(_ id: Int?, _ w: DBusWriter) {
        w.reference(connection.uniqueName, id.map(nodePath) ?? Self.nullPath)
    }

    private func accessibleCall(_ member: String, _ args: [DBusValue], _ target: Target, _ w: DBusWriter) -> Bool {
        let node: UIAccessibilityNode? = { if case .node(let id) = target { return tree.node(id) } else { return nil } }()
        switch member {
        case "GetChildAtIndex":
            let kids = children(of: target), i = args.first?.int ?? -1
            writeReference(kids.indices.contains(i) ? kids[i] : nil, w)
        case "GetChildren":
            let kids = children(of: target)
            w.array("(so)") { for k in kids { writeReference(k, w) } }
        case "GetIndexInParent":
            guard let p = parent(of: target), case .node(let id) = target else { w.int32(-1); return true }
            w.int32(children(of: p).firstIndex(of: id) ?? -1)
        case "GetRelationSet": w.array("(ua(so))") {}
        case "GetRole": w.uint32(node.map { ATSPIRole.number(for: $0.role) } ?? ATSPIRole.application)
        case "GetRoleName", "GetLocalizedRoleName": w.string(node.map { ATSPIRole.name(for: $0.role) } ?? "application")
        case "GetState":
            let words = node.map(ATSPIState.words) ?? [0, 0]
            w.array("u") { for word in words { w.uint32(word) } }
        case "GetAttributes":
            var attributes: [(String, String)] = [("toolkit", "UIKit")]
            if let id = node?.identifier { attributes.append(("id", id)) }
            if let p = node?.placeholder, !p.isEmpty { attributes.append(("placeholder-text", p)) }
            if let traits = node?.traits, traits != .none { attributes.append(("traits", traits.description)) }
            w.stringDictionary(attributes)
        case "GetApplication": w.reference(connection.uniqueName, Self.rootPath)
        case "GetInterfaces": w.array("s") { for i in interfaces(of: target) { w.string(i) } }
        default: return false
        }
        return true
    }

    private func applicationCall(_ member: String, _ args: [DBusValue], _ w: DBusWriter) -> Bool {
        switch member {
        case "GetLocale": w.string(Self.locale)
        case "GetApplicationBusAddress": w.string("")
        default: return false
        }
        return true
    }
}
