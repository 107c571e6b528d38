/// The kinds of tableau symbols, as in Cassowary: external variables are unrestricted; slacks
/// and errors are restricted to be non-negative; dummies stand for required equalities and are
/// always zero (they never enter the basis during optimisation).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

/// `coefficient × symbol` inside a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ cells` (while a new row is being built, before a
/// subject is chosen, it reads `0 = constant + Σ cells`).
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]

    static let empty = Row(basic: -1, constant: 0, cells: [])

    func coefficient(of symbol: Int32) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }
}

/// One priority level of the lexicographic objective: `Σ cost[s] × s + constant`, dense over
/// symbols so a reduced cost is read in O(1).
struct Level {
    var priority: Double
    var cost: [Double]
    var constant: Double
}

/// Why an incremental add could not place its row: the required constraints conflict.
/// `markers` are the tableau symbols (slacks and dummies of required constraints) of the
/// infeasibility certificate, a starting point for the minimal conflicting set.
struct TableauConflict: Error {
    var markers: [Int32]
}

/// What ``Tableau/addRow(_:relation:priority:owner:)`` made for a constraint.
struct Tag {
    /// The slack, dummy or positive error that identifies the constraint's row.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// `k` in `0 = expression + k × marker`: how a change of the constant moves the marker.
    var markerSign: Double
}

/// The incremental simplex engine: a sparse Cassowary tableau with a lexicographic objective
/// (one ``Level`` per priority, highest first), a column index so that substitutions and ratio
/// tests visit only the rows that hold a symbol, and an undo log so a failed add is rolled back
/// exactly.
///
/// It knows symbols and rows only; ``Solver`` maps variables and constraints onto it.
///
/// Invariants (checked by ``checkInvariants()`` in tests):
/// - a basic symbol appears in no row but its own; `rowOf[s]` is its row or -1;
/// - restricted rows (basic slack, error or dummy) hold no external symbol, so the objective,
///   which is built from restricted rows, never holds one either;
/// - restricted basic symbols have non-negative constants after every public operation;
/// - every level's reduced costs are lexicographically non-negative after every operation.
struct Tableau {
    /// Values closer to zero than this are zero.
    static let epsilon = 1e-8

    // Per symbol.
    var kind: [SymbolKind] = []
    var rowOf: [Int32] = []
    /// Rows that may hold the symbol (lazy: entries are checked on use, duplicates allowed).
    var columns: [[Int32]] = []
    /// The owner: a constraint record for slacks, errors and dummies, a variable for externals.
    var owner: [Int32] = []
    /// Scratch map symbol → position in the row being merged; -1 between uses.
    var position: [Int32] = []
    var inHeap: [Bool] = []

    var rows: [Row] = []
    /// An all-zero cost vector as long as the symbols, lent to the artificial level of phase
    /// one so that each artificial add costs what it touches, not O(symbols).
    var spareCost: [Double] = []
    /// Symbols whose artificial-level cost was written (zeroed again when the level goes).
    var artificialTouched: [Int32] = []
    /// Scratch marks per row slot, for visiting each row of a column once.
    var rowMark: [UInt32] = []
    var markEpoch: UInt32 = 0
    /// Highest priority first.
    var levels: [Level] = []

    /// Entering candidates: every parametric symbol whose reduced cost may be negative.
    /// A min-heap on symbol ids: its minimum is Bland's choice (see `optimize()`).
    var heap = Int32Heap(order: .ascending)
    /// Scratch for the entering rule (kept to avoid an allocation per pivot).
    var candidateScratch: [Int32] = []
    /// Rows whose restricted basic symbol may have gone negative (dual simplex work list).
    var infeasible: [Int32] = []

    var undo: UndoLog?
    /// The log's buffer, kept between transactions so that a transaction allocates nothing.
    var recycledEntries: [UndoLog.Entry] = []
    /// Per row slot: the transaction epoch in which the row was last saved to the log.
    var rowTouched: [UInt32] = []
    var touchEpoch: UInt32 = 0

    var symbolCount: Int { kind.count }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(self.kind.count)
        self.kind.append(kind)
        rowOf.append(-1)
        columns.append([])
        self.owner.append(owner)
        position.append(-1)
        inHeap.append(false)
        for l in levels.indices { levels[l].cost.append(0) }
        if spareCost.count == Int(id) { spareCost.append(0) }
        return id
    }


    /// The current value of a symbol: its row's constant when basic, zero when parametric.
    func value(of symbol: Int32) -> Double {
        let r = rowOf[Int(symbol)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// The live rows that hold `symbol` with a non-zero coefficient, each once, in column
    /// order; compacts the lazy column as it goes.
    /// - Complexity: O(length of the column).
    mutating func rowsHolding(_ symbol: Int32) -> [Int32] {
        let s = Int(symbol)
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in rowMark.indices { rowMark[i] = 0 }
            markEpoch = 1
        }
        var column: [Int32] = []
        swap(&column, &columns[s])
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            let r = Int(slot)
            guard r < rows.count, rowMark[r] != markEpoch, rows[r].basic >= 0,
                rows[r].coefficient(of: symbol) != 0
            else { continue }
            rowMark[r] = markEpoch
            column[kept] = slot
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[s] = column
        return column
    }

    // MARK: Logged mutation primitives

    mutating func setRowOf(_ symbol: Int32, _ slot: Int32) {
        if undo?.isRecording == true, let limit = undo?.symbolCount, Int(symbol) < limit {
            undo?.entries.append(.rowOf(symbol, rowOf[Int(symbol)]))
        }
        rowOf[Int(symbol)] = slot
    }

    mutating func touchRow(_ slot: Int32) {
        guard undo?.isRecording == true, let limit = undo?.rowCount, Int(slot) < limit,
            rowTouched[Int(slot)] != touchEpoch
        else { return }
        rowTouched[Int(slot)] = touchEpoch
        undo?.entries.append(.row(slot, rows[Int(slot)]))
    }

    mutating func setCost(_ level: Int, _ symbol: Int32, _ value: Double) {
        let priority = levels[level].priority
        if priority == .infinity {
            artificialTouched.append(symbol)
        } else if undo?.isRecording == true, let limit = undo?.symbolCount, Int(symbol) < limit {
            undo?.entries.append(.cost(priority, symbol, levels[level].cost[Int(symbol)]))
        }
        levels[level].cost[Int(symbol)] = value
        // Only a cost that makes the symbol lexicographically negative creates work: the heap
        // holds every symbol that may enter, and nothing else (dual pivots write many costs).
        if rowOf[Int(symbol)] < 0, lexSign(symbol) < 0 { pushCandidate(symbol) }
    }

    mutating func setLevelConstant(_ level: Int, _ value: Double) {
        if undo?.isRecording == true, levels[level].priority != .infinity {
            undo?.entries.append(.levelConstant(levels[level].priority, levels[level].constant))
        }
        levels[level].constant = value
    }

    /// The level for a priority, inserted in order if new.
    mutating func levelIndex(for priority: Double) -> Int {
        var i = 0
        while i < levels.count, levels[i].priority > priority { i += 1 }
        if i < levels.count, levels[i].priority == priority { return i }
        insertLevel(Level(priority: priority, cost: Array(repeating: 0, count: symbolCount), constant: 0), at: i)
        return i
    }

    mutating func insertLevel(_ level: Level, at index: Int) {
        if undo?.isRecording == true, level.priority != .infinity { undo?.entries.append(.levelInserted(level.priority)) }
        levels.insert(level, at: index)
    }

    /// Appends a row; the caller sets `rowOf` for its basic symbol.
    mutating func appendRow(_ row: Row) -> Int32 {
        let slot = Int32(rows.count)
        for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
        rows.append(row)
        rowMark.append(0)
        rowTouched.append(0)
        return slot
    }

    /// Drops a row from the tableau (its slot stays empty).
    mutating func dropRow(_ slot: Int32) {
        touchRow(slot)
        let basic = rows[Int(slot)].basic
        if basic >= 0, rowOf[Int(basic)] == slot { setRowOf(basic, -1) }
        rows[Int(slot)] = .empty
    }

    // MARK: Row algebra

    /// `row += scale × source` for a row being built (slot -1: not yet in any column).
    mutating func merge(_ source: Row, scale: Double, into row: inout Row, slot: Int32) {
        for i in row.cells.indices { position[Int(row.cells[i].symbol)] = Int32(i) }
        for cell in source.cells {
            let p = position[Int(cell.symbol)]
            if p >= 0 {
                row.cells[Int(p)].coefficient += scale * cell.coefficient
            } else {
                position[Int(cell.symbol)] = Int32(row.cells.count)
                row.cells.append(Cell(symbol: cell.symbol, coefficient: scale * cell.coefficient))
                if slot >= 0 { columns[Int(cell.symbol)].append(slot) }
            }
        }
        row.constant += scale * source.constant
        releasePositions(pruning: &row)
    }

    /// Clears the scratch positions of a row's symbols and drops its near-zero cells: the end
    /// of every merge into a row.
    mutating func releasePositions(pruning row: inout Row) {
        var kept = 0
        for i in row.cells.indices {
            let cell = row.cells[i]
            position[Int(cell.symbol)] = -1
            if Swift.abs(cell.coefficient) > Tableau.epsilon {
                row.cells[kept] = cell
                kept += 1
            }
        }
        row.cells.removeLast(row.cells.count - kept)
    }

    /// Removes `symbol` from a row and returns its coefficient (0 when absent).
    @discardableResult
    mutating func removeCell(_ symbol: Int32, from slot: Int32) -> Double {
        guard let i = rows[Int(slot)].cells.firstIndex(where: { $0.symbol == symbol }) else { return 0 }
        touchRow(slot)
        return rows[Int(slot)].cells.remove(at: i).coefficient
    }

    /// Replaces `symbol` (now basic in row `source`) by that row everywhere: in every row that
    /// holds it, found through the column index, and in every objective level.
    /// - Complexity: O(Σ sizes of the rows that hold `symbol`), independent of the tableau size.
    mutating func substitute(_ symbol: Int32, by sourceSlot: Int32) {
        let source = rows[Int(sourceSlot)]
        for slot in rowsHolding(symbol) where slot != sourceSlot {
            touchRow(slot)
            var row = Row.empty
            swap(&row, &rows[Int(slot)])
            if let i = row.cells.firstIndex(where: { $0.symbol == symbol }) {
                let a = row.cells[i].coefficient
                row.cells[i] = row.cells[row.cells.count - 1]
                row.cells.removeLast()
                merge(source, scale: a, into: &row, slot: slot)
                if kind[Int(row.basic)] != .external, row.constant < 0 { infeasible.append(slot) }
            }
            swap(&row, &rows[Int(slot)])
        }
        columns[Int(symbol)] = []
        for l in levels.indices {
            let a = levels[l].cost[Int(symbol)]
            guard a != 0 else { continue }
            setCost(l, symbol, 0)
            for cell in source.cells {
                let s = Int(cell.symbol)
                let updated = levels[l].cost[s] + a * cell.coefficient
                setCost(l, cell.symbol, Swift.abs(updated) > Tableau.epsilon ? updated : 0)
            }
            setLevelConstant(l, levels[l].constant + a * source.constant)
        }
    }

    /// Makes `entering` basic in row `slot`, whose basic symbol leaves, and substitutes it
    /// everywhere else.
    mutating func pivot(entering: Int32, slot: Int32) {
        touchRow(slot)
        var row = Row.empty
        swap(&row, &rows[Int(slot)])
        let leaving = row.basic
        let index = row.cells.firstIndex { $0.symbol == entering } ?? 0
        let a = row.cells.remove(at: index).coefficient
        // basic = c + a·e + Σ  ⇒  e = −c/a + (1/a)·basic − Σ/a
        let inverse = 1 / a
        row.constant *= -inverse
        for i in row.cells.indices { row.cells[i].coefficient *= -inverse }
        row.cells.append(Cell(symbol: leaving, coefficient: inverse))
        columns[Int(leaving)].append(slot)
        row.basic = entering
        swap(&row, &rows[Int(slot)])
        setRowOf(leaving, -1)
        setRowOf(entering, slot)
        substitute(entering, by: slot)
    }

    // MARK: Candidates

    mutating func pushCandidate(_ symbol: Int32) {
        guard !inHeap[Int(symbol)] else { return }
        inHeap[Int(symbol)] = true
        heap.push(symbol)
    }

    mutating func popCandidate() -> Int32? {
        guard let first = heap.pop() else { return nil }
        inHeap[Int(first)] = false
        return first
    }

    /// The sign of a symbol's reduced cost, compared level by level from the highest priority.
    func lexSign(_ symbol: Int32) -> Int {
        lexSign(symbol, downTo: -.infinity)
    }

    /// The sign of a symbol's reduced cost over the levels at priority `cutoff` and above.
    func lexSign(_ symbol: Int32, downTo cutoff: Double) -> Int {
        let s = Int(symbol)
        for level in levels where level.priority >= cutoff {
            let c = level.cost[s]
            if c < -Tableau.epsilon { return -1 }
            if c > Tableau.epsilon { return 1 }
        }
        return 0
    }
}
