import Foundation

extension UIStackView {
    private typealias Attr = NSLayoutConstraint.Attribute

    /// Replaces the generated constraints with ones for the current arranged views and settings.
    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(generatedConstraints)
        generatedConstraints.removeAll()
        for g in spacerGuides { removeLayoutGuide(g) }
        spacerGuides.removeAll()
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: Attr = horizontal ? .leading : .top, trail: Attr = horizontal ? .trailing : .bottom
        let size: Attr = horizontal ? .width : .height, center: Attr = horizontal ? .centerX : .centerY
        var made: [NSLayoutConstraint] = []

        func make(_ a: AnyObject, _ aa: Attr, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attr,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required, _ id: String) {
            let c = NSLayoutConstraint(a, aa, r, b, ba, multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = id
            c.isSystemConstraint = true
            made.append(c)
        }

        let arranged = arrangedSubviews.filter { $0.superview === self }
        let visible = arranged.filter { !$0.isHidden }
        for (i, v) in visible.enumerated() {
            let bias = distribution == .fill ? 0.5 * Float(i) / Float(visible.count) : 0
            v.setStackTieBias(horizontal ? (bias, 0) : (0, bias))
        }
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            make(first, lead, .equal, canvas, lead, "UISV-canvas-connection")
            make(canvas, trail, .equal, last, trail, "UISV-canvas-connection")
        }
        for (i, v) in visible.enumerated().dropLast() {
            let next = visible[i + 1]
            let gap = spacing(after: v)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if !horizontal && isBaselineRelativeArrangement {
                    make(next, .firstBaseline, .equal, v, .lastBaseline, constant: gap, "UISV-spacing")
                } else {
                    make(next, lead, .equal, v, trail, constant: gap, "UISV-spacing")
                }
            case .equalSpacing:
                let g = spacer(i)
                make(g, lead, .equal, v, trail, "UISV-distributing-edge")
                make(next, lead, .equal, g, trail, "UISV-distributing-edge")
                make(g, size, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap, "UISV-spacing")
                if i > 0 { make(g, size, .equal, spacerGuides[0], size, "UISV-fill-equally") }
            case .equalCentering:
                let g = spacer(i)
                make(g, lead, .equal, v, center, "UISV-distributing-edge")
                make(next, center, .equal, g, trail, "UISV-distributing-edge")
                make(next, lead, .greaterThanOrEqual, v, trail, constant: gap, "UISV-spacing")
                if i > 0 { make(g, size, .equal, spacerGuides[0], size, priority: UILayoutPriority(149), "UISV-fill-equally") }
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { make(v, size, .equal, first, size, "UISV-fill-equally") }
        }
        if distribution == .fillProportionally {
            let sizes = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                let value = horizontal ? s.width : s.height
                return value == UIView.noIntrinsicMetric ? 0 : max(value, 0)
            }
            let total = sizes.reduce(0, +)
            let gaps = visible.dropLast().reduce(CGFloat(0)) { $0 + spacing(after: $1) }
            if total > 0 && visible.count > 1 {
                for (v, s) in zip(visible, sizes) where s > 0 {
                    let m = s / total
                    make(v, size, .equal, canvas, size, multiplier: m, constant: -m * gaps, priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        }
        // Hidden views collapse where they are in the order.
        for (i, v) in arranged.enumerated() where v.isHidden {
            make(v, size, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous = arranged[..<i].last(where: { !$0.isHidden }) {
                make(v, lead, .equal, previous, trail, "UISV-hiding")
            } else {
                make(v, lead, .equal, canvas, lead, "UISV-hiding")
            }
        }
        // Across the axis.
        let crossLead: Attr = horizontal ? .top : .leading, crossTrail: Attr = horizontal ? .bottom : .trailing
        let crossCenter: Attr = horizontal ? .centerY : .centerX, crossSize: Attr = horizontal ? .height : .width
        var effective = alignment
        if !horizontal && (effective == .firstBaseline || effective == .lastBaseline) { effective = .fill }
        for v in arranged {
            switch effective {
            case .fill:
                make(v, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                make(v, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
            case .leading:
                make(v, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            case .trailing:
                make(v, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            case .center:
                make(v, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: Attr = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = arranged.first, v !== first { make(v, baseline, .equal, first, baseline, "UISV-alignment") }
                make(v, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                make(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            }
            if effective != .fill {
                make(v, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        if effective != .fill && !arranged.isEmpty {
            make(canvas, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        generatedConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing == Self.spacingUseSystem ? UIView.systemSpacing : spacing }
        return custom == Self.spacingUseSystem ? UIView.systemSpacing : custom
    }

    private func spacer(_ index: Int) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.identifier = distribution == .equalCentering ? "UISV-distributing-center" : "UISV-distributing"
        addLayoutGuide(g)
        spacerGuides.append(g)
        return g
    }
}

extension UIView {
    /// Sets the index tie-break a `.fill` stack view gives its arranged view (see `stackTieBias`).
    func setStackTieBias(_ bias: (Float, Float)) {
        let state = layoutState
        guard state.stackTieBias != bias else { return }
        state.stackTieBias = bias
        layoutEngineIfPresent?.invalidateIntrinsicSize(of: self)
    }
}
