import Foundation

/// A view that shows text; the view-tree dump records it.
@preconcurrency @MainActor
public protocol UITextDisplaying {
    /// The text the view shows, if any.
    var displayedText: String? { get }
}

/// A view that shows an image asset; the view-tree dump records its name.
@preconcurrency @MainActor
public protocol UIImageDisplaying {
    /// The asset name of the image the view shows, if any.
    var displayedImageName: String? { get }
}

/// Writes the view tree of a window as JSON: each view's class, identifier, frame where it is on screen
/// (presentation geometry) and model frame in window points, alpha, hidden, text, image, state flags,
/// subviews and layer (with presentation values).
@preconcurrency @MainActor
public enum UIViewTreeDump {
    /// The tree under `window` as a JSON-compatible dictionary.
    public static func dictionary(for window: UIWindow) -> [String: Any] { node(window, window: window) }

    /// The tree under `window` as pretty-printed JSON with sorted keys.
    public static func json(for window: UIWindow) -> Data {
        (try? JSONSerialization.data(withJSONObject: dictionary(for: window), options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
    }

    private static func node(_ view: UIView, window: UIWindow) -> [String: Any] {
        let model = view.convert(view.bounds, to: window)
        // Where it is drawn: animations, motion effects and every ancestor's presentation transform applied.
        let frame = view.presentationFrameInWindow ?? model
        let presentation = view.layer.onScreenLayer
        var dict: [String: Any] = [
            "class": String(describing: type(of: view)),
            "id": view.accessibilityIdentifier ?? NSNull(),
            "frame": [frame.minX, frame.minY, frame.width, frame.height].map(number),
            "modelFrame": [model.minX, model.minY, model.width, model.height].map(number),
            "alpha": number(CGFloat(presentation.opacity)),
            "hidden": view.isHidden,
            "firstResponder": view.isFirstResponder,
            "enabled": view.inspectedIsEnabled,
            "selected": view.inspectedIsSelected,
            "focused": view.isFocused,
            "text": (view as? UITextDisplaying)?.displayedText ?? NSNull(),
            "image": (view as? UIImageDisplaying)?.displayedImageName ?? NSNull(),
            "subviews": view.subviews.map { node($0, window: window) },
        ]
        dict["layer"] = layerNode(view.layer, ownerView: view)
        return dict
    }

    private static func layerNode(_ layer: CALayer, ownerView: UIView?) -> [String: Any] {
        let p = layer.onScreenLayer
        var dict: [String: Any] = [
            "class": String(describing: type(of: layer)),
            "transform": p.transform.rowMajor.map(number),
            "opacity": number(CGFloat(p.opacity)),
        ]
        if let name = layer.name { dict["name"] = name }
        // Sublayers the view hosts itself (not the layers of its subviews).
        let viewLayers = Set((ownerView?.subviews ?? []).map { ObjectIdentifier($0.layer) })
        let own = (layer.sublayers ?? []).filter { !viewLayers.contains(ObjectIdentifier($0)) }
        if !own.isEmpty {
            dict["sublayers"] = own.map { child -> [String: Any] in
                var n = layerNode(child, ownerView: nil)
                let frame = child.frame
                n["frame"] = [frame.minX, frame.minY, frame.width, frame.height].map(number)
                return n
            }
        }
        return dict
    }

    /// Rounds to 1e-4 so dumps are stable; non-finite values become null.
    private static func number(_ v: CGFloat) -> Any {
        guard v.isFinite else { return NSNull() }
        return (Double(v) * 10000).rounded() / 10000
    }
}
