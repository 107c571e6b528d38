/// Where each constraint goes: a definition, or a row of the tableau; and the transactions
/// around them.
extension Solver {
    /// Adds a validated constraint as a new record, or throws with everything restored.
    func insert(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> Int32 {
        let checkpoint = core.variableList.count
        do {
            return try core.insertRecord(constraint, isEdit: isEdit)
        } catch let conflict as TableauConflict {
            let record = Record(
                constraint: constraint, rightHandSide: constraint.constant, storage: .definition(-1), isEdit: isEdit)
            let set = conflictingSet(for: record, markers: conflict.markers, checkpoint: checkpoint)
            throw .unsatisfiable(constraint: constraint, conflict: set)
        } catch {
            // Not a conflict: a numerical failure the undo log may not cover. Restore the
            // solver from its constraints, which did not include this one.
            rollback(checkpoint: checkpoint)
            try? rebuild()
            throw .internalError("\(error)")
        }
    }

    /// Rolls the tableau and the solver-side allocations back, then finds the minimal
    /// conflicting set on the restored solver.
    func conflictingSet(for record: Record, markers: [Int32], checkpoint: Int) -> [Constraint] {
        let owners = markers.compactMap { m -> Int32? in
            Int(m) < tableau.owner.count ? tableau.owner[Int(m)] : nil
        }
        rollback(checkpoint: checkpoint)
        return findsConflicts ? minimalConflict(adding: record, hints: owners) : [record.constraint]
    }

    /// Undoes a failed add: the core's placement and the values of variables it registered.
    func rollback(checkpoint: Int) {
        core.rollback(checkpoint: checkpoint)
        if values.count > checkpoint { values.removeSubrange(checkpoint...) }
    }

    func removeRecord(_ r: Int32) throws(SolverError) {
        guard let record = records[Int(r)] else { return }
        records[Int(r)] = nil
        recordIndex[record.constraint.id] = nil
        for v in core.indices(of: record.constraint) { references[Int(v)] -= 1 }
        valuesAreCurrent = false
        switch record.storage {
        case .core(let tag):
            do {
                try tableau.removeRow(tag, priority: record.constraint.priority.rawValue)
            } catch {
                try rebuild()
            }
        case .definition(let k):
            if definitions.dummy[Int(k)] >= 0 {
                // The definition was substituted into tableau rows: rebuilding is simpler and
                // safer than untangling it, and removals of this kind are rare.
                try rebuild()
            } else {
                core.forgetDefinition(k)
            }
        }
    }

    /// Re-places every live record, in insertion order, into a fresh tableau.
    func rebuild() throws(SolverError) {
        core.clearPlacements()
        for r in records.indices {
            guard var record = records[r] else { continue }
            do {
                record.storage = try core.add(record.constraint, rightHandSide: record.rightHandSide, as: Int32(r))
            } catch {
                throw .internalError("rebuild failed: \(error)")
            }
            records[r] = record
        }
        valuesAreCurrent = false
    }

    func moveConstant(record r: Int32, to constant: Double) throws(SolverError) {
        guard let record = records[Int(r)] else { return }
        guard constant != record.rightHandSide else { return }
        valuesAreCurrent = false
        // Only a required constraint can make the required set contradict itself; moving an
        // optional one needs no undo log, which keeps edits allocation-free.
        let transactional = record.constraint.priority.isRequired
        if transactional { tableau.beginTransaction(recording: true) }
        do {
            try core.moveConstant(of: record.storage, from: record.rightHandSide, to: constant)
        } catch {
            guard transactional else { throw .internalError("\(error)") }
            let owners = ((error as? TableauConflict)?.markers ?? []).compactMap { m -> Int32? in
                Int(m) < tableau.owner.count ? tableau.owner[Int(m)] : nil
            }
            tableau.rollbackTransaction()
            var moved = record
            moved.rightHandSide = constant
            let set = findsConflicts ? minimalConflict(adding: moved, hints: owners, replacing: r) : [record.constraint]
            throw .unsatisfiable(constraint: record.constraint, conflict: set)
        }
        if transactional { tableau.commitTransaction() }
        records[Int(r)]?.rightHandSide = constant
    }
}
