/// The incremental simplex engine: a sparse Cassowary tableau with a lexicographic objective
/// (one ``Level`` per priority, highest first), a column index so that substitutions and ratio
/// tests visit only the rows that hold a symbol, and an undo log so a failed add is rolled back
/// exactly.
///
/// It knows symbols and rows only; ``Solver`` maps variables and constraints onto it. Row cells
/// and columns live in two ``PooledLists`` buffers, so a pivot allocates nothing once the
/// buffers have grown.
///
/// Invariants (checked by ``invariantViolations()`` in tests):
/// - a basic symbol appears in no row but its own; `rowOf[s]` is its row or ``TypedIndex/none``;
/// - every row's cells are sorted by symbol;
/// - restricted rows (basic slack, error or dummy) hold no external symbol, so the objective,
///   which is built from restricted rows, never holds one either;
/// - restricted basic symbols have non-negative constants after every public operation;
/// - every level's reduced costs are lexicographically non-negative after every operation.
struct Tableau {
    /// Values closer to zero than this are zero.
    static let epsilon = 1e-8

    // Per symbol.
    var kind: [SymbolKind] = []
    var rowOf: [RowID] = []
    /// Per symbol, the row slots that may hold it (lazy: entries are checked on use,
    /// duplicates allowed). A column takes 8 entries when it first needs room: it gains them
    /// a few at a time, and each move to a larger region copies it (4 cost building kiwi's
    /// enaml problem 2% more time). Not more: at 16 the columns' memory made `stack` 10,000
    /// 25% slower and `scroll-labels` 10,000 10% (measured in clean release builds, side by
    /// side); rows keep 4.
    var columns = PooledLists<SymbolID, RowID>(elementCapacity: 8192, listCapacity: 256, minimumListCapacity: 8)
    /// The record that made each slack, error and dummy (a conflict's markers name records
    /// through it); ``TypedIndex/none`` for externals and the artificial symbol of phase one.
    var owner: [RecordID] = []
    /// Scratch map symbol → position in the cells of the row being built (an index into a
    /// local array, not a typed space); -1 between uses.
    var position: [Int32] = []
    var inCandidates: [Bool] = []

    // Per row slot.
    var rows: [RowHeader] = []
    /// Per row slot, its cells (sorted by symbol).
    ///
    /// Both pools start with room for a small window's system (kiwi's enaml problem, 111
    /// constraints; twice as much room gained nothing more): every growth copies the whole
    /// buffer, garbage included, and starting at 1,024 elements those copies were 7% of
    /// building that system. 64 KB of cells and 32 KB of column entries a solver.
    var cells = PooledLists<RowID, Cell>(elementCapacity: 4096, listCapacity: 256, minimumListCapacity: 4)
    /// Scratch for row merges: the source row's cells, the merged row, and the symbols the
    /// merge brought into the row.
    var sourceScratch: [Cell] = []
    var mergeScratch: [Cell] = []
    var addedScratch: [SymbolID] = []
    var columnScratch: [RowID] = []
    /// The ratio test's rows (see `optimize()`), kept between pivots.
    var hitScratch: [RowHit] = []
    /// The cells of the row being built for a new constraint (see `addRow`).
    var draftCells: [Cell] = []
    /// An all-zero cost vector, lent to the artificial level of phase one so that each
    /// artificial add costs what it touches, not O(symbols); topped up to the symbol count
    /// when lent (not per new symbol: most solvers never run phase one).
    var spareCost: [Double] = []
    /// Symbols whose artificial-level cost was written (zeroed again when the level goes).
    var artificialTouched: [SymbolID] = []
    /// Scratch marks per row slot, for visiting each row of a column once.
    var rowMark: [UInt32] = []
    var markEpoch: UInt32 = 0
    /// Highest priority first. Each level's cost vector holds at least `symbolCount` entries;
    /// those past it are 0 (see `newSymbol`).
    var levels: [Level] = []

    /// Entering candidates: every parametric symbol whose reduced cost may be negative.
    /// Unordered: the entering rules scan it (see `optimize()`); `inCandidates` marks members.
    var candidates: [SymbolID] = []
    /// Rows whose restricted basic symbol may have gone negative (dual simplex work list).
    var infeasible: [RowID] = []

    /// The open transaction's log; its buffers are kept between transactions.
    var undo = UndoLog()
    /// Per row slot: the transaction epoch in which the row was last saved to the log.
    var rowTouched: [UInt32] = []
    var touchEpoch: UInt32 = 0
    /// The rows and basis changes since the solver last read its values.
    var changes = TableauChanges()
    /// Changes since the last certified "fixed" answer (see `FixedJournal`), and that answer.
    var journal = FixedJournal()
    var fixedCertificate: FixedCertificate?
    /// The rows of the columns whose constants were last shifted (see `ColumnSnapshots`).
    var columnSnapshots = ColumnSnapshots()
    /// Whether ``rowsHoldingKept(_:)`` uses snapshots (tests turn it off for a twin solver).
    var usesColumnSnapshots = true

    var symbolCount: Int { kind.count }

    /// An empty tableau with room for a small window's system before its arrays first grow.
    ///
    /// Why: a Swift array grows by doubling from a few elements, and every growth is an
    /// allocation, a copy and a free; a tableau keeps a dozen arrays per symbol and per row,
    /// so building kiwi's enaml problem (111 constraints, ~200 symbols) spent ~8% of its
    /// instructions growing them. The room costs ~12 KB a tableau.
    init() {
        let symbols = 256, rowSlots = 128
        kind.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        owner.reserveCapacity(symbols)
        position.reserveCapacity(symbols)
        inCandidates.reserveCapacity(symbols)
        candidates.reserveCapacity(64)
        rows.reserveCapacity(rowSlots)
        rowMark.reserveCapacity(rowSlots)
        rowTouched.reserveCapacity(rowSlots)
        infeasible.reserveCapacity(16)
        sourceScratch.reserveCapacity(64)
        mergeScratch.reserveCapacity(64)
        draftCells.reserveCapacity(64)
        addedScratch.reserveCapacity(64)
        columnScratch.reserveCapacity(64)
        hitScratch.reserveCapacity(64)
        // A layout's objective has a handful of levels (required, the hugging and compression
        // priorities, the fallbacks); the undo log of a transaction saves a few rows.
        levels.reserveCapacity(8)
        undo.entries.reserveCapacity(64)
        undo.savedCells.reserveCapacity(256)
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: RecordID) -> SymbolID {
        let id = SymbolID(self.kind.count)
        self.kind.append(kind)
        rowOf.append(.none)
        columns.appendList()
        self.owner.append(owner)
        position.append(-1)
        inCandidates.append(false)
        // A level's cost vector runs ahead of the symbols in zeros, grown a chunk at a time:
        // one append per level per symbol (a uniqueness check of `levels` and of the vector
        // each) was 3% of building kiwi's enaml problem, which has five levels. Only the first
        // `symbolCount` entries are read; the zeros beyond are there for the symbols to come
        // (a rollback truncates every vector to its symbol count).
        for l in levels.indices where levels[l].cost.count <= id.index {
            levels[l].cost.append(contentsOf: repeatElement(0, count: Swift.max(64, levels[l].cost.count / 2)))
        }
        return id
    }

    // MARK: Rows

    /// A copy of row `slot`, cells included.
    func row(_ slot: RowID) -> Row {
        Row(basic: rows[slot.index].basic, constant: rows[slot.index].constant, cells: Array(cells[slot]))
    }

    /// The coefficient of `symbol` in row `slot` (0 when absent).
    /// - Complexity: O(log row).
    func coefficient(of symbol: SymbolID, inRow slot: RowID) -> Double {
        cells.withElements(of: slot) { c in c.index(of: symbol).map { c[$0].coefficient } ?? 0 }
    }

    /// The live rows that hold `symbol`, each once, in column order, with the symbol's
    /// coefficient there. Rewrites the lazy column only when it held stale entries.
    /// - Complexity: O(length of the column × log row).
    mutating func rowsHolding(_ symbol: SymbolID) -> [RowHit] {
        var hits: [RowHit] = []
        collectRowsHolding(symbol, into: &hits)
        return hits
    }

    /// ``rowsHolding(_:)`` written into `hits` (emptied first), so that a caller that asks
    /// once per pivot can keep one buffer instead of allocating an array each time.
    /// - Complexity: O(length of the column × log row).
    mutating func collectRowsHolding(_ symbol: SymbolID, into hits: inout [RowHit]) {
        guard readRowsHolding(symbol, into: &hits) else { return }
        var slots: [RowID] = []
        swap(&slots, &columnScratch)
        slots.clear()
        for hit in hits { slots.append(hit.slot) }
        columns.replace(symbol, with: slots)
        swap(&slots, &columnScratch)
    }

    /// ``collectRowsHolding(_:into:)`` without compacting the column: it changes nothing but
    /// `hits` and the row marks (scratch), for a caller that may yet give up and leave the
    /// tableau as it was. Returns whether the column held stale entries (rows gone, rows that
    /// no longer hold `symbol`, duplicates).
    /// - Complexity: O(length of the column × log row).
    @discardableResult
    mutating func readRowsHolding(_ symbol: SymbolID, into hits: inout [RowHit]) -> Bool {
        nextMarkEpoch()
        hits.clear()
        var stale = false
        let epoch = markEpoch
        // Read in place, not in a `withElements` closure: one that reads the rows and marks
        // retains and releases the pools and arrays it touches, for every column read. The
        // columns do not change in this loop.
        let column = columns.unsafeElements(of: symbol)
        hits.reserveCapacity(column.count)
        for slot in column {
            let r = slot.index
            guard r < rows.count, rowMark[r] != epoch, rows[r].basic.exists else {
                stale = true
                continue
            }
            let a = coefficient(of: symbol, inRow: slot)
            guard a != 0 else {
                stale = true
                continue
            }
            rowMark[r] = epoch
            hits.append(RowHit(slot: slot, coefficient: a))
        }
        return stale
    }

    /// ``rowsHolding(_:)``, from a snapshot when no row's cells changed since the last read of
    /// the same column (see `ColumnSnapshots`).
    /// - Complexity: O(1) from a snapshot (the array is shared, not copied); otherwise that of
    ///   ``rowsHolding(_:)``.
    mutating func rowsHoldingKept(_ symbol: SymbolID) -> [RowHit] {
        guard usesColumnSnapshots else { return rowsHolding(symbol) }
        if let hits = columnSnapshots.hits(of: symbol, version: cells.version) { return hits }
        // Reading the column may compact it, but changes no cell: the version stays.
        let hits = rowsHolding(symbol)
        columnSnapshots.keep(hits, of: symbol, version: cells.version)
        return hits
    }

    /// Starts a new visit: no row slot is marked with the new epoch.
    mutating func nextMarkEpoch() {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in rowMark.indices { rowMark[i] = 0 }
            markEpoch = 1
        }
    }

    // MARK: Logged mutation primitives

    mutating func setRowOf(_ symbol: SymbolID, _ slot: RowID) {
        if undo.isRecording, symbol.index < undo.symbolCount {
            undo.entries.append(.rowOf(symbol, rowOf[symbol.index]))
        }
        rowOf[symbol.index] = slot
        changes.noteSymbol(symbol)
    }

    /// Writes a reduced cost and queues the symbol as an entering candidate when that makes it
    /// lexicographically negative.
    mutating func setCost(_ level: Int, _ symbol: SymbolID, _ value: Double) {
        writeCost(level, symbol, value)
        // Only a cost that makes the symbol lexicographically negative creates work: the
        // candidates hold every symbol that may enter, and nothing else (dual pivots write many costs).
        if !rowOf[symbol.index].exists, lexSign(symbol) < 0 { pushCandidate(symbol) }
    }

    /// Writes a reduced cost, logged for rollback; the caller looks after the candidates.
    mutating func writeCost(_ level: Int, _ symbol: SymbolID, _ value: Double) {
        let priority = levels[level].priority
        if priority == .infinity {
            artificialTouched.append(symbol)
        } else {
            journal.noteCost(symbol)
            if undo.isRecording, symbol.index < undo.symbolCount {
                undo.entries.append(.cost(priority, symbol, levels[level].cost[symbol.index]))
            }
        }
        levels[level].cost[symbol.index] = value
    }

    mutating func setLevelConstant(_ level: Int, _ value: Double) {
        if undo.isRecording, levels[level].priority != .infinity {
            undo.entries.append(.levelConstant(levels[level].priority, levels[level].constant))
        }
        levels[level].constant = value
    }

    /// The level for a priority, inserted in order if new.
    mutating func levelIndex(for priority: Double) -> Int {
        var i = 0
        while i < levels.count, levels[i].priority > priority { i += 1 }
        if i < levels.count, levels[i].priority == priority { return i }
        var cost: [Double] = []
        // Room for the symbols to come (a level's vector grows with every new symbol).
        cost.reserveCapacity(Swift.max(256, 2 * symbolCount))
        cost.append(contentsOf: repeatElement(0, count: symbolCount))
        insertLevel(Level(priority: priority, cost: cost, constant: 0), at: i)
        return i
    }

    mutating func insertLevel(_ level: Level, at index: Int) {
        if level.priority != .infinity {
            journal.void()
            if undo.isRecording { undo.entries.append(.levelInserted(level.priority)) }
        }
        levels.insert(level, at: index)
    }

    /// Appends a row; the caller sets `rowOf` for its basic symbol.
    mutating func appendRow(_ row: Row) -> RowID {
        let slot = RowID(rows.count)
        // A full column first forgets the rows dropped since (a long row made and dropped
        // again and again otherwise doubled every column it crosses).
        // Through buffers: a lazy map over the row's array, or a copy of `rows` for the
        // closure, is a retain and a release of that array per row appended.
        rows.withUnsafeBufferPointer { headers in
            row.cells.withUnsafeBufferPointer { rowCells in
                columns.append(slot, toEach: rowCells.lazy.map(\.symbol)) {
                    $0.index >= headers.count || !headers[$0.index].basic.exists
                }
            }
        }
        rows.append(RowHeader(basic: row.basic, constant: row.constant))
        cells.appendList()
        cells.replace(slot, with: row.cells)
        rowMark.append(0)
        rowTouched.append(0)
        changes.noteRow(slot)
        return slot
    }

    /// Drops a row from the tableau (its slot stays empty).
    mutating func dropRow(_ slot: RowID) {
        touchRow(slot)
        let basic = rows[slot.index].basic
        if basic.exists, rowOf[basic.index] == slot { setRowOf(basic, .none) }
        rows[slot.index] = .empty
        cells.release(slot)
    }

    // MARK: Row algebra

    /// Clears the scratch positions of a row's symbols and drops its near-zero cells: the end
    /// of building a row through `position`.
    /// - Complexity: O(cells).
    mutating func releasePositions(pruning row: inout Row) {
        // Over the buffers: an element write through an array's subscript checks its buffer's
        // uniqueness each time (two checks a cell here).
        let kept = position.withUnsafeMutableBufferPointer { position in
            row.cells.withUnsafeMutableBufferPointer { cells in
                var kept = 0
                for i in cells.indices {
                    let cell = cells[i]
                    position[cell.symbol.index] = -1
                    if Swift.abs(cell.coefficient) > Tableau.epsilon {
                        cells[kept] = cell
                        kept += 1
                    }
                }
                return kept
            }
        }
        row.cells.removeLast(row.cells.count - kept)
    }

    /// Sorts cells by symbol: by insertion for a short row (most rows: a constraint's few
    /// terms and the rows they brought in), where the library's sort pays a closure call per
    /// comparison and a merge sort's set-up.
    /// - Complexity: O(n²) up to ``insertionSortLimit`` cells, O(n log n) past it.
    static func sortBySymbol(_ cells: inout [Cell]) {
        guard cells.count <= insertionSortLimit else {
            cells.sort { $0.symbol < $1.symbol }
            return
        }
        cells.withUnsafeMutableBufferPointer { c in
            guard c.count > 1 else { return }
            for i in 1..<c.count {
                let cell = c[i]
                var j = i
                while j > 0 && cell.symbol < c[j - 1].symbol {
                    c[j] = c[j - 1]
                    j -= 1
                }
                c[j] = cell
            }
        }
    }

    /// Rows up to this long are sorted by insertion (see ``sortBySymbol(_:)``).
    static let insertionSortLimit = 24

    /// Removes `symbol` from a row and returns its coefficient (0 when absent).
    @discardableResult
    mutating func removeCell(_ symbol: SymbolID, from slot: RowID) -> Double {
        let a = coefficient(of: symbol, inRow: slot)
        guard a != 0 else { return 0 }
        touchRow(slot)
        cells.updateElements(of: slot) { c in
            guard let i = UnsafeBufferPointer(c).index(of: symbol) else { return c.count }
            for k in i..<(c.count - 1) { c[k] = c[k + 1] }
            return c.count - 1
        }
        return a
    }

    /// Replaces `symbol` (now basic in row `source`) by that row everywhere: in every row that
    /// holds it, found through the column index, and in every objective level.
    /// - Complexity: O(Σ sizes of the rows that hold `symbol`), independent of the tableau size.
    mutating func substitute(_ symbol: SymbolID, by sourceSlot: RowID) {
        // The source row and the column are copied to scratch (the pool may move while rows
        // grow); the scratch arrays only grow, and `sourceCount`/`columnCount` say how much of
        // them is in use (emptying an array in Swift takes a slow generic path).
        var source: [Cell] = []
        swap(&source, &sourceScratch)
        let sourceCount = cells.withElements(of: sourceSlot) { Tableau.load($0, into: &source) }
        let sourceConstant = rows[sourceSlot.index].constant
        var column: [RowID] = []
        swap(&column, &columnScratch)
        let columnCount = columns.withElements(of: symbol) { Tableau.load($0, into: &column) }
        // The symbol leaves every row: its column empties (its new cells join other columns
        // only, as `source` does not hold `symbol`).
        columns.removeAll(symbol)
        nextMarkEpoch()
        source.withUnsafeBufferPointer { all in
            let source = UnsafeBufferPointer(rebasing: all[0..<sourceCount])
            for k in 0..<columnCount {
                let slot = column[k]
                let r = slot.index
                guard slot != sourceSlot, r < rows.count, rowMark[r] != markEpoch, rows[r].basic.exists else {
                    continue
                }
                rowMark[r] = markEpoch
                replace(symbol, inRow: slot, by: source, constant: sourceConstant)
            }
            substituteInObjective(symbol, by: source, constant: sourceConstant)
        }
        swap(&column, &columnScratch)
        swap(&source, &sourceScratch)
    }

    /// ``substitute(_:by:)`` into the rows `hits` lists: the live rows that hold `symbol`, each
    /// once, with its coefficient there, as ``collectRowsHolding(_:into:)`` found them (the
    /// ratio test of a primal pivot reads them just before; only the pivot row has changed
    /// since, and it is skipped). The column is neither read nor searched again: the same
    /// rows, in the same order, with the same arithmetic as the general path.
    /// - Requires: `hits` is exactly the column of `symbol` as collected, and no row but
    ///   `sourceSlot` changed since.
    /// - Complexity: O(Σ sizes of the rows in `hits`).
    mutating func substitute(_ symbol: SymbolID, by sourceSlot: RowID, in hits: UnsafeBufferPointer<RowHit>) {
        var source: [Cell] = []
        swap(&source, &sourceScratch)
        let sourceCount = cells.withElements(of: sourceSlot) { Tableau.load($0, into: &source) }
        let sourceConstant = rows[sourceSlot.index].constant
        columns.removeAll(symbol)
        source.withUnsafeBufferPointer { all in
            let source = UnsafeBufferPointer(rebasing: all[0..<sourceCount])
            for hit in hits where hit.slot != sourceSlot {
                replace(symbol, coefficient: hit.coefficient, inRow: hit.slot, by: source, constant: sourceConstant)
            }
            substituteInObjective(symbol, by: source, constant: sourceConstant)
        }
        swap(&source, &sourceScratch)
    }

    /// Replaces `symbol` by `constant + Σ source` in every objective level, and queues the
    /// source's symbols that this makes lexicographically negative as entering candidates.
    ///
    /// - Requires: `symbol` has just become basic in the row whose cells are `source` (which
    ///   does not hold `symbol`).
    /// - Guarantees: no level has a cost for `symbol` any more; writes are logged when a
    ///   transaction records (the artificial level's are remembered in `artificialTouched`).
    /// - Complexity: O(levels × source).
    @inline(__always)
    private mutating func substituteInObjective(
        _ symbol: SymbolID, by source: UnsafeBufferPointer<Cell>, constant sourceConstant: Double
    ) {
        var costsChanged = false
        for l in levels.indices {
            let a = levels[l].cost[symbol.index]
            guard a != 0 else { continue }
            costsChanged = true
            writeCost(l, symbol, 0)
            let priority = levels[l].priority
            if priority == .infinity {
                for cell in source {
                    let updated = levels[l].cost[cell.symbol.index] + a * cell.coefficient
                    writeCost(l, cell.symbol, Swift.abs(updated) > Tableau.epsilon ? updated : 0)
                }
            } else {
                // `writeCost`'s work with the level's vector written through its buffer (a
                // write through the subscript checks the vector's uniqueness, and the levels',
                // each time): the journal's notes, the undo log's entries while a transaction
                // records (the dual simplex records every pivot), the new costs.
                if journal.isOn { for cell in source { journal.noteCost(cell.symbol) } }
                let logged = undo.isRecording ? undo.symbolCount : 0
                var entries: [UndoLog.Entry] = []
                swap(&entries, &undo.entries)
                levels[l].cost.withUnsafeMutableBufferPointer { cost in
                    for cell in source {
                        let s = cell.symbol.index
                        let old = cost[s]
                        if s < logged { entries.append(.cost(priority, cell.symbol, old)) }
                        let updated = old + a * cell.coefficient
                        cost[s] = Swift.abs(updated) > Tableau.epsilon ? updated : 0
                    }
                }
                swap(&entries, &undo.entries)
            }
            setLevelConstant(l, levels[l].constant + a * sourceConstant)
        }
        // `symbol` is basic now; the source's symbols are parametric and may have become
        // entering candidates (one lexicographic test each, after every level is written).
        if costsChanged {
            for cell in source where lexSign(cell.symbol) < 0 { pushCandidate(cell.symbol) }
        }
    }

    /// Copies `elements` to the front of `scratch`, growing it when needed (never shrinking),
    /// and returns how many elements are in use.
    @inline(__always)
    static func load<T: BitwiseCopyable>(_ elements: UnsafeBufferPointer<T>, into scratch: inout [T]) -> Int {
        if let first = elements.first { scratch.grow(to: elements.count, with: first) }
        scratch.withUnsafeMutableBufferPointer { out in
            for k in elements.indices { out[k] = elements[k] }
        }
        return elements.count
    }

    /// In row `slot`, replaces `a × symbol` by `a × (constant + Σ source)`: one merge of two
    /// sorted cell lists into scratch, written back in place. Cells that cancel are dropped;
    /// symbols new to the row join their columns. Queues the row for the dual simplex when its
    /// restricted basic symbol goes negative. Does nothing when the row does not hold `symbol`.
    /// - Complexity: O(row + source).
    private mutating func replace(
        _ symbol: SymbolID, inRow slot: RowID, by source: UnsafeBufferPointer<Cell>, constant: Double
    ) {
        let a = coefficient(of: symbol, inRow: slot)
        guard a != 0 else { return }
        replace(symbol, coefficient: a, inRow: slot, by: source, constant: constant)
    }

    /// ``replace(_:inRow:by:constant:)`` with the symbol's coefficient in the row known (`a`,
    /// non-zero).
    @inline(__always)
    private mutating func replace(
        _ symbol: SymbolID, coefficient a: Double, inRow slot: RowID, by source: UnsafeBufferPointer<Cell>,
        constant: Double
    ) {
        let rowCount = cells.count(of: slot)
        if source.count <= Tableau.shortSource && rowCount >= Tableau.longRow {
            // Logged cell by cell, not saved whole (see `UndoLog.Entry.cellRemoved`).
            touchRowConstant(slot)
            replaceInLongRow(symbol, coefficient: a, inRow: slot, by: source)
        } else {
            touchRow(slot)
            mergeIntoRow(symbol, coefficient: a, inRow: slot, count: rowCount, by: source)
        }
        rows[slot.index].constant += a * constant
        let basic = rows[slot.index].basic
        if kind[basic.index] != .external, rows[slot.index].constant < 0 { infeasible.append(slot) }
    }

    /// Sources this short go into rows this long in place (see ``replaceInLongRow``).
    static let shortSource = 8
    static let longRow = 256

    /// `replace`'s general path: the row and the source merged into scratch, written back.
    /// - Complexity: O(row + source).
    private mutating func mergeIntoRow(
        _ symbol: SymbolID, coefficient a: Double, inRow slot: RowID, count rowCount: Int,
        by source: UnsafeBufferPointer<Cell>
    ) {
        let needed = rowCount + source.count
        mergeScratch.grow(to: needed, with: Cell(symbol: .none, coefficient: 0))
        addedScratch.grow(to: source.count, with: .none)
        var out: [Cell] = []
        swap(&out, &mergeScratch)
        var added: [SymbolID] = []
        swap(&added, &addedScratch)
        var m = 0
        out.withUnsafeMutableBufferPointer { o in
            let n = added.withUnsafeMutableBufferPointer { ad in
                cells.withElements(of: slot) { r in
                    Tableau.merge(r, without: symbol, source, scale: a, into: o, added: ad, count: &m)
                }
            }
            cells.replace(slot, with: UnsafeBufferPointer(rebasing: o[0..<n]))
        }
        if m > 0 {
            added.withUnsafeBufferPointer {
                let gained = UnsafeBufferPointer(rebasing: $0[0..<m])
                columns.append(slot, toEach: gained)
                journal.noteGained(slot, gained)
            }
        }
        swap(&out, &mergeScratch)
        swap(&added, &addedScratch)
    }

    /// `replace` for a short source in a long row: each change made where it falls, by binary
    /// search — a coefficient changed in place, a cell removed or inserted by moving the cells
    /// after it — rather than the whole row merged and written back. A change at the end of a
    /// chain's long row, the common case, moves few cells; one in the middle moves the rest of
    /// the row once per cell that comes or goes (a block move, not a merge).
    /// - Complexity: O(source × (log row + cells after the change)).
    private mutating func replaceInLongRow(
        _ symbol: SymbolID, coefficient a: Double, inRow slot: RowID, by source: UnsafeBufferPointer<Cell>
    ) {
        let logs = logsCellsOfRow(slot)
        if logs { undo.entries.append(.cellRemoved(slot: slot, cell: Cell(symbol: symbol, coefficient: a))) }
        cells.updateElements(of: slot) { r in Tableau.removeCell(of: symbol, from: r) }
        for cell in source {
            let change = a * cell.coefficient
            var present = false
            var old = 0.0
            var cancelled = false
            cells.updateElements(of: slot) { r in
                let i = UnsafeBufferPointer(r).lowerBound(cell.symbol)
                guard i < r.count, r[i].symbol == cell.symbol else { return r.count }
                present = true
                old = r[i].coefficient
                let c = old + change
                if Swift.abs(c) > Tableau.epsilon {
                    r[i].coefficient = c
                    return r.count
                }
                cancelled = true
                return Tableau.removeCell(of: cell.symbol, from: r)
            }
            if logs && present {
                undo.entries.append(
                    cancelled
                        ? .cellRemoved(slot: slot, cell: Cell(symbol: cell.symbol, coefficient: old))
                        : .cellCoefficient(slot: slot, symbol: cell.symbol, coefficient: old))
            }
            if !present && Swift.abs(change) > Tableau.epsilon {
                // Room at the end first (a list only shrinks in place), then the cells after
                // the new one move up by one.
                cells.append(Cell(symbol: .none, coefficient: 0), to: slot)
                cells.updateElements(of: slot) { r in
                    let last = r.count - 1
                    let i = UnsafeBufferPointer(rebasing: r[0..<last]).lowerBound(cell.symbol)
                    if let base = r.baseAddress, i < last { (base + i + 1).update(from: base + i, count: last - i) }
                    r[i] = Cell(symbol: cell.symbol, coefficient: change)
                    return r.count
                }
                columns.append(slot, to: cell.symbol)
                if logs { undo.entries.append(.cellInserted(slot: slot, symbol: cell.symbol)) }
                journal.noteGained(slot, cell.symbol)
            }
        }
    }

    /// Removes `symbol`'s cell from the sorted cells `r`, moving the cells after it down;
    /// returns the new count (unchanged when `r` lacks it).
    static func removeCell(of symbol: SymbolID, from r: UnsafeMutableBufferPointer<Cell>) -> Int {
        let i = UnsafeBufferPointer(r).lowerBound(symbol)
        guard i < r.count, r[i].symbol == symbol, let base = r.baseAddress else { return r.count }
        (base + i).update(from: base + i + 1, count: r.count - i - 1)
        return r.count - 1
    }

    /// Writes `r − (symbol's cell) + scale × s` to `o` (`r` and `s` sorted, `s` without
    /// `symbol`) and returns its length; cells at or below epsilon are dropped. The symbols of
    /// `s` that `r` lacked go to `added[0 ..< count]`.
    private static func merge(
        _ r: UnsafeBufferPointer<Cell>, without symbol: SymbolID, _ s: UnsafeBufferPointer<Cell>, scale a: Double,
        into o: UnsafeMutableBufferPointer<Cell>, added: UnsafeMutableBufferPointer<SymbolID>, count m: inout Int
    ) -> Int {
        var n = 0
        var j = 0
        var k = 0
        while j < r.count && k < s.count {
            let x = r[j].symbol
            let y = s[k].symbol
            if x < y {
                if x != symbol {
                    o[n] = r[j]
                    n += 1
                }
                j += 1
            } else if y < x {
                let c = a * s[k].coefficient
                if Swift.abs(c) > Tableau.epsilon {
                    o[n] = Cell(symbol: y, coefficient: c)
                    n += 1
                    added[m] = y
                    m += 1
                }
                k += 1
            } else {
                let c = r[j].coefficient + a * s[k].coefficient
                if Swift.abs(c) > Tableau.epsilon {
                    o[n] = Cell(symbol: x, coefficient: c)
                    n += 1
                }
                j += 1
                k += 1
            }
        }
        while j < r.count {
            if r[j].symbol != symbol {
                o[n] = r[j]
                n += 1
            }
            j += 1
        }
        while k < s.count {
            let c = a * s[k].coefficient
            if Swift.abs(c) > Tableau.epsilon {
                o[n] = Cell(symbol: s[k].symbol, coefficient: c)
                n += 1
                added[m] = s[k].symbol
                m += 1
            }
            k += 1
        }
        return n
    }

    /// Makes `entering` basic in row `slot`, whose basic symbol leaves, and substitutes it
    /// everywhere else.
    mutating func pivot(entering: SymbolID, slot: RowID) {
        pivotRow(entering: entering, slot: slot)
        substitute(entering, by: slot)
    }

    /// ``pivot(entering:slot:)`` when the rows holding `entering` are known: `hits`, as
    /// ``collectRowsHolding(_:into:)`` found them (see ``substitute(_:by:in:)``).
    mutating func pivot(entering: SymbolID, slot: RowID, hits: UnsafeBufferPointer<RowHit>) {
        pivotRow(entering: entering, slot: slot)
        substitute(entering, by: slot, in: hits)
    }

    /// The first half of a pivot: row `slot` solved for `entering`, whose symbol becomes basic
    /// there, and the leaving one parametric. The other rows still hold `entering`.
    private mutating func pivotRow(entering: SymbolID, slot: RowID) {
        touchRow(slot)
        let leaving = rows[slot.index].basic
        let a = coefficient(of: entering, inRow: slot)
        // basic = c + a·e + Σ  ⇒  e = −c/a + (1/a)·basic − Σ/a
        let inverse = 1 / a
        let count = cells.count(of: slot)
        mergeScratch.grow(to: count + 1, with: Cell(symbol: .none, coefficient: 0))
        var out: [Cell] = []
        swap(&out, &mergeScratch)
        out.withUnsafeMutableBufferPointer { o in
            let n = cells.withElements(of: slot) { r in
                Tableau.writePivoted(r, leaving: leaving, entering: entering, inverse: inverse, into: o)
            }
            cells.replace(slot, with: UnsafeBufferPointer(rebasing: o[0..<n]))
        }
        swap(&out, &mergeScratch)
        columns.append(slot, to: leaving)
        rows[slot.index] = RowHeader(basic: entering, constant: -inverse * rows[slot.index].constant)
        setRowOf(leaving, .none)
        setRowOf(entering, slot)
    }

    /// The cells of row `r` (basic `leaving`) solved for `entering` instead, written to `o`:
    /// `leaving = c + a·e + Σ  ⇒  e = −c/a + (1/a)·leaving − Σ/a`, with `inverse = 1/a`, in
    /// symbol order. Returns how many cells it wrote (`r.count`: `entering` leaves, `leaving`
    /// joins).
    /// - Requires: `r` holds `entering`, not `leaving`; `o` has room for `r.count` cells.
    static func writePivoted(
        _ r: UnsafeBufferPointer<Cell>, leaving: SymbolID, entering: SymbolID, inverse: Double,
        into o: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        var n = 0
        var placed = false
        for cell in r where cell.symbol != entering {
            if !placed && leaving < cell.symbol {
                o[n] = Cell(symbol: leaving, coefficient: inverse)
                n += 1
                placed = true
            }
            o[n] = Cell(symbol: cell.symbol, coefficient: -inverse * cell.coefficient)
            n += 1
        }
        if !placed {
            o[n] = Cell(symbol: leaving, coefficient: inverse)
            n += 1
        }
        return n
    }

    // MARK: Candidates

    mutating func pushCandidate(_ symbol: SymbolID) {
        guard !inCandidates[symbol.index] else { return }
        inCandidates[symbol.index] = true
        candidates.append(symbol)
    }

    /// The sign of a symbol's reduced cost, compared level by level from the highest priority.
    func lexSign(_ symbol: SymbolID) -> Int {
        lexSign(symbol, downTo: -.infinity)
    }

    /// The sign of a symbol's reduced cost over the levels at priority `cutoff` and above.
    func lexSign(_ symbol: SymbolID, downTo cutoff: Double) -> Int {
        let s = symbol.index
        for level in levels where level.priority >= cutoff {
            let c = level.cost[s]
            if c < -Tableau.epsilon { return -1 }
            if c > Tableau.epsilon { return 1 }
        }
        return 0
    }
}
