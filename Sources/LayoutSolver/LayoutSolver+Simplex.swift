extension LayoutSolver {
    /// Objective coefficients (reduced costs) smaller than this are taken as zero (weights are at least
    /// about 1).
    static let objectiveTolerance = 1.0e-7

    /// Primal simplex: moves parametric symbols while that lowers the weighted errors. A slack or error
    /// can only grow from zero; a variable may move either way. Bland's rule (lowest symbol first) keeps
    /// degenerate steps from cycling.
    func optimize() {
        while let (entering, direction) = enteringSymbol() {
            guard let (leaving, step) = leavingSymbol(for: entering, direction: direction) else { return }
            move(entering, by: direction * step)
            infeasibleRows.removeAll(keepingCapacity: true)
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The direction (+1 or -1) in which moving a parametric symbol lowers the errors, if any: a slack or
    /// error can only grow from zero, a variable may move either way, a dummy never moves.
    func improvingDirection(_ symbol: Int32) -> Double? {
        if rowOfSymbol[Int(symbol)] >= 0 { return nil }
        let c = reducedCosts[Int(symbol)]
        switch kinds[Int(symbol)] {
        case .dummy: return nil
        case .slack, .error: return c < -LayoutSolver.objectiveTolerance ? 1 : nil
        case .external: return abs(c) > LayoutSolver.objectiveTolerance ? (c < 0 ? 1 : -1) : nil
        }
    }

    /// The lowest parametric symbol whose move lowers the objective (Bland's rule), and the direction.
    func enteringSymbol() -> (Int32, Double)? {
        var best: Int32 = -1
        var kept = 0
        for i in 0..<candidates.count {
            let s = candidates[i]
            guard improvingDirection(s) != nil else { continue }
            candidates[kept] = s
            kept += 1
            if best < 0 || s < best { best = s }
        }
        candidates.removeLast(candidates.count - kept)
        if candidates.count > 64 {
            // Drop repeats so that the list stays as short as the set of candidates.
            candidates = Array(Set(candidates))
        }
        guard best >= 0, let d = improvingDirection(best) else { return nil }
        return (best, d)
    }

    /// The restricted basic symbol that first reaches its bound as `entering` moves in `direction`, and
    /// how far it can move (the ratio test). A dummy row blocks at once.
    func leavingSymbol(for entering: Int32, direction: Double) -> (Int32, Double)? {
        var best = Double.infinity
        var leaving: Int32 = -1
        forEachRow(containing: entering) { r, c in
            let basic = basicOfRow[Int(r)]
            let step: Double
            switch kinds[Int(basic)] {
            case .external: return
            case .dummy: step = 0
            case .slack, .error:
                let rate = direction * c
                guard rate < 0 else { return }
                step = max(values[Int(basic)], 0) / -rate
            }
            if step < best || (step == best && basic < leaving) {
                best = step
                leaving = basic
            }
        }
        return leaving >= 0 ? (leaving, best) : nil
    }

    /// Dual simplex over the queued infeasible rows: each is brought back to its bound by moving the
    /// parametric symbol of least reduced cost per unit. Returns the basic symbol and row that cannot be
    /// brought back (a required conflict), or nil on success.
    func dualOptimize() -> (Int32, SparseRow)? {
        repairStamp &+= 1
        while let leaving = infeasibleRows.popLast() {
            let r = rowOfSymbol[Int(leaving)]
            guard r >= 0, isInfeasible(leaving) else { continue }
            let row = rows[Int(r)]
            let need = -values[Int(leaving)]
            if repairByMoving(row, need: need) { continue }
            var best = Double.infinity
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for c in row.cells {
                let kind = kinds[Int(c.symbol)]
                if kind == .dummy { continue }
                if kind != .external && need / c.coefficient < 0 { continue }
                let ratio = abs(reducedCosts[Int(c.symbol)]) / abs(c.coefficient)
                if ratio < best {
                    best = ratio
                    entering = c.symbol
                    enteringCoefficient = c.coefficient
                }
            }
            guard entering >= 0 else {
                infeasibleRows.removeAll()
                needsFullRepair = true
                return (leaving, row)
            }
            move(entering, by: need / enteringCoefficient)
            statistics.dualPivots += 1
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// Repairs an infeasible row without a pivot when it can: a variable of the row that has not moved in
    /// this repair yet moves so that the row is at its bound, preferring one whose move breaks the fewest
    /// other rows and, among those, the newest (views are usually constrained parent first, so newer
    /// variables lie downstream). Variables sit where they are while parametric and their reduced cost is zero, so the basis
    /// stays optimal; the rows a move breaks are queued and repaired the same way, which propagates a
    /// change along a chain of views without the fill-in that pivots cause.
    func repairByMoving(_ row: SparseRow, need: Double) -> Bool {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        var bestBroken = Int.max
        for c in row.cells where isExternal(c.symbol) && movedStamp[Int(c.symbol)] != repairStamp {
            let delta = need / c.coefficient
            var broken = 0
            forEachRow(containing: c.symbol) { r, a in
                let basic = basicOfRow[Int(r)]
                if a * delta != 0 {
                    switch kinds[Int(basic)] {
                    case .external: break
                    case .dummy: broken += 1
                    case .slack, .error: if values[Int(basic)] + a * delta < -LayoutSolver.valueTolerance { broken += 1 }
                    }
                }
            }
            // The row being repaired is counted once whatever the variable; compare the others.
            if broken < bestBroken || (broken == bestBroken && c.symbol > best) {
                best = c.symbol
                bestCoefficient = c.coefficient
                bestBroken = broken
            }
        }
        guard best >= 0 else { return false }
        movedStamp[Int(best)] = repairStamp
        statistics.moves += 1
        move(best, by: need / bestCoefficient)
        return true
    }
}
