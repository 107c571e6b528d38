/// Where each constraint goes: a definition, or a row of the tableau; and the transactions
/// around them.
extension Solver {
    /// Adds a validated constraint as a new record.
    ///
    /// - Requires: `constraint` passed ``validate(_:)`` and is not in the solver (so the only
    ///   failures left are a conflict and a numerical failure).
    /// - Throws: only ``SolverError/unsatisfiable(constraint:conflict:)`` (the solver then is
    ///   exactly as it was) or ``SolverError/internalError(_:)`` (see there for the state).
    func insert(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> RecordID {
        let checkpoint = core.variableList.count
        do {
            return try core.insertRecord(constraint, isEdit: isEdit)
        } catch let conflict as TableauConflict {
            let record = Record(
                constraint: constraint, rightHandSide: constraint.constant, storage: .definition(.none), isEdit: isEdit)
            let set = try conflictingSet(for: record, markers: conflict.markers, checkpoint: checkpoint)
            throw .unsatisfiable(constraint: constraint, conflict: set)
        } catch {
            // Not a conflict: a numerical failure in a pivot that the undo log may not cover
            // (an add logs nothing until it knows it must). Restore the solver from its
            // records, which do not include this constraint.
            rollback(checkpoint: checkpoint)
            try restore(after: error)
        }
    }

    /// Re-places every record after a numerical failure, then reports that failure.
    ///
    /// - Requires: the records are the ones the caller wants to keep (the failed change is not
    ///   among them).
    /// - Throws: always ``SolverError/internalError(_:)`` naming `failure`; when the rebuild
    ///   fails too, the message says so as well (the solver's state is then the rolled-back
    ///   one, which the undo log may not have restored exactly).
    func restore(after failure: any Error) throws(SolverError) -> Never {
        do {
            try rebuild()
        } catch {
            throw .internalError("\(failure); restoring the solver from its constraints failed too: \(error)")
        }
        throw .internalError("\(failure)")
    }

    /// Rolls the tableau and the solver-side allocations back, then finds the minimal
    /// conflicting set on the restored solver.
    /// - Throws: ``SolverError/internalError(_:)`` when a feasibility test of the search fails
    ///   numerically; the solver is rolled back all the same.
    func conflictingSet(for record: Record, markers: [SymbolID], checkpoint: Int) throws(SolverError) -> [Constraint] {
        let owners = markers.compactMap { m -> RecordID? in
            m.index < tableau.owner.count && tableau.owner[m.index].exists ? tableau.owner[m.index] : nil
        }
        rollback(checkpoint: checkpoint)
        return findsConflicts ? try minimalConflict(adding: record, hints: owners) : [record.constraint]
    }

    /// Undoes a failed add: the core's placement and the values of variables it registered.
    func rollback(checkpoint: Int) {
        core.rollback(checkpoint: checkpoint)
        if values.count > checkpoint { values.removeSubrange(checkpoint...) }
    }

    /// Removes record `r` (a constraint or an edit) from the records and from its placement.
    ///
    /// - Requires: `r` is a record index (a removed one is ignored).
    /// - Throws: ``SolverError/internalError(_:)`` only when a removal that failed numerically
    ///   could not be completed by a rebuild either; the record is removed from the records all
    ///   the same.
    func removeRecord(_ r: RecordID) throws(SolverError) {
        guard let record = records[r.index] else { return }
        records[r.index] = nil
        recordIndex[record.constraint.id] = nil
        for v in core.indices(of: record.constraint) { references[v.index] -= 1 }
        valuesAreCurrent = false
        switch record.storage {
        case .core(let tag):
            do {
                try core.failIfInjected()
                try tableau.removeRow(
                    tag, priority: record.constraint.priority.rawValue,
                    priorityBelow: record.constraint.priorityBelow.rawValue)
            } catch {
                // A numerical failure mid-removal: the record is gone already, so placing the
                // remaining records afresh completes the removal (the failure is not lost: it
                // left no trace in the result). Only a failed rebuild is reported.
                try rebuild()
            }
        case .definition(let k):
            if definitions.dummy[k.index].exists {
                // The definition was substituted into tableau rows: it becomes a row of its own
                // and leaves as a tableau constraint does. A numerical failure on the way is
                // completed by a rebuild, as above.
                do {
                    try core.failIfInjected()
                    try core.removeExpandedDefinition(k)
                } catch {
                    try rebuild()
                }
            } else {
                core.forgetDefinition(k)
            }
        }
    }

    /// Re-places every live record, in insertion order, into a fresh tableau.
    ///
    /// Atomic: the new placement is built beside the current one and replaces it only when
    /// every record has been placed, so a failure leaves the solver as it was.
    /// - Throws: ``SolverError/internalError(_:)`` when a record cannot be placed again (the
    ///   records held together before, so only a numerical failure can cause this).
    /// - Complexity: O(size of the system).
    func rebuild() throws(SolverError) {
        var fresh = core
        fresh.clearPlacements()
        for r in fresh.records.indices {
            guard var record = fresh.records[r] else { continue }
            do {
                record.storage = try fresh.add(record.constraint, rightHandSide: record.rightHandSide, as: RecordID(r))
            } catch {
                throw .internalError("rebuild failed: \(error)")
            }
            fresh.records[r] = record
        }
        fresh.valuesAreCurrent = false
        core = fresh
    }

    /// Moves record `r`'s right-hand constant to `constant`.
    ///
    /// - Requires: `constant` passed ``checkNumber(_:_:)``.
    /// - Throws: ``SolverError/unsatisfiable(constraint:conflict:)`` when a required constraint
    ///   can no longer hold, or ``SolverError/internalError(_:)`` on a numerical failure; the
    ///   solver is then as it was (rolled back, or rebuilt from its records, which still hold
    ///   the old constant).
    func moveConstant(record r: RecordID, to constant: Double) throws(SolverError) {
        // Only a required constraint can make the required set contradict itself; moving an
        // optional one needs no undo log, which keeps edits allocation-free, and goes in one
        // call on the core (the path of every suggested value).
        do {
            if try core.moveOptionalConstant(record: r, to: constant) { return }
        } catch {
            // Nothing was logged: the rows may be mid-change, so restore from the records,
            // which still hold the old constant.
            try restore(after: error)
        }
        guard let record = records[r.index] else { return }
        guard constant != record.rightHandSide else { return }
        valuesAreCurrent = false
        tableau.beginTransaction(recording: true)
        do {
            try core.moveConstant(of: record.storage, from: record.rightHandSide, to: constant)
        } catch let conflict as TableauConflict {
            let owners = conflict.markers.compactMap { m -> RecordID? in
                m.index < tableau.owner.count && tableau.owner[m.index].exists ? tableau.owner[m.index] : nil
            }
            tableau.rollbackTransaction()
            var moved = record
            moved.rightHandSide = constant
            let set =
                findsConflicts ? try minimalConflict(adding: moved, hints: owners, replacing: r) : [record.constraint]
            throw .unsatisfiable(constraint: record.constraint, conflict: set)
        } catch {
            // The transaction logged every change from its start: the rollback is exact.
            tableau.rollbackTransaction()
            throw .internalError("\(error)")
        }
        tableau.commitTransaction()
        records[r.index]?.rightHandSide = constant
    }
}
