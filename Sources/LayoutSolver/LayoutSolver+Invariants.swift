extension LayoutSolver {
    /// Checks the tableau (for tests and fuzzing): every row is keyed by its basic symbol and evaluates to
    /// its value, no row or the objective mentions a basic symbol, restricted symbols are within their
    /// bounds, the solution is optimal and every cell is indexed in its column. Returns a description of
    /// the first problem, or nil.
    public func tableauProblem() -> String? {
        for r in rows.indices where basicOfRow[r] >= 0 {
            let basic = basicOfRow[r]
            if rowOfSymbol[Int(basic)] != Int32(r) { return "row \(r) is not the row of its basic symbol \(basic)" }
            if isInfeasible(basic) {
                return "row \(r) (symbol \(basic), \(kinds[Int(basic)])) is infeasible: \(values[Int(basic)])"
            }
            let v = evaluate(rows[r])
            if abs(v - values[Int(basic)]) > 1e-6 * (1 + abs(v)) {
                return "row \(r) evaluates to \(v), its symbol \(basic) holds \(values[Int(basic)])"
            }
            for c in rows[r].cells {
                if rowOfSymbol[Int(c.symbol)] >= 0 { return "row \(r) mentions basic symbol \(c.symbol)" }
                if !columns[Int(c.symbol)].contains(Int32(r)) { return "row \(r) is missing from column \(c.symbol)" }
            }
        }
        for s in kinds.indices where kinds[s] != .external && rowOfSymbol[s] < 0 && values[s] != 0 {
            return "parametric \(kinds[s]) symbol \(s) is not at zero: \(values[s])"
        }
        for s in reducedCosts.indices where rowOfSymbol[s] >= 0 && reducedCosts[s] != 0 {
            return "the objective mentions basic symbol \(s)"
        }
        for s in reducedCosts.indices where improvingDirection(Int32(s)) != nil && !candidates.contains(Int32(s)) {
            return "symbol \(s) could lower the errors but is not a candidate"
        }
        if let (s, d) = enteringSymbol() {
            let blocked = leavingSymbol(for: s, direction: d)
            return "not optimal: \(kinds[Int(s)]) symbol \(s) (reduced cost \(reducedCosts[Int(s)]), owner \(ownerOfSymbol[Int(s)])) can still lower the errors; blocked by \(String(describing: blocked))"
        }
        return nil
    }

    /// A description of how a constraint is held in the tableau (for fuzz reports): its marker and other
    /// symbols, whether each is basic, and the rows that mention them with their coefficients.
    public func tableauDescription(of id: LayoutConstraintID) -> String {
        guard id.id >= 0, Int(id.id) < constraints.count, let record = constraints[Int(id.id)] else { return "unknown constraint" }
        var parts: [String] = ["constant \(record.constant)"]
        for s in [record.marker, record.other] where s >= 0 {
            var text = "\(kinds[Int(s)]) \(s) = \(values[Int(s)])"
            let r = rowOfSymbol[Int(s)]
            if r >= 0 {
                let cells = rows[Int(r)].cells.map { "\($0.coefficient)*\(kinds[Int($0.symbol)])\($0.symbol)" }
                text += " basic in row \(r): \(rows[Int(r)].constant) + \(cells.joined(separator: " + "))"
            } else {
                var mentions: [String] = []
                forEachRow(containing: s) { row, c in mentions.append("row \(row) (\(kinds[Int(basicOfRow[Int(row)])]) \(basicOfRow[Int(row)])) \(c)") }
                text += " parametric, in \(mentions.isEmpty ? "no row" : mentions.joined(separator: ", "))"
            }
            parts.append(text)
        }
        return parts.joined(separator: "; ")
    }
}

