import Foundation

extension CALayer {
    /// The layer keys Core Animation animates (and that start implicit animations on standalone layers).
    static let animatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowRadius", "shadowOffset", "contentsRect", "contentsCenter",
    ]

    /// Reads an animatable property by key path ("position", "position.x", "bounds.size.width",
    /// "transform.rotation.z", "transform.scale", ...); nil for unknown paths.
    func animationValue(forKeyPath path: String) -> AnimationValue? {
        switch path {
        case "bounds": return .rect(bounds)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.size": return .size(bounds.size)
        case "bounds.origin.x": return .number(bounds.origin.x)
        case "bounds.origin.y": return .number(bounds.origin.y)
        case "bounds.size.width": return .number(bounds.width)
        case "bounds.size.height": return .number(bounds.height)
        case "position": return .point(position)
        case "position.x": return .number(position.x)
        case "position.y": return .number(position.y)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .number(zPosition)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .number(CGFloat(opacity))
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .number(cornerRadius)
        case "borderWidth": return .number(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .number(CGFloat(shadowOpacity))
        case "shadowRadius": return .number(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        default:
            if path.hasPrefix("transform.") { return Self.transformComponent(transform, path.dropFirst("transform.".count)) }
            if path.hasPrefix("sublayerTransform.") {
                return Self.transformComponent(sublayerTransform, path.dropFirst("sublayerTransform.".count))
            }
            return ownAnimationValue(forKeyPath: path)
        }
    }

    /// Writes an animatable property by key path; values of the wrong kind are ignored.
    func setAnimationValue(_ value: AnimationValue, forKeyPath path: String) {
        switch (path, value) {
        case ("bounds", .rect(let v)): bounds = v
        case ("bounds.origin", .point(let v)): bounds.origin = v
        case ("bounds.size", .size(let v)): bounds.size = v
        case ("bounds.origin.x", .number(let v)): bounds.origin.x = v
        case ("bounds.origin.y", .number(let v)): bounds.origin.y = v
        case ("bounds.size.width", .number(let v)): bounds.size.width = v
        case ("bounds.size.height", .number(let v)): bounds.size.height = v
        case ("position", .point(let v)): position = v
        case ("position.x", .number(let v)): position.x = v
        case ("position.y", .number(let v)): position.y = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("zPosition", .number(let v)): zPosition = v
        case ("transform", .transform(let v)): transform = v
        case ("sublayerTransform", .transform(let v)): sublayerTransform = v
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("cornerRadius", .number(let v)): cornerRadius = v
        case ("borderWidth", .number(let v)): borderWidth = v
        case ("borderColor", .color(let v)): borderColor = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .number(let v)): shadowRadius = v
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("contentsRect", .rect(let v)): contentsRect = v
        case ("contentsCenter", .rect(let v)): contentsCenter = v
        default:
            if path.hasPrefix("transform.") {
                if let t = Self.settingTransformComponent(transform, path.dropFirst("transform.".count), value) { transform = t }
            } else if path.hasPrefix("sublayerTransform.") {
                if let t = Self.settingTransformComponent(sublayerTransform, path.dropFirst("sublayerTransform.".count), value) {
                    sublayerTransform = t
                }
            } else {
                _ = setOwnAnimationValue(value, forKeyPath: path)
            }
        }
    }

    /// The part of the transform a sub key path names ("rotation.z", "scale.x", "translation", ...).
    private static func transformComponent(_ t: CATransform3D, _ path: Substring) -> AnimationValue? {
        let d = DecomposedTransform3D(t) ?? DecomposedTransform3D(CATransform3DIdentity)!
        // The rotation angle's sign follows the quaternion's axis; keep w >= 0 so angles stay in -pi...pi.
        let q0 = d.rotation
        let q = q0.w < 0 ? (x: -q0.x, y: -q0.y, z: -q0.z, w: -q0.w) : q0
        switch path {
        case "scale": return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case "scale.x": return .number(d.scale.x)
        case "scale.y": return .number(d.scale.y)
        case "scale.z": return .number(d.scale.z)
        case "rotation", "rotation.z": return .number(2 * atan2(q.z, q.w))
        case "rotation.x": return .number(2 * atan2(q.x, q.w))
        case "rotation.y": return .number(2 * atan2(q.y, q.w))
        case "translation": return .size(CGSize(width: d.translation.x, height: d.translation.y))
        case "translation.x": return .number(d.translation.x)
        case "translation.y": return .number(d.translation.y)
        case "translation.z": return .number(d.translation.z)
        default: return nil
        }
    }

    /// `t` with the part a sub key path names replaced by `value` (rotations replace the whole rotation).
    private static func settingTransformComponent(_ t: CATransform3D, _ path: Substring, _ value: AnimationValue) -> CATransform3D? {
        guard var d = DecomposedTransform3D(t) ?? DecomposedTransform3D(CATransform3DIdentity) else { return nil }
        switch (path, value) {
        case ("scale", .number(let v)): d.scale = (v, v, v)
        case ("scale.x", .number(let v)): d.scale.x = v
        case ("scale.y", .number(let v)): d.scale.y = v
        case ("scale.z", .number(let v)): d.scale.z = v
        case ("rotation", .number(let v)), ("rotation.z", .number(let v)): d.rotation = DecomposedTransform3D.axisRotation(v, axis: 2)
        case ("rotation.x", .number(let v)): d.rotation = DecomposedTransform3D.axisRotation(v, axis: 0)
        case ("rotation.y", .number(let v)): d.rotation = DecomposedTransform3D.axisRotation(v, axis: 1)
        case ("translation", .size(let v)): d.translation.x = v.width; d.translation.y = v.height
        case ("translation.x", .number(let v)): d.translation.x = v
        case ("translation.y", .number(let v)): d.translation.y = v
        case ("translation.z", .number(let v)): d.translation.z = v
        default: return nil
        }
        // A zero scale has no decomposition; build it from scale alone so the layer collapses as asked.
        return d.transform
    }

    /// The model key a key path belongs to ("position.x" -> "position").
    static func rootKey(of path: String) -> String {
        path.firstIndex(of: ".").map { String(path[..<$0]) } ?? path
    }

    /// Copies the base class's render-relevant properties from `layer` (the presentation copy's starting point).
    func copyBasePresentationProperties(from layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowColor = layer.shadowColor
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath
        isDoubleSided = layer.isDoubleSided
        name = layer.name
        contentsScale = layer.contentsScale
        contentsGravity = layer.contentsGravity
        contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
    }
}
