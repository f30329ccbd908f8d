import Foundation

extension Path {
    /// Adds a closed rectangle subpath (clockwise on a y-down screen).
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        move(x: x, y: y)
        line(x: x + width, y: y)
        line(x: x + width, y: y + height)
        line(x: x, y: y + height)
        close()
    }

    /// Adds a closed rounded rectangle; the radius is clamped to half the shorter side.
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = Swift.max(0, Swift.min(radius.isFinite ? radius : 0, Swift.min(abs(width), abs(height)) / 2))
        if r <= 0 { addRect(x: x, y: y, width: width, height: height); return }
        let k = 0.5522847498 * r
        let x1 = x + width, y1 = y + height
        move(x: x + r, y: y)
        line(x: x1 - r, y: y)
        cubic(c1x: x1 - r + k, c1y: y, c2x: x1, c2y: y + r - k, x: x1, y: y + r)
        line(x: x1, y: y1 - r)
        cubic(c1x: x1, c1y: y1 - r + k, c2x: x1 - r + k, c2y: y1, x: x1 - r, y: y1)
        line(x: x + r, y: y1)
        cubic(c1x: x + r - k, c1y: y1, c2x: x, c2y: y1 - r + k, x: x, y: y1 - r)
        line(x: x, y: y + r)
        cubic(c1x: x, c1y: y + r - k, c2x: x + r - k, c2y: y, x: x + r, y: y)
        close()
    }

    /// Adds a closed ellipse inscribed in the rectangle, as four cubic Béziers.
    public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let rx = width / 2, ry = height / 2, cx = x + rx, cy = y + ry
        let kx = 0.5522847498 * rx, ky = 0.5522847498 * ry
        move(x: cx + rx, y: cy)
        cubic(c1x: cx + rx, c1y: cy + ky, c2x: cx + kx, c2y: cy + ry, x: cx, y: cy + ry)
        cubic(c1x: cx - kx, c1y: cy + ry, c2x: cx - rx, c2y: cy + ky, x: cx - rx, y: cy)
        cubic(c1x: cx - rx, c1y: cy - ky, c2x: cx - kx, c2y: cy - ry, x: cx, y: cy - ry)
        cubic(c1x: cx + kx, c1y: cy - ry, c2x: cx + rx, c2y: cy - ky, x: cx + rx, y: cy)
        close()
    }

    /// Adds a circular arc with UIKit's convention in a y-down space: angle 0 points along +x,
    /// `clockwise` means increasing angles. A current point is joined to the arc start by a line.
    public mutating func addArc(centerX: Double, centerY: Double, radius: Double,
                                startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard centerX.isFinite, centerY.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let sx = centerX + r * cos(startAngle), sy = centerY + r * sin(startAngle)
        if currentPoint == nil { move(x: sx, y: sy) } else { line(x: sx, y: sy) }
        if sweep == 0 || r == 0 { return }
        let n = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<n {
            let a1 = a0 + step
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            cubic(c1x: centerX + r * (c0 - k * s0), c1y: centerY + r * (s0 + k * c0),
                  c2x: centerX + r * (c1 + k * s1), c2y: centerY + r * (s1 - k * c1),
                  x: centerX + r * c1, y: centerY + r * s1)
            a0 = a1
        }
    }
}
