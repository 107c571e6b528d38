/// What a tableau transaction changed, so that a failed add can be undone exactly: the old
/// version of every row touched (copy-on-write makes taking it O(1)), every reduced cost and
/// level constant written, every basis change, and level insertions and removals. Symbols and
/// rows created inside the transaction are simply cut off on rollback.
struct UndoLog {
    enum Entry {
        case row(Int32, Row)
        case rowOf(Int32, Int32)
        // Levels are named by priority, not index: the artificial level of phase one sits in
        // front of them while they are logged, and is itself never logged.
        case cost(Double, Int32, Double)
        case levelConstant(Double, Double)
        case levelInserted(Double)
        case levelRemoved(Level)
    }

    var symbolCount: Int
    var rowCount: Int
    var entries: [Entry] = []
    /// Whether changes to existing rows, costs and the basis are being logged. Until then only
    /// new symbols and rows are made, which rollback cuts off by count: an add turns recording
    /// on only when it has to pivot existing rows without knowing yet whether it will succeed
    /// (the artificial-variable path), so the common adds log nothing.
    var isRecording: Bool
}

extension Tableau {
    /// Starts a transaction; with `recording`, logs every change from now on, else only
    /// remembers the counts until ``startRecording()``. Transactions do not nest.
    mutating func beginTransaction(recording: Bool) {
        undo = UndoLog(symbolCount: symbolCount, rowCount: rows.count, entries: [], isRecording: false)
        if recording { startRecording() }
    }

    /// Logs every change from now on (inside a transaction). The log's buffer is reused from
    /// the last recording transaction, so recording allocates only when a log outgrows it.
    mutating func startRecording() {
        guard var log = undo, !log.isRecording else { return }
        undo = nil
        swap(&log.entries, &recycledEntries)
        log.isRecording = true
        undo = log
        touchEpoch &+= 1
        if touchEpoch == 0 {
            for i in rowTouched.indices { rowTouched[i] = 0 }
            touchEpoch = 1
        }
    }

    /// Keeps the changes made since ``beginTransaction(recording:)``.
    mutating func commitTransaction() {
        guard var log = undo else { return }
        undo = nil
        if log.isRecording {
            log.entries.removeAll(keepingCapacity: true)
            swap(&log.entries, &recycledEntries)
        }
    }

    /// Restores the tableau to its state at ``beginTransaction(recording:)``, bit for bit, provided
    /// that before recording started it only gained symbols and rows (see `UndoLog.isRecording`).
    /// - Complexity: O(size of the log + length of the restored rows).
    mutating func rollbackTransaction() {
        guard let log = undo else { return }
        undo = nil
        var restored: [Int32] = []
        if levels.first?.priority == .infinity { levels.removeFirst() }
        func index(_ priority: Double) -> Int { levels.firstIndex { $0.priority == priority } ?? 0 }
        for entry in log.entries.reversed() {
            switch entry {
            case .row(let slot, let row):
                rows[Int(slot)] = row
                restored.append(slot)
            case .rowOf(let symbol, let slot):
                rowOf[Int(symbol)] = slot
            case .cost(let priority, let symbol, let value):
                levels[index(priority)].cost[Int(symbol)] = value
            case .levelConstant(let priority, let value):
                levels[index(priority)].constant = value
            case .levelInserted(let priority):
                levels.remove(at: index(priority))
            case .levelRemoved(let level):
                levels.insert(level, at: levels.firstIndex { $0.priority < level.priority } ?? levels.count)
            }
        }
        let n = log.symbolCount
        kind.removeSubrange(n...)
        rowOf.removeSubrange(n...)
        columns.removeSubrange(n...)
        owner.removeSubrange(n...)
        position.removeSubrange(n...)
        inHeap.removeSubrange(n...)
        for l in levels.indices where levels[l].cost.count > n { levels[l].cost.removeSubrange(n...) }
        if spareCost.count > n { spareCost.removeSubrange(n...) }
        artificialTouched.removeAll()
        rows.removeSubrange(log.rowCount...)
        rowMark.removeSubrange(log.rowCount...)
        rowTouched.removeSubrange(log.rowCount...)
        // Columns are an index over rows: re-announce the restored rows' cells (stale or
        // duplicate entries are tolerated and compacted on the next visit).
        for slot in restored {
            for cell in rows[Int(slot)].cells { columns[Int(cell.symbol)].append(slot) }
        }
        for symbol in heap.items where Int(symbol) < n { inHeap[Int(symbol)] = false }
        heap.removeAll()
        infeasible.removeAll()
    }
}
