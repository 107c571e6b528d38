/// What changed in the tableau since ``Solver/areCertainlyFixed(_:ignoringPrioritiesBelow:)``
/// last answered "fixed", for the next call to check instead of walking the rows again (a
/// content size whose row names every view of a long chain costs tens of microseconds to
/// walk, on every structural change of a layout).
///
/// Only what can make a symbol of a walked row free matters: reduced costs written, cells that
/// joined a row (a removed cell cannot; a joining symbol's cost is written in the same
/// substitution unless the symbol it replaces had no cost left, which the cells catch), and
/// anything the journal does not follow in detail — a new priority level, a rollback, too many
/// entries — which voids it. A walked row pivoted or dropped needs no entry: the walked rows are
/// the rows of the variables reached, and the certificate checks those directly. Constants are
/// not followed: the answer a certificate stands for read no row's constant (see
/// ``FixedCertificate``).
struct FixedJournal {
    /// Whether changes are being followed (a certificate is held).
    var isOn = false
    /// Whether something happened that the entries do not describe: the next check walks.
    var isVoid = false
    /// Cells that joined rows: the row and the symbol.
    var gained: [(slot: RowID, symbol: SymbolID)] = []
    /// Symbols whose reduced cost was written at some level.
    var costs: [SymbolID] = []

    /// Entries past which following costs more than walking again.
    static let limit = 4096

    /// Starts following changes afresh.
    mutating func start() {
        isOn = true
        isVoid = false
        gained.clear()
        costs.clear()
    }

    /// Stops following (no certificate is held).
    mutating func stop() {
        isOn = false
        isVoid = false
        gained.clear()
        costs.clear()
    }

    @inline(__always)
    mutating func noteGained(_ slot: RowID, _ symbols: UnsafeBufferPointer<SymbolID>) {
        guard isOn, !isVoid else { return }
        for s in symbols { gained.append((slot, s)) }
        if gained.count > Self.limit { isVoid = true }
    }

    @inline(__always)
    mutating func noteGained(_ slot: RowID, _ symbol: SymbolID) {
        guard isOn, !isVoid else { return }
        gained.append((slot, symbol))
        if gained.count > Self.limit { isVoid = true }
    }

    @inline(__always)
    mutating func noteCost(_ symbol: SymbolID) {
        guard isOn, !isVoid else { return }
        costs.append(symbol)
        if costs.count > Self.limit { isVoid = true }
    }

    @inline(__always)
    mutating func void() {
        if isOn { isVoid = true }
    }
}

/// A "fixed" answer of ``Solver/areCertainlyFixed(_:ignoringPrioritiesBelow:)`` and what it
/// read: the variables asked and the priority floor, how each variable reached was placed
/// (its definition, or its symbol and that symbol's row), and the rows walked. It stands for
/// an answer in which every symbol read was a dummy or had a nonzero reduced cost at a level
/// from the floor on (no symbol was free, so no row's constant mattered); it stays true until
/// the ``FixedJournal`` shows a change to one of those facts.
struct FixedCertificate {
    var variables: [Int] = []
    var floor: Double = 0
    var definitions: [(variable: Int, definition: DefinitionID)] = []
    var symbols: [(variable: Int, symbol: SymbolID, slot: RowID)] = []
    /// The rows walked, ascending.
    var rows: [RowID] = []
}
