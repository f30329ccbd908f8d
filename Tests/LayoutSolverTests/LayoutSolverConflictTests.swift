import Testing
@testable import LayoutSolver

/// Random systems with conflicts: required constraints and constants that cannot all hold are refused
/// (the solver throws and keeps what it had), and after every operation, refused or not, the tableau is
/// consistent and every required constraint the solver kept holds.
@Suite struct LayoutSolverRefusedConflicts {
    typealias Randomized = LayoutSolverRandomized

    @Test(arguments: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as [UInt64])
    func refusedConflictsLeaveEveryKeptConstraintHolding(seed: UInt64) throws {
        var rng = Randomized.Generator(state: seed)
        let s = LayoutSolver()
        let vars = (0..<10).map { _ in s.makeVariable() }
        var required: [Randomized.Kept] = []
        var optional: [LayoutConstraintID] = []
        for step in 0..<500 {
            let op = Int.random(in: 0..<10, using: &rng)
            if op < 4 {
                // Any required constraint: with random constants, many conflict with those already kept.
                let a = vars.indices.randomElement(using: &rng)!, b = vars.indices.randomElement(using: &rng)!
                let ca = Double(Int.random(in: -2...2, using: &rng)), cb = Double(Int.random(in: -2...2, using: &rng))
                let e = LayoutExpression(terms: [LayoutTerm(vars[a], ca), LayoutTerm(vars[b], cb)],
                                         constant: Double(Int.random(in: -60...60, using: &rng)))
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                if let id = try? s.addConstraint(e, relation) { required.append(Randomized.Kept(id: id, expression: e, relation: relation)) }
            } else if op < 6 {
                let v = vars.randomElement(using: &rng)!
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                optional.append(try s.addConstraint(v - Double(Int.random(in: -100...100, using: &rng)), relation,
                                                    priority: Float(Int.random(in: 1...999, using: &rng))))
            } else if op == 6, !required.isEmpty {
                // A new constant for a required constraint: refused (the old one kept) when it cannot hold.
                let i = Int.random(in: 0..<required.count, using: &rng)
                let constant = Double(Int.random(in: -60...60, using: &rng))
                if (try? s.setConstant(constant, of: required[i].id)) != nil { required[i].expression.constant = constant }
            } else if op == 7, !required.isEmpty {
                try s.removeConstraint(required.remove(at: Int.random(in: 0..<required.count, using: &rng)).id)
            } else if op == 8, !optional.isEmpty {
                try s.removeConstraint(optional.remove(at: Int.random(in: 0..<optional.count, using: &rng)))
            } else if !optional.isEmpty {
                try s.setConstant(Double(Int.random(in: -100...100, using: &rng)), of: optional.randomElement(using: &rng)!)
            }
            if let problem = s.tableauProblem() {
                Issue.record("seed \(seed), step \(step), op \(op): \(problem)")
                return
            }
            let broken = required.filter { !Randomized().holds(s, $0) }
            #expect(broken.isEmpty, "seed \(seed), step \(step), op \(op): required constraints \(broken.map(\.id.id)) broken")
            if !broken.isEmpty { return }
        }
    }
}
