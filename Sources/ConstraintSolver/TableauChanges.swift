/// What changed in a ``Tableau`` since the solver last read its values: the rows whose constant
/// or basic symbol changed and the symbols that entered or left the basis. The solver reads only
/// these to bring its values up to date (see `SolverCore.updateValues()`), so a change that
/// touches a few rows costs a few reads, whatever the size of the system.
///
/// Recording stops (``overflowed``) when the log grows past ``limit``, or when an operation
/// changes the tableau in a way the log does not describe (a rollback); the next update then
/// reads every value.
struct TableauChanges {
    /// Whether changes are being recorded (off until the solver has read every value once).
    var isTracking = false
    /// Whether the log stopped being complete since the last read.
    var overflowed = false
    /// Rows whose constant, cells or basic symbol changed, each once: the first ``rowCount``
    /// entries (the array only grows; see ``reset(tracking:limit:)``).
    private(set) var rows: [RowID] = []
    /// How many entries of ``rows`` are in the log.
    private(set) var rowCount = 0
    /// Per row slot: whether it is in the log's rows.
    var rowMarked: [Bool] = []
    /// Symbols whose row (`rowOf`) changed, may repeat: the first ``symbolCount`` entries.
    private(set) var symbols: [SymbolID] = []
    /// How many entries of ``symbols`` are in the log.
    private(set) var symbolCount = 0
    /// How many entries the log may hold before it gives up (set by the solver from the size of
    /// the system: past it a full read is as cheap).
    var limit = 64

    /// Starts a new log: nothing changed yet.
    ///
    /// The entries are forgotten by their counts, not removed: with bounds set, the solver
    /// reads its values after every add, and emptying two arrays a few elements at a time was
    /// a tenth of that read.
    /// - Complexity: O(rows in the log).
    mutating func reset(tracking: Bool, limit: Int) {
        if rowCount > 0 {
            // Plain subscripts: the two arrays' buffers in nested closures were a retain and a
            // release of the log's rows for every reset.
            for k in 0..<rowCount {
                let r = rows[k].index
                if r < rowMarked.count { rowMarked[r] = false }
            }
            rowCount = 0
        }
        symbolCount = 0
        overflowed = false
        isTracking = tracking
        self.limit = limit
    }

    /// Gives up on the log: the next read reads every value.
    mutating func overflow() {
        overflowed = true
        isTracking = false
    }

    @inline(__always)
    mutating func noteRow(_ slot: RowID) {
        guard isTracking else { return }
        let r = slot.index
        rowMarked.extend(toIndex: r, with: false)
        guard !rowMarked[r] else { return }
        rowMarked[r] = true
        if rowCount < rows.count { rows[rowCount] = slot } else { rows.append(slot) }
        rowCount += 1
        if rowCount > limit { overflow() }
    }

    @inline(__always)
    mutating func noteSymbol(_ symbol: SymbolID) {
        guard isTracking else { return }
        if symbolCount < symbols.count { symbols[symbolCount] = symbol } else { symbols.append(symbol) }
        symbolCount += 1
        if symbolCount > limit { overflow() }
    }
}
