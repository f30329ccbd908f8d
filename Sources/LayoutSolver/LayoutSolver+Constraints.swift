extension LayoutSolver {
    /// Adds `expression <relation> 0` with a UIKit priority (1...1000, 1000 = required). Throws
    /// `.unsatisfiable` for a required constraint that conflicts with others (the solver is unchanged).
    @discardableResult
    public func addConstraint(_ expression: LayoutExpression, _ relation: LayoutRelation,
                              priority: Float = 1000) throws(LayoutSolverError) -> LayoutConstraintID {
        guard expression.isFinite else { throw .nonFinite }
        guard expression.isWithinSolverRange else { throw .outOfRange }
        guard priority >= 1, priority <= 1000 else { throw .invalidPriority }
        let id = allocateConstraintID()
        let required = priority >= 1000
        var record = ConstraintRecord(marker: -1, other: -1, markerSign: 1, priority: min(priority, 1000),
                                      weight: required ? 0 : LayoutSolver.weight(for: priority),
                                      constant: expression.constant)
        nextSerial &+= 1
        record.serial = nextSerial
        let row = makeRow(expression, relation, &record, id: id.id)
        constraints[Int(id.id)] = record
        if !isWithinResultRange(row) {
            // The expression is in range but what the tableau makes of it is not (a 1e100 coefficient on a
            // variable whose row already holds 1e200): its sums would overflow to infinity, then NaN.
            withdraw(id)
            throw .outOfRange
        }

        infeasibleRows.removeAll(keepingCapacity: true)
        if let fresh = row.cells.first(where: { isExternal($0.symbol) && isFresh($0.symbol) }) {
            // A variable no other row mentions: give it the value that satisfies the constraint.
            if required {
                let value = evaluate(row)
                let markerValue = -value / row.coefficient(for: record.marker)
                if record.relation == .equal || markerValue < 0 {
                    move(fresh.symbol, by: -value / fresh.coefficient)
                }
                addRow(row, solvedFor: record.marker)
            } else {
                addRow(row, solvedFor: fresh.symbol)
            }
        } else {
            // The constraint's own slack, error or dummy symbol becomes basic at its current value; a required
            // one that the current values break is then repaired by the dual simplex.
            addRow(row, solvedFor: feasibleMarker(row, record))
            if required, let basic = Optional(record.marker), isInfeasible(basic) {
                infeasibleRows.append(basic)
                if let (failedBasic, failed) = dualOptimize() {
                    let conflicting = conflictingConstraints(failedBasic, failed, excluding: id.id)
                    withdraw(id)
                    repairAllIfNeeded()
                    optimize()
                    restorePrecisionIfNeeded()
                    throw .unsatisfiable(conflicting: conflicting)
                }
            }
        }
        optimize()
        restorePrecisionIfNeeded()
        return id
    }

    /// Removes a constraint; the optional ones' weight leaves the objective and the solution re-optimises.
    public func removeConstraint(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        guard id.id >= 0, Int(id.id) < constraints.count, constraints[Int(id.id)] != nil else {
            throw .unknownConstraint
        }
        withdraw(id)
        repairAllIfNeeded()
        optimize()
        restorePrecisionIfNeeded()
    }

    /// Sets the constant term of a constraint's expression and re-solves incrementally with the dual
    /// simplex. Throws `.unsatisfiable` (and keeps the old constant) when a required constraint can no
    /// longer hold.
    public func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutSolverError) {
        guard constant.isFinite else { throw .nonFinite }
        guard abs(constant) <= LayoutSolver.maximumMagnitude else { throw .outOfRange }
        guard id.id >= 0, Int(id.id) < constraints.count, let record = constraints[Int(id.id)] else {
            throw .unknownConstraint
        }
        let delta = constant - record.constant
        if delta == 0 { return }
        if let conflict = shiftConstant(of: id.id, record, by: delta) {
            _ = shiftConstant(of: id.id, record, by: -delta)
            repairAllIfNeeded()
            restorePrecisionIfNeeded()
            throw .unsatisfiable(conflicting: conflict)
        }
        if abs(delta / record.markerSign) >= LayoutSolver.precisionThreshold && !valuesAreWithinResultRange() {
            // In range itself, but the values it moves would not be (a variable 1e100 times another).
            _ = shiftConstant(of: id.id, record, by: -delta)
            repairAllIfNeeded()
            restorePrecisionIfNeeded()
            throw .outOfRange
        }
        constraints[Int(id.id)]!.constant = constant
        // After the record holds the new constant: a restore derives the rows' constants from it.
        restorePrecisionIfNeeded()
    }

    /// True when the constraints pin the variable: it cannot move either way without breaking a
    /// constraint or raising the errors. False is UIKit's ambiguous layout.
    public func isDetermined(_ variable: LayoutVariable) -> Bool {
        let r = rowOfSymbol[Int(variable.id)]
        if r >= 0 {
            return rows[Int(r)].cells.allSatisfy { !isExternal($0.symbol) || isDetermined(LayoutVariable(id: $0.symbol)) }
        }
        for direction in [1.0, -1.0] {
            let blocked = leavingSymbol(for: variable.id, direction: direction).map { $0.1 <= LayoutSolver.valueTolerance } ?? false
            let costly = abs(reducedCosts[Int(variable.id)]) > LayoutSolver.objectiveTolerance
            if !blocked && !costly { return false }
        }
        return true
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` whose value changes cheaply.
    public func addEditVariable(_ variable: LayoutVariable, priority: Float) throws(LayoutSolverError) {
        guard editConstraints[variable.id] == nil else { throw .duplicateEditVariable }
        guard priority >= 1, priority < 1000 else { throw .invalidPriority }
        let id = try addConstraint(LayoutExpression(variable), .equal, priority: priority)
        editConstraints[variable.id] = id
    }

    public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let id = editConstraints.removeValue(forKey: variable.id) else { throw .unknownEditVariable }
        try removeConstraint(id)
    }

    /// Asks for `variable == value` at the edit variable's priority.
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        guard let id = editConstraints[variable.id] else { throw .unknownEditVariable }
        try setConstant(-value, of: id)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { editConstraints[variable.id] != nil }

    // MARK: - Building rows

    func allocateConstraintID() -> LayoutConstraintID {
        if let id = freeConstraintIDs.popLast() { return LayoutConstraintID(id: id) }
        constraints.append(nil)
        return LayoutConstraintID(id: Int32(constraints.count - 1))
    }

    /// The constraint's row in terms of parametric symbols, with its slack, error or dummy symbols.
    func makeRow(_ expression: LayoutExpression, _ relation: LayoutRelation,
                 _ record: inout ConstraintRecord, id: Int32) -> SparseRow {
        var row = SparseRow(constant: expression.constant)
        for term in expression.terms where !SparseRow.nearZero(term.coefficient) {
            let s = term.variable.id
            let r = rowOfSymbol[Int(s)]
            if r >= 0 { row.insert(rows[Int(r)], term.coefficient) { _ in } } else { row.insert(s, term.coefficient) }
        }
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: id)
            record.marker = slack
            record.markerSign = sign
            row.insert(slack, sign)
            if record.weight > 0 {
                let error = makeSymbol(.error, owner: id)
                record.other = error
                row.insert(error, -sign)
                addToObjective(error, record.weight)
            }
        case .equal:
            if record.weight > 0 {
                let plus = makeSymbol(.error, owner: id), minus = makeSymbol(.error, owner: id)
                record.marker = plus
                record.other = minus
                record.markerSign = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, record.weight)
                addToObjective(minus, record.weight)
            } else {
                let dummy = makeSymbol(.dummy, owner: id)
                record.marker = dummy
                record.markerSign = 1
                row.insert(dummy, 1)
            }
        }
        record.relation = relation
        return row
    }

    /// The constraint's symbol that is non-negative at the current values, to be the row's basic symbol
    /// (a required constraint's marker even when it is not: the dual simplex repairs it).
    func feasibleMarker(_ row: SparseRow, _ record: ConstraintRecord) -> Int32 {
        guard record.other >= 0 else { return record.marker }
        let value = evaluate(row)
        let markerValue = -value / row.coefficient(for: record.marker)
        return markerValue >= 0 ? record.marker : record.other
    }

    /// The required constraints that a failed row involves: the owners of its basic symbol and of its
    /// slack and dummy symbols.
    func conflictingConstraints(_ basic: Int32, _ row: SparseRow, excluding id: Int32) -> [LayoutConstraintID] {
        var owners: [Int32] = []
        for s in [basic] + row.cells.map(\.symbol) {
            let o = ownerOfSymbol[Int(s)]
            guard o >= 0, o != id, let rec = constraints[Int(o)], rec.weight == 0, !owners.contains(o) else { continue }
            owners.append(o)
        }
        return owners.sorted().map { LayoutConstraintID(id: $0) }
    }

    /// Takes a constraint out of the tableau: its marker becomes basic (moved so that the row it takes over
    /// is at its bound) and that row is dropped; whatever that breaks is repaired by the dual simplex.
    func withdraw(_ id: LayoutConstraintID) {
        guard let record = constraints[Int(id.id)] else { return }
        constraints[Int(id.id)] = nil
        freeConstraintIDs.append(id.id)
        // Its constant leaves the rows it flowed into, with whatever they rounded away.
        notePrecision(abs(record.constant))
        // Only error symbols carry weight in the objective (an inequality's marker is its slack).
        for s in [record.marker, record.other] where s >= 0 && kinds[Int(s)] == .error {
            removeMarkerEffects(s, record.weight)
        }
        infeasibleRows.removeAll(keepingCapacity: true)
        let marker = record.marker
        if rowOfSymbol[Int(marker)] < 0, let leaving = markerLeavingSymbol(marker) {
            if !isExternal(leaving) {
                let c = rows[Int(rowOfSymbol[Int(leaving)])].coefficient(for: marker)
                move(marker, by: -values[Int(leaving)] / c)
            }
            pivot(entering: marker, leaving: leaving)
        }
        if rowOfSymbol[Int(marker)] >= 0 { _ = takeRow(of: marker) }
        values[Int(marker)] = 0
        if record.other >= 0 {
            // Once the marker is gone, only a definition of the other error symbol can be left.
            if rowOfSymbol[Int(record.other)] >= 0 { _ = takeRow(of: record.other) }
            values[Int(record.other)] = 0
        }
        _ = dualOptimize()
    }

    func removeMarkerEffects(_ marker: Int32, _ weight: Double) {
        let r = rowOfSymbol[Int(marker)]
        if r >= 0 { addToObjective(rows[Int(r)], -weight) } else { addToObjective(marker, -weight) }
    }

    /// The row to pivot on to make a parametric marker basic before its row is dropped (kiwi's rule), except
    /// that a redundant equality (a basic dummy row, all dummies at zero) comes first: it takes over from
    /// the removed constraint without moving any value.
    func markerLeavingSymbol(_ marker: Int32) -> Int32? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1, redundant: Int32 = -1
        forEachRow(containing: marker) { r, c in
            let basic = basicOfRow[Int(r)]
            if isDummy(basic) {
                redundant = basic
            } else if isExternal(basic) {
                third = basic
            } else if c < 0 {
                let ratio = -values[Int(basic)] / c
                if ratio < r1 { r1 = ratio; first = basic }
            } else {
                let ratio = values[Int(basic)] / c
                if ratio < r2 { r2 = ratio; second = basic }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Moves a constraint's constant by `delta` through its marker and restores feasibility; returns the
    /// conflicting required constraints when that is impossible.
    func shiftConstant(of id: Int32, _ record: ConstraintRecord, by delta: Double) -> [LayoutConstraintID]? {
        let shift = delta / record.markerSign
        notePrecision(abs(shift))
        let marker = record.marker
        infeasibleRows.removeAll(keepingCapacity: true)
        let r = rowOfSymbol[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= shift
            values[Int(marker)] -= shift
            if isInfeasible(marker) { infeasibleRows.append(marker) }
        } else {
            forEachRow(containing: marker) { r, c in
                rows[Int(r)].constant += c * shift
                let basic = basicOfRow[Int(r)]
                values[Int(basic)] += c * shift
                if isInfeasible(basic) { infeasibleRows.append(basic) }
            }
        }
        if let (basic, failed) = dualOptimize() { return conflictingConstraints(basic, failed, excluding: id) }
        return nil
    }
}
