/// Identifies a constraint inside its solver.
public struct LayoutConstraintID: Hashable, Sendable {
    public let id: Int32
    init(id: Int32) { self.id = id }
}

/// Why the solver refused a request; the solver is left as it was before the call.
public enum LayoutSolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with these required constraints (the new one not included).
    case unsatisfiable(conflicting: [LayoutConstraintID])
    /// The constraint was never added or has been removed.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Priorities are 1...1000 (UILayoutPriority's scale); edit variables must be optional (< 1000).
    case invalidPriority
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFinite
    /// A coefficient, constant or suggested value beyond `LayoutSolver.maximumMagnitude`: its products and
    /// sums in the tableau would overflow double precision (to infinity, then NaN).
    case outOfRange
}
