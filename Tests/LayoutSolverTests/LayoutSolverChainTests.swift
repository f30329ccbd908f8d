import Testing
@testable import LayoutSolver

/// A vertical chain of rows (each a label whose height hugs and resists 21 points, 8 points apart), the
/// shape of a long form: it must stay sparse, so that building and editing it grow linearly.
@Suite struct LayoutSolverChainTests {
    struct Chain {
        let solver = LayoutSolver()
        var tops: [LayoutVariable] = []
        var spacings: [LayoutConstraintID] = []
        init(rows: Int) throws {
            var previousBottom = LayoutExpression(constant: 20)
            for _ in 0..<rows {
                let top = solver.makeVariable(), height = solver.makeVariable()
                spacings.append(try solver.addConstraint(top - previousBottom - 8, .equal))
                try solver.addConstraint(height - 21, .greaterThanOrEqual, priority: 750)
                try solver.addConstraint(height - 21, .lessThanOrEqual, priority: 250)
                tops.append(top)
                previousBottom = top + height
            }
        }
        var longestRow: Int { solver.rows.indices.filter { solver.basicOfRow[$0] >= 0 }.map { solver.rows[$0].cells.count }.max() ?? 0 }
    }

    @Test func aLongChainStaysSparse() throws {
        let chain = try Chain(rows: 400)
        // Row i starts at 20 + 8 + i × 29.
        #expect(chain.solver.value(of: chain.tops[0]) == 28)
        #expect(abs(chain.solver.value(of: chain.tops[399]) - (28 + 399 * 29)) < 1e-6)
        #expect(chain.longestRow <= 6)
        #expect(chain.solver.tableauProblem() == nil)
    }

    @Test func aChangedSpacingMovesOnlyWhatFollows() throws {
        let chain = try Chain(rows: 400)
        try chain.solver.setConstant(-20, of: chain.spacings[200])
        #expect(abs(chain.solver.value(of: chain.tops[199]) - (28 + 199 * 29)) < 1e-6)
        #expect(abs(chain.solver.value(of: chain.tops[200]) - (28 + 200 * 29 + 12)) < 1e-6)
        #expect(abs(chain.solver.value(of: chain.tops[399]) - (28 + 399 * 29 + 12)) < 1e-6)
        // Repaired by moving values along the chain: no pivots, no fill-in.
        #expect(chain.solver.statistics.dualPivots == 0)
        #expect(chain.longestRow <= 6)
        #expect(chain.solver.tableauProblem() == nil)
    }

    @Test func squeezingARowBreaksTheLowerPriorityFirst() throws {
        // Pin the chain's end so that one row must give: hugging (250) yields before compression (750).
        let chain = try Chain(rows: 10)
        let end = chain.tops[9]
        try chain.solver.addConstraint(end - (28 + 9 * 29 + 30), .equal)
        #expect(abs(chain.solver.value(of: end) - (28 + 9 * 29 + 30)) < 1e-6)
        #expect(chain.solver.tableauProblem() == nil)
    }
}
