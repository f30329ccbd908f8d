/// An unknown of a layout system, made by `LayoutSolver.makeVariable()` and read with `value(of:)`.
public struct LayoutVariable: Hashable, Sendable {
    /// The variable's index in its solver.
    public let id: Int32
    init(id: Int32) { self.id = id }
}

/// A coefficient times a variable.
public struct LayoutTerm: Sendable {
    public var variable: LayoutVariable
    public var coefficient: Double
    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, the left-hand side of `expression <relation> 0`.
public struct LayoutExpression: Sendable {
    public var terms: [LayoutTerm]
    public var constant: Double

    public init(terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) { self.init(terms: [LayoutTerm(variable)]) }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// True when every coefficient and the constant are at most `LayoutSolver.maximumMagnitude` in size.
    public var isWithinSolverRange: Bool {
        abs(constant) <= LayoutSolver.maximumMagnitude && terms.allSatisfy { abs($0.coefficient) <= LayoutSolver.maximumMagnitude }
    }
}

/// How an expression relates to zero.
public enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

// MARK: - Operators

public func * (v: LayoutVariable, c: Double) -> LayoutExpression { LayoutExpression(terms: [LayoutTerm(v, c)]) }
public func * (c: Double, v: LayoutVariable) -> LayoutExpression { v * c }

public func * (e: LayoutExpression, c: Double) -> LayoutExpression {
    LayoutExpression(terms: e.terms.map { LayoutTerm($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
public func * (c: Double, e: LayoutExpression) -> LayoutExpression { e * c }
public prefix func - (e: LayoutExpression) -> LayoutExpression { e * -1 }

public func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
    LayoutExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression { a + (-b) }
public func + (a: LayoutExpression, c: Double) -> LayoutExpression {
    LayoutExpression(terms: a.terms, constant: a.constant + c)
}
public func - (a: LayoutExpression, c: Double) -> LayoutExpression { a + (-c) }

public func + (a: LayoutVariable, b: LayoutVariable) -> LayoutExpression { LayoutExpression(a) + LayoutExpression(b) }
public func - (a: LayoutVariable, b: LayoutVariable) -> LayoutExpression { LayoutExpression(a) - LayoutExpression(b) }
public func + (a: LayoutVariable, c: Double) -> LayoutExpression { LayoutExpression(a) + c }
public func - (a: LayoutVariable, c: Double) -> LayoutExpression { LayoutExpression(a) - c }
public func + (a: LayoutExpression, v: LayoutVariable) -> LayoutExpression { a + LayoutExpression(v) }
public func - (a: LayoutExpression, v: LayoutVariable) -> LayoutExpression { a - LayoutExpression(v) }
public func + (v: LayoutVariable, a: LayoutExpression) -> LayoutExpression { LayoutExpression(v) + a }
public func - (v: LayoutVariable, a: LayoutExpression) -> LayoutExpression { LayoutExpression(v) - a }
