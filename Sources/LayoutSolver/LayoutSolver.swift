import Foundation

/// An incremental constraint solver of the Cassowary family: required constraints always hold, optional
/// ones are weighted by priority and break in priority order, and a changed constant re-solves from the
/// last solution with the dual simplex instead of starting over.
///
/// Unlike kiwi, variables keep values of their own while they are parametric, so a new constraint is
/// usually stored as its own row (its slack or dummy basic) instead of being substituted into every row
/// that mentions its variables: chains of views stay sparse and build in linear time.
///
/// One solver per window is the intended use. It is not thread-safe.
public final class LayoutSolver {
    enum Kind: UInt8 { case external, slack, error, dummy }

    struct ConstraintRecord {
        var marker: Int32
        var other: Int32
        /// The marker's coefficient in the constraint's own row before any sign change (±1).
        var markerSign: Double
        var priority: Float
        var weight: Double
        var constant: Double
        var relation: LayoutRelation = .equal
        /// The order of addition (the newest conflicting required constraint is the one a failed repair breaks).
        var serial: UInt64 = 0
    }

    /// A required constraint the solver took out by itself because a repair could not satisfy it with the
    /// others (see `takeBrokenConstraints`), with the required constraints it conflicted with.
    public struct BrokenConstraint: Sendable, Equatable {
        public var id: LayoutConstraintID
        public var conflicting: [LayoutConstraintID]
    }

    // Symbols: variables, slacks, errors and dummies, by index.
    var kinds: [Kind] = []
    /// The tableau row whose basic symbol this is, or -1 for a parametric symbol.
    var rowOfSymbol: [Int32] = []
    /// The constraint that owns a slack, error or dummy symbol (-1 for variables).
    var ownerOfSymbol: [Int32] = []
    /// Rows that (may) contain the symbol: appended when a row gains it, verified when read.
    var columns: [[Int32]] = []
    /// Every symbol's value: a basic one's equals its row evaluated; a parametric slack, error or dummy is 0.
    var values: [Double] = []

    // Rows, by index; a freed index is reused.
    var rows: [SparseRow] = []
    var basicOfRow: [Int32] = []
    var freeRows: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0

    /// The weighted sum of errors in parametric symbols, dense by symbol: each entry is that symbol's
    /// reduced cost (how much a unit move of it changes the errors). Basic symbols have none.
    var reducedCosts: [Double] = []
    /// Symbols whose reduced cost may let them lower the errors (checked when read).
    var candidates: [Int32] = []
    var infeasibleRows: [Int32] = []
    /// Which dual repair last moved a variable (a variable moves at most once per repair).
    var movedStamp: [UInt32] = []
    var repairStamp: UInt32 = 0
    /// A dual repair gave up part-way (a required conflict): rows it had not reached may still be broken
    /// and are no longer queued, so the next recovery re-checks every row.
    var needsFullRepair = false
    /// A constant, shift or move beyond `precisionThreshold` went through the tableau since the last restore
    /// of its constants and values (see `restorePrecisionIfNeeded`).
    var needsPrecisionRestore = false
    /// How many `withPrecisionRestoresBatched` calls are running: restores wait until the outermost returns.
    var precisionRestoreBatches = 0

    /// Counts of the solver's work, for tests and benchmarks.
    public struct Statistics: Sendable {
        public var moves = 0
        public var dualPivots = 0
    }
    public internal(set) var statistics = Statistics()

    var constraints: [ConstraintRecord?] = []
    var freeConstraintIDs: [Int32] = []
    /// Constraints broken by a failed repair and not yet taken by `takeBrokenConstraints`; their ids stay
    /// reserved until then, so a new constraint cannot be confused with one of them.
    var brokenConstraints: [BrokenConstraint] = []
    var nextSerial: UInt64 = 0
    var editConstraints: [Int32: LayoutConstraintID] = [:]

    public init() {}

    /// A new unknown; its value is 0 until constraints say otherwise.
    public func makeVariable() -> LayoutVariable { LayoutVariable(id: makeSymbol(.external, owner: -1)) }

    /// The variable's value in the current solution (always current; O(1)).
    public func value(of variable: LayoutVariable) -> Double { values[Int(variable.id)] }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count - freeConstraintIDs.count }

    /// The weight of an optional priority in the objective: each 50 points of priority double it, so a
    /// higher priority outweighs many violations of a lower one.
    static func weight(for priority: Float) -> Double { pow(2, Double(priority) / 50) }

    // MARK: - Symbols and rows

    func makeSymbol(_ kind: Kind, owner: Int32) -> Int32 {
        let s = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        ownerOfSymbol.append(owner)
        columns.append([])
        values.append(0)
        reducedCosts.append(0)
        movedStamp.append(0)
        return s
    }

    @inline(__always) func isExternal(_ s: Int32) -> Bool { kinds[Int(s)] == .external }
    @inline(__always) func isDummy(_ s: Int32) -> Bool { kinds[Int(s)] == .dummy }
    /// The largest coefficient or constant accepted (1e100 points is beyond any layout): rows combine
    /// products and sums of these, and at double precision's limit (about 1.8e308) a sum overflows to
    /// infinity and the next difference is NaN, which no comparison of the simplex notices.
    public static let maximumMagnitude = 1.0e100

    /// Values this far from feasibility count as infeasible.
    static let valueTolerance = 1.0e-7

    /// True when a basic symbol's value breaks its restriction (a dummy must be 0, slacks and errors >= 0).
    @inline(__always) func isInfeasible(_ basic: Int32) -> Bool {
        switch kinds[Int(basic)] {
        case .external: return false
        case .dummy: return abs(values[Int(basic)]) > LayoutSolver.valueTolerance
        case .slack, .error: return values[Int(basic)] < -LayoutSolver.valueTolerance
        }
    }

    /// True when no stored row mentions the symbol.
    func isFresh(_ s: Int32) -> Bool {
        for r in columns[Int(s)] where basicOfRow[Int(r)] >= 0 && rows[Int(r)].contains(s) { return false }
        return true
    }

    /// The row's value at the current values of its symbols.
    func evaluate(_ row: SparseRow) -> Double {
        var v = row.constant
        for c in row.cells { v += c.coefficient * values[Int(c.symbol)] }
        return v
    }

    /// Moves a parametric symbol by `delta`; every basic symbol whose row mentions it follows, and those
    /// that become infeasible are queued for the dual simplex.
    func move(_ symbol: Int32, by delta: Double) {
        if delta == 0 { return }
        notePrecision(abs(delta))
        values[Int(symbol)] += delta
        forEachRow(containing: symbol) { r, c in
            let basic = basicOfRow[Int(r)]
            values[Int(basic)] += c * delta
            if isInfeasible(basic) { infeasibleRows.append(basic) }
        }
    }

    /// Stores `row` as the row of `basic`, indexing its cells in their columns.
    @discardableResult
    func storeRow(_ row: SparseRow, basic: Int32) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
            basicOfRow[Int(r)] = basic
        } else {
            r = Int32(rows.count)
            rows.append(row)
            basicOfRow.append(basic)
            rowStamp.append(0)
        }
        rowOfSymbol[Int(basic)] = r
        for c in row.cells { columns[Int(c.symbol)].append(r) }
        return r
    }

    /// Takes the row of `basic` out of the tableau and returns it.
    func takeRow(of basic: Int32) -> SparseRow {
        let r = rowOfSymbol[Int(basic)]
        let row = rows[Int(r)]
        rows[Int(r)] = SparseRow()
        basicOfRow[Int(r)] = -1
        rowOfSymbol[Int(basic)] = -1
        freeRows.append(r)
        return row
    }

    /// Calls `body` once for each live row that contains `symbol`, with its coefficient there; stale
    /// and repeated entries of the column are dropped on the way.
    func forEachRow(containing symbol: Int32, _ body: (Int32, Double) -> Void) {
        stamp &+= 1
        var list = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var kept = 0
        for i in 0..<list.count {
            let r = list[i]
            if rowStamp[Int(r)] == stamp || basicOfRow[Int(r)] < 0 { continue }
            let (pos, found) = rows[Int(r)].index(of: symbol)
            guard found else { continue }
            rowStamp[Int(r)] = stamp
            list[kept] = r
            kept += 1
            body(r, rows[Int(r)].cells[pos].coefficient)
        }
        list.removeLast(list.count - kept)
        // `body` may have appended to the column meanwhile.
        list.append(contentsOf: columns[Int(symbol)])
        columns[Int(symbol)] = list
    }

    /// Adds `coefficient × other` to the stored row `r`, indexing the symbols it gains.
    func addToRow(_ r: Int32, _ other: SparseRow, _ coefficient: Double) {
        rows[Int(r)].insert(other, coefficient) { s in columns[Int(s)].append(r) }
    }

    /// Replaces `symbol` by `row` everywhere (the symbol is becoming basic with that row). Values do not
    /// change: the row evaluates to the symbol's value.
    func substitute(_ symbol: Int32, _ row: SparseRow) {
        for r in columns[Int(symbol)] {
            guard basicOfRow[Int(r)] >= 0 else { continue }
            let (pos, found) = rows[Int(r)].index(of: symbol)
            guard found else { continue }
            let c = rows[Int(r)].cells[pos].coefficient
            rows[Int(r)].cells.remove(at: pos)
            addToRow(r, row, c)
        }
        columns[Int(symbol)] = []
        let c = reducedCosts[Int(symbol)]
        if c != 0 {
            reducedCosts[Int(symbol)] = 0
            addToObjective(row, c)
        }
    }

    /// Adds `coefficient × row` to the objective (the row's constant does not matter to it).
    func addToObjective(_ row: SparseRow, _ coefficient: Double) {
        for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * coefficient) }
    }

    func addToObjective(_ symbol: Int32, _ amount: Double) {
        var c = reducedCosts[Int(symbol)] + amount
        if SparseRow.nearZero(c) { c = 0 }
        reducedCosts[Int(symbol)] = c
        if improvingDirection(symbol) != nil { candidates.append(symbol) }
    }

    /// Makes `entering` basic in place of `leaving`, using the leaving symbol's row. Only the
    /// representation changes; callers first move values so that a restricted `leaving` is at zero.
    func pivot(entering: Int32, leaving: Int32) {
        var row = takeRow(of: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        storeRow(row, basic: entering)
        if !isExternal(leaving) { values[Int(leaving)] = 0 }
    }

    /// Stores a new row (in parametric symbols, `0 = row`) solved for `basic`, whose value follows from it.
    func addRow(_ row: SparseRow, solvedFor basic: Int32) {
        var row = row
        row.solve(for: basic)
        values[Int(basic)] = evaluate(row)
        substitute(basic, row)
        storeRow(row, basic: basic)
    }
}
