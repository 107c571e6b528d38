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
    private(set) var rows = Entries<RowID>()
    /// Per row slot: whether it is in the log's rows.
    var rowMarked: [Bool] = []
    /// Symbols whose row (`rowOf`) changed; may repeat.
    private(set) var symbols = Entries<SymbolID>()
    /// How many entries the log may hold before it gives up (set by the solver from the size of
    /// the system: past it a full read is as cheap).
    var limit = 64

    /// A list of log entries emptied by forgetting its count: its array only grows, and what
    /// lies past ``count`` is stale. With bounds set, the solver reads its values after every
    /// add, and emptying two arrays a few elements at a time was a tenth of that read.
    struct Entries<Element> {
        private var storage: [Element] = []
        /// How many entries are in the log.
        private(set) var count = 0

        /// Entry `i`.
        /// - Requires: `i < count`.
        @inline(__always) subscript(i: Int) -> Element { storage[i] }

        /// Adds an entry, over a stale one when there is one.
        /// - Complexity: O(1) amortized.
        @inline(__always)
        mutating func append(_ element: Element) {
            if count < storage.count { storage[count] = element } else { storage.append(element) }
            count += 1
        }

        /// Forgets every entry, keeping the storage.
        /// - Complexity: O(1).
        mutating func forget() { count = 0 }
    }

    /// Starts a new log: nothing changed yet.
    /// - Complexity: O(rows in the log).
    mutating func reset(tracking: Bool, limit: Int) {
        // Plain subscripts: the two arrays' buffers in nested closures were a retain and a
        // release of the log's rows for every reset.
        for k in 0..<rows.count {
            let r = rows[k].index
            if r < rowMarked.count { rowMarked[r] = false }
        }
        rows.forget()
        symbols.forget()
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
