extension LayoutSolver {
    /// Primal simplex: pivots until no symbol of the objective (or of the artificial objective) can
    /// lower it.
    func optimize(artificialObjective: Bool = false) {
        while true {
            let target = artificialObjective ? artificial! : objective
            guard let entering = enteringSymbol(of: target) else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                // Unbounded: cannot happen for a well-formed layout objective (all weights positive).
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Objective coefficients above this are taken as non-negative (weights are at least about 1).
    static let objectiveTolerance = 1.0e-7

    func enteringSymbol(of objective: SparseRow) -> Int32? {
        for c in objective.cells where c.coefficient < -LayoutSolver.objectiveTolerance && !isDummy(c.symbol) {
            return c.symbol
        }
        return nil
    }

    /// The restricted row that limits `entering` most (minimum ratio test).
    func leavingSymbol(for entering: Int32) -> Int32? {
        var best = Double.greatestFiniteMagnitude
        var leaving: Int32 = -1
        forEachRow(containing: entering) { r, c in
            let basic = basicOfRow[Int(r)]
            guard c < 0, !isExternal(basic) else { return }
            let ratio = -rows[Int(r)].constant / c
            if ratio < best || (ratio == best && basic < leaving) {
                best = ratio
                leaving = basic
            }
        }
        return leaving >= 0 ? leaving : nil
    }

    /// Dual simplex over the rows made infeasible by a constant change; returns the basic symbol and row
    /// that cannot be made feasible (a required conflict), or nil on success.
    func dualOptimize() -> (Int32, SparseRow)? {
        while let leaving = infeasibleRows.popLast() {
            let r = rowOfSymbol[Int(leaving)]
            guard r >= 0, rows[Int(r)].constant < 0 else { continue }
            let row = rows[Int(r)]
            var best = Double.greatestFiniteMagnitude
            var entering: Int32 = -1
            for c in row.cells where c.coefficient > 0 && !isDummy(c.symbol) {
                let ratio = objective.coefficient(for: c.symbol) / c.coefficient
                if ratio < best {
                    best = ratio
                    entering = c.symbol
                }
            }
            guard entering >= 0 else {
                infeasibleRows.removeAll()
                return (leaving, row)
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    // MARK: - Snapshots (phase one may fail)

    struct Snapshot {
        var kinds: [Kind], rowOfSymbol: [Int32], ownerOfSymbol: [Int32], columns: [[Int32]]
        var rows: [SparseRow], basicOfRow: [Int32], freeRows: [Int32], rowStamp: [UInt32]
        var objective: SparseRow
    }

    func snapshot() -> Snapshot {
        Snapshot(kinds: kinds, rowOfSymbol: rowOfSymbol, ownerOfSymbol: ownerOfSymbol, columns: columns,
                 rows: rows, basicOfRow: basicOfRow, freeRows: freeRows, rowStamp: rowStamp, objective: objective)
    }

    func restore(_ s: Snapshot) {
        // Symbols made since the snapshot stay allocated but unused.
        let extra = kinds.count - s.kinds.count
        kinds = s.kinds + Array(repeating: .slack, count: extra)
        rowOfSymbol = s.rowOfSymbol + Array(repeating: -1, count: extra)
        ownerOfSymbol = s.ownerOfSymbol + Array(repeating: -1, count: extra)
        columns = s.columns + Array(repeating: [], count: extra)
        rows = s.rows
        basicOfRow = s.basicOfRow
        freeRows = s.freeRows
        rowStamp = s.rowStamp
        objective = s.objective
        artificial = nil
        infeasibleRows.removeAll()
    }
}
