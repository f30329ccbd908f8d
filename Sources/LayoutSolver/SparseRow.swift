/// One cell of a tableau row: a symbol's coefficient.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol so
/// that rows merge in one pass and look-ups are binary searches.
struct SparseRow {
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// Coefficients this close to zero are dropped as rounding residues. Kiwi's 1e-8 is too coarse: multipliers
    /// such as 0.001 chained through a few rows give true coefficients near 1e-9, and dropping them left required
    /// equalities a million points off under values near 1e9 (fuzz seed 1796230211, event 274,090).
    static let epsilon = 1.0e-12

    @inline(__always) static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

    /// How small a sum must be, relative to its larger term, to be the rounding residue of terms that cancel.
    /// Such a residue (2^-38 from terms near 1e4, say) is noise whatever its size, and a pivot on it multiplies
    /// every value by 1e12 (event 169,670). A tolerance relative to the terms alone, without `epsilon`, kept tiny
    /// products that stalled the optimiser (event 533,296); the two together drop both.
    static let cancellation = 1.0e-10

    /// Whether `sum`, computed as `a + b`, is zero for the solver: under `epsilon`, or what is left of two terms
    /// that cancel.
    @inline(__always) static func sumIsZero(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        let m = abs(sum)
        return m < epsilon || m <= cancellation * max(abs(a), abs(b))
    }

    /// The position of `symbol`, or where it would be inserted.
    func index(of symbol: Int32) -> (position: Int, found: Bool) {
        var lo = 0, hi = cells.count
        cells.withUnsafeBufferPointer { c in
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if c[mid].symbol < symbol { lo = mid &+ 1 } else { hi = mid }
            }
        }
        return (lo, lo < cells.count && cells[lo].symbol == symbol)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    func contains(_ symbol: Int32) -> Bool { index(of: symbol).found }

    /// Adds `coefficient × symbol`; returns true when the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (i, found) = index(of: symbol)
        if found {
            let c = cells[i].coefficient + coefficient
            if SparseRow.sumIsZero(c, cells[i].coefficient, coefficient) { cells.remove(at: i) } else { cells[i].coefficient = c }
            return false
        }
        if SparseRow.nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return true
    }

    /// Adds `coefficient × other` (cells and constant); `added` is called for each symbol new to the row.
    mutating func insert(_ other: SparseRow, _ coefficient: Double, added: (Int32) -> Void) {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            if insert(other.cells[0].symbol, other.cells[0].coefficient * coefficient) { added(other.cells[0].symbol) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                while i < a.count || j < b.count {
                    if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                        merged.append(a[i]); i += 1
                    } else if i == a.count || b[j].symbol < a[i].symbol {
                        let c = b[j].coefficient * coefficient
                        if !SparseRow.nearZero(c) {
                            merged.append(Cell(symbol: b[j].symbol, coefficient: c))
                            added(b[j].symbol)
                        }
                        j += 1
                    } else {
                        let added = b[j].coefficient * coefficient
                        let c = a[i].coefficient + added
                        if !SparseRow.sumIsZero(c, a[i].coefficient, added) { merged.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                        i += 1; j += 1
                    }
                }
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Int32) {
        let (i, found) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + Σ` into `symbol = ...`: the symbol leaves the cells.
    mutating func solve(for symbol: Int32) {
        let (i, _) = index(of: symbol)
        let k = -1.0 / cells[i].coefficient
        cells.remove(at: i)
        constant *= k
        for j in cells.indices { cells[j].coefficient *= k }
    }

    /// Turns `lhs = ...` (which contains `rhs`) into `rhs = ...`; `lhs` enters the cells.
    mutating func solve(for lhs: Int32, _ rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// True when every symbol of the row passes `test`.
    func allSymbols(_ test: (Int32) -> Bool) -> Bool { cells.allSatisfy { test($0.symbol) } }
}
