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
        case row(slot: Int32, basic: Int32, constant: Double, start: Int32, count: Int32)
        case rowOf(Int32, Int32)
        // Levels are named by priority, not index: the artificial level of phase one sits in
        // front of them while they are logged, and is itself never logged.
        case cost(Double, Int32, Double)
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

extension Tableau {
    /// Starts a transaction; with `recording`, logs every change from now on, else only
    /// remembers the counts until ``startRecording()``. Transactions do not nest.
    mutating func beginTransaction(recording: Bool) {
        undo.isOpen = true
        undo.isRecording = false
        undo.symbolCount = symbolCount
        undo.rowCount = rows.count
        undo.entries.removeAll(keepingCapacity: true)
        undo.savedCells.removeAll(keepingCapacity: true)
        if recording { startRecording() }
    }

    /// Logs every change from now on (inside a transaction).
    mutating func startRecording() {
        guard undo.isOpen, !undo.isRecording else { return }
        undo.isRecording = true
        touchEpoch &+= 1
        if touchEpoch == 0 {
            for i in rowTouched.indices { rowTouched[i] = 0 }
            touchEpoch = 1
        }
    }

    /// Keeps the changes made since ``beginTransaction(recording:)``.
    mutating func commitTransaction() {
        undo.isOpen = false
        undo.isRecording = false
        undo.entries.removeAll(keepingCapacity: true)
        undo.savedCells.removeAll(keepingCapacity: true)
    }

    /// Saves row `slot` to the undo log before its first change in a recording transaction.
    mutating func touchRow(_ slot: Int32) {
        guard undo.isRecording, Int(slot) < undo.rowCount, rowTouched[Int(slot)] != touchEpoch else { return }
        rowTouched[Int(slot)] = touchEpoch
        let start = Int32(undo.savedCells.count)
        cells.withElements(of: slot) { undo.savedCells.append(contentsOf: $0) }
        undo.entries.append(
            .row(
                slot: slot, basic: rows[Int(slot)].basic, constant: rows[Int(slot)].constant, start: start,
                count: Int32(undo.savedCells.count) - start))
    }

    /// Restores the tableau to its state at ``beginTransaction(recording:)``, bit for bit, provided
    /// that before recording started it only gained symbols and rows (see `UndoLog.isRecording`).
    /// - Complexity: O(size of the log + length of the restored rows).
    mutating func rollbackTransaction() {
        guard undo.isOpen else { return }
        var log = UndoLog()
        swap(&log, &undo)
        defer {
            log.isOpen = false
            log.isRecording = false
            log.entries.removeAll(keepingCapacity: true)
            log.savedCells.removeAll(keepingCapacity: true)
            swap(&log, &undo)
        }
        var restored: [Int32] = []
        if levels.first?.priority == .infinity { levels.removeFirst() }
        func index(_ priority: Double) -> Int { levels.firstIndex { $0.priority == priority } ?? 0 }
        for entry in log.entries.reversed() {
            switch entry {
            case .row(let slot, let basic, let constant, let start, let count):
                rows[Int(slot)] = RowHeader(basic: basic, constant: constant)
                log.savedCells.withUnsafeBufferPointer { saved in
                    cells.replace(slot, with: UnsafeBufferPointer(rebasing: saved[Int(start)..<Int(start + count)]))
                }
                restored.append(slot)
            case .rowOf(let symbol, let slot):
                rowOf[Int(symbol)] = slot
            case .cost(let priority, let symbol, let value):
                levels[index(priority)].cost[Int(symbol)] = value
            case .levelConstant(let priority, let value):
                levels[index(priority)].constant = value
            case .levelInserted(let priority):
                levels.remove(at: index(priority))
            }
        }
        let n = log.symbolCount
        kind.removeSubrange(n...)
        rowOf.removeSubrange(n...)
        columns.truncate(toListCount: n)
        owner.removeSubrange(n...)
        position.removeSubrange(n...)
        inCandidates.removeSubrange(n...)
        for l in levels.indices where levels[l].cost.count > n { levels[l].cost.removeSubrange(n...) }
        if spareCost.count > n { spareCost.removeSubrange(n...) }
        artificialTouched.removeAll()
        rows.removeSubrange(log.rowCount...)
        cells.truncate(toListCount: log.rowCount)
        rowMark.removeSubrange(log.rowCount...)
        rowTouched.removeSubrange(log.rowCount...)
        // Columns are an index over rows: re-announce the restored rows' cells (stale or
        // duplicate entries are tolerated and compacted on the next visit).
        for slot in restored {
            for cell in cells[slot] { columns.append(slot, to: cell.symbol) }
        }
        for symbol in candidates where Int(symbol) < n { inCandidates[Int(symbol)] = false }
        candidates.removeAll()
        infeasible.removeAll()
    }
}
