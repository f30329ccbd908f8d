import Testing
@testable import LayoutSolver

/// Constants that pass through huge magnitudes and come back: the incremental updates (a constant shifted
/// through its marker's column, values moved along) round away everything below the huge value's last digit,
/// so the solver rebuilds its rows' constants and values from the constraints' own constants afterwards.
@Suite struct LayoutSolverPrecision {
    typealias Randomized = LayoutSolverRandomized

    func residual(_ s: LayoutSolver, _ e: LayoutExpression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    }

    /// x2 == x1 - 8 with x1 == 100: the constant set to 1e44 and back to 8 leaves x2 at 92, not 0 (before, the
    /// -8 of the dummy's row was rounded away at 1e44 and stayed lost).
    @Test func aConstantBackFromHugeIsExact() throws {
        let s = LayoutSolver()
        let x1 = s.makeVariable(), x2 = s.makeVariable()
        try s.addConstraint(x1 - 100, .equal)
        let id = try s.addConstraint(x2 - x1 + 8, .equal)
        try s.setConstant(1e44, of: id)
        #expect(s.value(of: x2) == 100 - 1e44)
        try s.setConstant(8, of: id)
        #expect(s.value(of: x2) == 92)
        #expect(s.tableauProblem() == nil)
    }

    /// The fuzzer's margins guide at solver level (seed 2, event 17,559): a box's width W (60 at low priority),
    /// its margins guide at gx == 8 with gx + gw == W - inset, and an optional W <= 3 (gx + gw / 2) - 1e6 that
    /// makes the box wider than three insets; each pass the inset follows the width (a safe-area inset), up to
    /// 1e44. Then the optional constraint goes and the inset is 8 again: the guide must be W - 16 wide exactly.
    @Test func theMarginsGuideIsExactOnceItsInsetIsSmallAgain() throws {
        let s = LayoutSolver()
        let w = s.makeVariable(), gx = s.makeVariable(), gw = s.makeVariable()
        try s.addConstraint(w - 60, .equal, priority: 250)
        try s.addConstraint(gx - 8, .equal)
        let right = LayoutExpression(terms: [LayoutTerm(gx), LayoutTerm(gw), LayoutTerm(w, -1)], constant: 8)
        let inset = try s.addConstraint(right, .equal)
        let feedback = try s.addConstraint(w - 3.0 * gx - 1.5 * gw + 1e6, .lessThanOrEqual, priority: 750)
        var passes = 0
        while s.value(of: w) < 1e44 && passes < 100 {
            try s.setConstant(s.value(of: w), of: inset)
            passes += 1
        }
        #expect(s.value(of: w) >= 1e44)
        try s.removeConstraint(feedback)
        try s.setConstant(8, of: inset)
        #expect(s.value(of: w) == 60)
        #expect(s.value(of: gx) == 8)
        #expect(s.value(of: gw) == 44)
        #expect(residual(s, right) == 0)
        #expect(s.tableauProblem() == nil)
    }

    /// Random systems (required constraints that a hidden solution satisfies, optional ones at random
    /// priorities) in which constants make excursions to 1e20-1e60 and come back (some refused as
    /// unsatisfiable on the way): after each, every required constraint holds to 1e-5 and the tableau is
    /// consistent; at the end the weighted errors equal those of a solver built afresh with the final constants.
    @Test(arguments: [31, 32, 33, 34, 35, 36, 37, 38] as [UInt64])
    func excursionsToHugeConstantsLeaveNoResidue(seed: UInt64) throws {
        var rng = Randomized.Generator(state: seed)
        let s = LayoutSolver()
        let vars = (0..<8).map { _ in s.makeVariable() }
        let hidden = vars.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
        var required: [Randomized.Kept] = []
        var optional: [(kept: Randomized.Kept, priority: Float)] = []
        for step in 0..<200 {
            let op = Int.random(in: 0..<8, using: &rng)
            if op < 3 {
                let a = vars.indices.randomElement(using: &rng)!, b = vars.indices.randomElement(using: &rng)!
                let ca = Double(Int.random(in: -2...2, using: &rng)), cb = Double(Int.random(in: -2...2, using: &rng))
                var e = LayoutExpression(terms: [LayoutTerm(vars[a], ca), LayoutTerm(vars[b], cb)])
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let room = Double(Int.random(in: 0...20, using: &rng))
                let atHidden = ca * hidden[a] + cb * hidden[b]
                e.constant = relation == .equal ? -atHidden : relation == .lessThanOrEqual ? -atHidden - room : -atHidden + room
                if let id = try? s.addConstraint(e, relation) { required.append(Randomized.Kept(id: id, expression: e, relation: relation)) }
            } else if op < 5 {
                let v = vars.randomElement(using: &rng)!
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let e = v - Double(Int.random(in: -100...100, using: &rng))
                let priority = Float(Int.random(in: 1...999, using: &rng))
                let id = try s.addConstraint(e, relation, priority: priority)
                optional.append((Randomized.Kept(id: id, expression: e, relation: relation), priority))
            } else if op == 5, !optional.isEmpty {
                try s.removeConstraint(optional.remove(at: Int.random(in: 0..<optional.count, using: &rng)).kept.id)
            } else {
                // An excursion: a constant goes huge (a few steps, as a feedback loop would take it) and comes back.
                let onRequired = !required.isEmpty && (optional.isEmpty || Bool.random(using: &rng))
                if !onRequired && optional.isEmpty { continue }
                let kept = onRequired ? required.randomElement(using: &rng)! : optional.randomElement(using: &rng)!.kept
                let sign: Double = Bool.random(using: &rng) ? 1 : -1
                var magnitude = 1e20
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    magnitude *= Double.random(in: 1e3...1e10, using: &rng)
                    try? s.setConstant(sign * magnitude, of: kept.id)
                }
                try s.setConstant(kept.expression.constant, of: kept.id)
            }
            if let problem = s.tableauProblem() {
                Issue.record("seed \(seed), step \(step), op \(op): \(problem)")
                return
            }
            let broken = required.filter { !Randomized().holds(s, $0) }
            #expect(broken.isEmpty, "seed \(seed), step \(step), op \(op): required constraints \(broken.map(\.id.id)) broken")
            if !broken.isEmpty { return }
        }
        let fresh = LayoutSolver()
        _ = (0..<8).map { _ in fresh.makeVariable() }
        for k in required { try fresh.addConstraint(k.expression, k.relation) }
        for (k, p) in optional { try fresh.addConstraint(k.expression, k.relation, priority: p) }
        func errors(_ solver: LayoutSolver) -> Double {
            optional.reduce(0) { sum, o in
                let v = residual(solver, o.kept.expression)
                let broken = o.kept.relation == .equal ? abs(v) : o.kept.relation == .lessThanOrEqual ? max(v, 0) : max(-v, 0)
                return sum + LayoutSolver.weight(for: o.priority) * broken
            }
        }
        let mine = errors(s), theirs = errors(fresh)
        #expect(abs(mine - theirs) <= 1e-6 * (1 + theirs), "seed \(seed): weighted errors \(mine), afresh \(theirs)")
    }
}

/// Inputs within `maximumMagnitude` whose products in the tableau would not be: refused as `.outOfRange`
/// (the solver unchanged, every value finite) rather than summed to infinity and NaN.
@Suite struct LayoutSolverResultRange {
    @Test func aConstraintWhoseRowWouldOverflowIsRefused() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        try s.addConstraint(y - 1e100, .equal)
        // x == 1e100 y would put x at 1e200: a third level (z == 1e100 x) would be 1e300, a fourth infinity.
        #expect(throws: LayoutSolverError.outOfRange) { try s.addConstraint(x - 1e100 * y, .equal) }
        #expect(s.constraintCount == 1)
        try s.addConstraint(z - x - 3, .equal)
        #expect(s.value(of: y) == 1e100)
        #expect(s.value(of: z) - s.value(of: x) == 3)
        #expect([x, y, z].allSatisfy { s.value(of: $0).isFinite })
        #expect(s.tableauProblem() == nil)
    }

    @Test func aConstantWhoseShiftWouldOverflowIsRefused() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.addConstraint(x - 1e100 * y, .equal)
        let yIs = try s.addConstraint(y - 5, .equal)
        #expect(s.value(of: x) == 5e100)
        // y at 1e60 would put x at 1e160: refused, y keeps 5.
        #expect(throws: LayoutSolverError.outOfRange) { try s.setConstant(-1e60, of: yIs) }
        #expect(s.value(of: y) == 5)
        #expect(s.value(of: x) == 5e100)
        try s.setConstant(-7, of: yIs)
        #expect(s.value(of: y) == 7)
        #expect(s.value(of: x) == 7e100)
        #expect(s.tableauProblem() == nil)
    }

    /// A parametric variable that an overflowing move left at NaN (set by hand here: the refusals above keep
    /// the public operations from getting there) goes back to 0 at the next restore, and the rows derived
    /// from it are finite and hold again.
    @Test func aNaNParametricVariableIsResetByTheRestore() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.addConstraint(y - x - 4, .equal)
        let parametric = s.rowOfSymbol[Int(x.id)] < 0 ? x : y
        s.values[Int(parametric.id)] = .nan
        s.needsPrecisionRestore = true
        s.restorePrecisionIfNeeded()
        #expect(s.value(of: x).isFinite && s.value(of: y).isFinite)
        #expect(s.value(of: y) - s.value(of: x) == 4)
        #expect(s.tableauProblem() == nil)
    }
}
