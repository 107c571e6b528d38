extension Tableau {
    /// Starts a transaction; with `recording`, logs every change from now on, else only
    /// remembers the counts until ``startRecording()``. Transactions do not nest.
    mutating func beginTransaction(recording: Bool) {
        undo.isOpen = true
        undo.isRecording = false
        undo.symbolCount = symbolCount
        undo.rowCount = rows.count
        // Emptying an array takes a slow generic path even when it is empty already, and most
        // transactions log nothing.
        undo.entries.clear()
        undo.savedCells.clear()
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
        undo.entries.clear()
        undo.savedCells.clear()
    }

    /// Saves row `slot` to the undo log before its first change in a recording transaction.
    mutating func touchRow(_ slot: RowID) {
        changes.noteRow(slot)
        guard undo.isRecording, slot.index < undo.rowCount, rowTouched[slot.index] != touchEpoch else { return }
        rowTouched[slot.index] = touchEpoch
        let start = Int32(undo.savedCells.count)
        cells.appendElements(of: slot, to: &undo.savedCells)
        undo.entries.append(
            .row(
                slot: slot, basic: rows[slot.index].basic, constant: rows[slot.index].constant, start: start,
                count: Int32(undo.savedCells.count) - start))
    }

    /// Logs row `slot`'s constant before a change of the constant alone, in a recording
    /// transaction (a row saved whole already holds it; logging it again is harmless).
    mutating func touchRowConstant(_ slot: RowID) {
        changes.noteRow(slot)
        guard undo.isRecording, slot.index < undo.rowCount, rowTouched[slot.index] != touchEpoch else { return }
        undo.entries.append(.rowConstant(slot: slot, constant: rows[slot.index].constant))
    }

    /// Whether changes to row `slot` must be logged cell by cell: a recording transaction, a
    /// row from before it, not saved whole yet (a row saved whole is restored whole).
    func logsCellsOfRow(_ slot: RowID) -> Bool {
        undo.isRecording && slot.index < undo.rowCount && rowTouched[slot.index] != touchEpoch
    }

    /// Undoes one cell change of a long row (see `UndoLog.Entry.cellRemoved` and the others).
    private mutating func undoCellChange(_ entry: UndoLog.Entry) {
        switch entry {
        case .cellRemoved(let slot, let cell):
            cells.append(Cell(symbol: .none, coefficient: 0), to: slot)
            cells.updateElements(of: slot) { r in
                let last = r.count - 1
                let i = UnsafeBufferPointer(rebasing: r[0..<last]).lowerBound(cell.symbol)
                if let base = r.baseAddress, i < last { (base + i + 1).update(from: base + i, count: last - i) }
                r[i] = cell
                return r.count
            }
            columns.append(slot, to: cell.symbol)
        case .cellInserted(let slot, let symbol):
            cells.updateElements(of: slot) { r in Tableau.removeCell(of: symbol, from: r) }
        case .cellCoefficient(let slot, let symbol, let coefficient):
            cells.updateElements(of: slot) { r in
                if let i = UnsafeBufferPointer(r).index(of: symbol) { r[i].coefficient = coefficient }
                return r.count
            }
        default:
            break
        }
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
            log.entries.clear()
            log.savedCells.clear()
            swap(&log, &undo)
        }
        // The change log does not describe a rollback: the next value update reads everything,
        // and the next fixedness question walks.
        changes.overflow()
        journal.void()
        var restored: [RowID] = []
        if levels.first?.priority == .infinity { levels.removeFirst() }
        func index(_ priority: Double) -> Int { levels.firstIndex { $0.priority == priority } ?? 0 }
        for entry in log.entries.reversed() {
            switch entry {
            case .row(let slot, let basic, let constant, let start, let count):
                rows[slot.index] = RowHeader(basic: basic, constant: constant)
                log.savedCells.withUnsafeBufferPointer { saved in
                    cells.replace(slot, with: UnsafeBufferPointer(rebasing: saved[Int(start)..<Int(start + count)]))
                }
                restored.append(slot)
            case .rowConstant(let slot, let constant):
                rows[slot.index].constant = constant
            case .cellRemoved, .cellInserted, .cellCoefficient:
                undoCellChange(entry)
            case .rowOf(let symbol, let slot):
                rowOf[symbol.index] = slot
            case .cost(let priority, let symbol, let value):
                levels[index(priority)].cost[symbol.index] = value
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
        for symbol in candidates where symbol.index < n { inCandidates[symbol.index] = false }
        candidates.removeAll()
        infeasible.removeAll()
    }
}
