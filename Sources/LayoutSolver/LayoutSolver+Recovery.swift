extension LayoutSolver {
    /// After a failed repair has been undone (the conflicting constraint withdrawn or its constant restored),
    /// queues every row that is still broken and repairs them: the failed pass may have moved values and
    /// left rows it never reached outside their bounds. What still cannot be repaired is a conflict among
    /// the remaining required constraints, which `breakConflicts` resolves.
    func repairAllIfNeeded() {
        guard needsFullRepair else { return }
        if let (basic, row) = repairAll() { breakConflicts(from: basic, row) }
        optimize()
    }

    /// Queues every infeasible row and runs the dual simplex over them; returns its failure, if any.
    private func repairAll() -> (Int32, SparseRow)? {
        needsFullRepair = false
        infeasibleRows.removeAll(keepingCapacity: true)
        for r in 0..<basicOfRow.count {
            let basic = basicOfRow[r]
            if basic >= 0 && isInfeasible(basic) { infeasibleRows.append(basic) }
        }
        return infeasibleRows.isEmpty ? nil : dualOptimize()
    }

    /// A repair could not bring `basic`'s row back to its bound: the required constraints of that row conflict.
    /// As UIKit recovers, the newest of them is broken (taken out of the solver and reported through
    /// `takeBrokenConstraints`), and the repair runs again, until every row holds or no required constraint is
    /// left to blame (a row of optional errors only, which the next recovery retries).
    func breakConflicts(from basic: Int32, _ row: SparseRow) {
        var failure: (Int32, SparseRow)? = (basic, row)
        while let (basic, row) = failure {
            let conflicting = conflictingConstraints(basic, row, excluding: -1)
            guard let victim = conflicting.max(by: { constraints[Int($0.id)]!.serial < constraints[Int($1.id)]!.serial }) else {
                needsFullRepair = true
                return
            }
            withdraw(victim)
            // Reserved until taken (withdraw freed it last).
            if freeConstraintIDs.last == victim.id { freeConstraintIDs.removeLast() }
            brokenConstraints.append(BrokenConstraint(id: victim, conflicting: conflicting.filter { $0 != victim }))
            failure = repairAll()
        }
    }

    /// Whether a failed repair broke constraints that `takeBrokenConstraints` has not returned yet.
    public var hasBrokenConstraints: Bool { !brokenConstraints.isEmpty }

    /// The required constraints the solver broke by itself since the last call: a repair (after a precision
    /// restore, say) found them in conflict with the others and took the newest out, as UIKit's "Will attempt
    /// to recover by breaking constraint". They are no longer in the solver; their ids may be reused from now on.
    public func takeBrokenConstraints() -> [BrokenConstraint] {
        let taken = brokenConstraints
        brokenConstraints.removeAll()
        freeConstraintIDs.append(contentsOf: taken.map(\.id.id))
        return taken
    }
}
