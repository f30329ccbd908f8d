import Foundation
import LayoutSolver

/// `LayoutBench`: the constraint solver on the form system (first solve, one constant change, a resize).
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for n in sizes.isEmpty ? [100, 1000] : sizes {
    var form: FormSystem!
    let build = try milliseconds { form = try FormSystem(rows: n, containerWidth: 390) }
    let change = try milliseconds { try form.solver.setConstant(-20, of: form.spacing[n / 2]) }
    let resize = try milliseconds { try form.solver.suggestValue(800, for: form.width) }
    print(String(format: "form %6d rows (%6d constraints): first %9.2f ms  constant %7.3f ms  resize %7.3f ms  (field x %.1f)",
                 n, form.solver.constraintCount, build, change, resize, form.solver.value(of: form.lastFieldX)))
}
