extension LayoutSolver {
    /// Checks the tableau's structure (for tests and fuzzing): every row is keyed by its basic symbol, no
    /// row or the objective mentions a basic symbol, restricted rows are feasible and every cell is
    /// indexed in its column. Returns a description of the first problem, or nil.
    public func tableauProblem() -> String? {
        for r in rows.indices where basicOfRow[r] >= 0 {
            let basic = basicOfRow[r]
            if rowOfSymbol[Int(basic)] != Int32(r) { return "row \(r) is not the row of its basic symbol \(basic)" }
            if kinds[Int(basic)] != .external && rows[r].constant < -1e-7 {
                return "restricted row \(r) (symbol \(basic), \(kinds[Int(basic)])) is infeasible: \(rows[r].constant)"
            }
            if kinds[Int(basic)] == .dummy {
                if !SparseRow.nearZero(rows[r].constant) { return "redundant equality row \(r) is not zero" }
                if let c = rows[r].cells.first(where: { kinds[Int($0.symbol)] != .dummy }) {
                    return "redundant equality row \(r) mentions non-dummy symbol \(c.symbol)"
                }
            }
            for c in rows[r].cells {
                if rowOfSymbol[Int(c.symbol)] >= 0 { return "row \(r) mentions basic symbol \(c.symbol)" }
                if !columns[Int(c.symbol)].contains(Int32(r)) { return "row \(r) is missing from column \(c.symbol)" }
            }
        }
        for c in objective.cells where rowOfSymbol[Int(c.symbol)] >= 0 {
            return "the objective mentions basic symbol \(c.symbol)"
        }
        return nil
    }
}
