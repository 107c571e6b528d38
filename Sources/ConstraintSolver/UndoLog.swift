/// What a tableau transaction changed, so that a failed add can be undone exactly: the old
/// version of every row touched, every reduced cost and level constant written, every basis
/// change, and level insertions. Symbols and rows created inside the transaction are simply cut
/// off on rollback.
///
/// Entries are plain values (a saved row's cells go to `savedCells`), so logging allocates
/// nothing once the buffers have grown, and clearing the log costs nothing per entry.
struct UndoLog {
    enum Entry {
        /// A row before its first change: its cells are `savedCells[start ..< start + count]`.
        case row(slot: RowID, basic: SymbolID, constant: Double, start: Int32, count: Int32)
        /// A row's constant before a change of the constant alone (its cells unchanged so far:
        /// a long row's shift costs one entry, not a copy of the row).
        case rowConstant(slot: RowID, constant: Double)
        /// A long row changed in place, one cell at a time, before any change saved it whole:
        /// the inverse of each change (a long row saved whole for every change made in a
        /// transaction was most of the cost of hiding a view at the end of a long chain).
        case cellRemoved(slot: RowID, cell: Cell)
        case cellInserted(slot: RowID, symbol: SymbolID)
        case cellCoefficient(slot: RowID, symbol: SymbolID, coefficient: Double)
        case rowOf(SymbolID, RowID)
        // Levels are named by priority, not index: the artificial level of phase one sits in
        // front of them while they are logged, and is itself never logged.
        case cost(Double, SymbolID, Double)
        case levelConstant(Double, Double)
        case levelInserted(Double)
    }

    /// Whether a transaction is open.
    var isOpen = false
    /// Whether changes to existing rows, costs and the basis are being logged. Until then only
    /// new symbols and rows are made, which rollback cuts off by count: an add turns recording
    /// on only when it has to pivot existing rows without knowing yet whether it will succeed
    /// (the artificial-variable and dual paths), so the common adds log nothing.
    var isRecording = false
    var symbolCount = 0
    var rowCount = 0
    var entries: [Entry] = []
    var savedCells: [Cell] = []
}
