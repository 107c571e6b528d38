/// Where each constraint goes: a definition, or a row of the tableau; and the transactions
/// around them.
extension Solver {
    func register(_ variable: Variable) -> Int32 {
        if let i = variableIndex[variable.id] { return i }
        let i = Int32(variableList.count)
        variableIndex[variable.id] = i
        variableList.append(variable)
        variableSymbol.append(-1)
        variableDefinition.append(-1)
        references.append(0)
        accumulator.append(0)
        pending.append(false)
        valuesAreCurrent = false
        return i
    }

    /// Forgets variables registered after `count` (by an add that failed).
    func unregister(downTo count: Int) {
        guard variableList.count > count else { return }
        for v in variableList[count...] { variableIndex[v.id] = nil }
        variableList.removeSubrange(count...)
        variableSymbol.removeSubrange(count...)
        variableDefinition.removeSubrange(count...)
        references.removeSubrange(count...)
        accumulator.removeSubrange(count...)
        pending.removeSubrange(count...)
        if values.count > count { values.removeSubrange(count...) }
    }

    /// Adds a validated constraint as a new record, or throws with everything restored.
    func insert(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> Int32 {
        let checkpoint = variableList.count
        var variables = scratchIndices
        scratchIndices = []
        variables.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms { variables.append(register(term.variable)) }
        defer { scratchIndices = variables }
        let r = Int32(records.count)
        var record = Record(
            constraint: constraint, rightHandSide: constraint.constant, storage: .definition(-1), isEdit: isEdit)
        do {
            record.storage = try place(record, as: r, variables: variables)
        } catch let conflict as TableauConflict {
            let set = conflictingSet(for: record, markers: conflict.markers, checkpoint: checkpoint)
            throw .unsatisfiable(constraint: constraint, conflict: set)
        } catch {
            // Not a conflict: a numerical failure the undo log may not cover. Restore the
            // solver from its constraints, which did not include this one.
            rollback(checkpoint: checkpoint)
            try? rebuild()
            throw .internalError("\(error)")
        }
        records.append(record)
        recordIndex[constraint.id] = r
        for v in variables { references[Int(v)] += 1 }
        valuesAreCurrent = false
        return r
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

    func rollback(checkpoint: Int) {
        tableau.rollbackTransaction()
        for v in allocatedVariableSymbols where Int(v) < variableSymbol.count { variableSymbol[Int(v)] = -1 }
        for k in allocatedDummies { definitions.dummy[Int(k)] = -1 }
        allocatedVariableSymbols.removeAll()
        allocatedDummies.removeAll()
        unregister(downTo: checkpoint)
    }

    /// Places a record: a required equality with a variable that nothing uses yet becomes a
    /// definition of that variable (no tableau work at all); anything else becomes a tableau row,
    /// inside a transaction.
    func place(_ record: Record, as r: Int32, variables: [Int32]) throws -> Storage {
        let coefficients = record.constraint.expression.terms
        if usesDefinitions, record.constraint.priority.isRequired, record.constraint.relation == .equal,
            let f = variables.indices.first(where: { isFresh(variables[$0]) && Swift.abs(coefficients[$0].coefficient) > 1e-6 })
        {
            let a = coefficients[f].coefficient
            var terms: [(Int32, Double)] = []
            for i in variables.indices where i != f {
                terms.append((variables[i], -coefficients[i].coefficient / a))
            }
            let x = variables[f]
            let k = definitions.append(
                variable: x, terms: terms, constant: record.rightHandSide / a, dummyCoefficient: -1 / a, record: r)
            variableDefinition[Int(x)] = k
            return .definition(k)
        }
        tableau.beginTransaction(recording: false)
        allocatedVariableSymbols.removeAll()
        allocatedDummies.removeAll()
        var constant = -record.rightHandSide
        let cells = expand(record, variables: variables, constant: &constant)
        let tag = try tableau.addRow(
            cells, constant: constant, relation: record.constraint.relation,
            priority: record.constraint.priority.rawValue, owner: r)
        tableau.commitTransaction()
        return .core(tag)
    }

    /// The indices of a record's variables, in term order.
    func indices(of record: Record) -> [Int32] {
        record.constraint.expression.terms.compactMap { variableIndex[$0.variable.id] }
    }

    func isFresh(_ v: Int32) -> Bool {
        references[Int(v)] == 0 && variableSymbol[Int(v)] < 0 && variableDefinition[Int(v)] < 0
    }

    /// The record's terms over tableau symbols: defined variables are replaced by their
    /// definitions (latest first, each once, so a chain costs its length), and the dummies of
    /// the definitions used join the row so that removal and constant changes still find them.
    /// - Complexity: O(definitions reached × log), O(terms) when none is reached.
    func expand(_ record: Record, variables: [Int32], constant: inout Double) -> [Cell] {
        let terms = record.constraint.expression.terms
        if !variables.contains(where: { variableDefinition[Int($0)] >= 0 }) {
            // No definition to substitute (the common case): one cell per term.
            var cells: [Cell] = []
            cells.reserveCapacity(terms.count)
            for (v, term) in zip(variables, terms) {
                cells.append(Cell(symbol: symbol(for: v), coefficient: term.coefficient))
            }
            return cells
        }
        var touched: [Int32] = []
        // Definitions to substitute, latest first: a definition refers only to earlier ones,
        // so each is expanded once, after everything that refers to it.
        var heap = Int32Heap(order: .descending)
        var dummyCells: [Cell] = []
        func add(_ v: Int32, _ a: Double) {
            let i = Int(v)
            if accumulator[i] == 0 && !pending[i] { touched.append(v) }
            accumulator[i] += a
            let k = variableDefinition[i]
            if k >= 0 && !pending[i] {
                pending[i] = true
                heap.push(k)
            }
        }
        for (v, term) in zip(variables, terms) { add(v, term.coefficient) }
        while let k = heap.pop() {
            let x = Int(definitions.variable[Int(k)])
            let a = accumulator[x]
            accumulator[x] = 0
            guard a != 0 else { continue }
            constant += a * definitions.constant[Int(k)]
            for t in definitions.terms(Int(k)) {
                add(definitions.termVariable[t], a * definitions.termCoefficient[t])
            }
            if definitions.dummy[Int(k)] < 0 {
                definitions.dummy[Int(k)] = tableau.newSymbol(.dummy, owner: definitions.record[Int(k)])
                allocatedDummies.append(k)
            }
            dummyCells.append(Cell(symbol: definitions.dummy[Int(k)], coefficient: a * definitions.dummyCoefficient[Int(k)]))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count + dummyCells.count)
        for v in touched {
            let i = Int(v)
            let a = accumulator[i]
            accumulator[i] = 0
            pending[i] = false
            guard variableDefinition[i] < 0, Swift.abs(a) > Tableau.epsilon else { continue }
            cells.append(Cell(symbol: symbol(for: v), coefficient: a))
        }
        return cells + dummyCells
    }

    /// The variable's external tableau symbol, created on first use.
    func symbol(for v: Int32) -> Int32 {
        if variableSymbol[Int(v)] < 0 {
            variableSymbol[Int(v)] = tableau.newSymbol(.external, owner: v)
            allocatedVariableSymbols.append(v)
        }
        return variableSymbol[Int(v)]
    }

    func removeRecord(_ r: Int32) throws(SolverError) {
        guard let record = records[Int(r)] else { return }
        records[Int(r)] = nil
        recordIndex[record.constraint.id] = nil
        for v in indices(of: record) { references[Int(v)] -= 1 }
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
                definitions.alive[Int(k)] = false
                variableDefinition[Int(definitions.variable[Int(k)])] = -1
            }
        }
    }

    /// Re-places every live record, in insertion order, into a fresh tableau.
    func rebuild() throws(SolverError) {
        tableau = Tableau()
        definitions = Definitions()
        for i in variableList.indices {
            variableSymbol[i] = -1
            variableDefinition[i] = -1
            references[i] = 0
        }
        for r in records.indices {
            guard var record = records[r] else { continue }
            let variables = indices(of: record)
            do {
                record.storage = try place(record, as: Int32(r), variables: variables)
            } catch {
                throw .internalError("rebuild failed: \(error)")
            }
            records[r] = record
            for v in variables { references[Int(v)] += 1 }
        }
        valuesAreCurrent = false
    }

    func moveConstant(record r: Int32, to constant: Double) throws(SolverError) {
        guard let record = records[Int(r)] else { return }
        let delta = constant - record.rightHandSide
        guard delta != 0 else { return }
        valuesAreCurrent = false
        // Only a required constraint can make the required set contradict itself; moving an
        // optional one needs no undo log, which keeps edits allocation-free.
        let transactional = record.constraint.priority.isRequired
        if transactional { tableau.beginTransaction(recording: true) }
        do {
            switch record.storage {
            case .core(let tag):
                try tableau.shiftMarker(tag.marker, sign: tag.markerSign, delta: -delta)
            case .definition(let k):
                definitions.constant[Int(k)] = -constant * definitions.dummyCoefficient[Int(k)]
                let d = definitions.dummy[Int(k)]
                if d >= 0 { try tableau.shiftMarker(d, sign: 1, delta: -delta) }
            }
        } catch {
            if case .definition(let k) = record.storage {
                definitions.constant[Int(k)] = -record.rightHandSide * definitions.dummyCoefficient[Int(k)]
            }
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
