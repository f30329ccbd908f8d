import Testing
@testable import LayoutSolver

/// Conflicts among required constraints that only a precision restore reveals: the rounded values of a huge
/// pass hid them, the exact constants show them. The solver breaks the newest constraint of the conflict,
/// reports it through `takeBrokenConstraints`, and leaves a feasible tableau in which the rest hold.
@Suite struct LayoutSolverRecovery {
    func residual(_ s: LayoutSolver, _ e: LayoutExpression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    }

    /// z == 1e16, x - z >= 1, then x - z <= 0.5: at 1e16 a double's step is 2, so x sits at z and the third
    /// constraint looks satisfied (added without complaint), though by hand it contradicts the second by 0.5.
    /// z's constant back to 0 restores precision; the exact rows conflict, and the newest (the third) breaks.
    @Test func aConflictRevealedByAPrecisionRestoreBreaksTheNewestConstraint() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), z = s.makeVariable()
        let pin = try s.addConstraint(z - 1e16, .equal)
        let above = x - z - 1
        let first = try s.addConstraint(above, .greaterThanOrEqual)
        let newest = try s.addConstraint(x - z - 0.5, .lessThanOrEqual)
        #expect(!s.hasBrokenConstraints)
        try s.setConstant(0, of: pin)
        #expect(s.tableauProblem() == nil)
        let broken = s.takeBrokenConstraints()
        #expect(broken.map(\.id) == [newest])
        #expect(broken.first?.conflicting.contains(first) == true)
        #expect(!s.hasBrokenConstraints)
        // What is left holds exactly: z == 0 and x - z >= 1.
        #expect(s.value(of: z) == 0)
        #expect(residual(s, above) >= -1e-9)
        // The broken constraint is out of the solver; its id is free again.
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.removeConstraint(newest) }
        #expect(s.constraintCount == 2)
    }
}
