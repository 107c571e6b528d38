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
    /// Rows whose constant, cells or basic symbol changed, each once.
    var rows: [RowID] = []
    /// Per row slot: whether it is in ``rows``.
    var rowMarked: [Bool] = []
    /// Symbols whose row (`rowOf`) changed; may repeat.
    var symbols: [SymbolID] = []
    /// How many entries the log may hold before it gives up (set by the solver from the size of
    /// the system: past it a full read is as cheap).
    var limit = 64

    /// Starts a new log: nothing changed yet.
    mutating func reset(tracking: Bool, limit: Int) {
        // Emptying an array takes a slow generic path even when it is empty: only when needed.
        if !rows.isEmpty {
            for slot in rows where slot.index < rowMarked.count { rowMarked[slot.index] = false }
            rows.clear()
        }
        symbols.clear()
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
        rows.append(slot)
        if rows.count > limit { overflow() }
    }

    @inline(__always)
    mutating func noteSymbol(_ symbol: SymbolID) {
        guard isTracking else { return }
        symbols.append(symbol)
        if symbols.count > limit { overflow() }
    }
}
