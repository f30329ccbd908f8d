extension LayoutSolver {
    /// Magnitudes from which a double's rounding step (about 2.2e-16 of the value, 1.5e-8 here) is no longer
    /// negligible against `valueTolerance`: a constant, shift or move this large rounds away the small parts of
    /// the rows and values it is added to, and taking it back out later does not restore them.
    static let precisionThreshold = 1.0e8

    /// Notes that an operation of magnitude `size` went through the tableau (see `restorePrecisionIfNeeded`).
    @inline(__always) func notePrecision(_ size: Double) {
        if !(size < LayoutSolver.precisionThreshold) { needsPrecisionRestore = true }
    }

    /// The largest magnitude a row's constant, coefficient or value may reach: products of two of them stay
    /// finite (about 1.8e308 is double precision's limit), so no sum of the simplex overflows.
    static let maximumResultMagnitude = 1.0e150

    /// True when a new constraint's row (in parametric symbols) and its value at the current values are within
    /// `maximumResultMagnitude`.
    func isWithinResultRange(_ row: SparseRow) -> Bool {
        let limit = LayoutSolver.maximumResultMagnitude
        guard abs(row.constant) <= limit, abs(evaluate(row)) <= limit else { return false }
        return row.cells.allSatisfy { abs($0.coefficient) <= limit }
    }

    /// True when every value is within `maximumResultMagnitude` (checked after large shifts only: O(symbols)).
    func valuesAreWithinResultRange() -> Bool {
        let limit = LayoutSolver.maximumResultMagnitude
        return values.allSatisfy { abs($0) <= limit }
    }

    /// After a huge constant, shift or move (a constant set to 1e44 and back to 8, say), rebuilds what the
    /// incremental updates rounded: every row's constant is derived afresh from the constraints' own constants,
    /// every basic symbol's value from its row, and rows that this shows out of bounds are repaired.
    ///
    /// A row's constant is the value of its basic symbol with every parametric symbol at zero. Shifting a
    /// constraint's constant is shifting its marker (the marker's column carries the constant), so in terms
    /// of markers shifted by `constant / markerSign` the tableau has no constants at all; undoing that shift
    /// gives each row's constant as the sum, over the markers it mentions, of coefficient × constant /
    /// markerSign, less the basic symbol's own shift when it is a marker. The result is as exact as the
    /// constants now in the system allow, whatever magnitudes passed through before.
    func restorePrecisionIfNeeded() {
        guard precisionRestoreBatches == 0 else { return }
        // A repair after a restore can move values by large amounts again (rounding residues of huge values
        // still present); a second round settles it, and more would not improve on the magnitudes in play.
        for _ in 0..<2 {
            guard needsPrecisionRestore else { return }
            needsPrecisionRestore = false
            for r in rows.indices where basicOfRow[r] >= 0 {
                var constant = 0.0
                for cell in rows[r].cells { constant += cell.coefficient * markerShift(cell.symbol) }
                constant -= markerShift(basicOfRow[r])
                rows[r].constant = constant
            }
            // A parametric variable may sit anywhere (the rows define the basic symbols from it): one that an
            // overflowing move left at infinity or NaN goes back to 0, so that nothing derived from it is NaN.
            for s in kinds.indices where kinds[s] == .external && rowOfSymbol[s] < 0 && !values[s].isFinite { values[s] = 0 }
            infeasibleRows.removeAll(keepingCapacity: true)
            for r in rows.indices where basicOfRow[r] >= 0 {
                let basic = basicOfRow[r]
                values[Int(basic)] = evaluate(rows[r])
                if isInfeasible(basic) { infeasibleRows.append(basic) }
            }
            if !infeasibleRows.isEmpty, let (basic, row) = dualOptimize() {
                // The exact constants show a conflict among required constraints that the rounded values hid
                // (values near 1e16 round in steps of 2): one of them has to go.
                breakConflicts(from: basic, row)
            }
            optimize()
        }
    }

    /// Runs `body`, a run of updates (constants set one after another, say), with one precision restore at its
    /// end instead of one after every update that moved a huge magnitude: the restore derives every row from
    /// the constraints' constants as they are then, so the result is the same; in between, values may carry the
    /// rounding of those magnitudes (a system guide fed back to 1e12 moves by 1e9 a pass, on every edge).
    public func withPrecisionRestoresBatched<R>(_ body: () throws -> R) rethrows -> R {
        precisionRestoreBatches += 1
        defer {
            precisionRestoreBatches -= 1
            restorePrecisionIfNeeded()
        }
        return try body()
    }

    /// How far `symbol`'s constraint's constant shifts it when it is that constraint's marker, else 0.
    @inline(__always) private func markerShift(_ symbol: Int32) -> Double {
        let owner = ownerOfSymbol[Int(symbol)]
        guard owner >= 0, let record = constraints[Int(owner)], record.marker == symbol else { return 0 }
        return record.constant / record.markerSign
    }
}
