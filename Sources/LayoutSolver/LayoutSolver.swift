import Foundation

/// An incremental constraint solver of the Cassowary family (the design of kiwi): required constraints
/// always hold, optional ones are weighted by priority and break in priority order, and changes of a
/// constant re-solve from the last solution with the dual simplex instead of starting over.
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
    }

    // Symbols: variables, slacks, errors and dummies, by index.
    var kinds: [Kind] = []
    /// The tableau row whose basic symbol this is, or -1 for a parametric symbol.
    var rowOfSymbol: [Int32] = []
    /// The constraint that owns a slack, error or dummy symbol (-1 for variables).
    var ownerOfSymbol: [Int32] = []
    /// Rows that (may) contain the symbol: appended when a row gains it, verified when read.
    var columns: [[Int32]] = []

    // Rows, by index; a freed index is reused.
    var rows: [SparseRow] = []
    var basicOfRow: [Int32] = []
    var freeRows: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0

    var objective = SparseRow()
    var artificial: SparseRow?
    var infeasibleRows: [Int32] = []

    var constraints: [ConstraintRecord?] = []
    var freeConstraintIDs: [Int32] = []
    var editConstraints: [Int32: LayoutConstraintID] = [:]

    public init() {}

    /// A new unknown; its value is 0 until constraints say otherwise.
    public func makeVariable() -> LayoutVariable { LayoutVariable(id: makeSymbol(.external, owner: -1)) }

    /// The variable's value in the current solution (always current; O(1)).
    public func value(of variable: LayoutVariable) -> Double {
        let r = rowOfSymbol[Int(variable.id)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// True when some constraint pins the variable (it is basic in the tableau); false means nothing
    /// determines it (UIKit's ambiguous layout).
    public func isDetermined(_ variable: LayoutVariable) -> Bool { rowOfSymbol[Int(variable.id)] >= 0 }

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
        return s
    }

    @inline(__always) func isExternal(_ s: Int32) -> Bool { kinds[Int(s)] == .external }
    @inline(__always) func isDummy(_ s: Int32) -> Bool { kinds[Int(s)] == .dummy }
    @inline(__always) func isPivotable(_ s: Int32) -> Bool {
        let k = kinds[Int(s)]
        return k == .slack || k == .error
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

    /// Replaces `symbol` by `row` everywhere (the symbol is becoming basic with that row).
    func substitute(_ symbol: Int32, _ row: SparseRow) {
        for r in columns[Int(symbol)] {
            guard basicOfRow[Int(r)] >= 0 else { continue }
            let (pos, found) = rows[Int(r)].index(of: symbol)
            guard found else { continue }
            let c = rows[Int(r)].cells[pos].coefficient
            rows[Int(r)].cells.remove(at: pos)
            addToRow(r, row, c)
            let basic = basicOfRow[Int(r)]
            if !isExternal(basic) && rows[Int(r)].constant < 0 { infeasibleRows.append(basic) }
        }
        columns[Int(symbol)] = []
        substitute(symbol, row, into: &objective)
        if artificial != nil { substitute(symbol, row, into: &artificial!) }
    }

    func substitute(_ symbol: Int32, _ row: SparseRow, into target: inout SparseRow) {
        let (pos, found) = target.index(of: symbol)
        guard found else { return }
        let c = target.cells[pos].coefficient
        target.cells.remove(at: pos)
        target.insert(row, c) { _ in }
    }

    /// Makes `entering` basic in place of `leaving`, using the leaving symbol's row.
    func pivot(entering: Int32, leaving: Int32) {
        var row = takeRow(of: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        storeRow(row, basic: entering)
    }
}
