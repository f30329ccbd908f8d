import Foundation
import LayoutSolver

/// `LayoutBench`: the constraint solver on the form system (first solve, one constant change, a resize),
/// in this thread's CPU milliseconds (steady on a shared machine), with the solver's work counts.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap { Int($0) }
for n in sizes.isEmpty ? [100, 1000] : sizes {
    var form: FormSystem!
    let build = try milliseconds { form = try FormSystem(rows: n, containerWidth: 390) }
    let s0 = form.solver.statistics
    let change = try milliseconds { try form.solver.setConstant(-20, of: form.spacing[n / 2]) }
    let s1 = form.solver.statistics
    let resize = try milliseconds { try form.solver.suggestValue(800, for: form.width) }
    let s2 = form.solver.statistics
    print(String(format: "form %6d rows (%6d constraints): first %9.2f ms  constant %7.3f ms  resize %7.3f ms  (cpu; moves/pivots: change %d/%d, resize %d/%d)",
                 n, form.solver.constraintCount, build, change, resize,
                 s1.moves - s0.moves, s1.dualPivots - s0.dualPivots, s2.moves - s1.moves, s2.dualPivots - s1.dualPivots))
}

// The same form through the view layer (labels, text fields, stack views, a scroll view).
if !arguments.contains("--solver-only") {
    for n in sizes.isEmpty ? [100, 1000, 10000] : sizes {
        let line = try MainActor.assumeIsolated { try benchFormViews(rows: n) }
        print(line)
        fflush(nil)
    }
}
