extension LayoutSolver {
    /// Adds `expression <relation> 0` with a UIKit priority (1...1000, 1000 = required). Throws
    /// `.unsatisfiable` for a required constraint that conflicts with others (the solver is unchanged).
    @discardableResult
    public func addConstraint(_ expression: LayoutExpression, _ relation: LayoutRelation,
                              priority: Float = 1000) throws(LayoutSolverError) -> LayoutConstraintID {
        guard expression.isFinite else { throw .nonFinite }
        guard priority >= 1, priority <= 1000 else { throw .invalidPriority }
        let id = allocateConstraintID()
        let required = priority >= 1000
        var record = ConstraintRecord(marker: -1, other: -1, markerSign: 1, priority: min(priority, 1000),
                                      weight: required ? 0 : LayoutSolver.weight(for: priority),
                                      constant: expression.constant)
        var row = makeRow(expression, relation, &record, id: id.id)
        constraints[Int(id.id)] = record

        var subject = chooseSubject(row, record)
        if subject < 0 && row.allSymbols({ isDummy($0) }) {
            if !SparseRow.nearZero(row.constant) {
                let conflicting = requiredOwners(of: row, excluding: id.id)
                discardNewConstraint(id, record)
                throw .unsatisfiable(conflicting: conflicting)
            }
            subject = record.marker
        }
        if subject < 0 {
            // A required constraint that the current solution violates: phase one with an artificial
            // variable. If it fails, the tableau goes back to how it was.
            let saved = snapshot()
            if let failed = addWithArtificialVariable(row) {
                let conflicting = requiredOwners(of: failed, excluding: id.id)
                restore(saved)
                discardNewConstraint(id, record)
                throw .unsatisfiable(conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            storeRow(row, basic: subject)
        }
        optimize()
        return id
    }

    /// Removes a constraint; the optional ones' weight leaves the objective and the solution re-optimises.
    public func removeConstraint(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        guard id.id >= 0, Int(id.id) < constraints.count, let record = constraints[Int(id.id)] else {
            throw .unknownConstraint
        }
        constraints[Int(id.id)] = nil
        freeConstraintIDs.append(id.id)
        if record.weight > 0 {
            removeMarkerEffects(record.marker, record.weight)
            if record.other >= 0 { removeMarkerEffects(record.other, record.weight) }
        }
        if rowOfSymbol[Int(record.marker)] >= 0 {
            _ = takeRow(of: record.marker)
        } else if let leaving = markerLeavingSymbol(record.marker) {
            pivot(entering: record.marker, leaving: leaving)
            _ = takeRow(of: record.marker)
        }
        optimize()
    }

    /// Sets the constant term of a constraint's expression and re-solves incrementally with the dual
    /// simplex. Throws `.unsatisfiable` (and keeps the old constant) when a required constraint can no
    /// longer hold.
    public func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutSolverError) {
        guard constant.isFinite else { throw .nonFinite }
        guard id.id >= 0, Int(id.id) < constraints.count, let record = constraints[Int(id.id)] else {
            throw .unknownConstraint
        }
        let delta = constant - record.constant
        if delta == 0 { return }
        if let conflict = shiftConstant(of: id.id, record, by: delta) {
            _ = shiftConstant(of: id.id, record, by: -delta)
            throw .unsatisfiable(conflicting: conflict)
        }
        constraints[Int(id.id)]!.constant = constant
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
                objective.insert(error, record.weight)
            }
        case .equal:
            if record.weight > 0 {
                let plus = makeSymbol(.error, owner: id), minus = makeSymbol(.error, owner: id)
                record.marker = plus
                record.other = minus
                record.markerSign = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, record.weight)
                objective.insert(minus, record.weight)
            } else {
                let dummy = makeSymbol(.dummy, owner: id)
                record.marker = dummy
                record.markerSign = 1
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: a variable if it has one, else its own slack or error symbol
    /// when that can enter with a negative coefficient; -1 when an artificial variable is needed.
    func chooseSubject(_ row: SparseRow, _ record: ConstraintRecord) -> Int32 {
        for c in row.cells where isExternal(c.symbol) { return c.symbol }
        if isPivotable(record.marker) && row.coefficient(for: record.marker) < 0 { return record.marker }
        if record.other >= 0 && isPivotable(record.other) && row.coefficient(for: record.other) < 0 { return record.other }
        return -1
    }

    /// Adds a row that has no easy subject by minimising an artificial variable. When the row cannot be
    /// satisfied it returns the minimised artificial objective, whose symbols name what it conflicts
    /// with; the caller restores the tableau.
    func addWithArtificialVariable(_ row: SparseRow) -> SparseRow? {
        let art = makeSymbol(.slack, owner: -1)
        storeRow(row, basic: art)
        artificial = row
        optimize(artificialObjective: true)
        let minimised = artificial!
        artificial = nil
        if !SparseRow.nearZero(minimised.constant) { return minimised }
        if rowOfSymbol[Int(art)] >= 0 {
            let stored = takeRow(of: art)
            if stored.cells.isEmpty { return nil }
            guard let entering = stored.cells.first(where: { isPivotable($0.symbol) })?.symbol else { return stored }
            var moved = stored
            moved.solve(for: art, entering)
            substitute(entering, moved)
            storeRow(moved, basic: entering)
        }
        forEachRow(containing: art) { r, _ in rows[Int(r)].remove(art) }
        columns[Int(art)] = []
        objective.remove(art)
        return nil
    }

    /// The required constraints whose symbols appear in `row` (those a failed constraint conflicts with).
    func requiredOwners(of row: SparseRow, excluding id: Int32) -> [LayoutConstraintID] {
        var owners: [Int32] = []
        for c in row.cells {
            let o = ownerOfSymbol[Int(c.symbol)]
            guard o >= 0, o != id, let rec = constraints[Int(o)], rec.weight == 0, !owners.contains(o) else { continue }
            owners.append(o)
        }
        return owners.sorted().map { LayoutConstraintID(id: $0) }
    }

    /// Forgets a constraint that never reached the tableau.
    func discardNewConstraint(_ id: LayoutConstraintID, _ record: ConstraintRecord) {
        if record.weight > 0 {
            objective.remove(record.marker)
            if record.other >= 0 { objective.remove(record.other) }
        }
        constraints[Int(id.id)] = nil
        freeConstraintIDs.append(id.id)
    }

    func removeMarkerEffects(_ marker: Int32, _ weight: Double) {
        let r = rowOfSymbol[Int(marker)]
        if r >= 0 { objective.insert(rows[Int(r)], -weight) { _ in } } else { objective.insert(marker, -weight) }
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
                let ratio = -rows[Int(r)].constant / c
                if ratio < r1 { r1 = ratio; first = basic }
            } else {
                let ratio = rows[Int(r)].constant / c
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
        let marker = record.marker
        infeasibleRows.removeAll(keepingCapacity: true)
        let r = rowOfSymbol[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= shift
            if isDummy(marker) {
                if !SparseRow.nearZero(rows[Int(r)].constant) {
                    return requiredOwners(of: rows[Int(r)], excluding: id)
                }
            } else if rows[Int(r)].constant < 0 {
                infeasibleRows.append(marker)
            }
        } else {
            var brokenDummy: Int32 = -1
            forEachRow(containing: marker) { r, c in
                rows[Int(r)].constant += c * shift
                let basic = basicOfRow[Int(r)]
                if isDummy(basic) {
                    if !SparseRow.nearZero(rows[Int(r)].constant) { brokenDummy = r }
                } else if !isExternal(basic) && rows[Int(r)].constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
            if brokenDummy >= 0 { return requiredOwners(of: rows[Int(brokenDummy)], excluding: id) }
        }
        if let (basic, failed) = dualOptimize() {
            var owners = requiredOwners(of: failed, excluding: id)
            let o = ownerOfSymbol[Int(basic)]
            if o >= 0, o != id, constraints[Int(o)]?.weight == 0, !owners.contains(where: { $0.id == o }) {
                owners.append(LayoutConstraintID(id: o))
                owners.sort { $0.id < $1.id }
            }
            return owners
        }
        return nil
    }
}
