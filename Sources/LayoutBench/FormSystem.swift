import LayoutSolver

/// The benchmark's form: N rows of a label and a text field, chained top to bottom, 11 constraints a row,
/// in a container whose width is an edit variable. `Benchmarks/kiwi_form.py` builds the same system in
/// kiwisolver.
struct FormSystem {
    let solver = LayoutSolver()
    let width: LayoutVariable
    var spacing: [LayoutConstraintID] = []
    var lastFieldX: LayoutVariable

    init(rows: Int, containerWidth: Double) throws {
        width = solver.makeVariable()
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(containerWidth, for: width)
        var previousBottom = LayoutExpression(constant: 20)
        var fieldX = width
        for _ in 0..<rows {
            let lx = solver.makeVariable(), ly = solver.makeVariable(), lw = solver.makeVariable(), lh = solver.makeVariable()
            let fx = solver.makeVariable(), fy = solver.makeVariable(), fw = solver.makeVariable(), fh = solver.makeVariable()
            try solver.addConstraint(lx - 20, .equal)
            try solver.addConstraint(fx - (lx + lw) - 8, .equal)
            try solver.addConstraint(fx + fw - (width - 20), .equal)
            spacing.append(try solver.addConstraint(ly - previousBottom - 8, .equal))
            try solver.addConstraint(fy - ly, .equal)
            try solver.addConstraint(lw - 80, .greaterThanOrEqual, priority: 750)
            try solver.addConstraint(lw - 80, .lessThanOrEqual, priority: 251)
            try solver.addConstraint(lh - 21, .greaterThanOrEqual, priority: 750)
            try solver.addConstraint(lh - 21, .lessThanOrEqual, priority: 250)
            try solver.addConstraint(fh - lh, .equal)
            try solver.addConstraint(fw - 100, .greaterThanOrEqual)
            previousBottom = ly + lh
            fieldX = fx
        }
        lastFieldX = fieldX
    }
}
