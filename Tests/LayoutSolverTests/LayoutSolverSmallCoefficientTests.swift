import Testing
@testable import LayoutSolver

/// Coefficients that are small because they are products of small multipliers, not rounding residues: the
/// solver keeps them down to 1e-12. It used to drop any coefficient under 1e-8 (kiwi's tolerance), so a chain of three
/// 0.001 multipliers lost its variable altogether (fuzz seed 1796230211, event 274,090: a required
/// `label.bottom == 0.001 × box.bottom` was left a million points off under values near 1e9).
@Suite struct LayoutSolverSmallCoefficients {
    /// a == 0.001 x, b == 0.001 a, y == 0.001 b, with x held at 1e12 by an optional constraint (so x stays
    /// parametric and y's row is 1e-9 × x): y is 1,000.
    @Test func aChainOfSmallMultipliersKeepsItsVariable() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), a = s.makeVariable(), b = s.makeVariable(), y = s.makeVariable()
        try s.addConstraint(a - 0.001 * x, .equal)
        try s.addConstraint(b - 0.001 * a, .equal)
        try s.addConstraint(y - 0.001 * b, .equal)
        let hold = try s.addConstraint(x - 1e12, .equal, priority: 750)
        #expect(abs(s.value(of: y) - 1000) < 1e-6)
        // Moving x moves y through the same small coefficient.
        try s.setConstant(-2e12, of: hold)
        #expect(abs(s.value(of: y) - 2000) < 1e-6)
        #expect(s.tableauProblem() == nil)
    }

    /// Terms that cancel still leave nothing behind: x + 0.1 x + 0.2 x - 1.3 x rounds to about 1e-16 x,
    /// which is not a coefficient.
    @Test func termsThatCancelLeaveNoCoefficient() {
        var row = SparseRow()
        row.insert(7, 1.0)
        row.insert(7, 0.1)
        row.insert(7, 0.2)
        row.insert(7, -1.3)
        #expect(row.cells.isEmpty, "\(row.cells)")
        var small = SparseRow()
        small.insert(7, 1e-9)
        small.insert(7, 1e-9)
        #expect(small.cells.count == 1 && small.cells[0].coefficient == 2e-9)
    }
}

/// Rounding residues above the absolute tolerance: terms near 1e4 that cancel leave 2^-39 (1.8e-12), which is
/// noise, not a coefficient. Kept, such a residue was chosen as a pivot and scaled the tableau by 1e12, leaving a
/// required `label.centerX == 3 × box.centerX + 1` 8.5 points off (fuzz seed 1796230211, event 169,670).
@Suite struct LayoutSolverCancellationResidues {
    @Test func termsNearTenThousandThatCancelLeaveNoCoefficient() {
        let a = 10000.000000000002, b = -10000.0
        #expect(abs(a + b) > SparseRow.epsilon, "the residue is above the absolute tolerance")
        var row = SparseRow()
        row.insert(3, a)
        row.insert(3, b)
        #expect(row.cells.isEmpty, "\(row.cells)")
        // The same through a merge of two rows (a pivot's substitution).
        var merged = SparseRow()
        merged.insert(3, a)
        merged.insert(5, 1)
        var other = SparseRow()
        other.insert(3, 1)
        other.insert(4, 2)
        merged.insert(other, b) { _ in }
        #expect(merged.cells.map(\.symbol) == [4, 5], "\(merged.cells)")
    }

    /// A small sum that is not a residue stays: 1e-6 of its terms is far above their rounding.
    @Test func aSmallDifferenceOfLargeTermsStays() {
        var row = SparseRow()
        row.insert(3, 10000.01)
        row.insert(3, -10000.0)
        #expect(row.cells.count == 1)
        #expect(abs(row.cells[0].coefficient - 0.01) < 1e-9)
    }
}
