/// The numerical state of a ``Solver``: its variables, the definitions kept out of the tableau,
/// and the tableau; and the add path over them.
///
/// A struct inside the solver (a class) so that a whole add is one mutating call: every property
/// access of a class pays a run-time exclusivity check, and the add path touches a dozen arrays
/// per constraint. Records, edits and values stay in the class.
struct SolverCore {
    var tableau = Tableau()

    // Variables, by index in order of first use.
    var variableIndex = HandleTable<VariableID>()
    var variableList: [Variable] = []
    var variableSymbol: [SymbolID] = []
    var variableDefinition: [DefinitionID] = []
    var references: [Int32] = []
    var definitions = Definitions(definitions: 32, terms: 64)

    // Constraints, by record index in insertion order.
    var recordIndex = HandleTable<RecordID>()
    var records = SegmentedArray<Solver.Record?>()

    /// Every variable's value, by index; valid while `valuesAreCurrent`.
    var values: [Double] = []
    var valuesAreCurrent = true
    /// The variables without a definition, and their tableau symbols (none: value 0): what
    /// an update reads from the tableau before it evaluates the definitions. Kept between
    /// updates, so that an edit's update does not test every variable again. The operations
    /// that can change symbols or definitions (`add`, `rollback`, `clearPlacements`,
    /// `forgetDefinition`) clear `valueSourcesAreCurrent`.
    var valueSourceVariables: [VariableID] = []
    var valueSourceSymbols: [SymbolID] = []
    var valueSourcesAreCurrent = false

    /// Whether required equalities with a new variable become definitions (the fast path).
    var usesDefinitions = true

    /// Incremental value updates (see `SolverCore+Values.swift`).
    var valueTracking = ValueTracking()

    /// For tests: how many of the next tableau placements and constant moves fail with a
    /// ``TableauInternalError`` after the tableau has changed, as a numerically broken pivot
    /// would (real pivots do not fail on systems small enough to write in a test). Sub-solvers
    /// (conflict search, ambiguity) start with their parent's count. Zero outside tests.
    var injectedFailures = 0

    // Scratch for expansion.
    var accumulator: [Double] = []
    var pending: [Bool] = []
    // What a transaction allocated, to undo with the tableau.
    var allocatedVariableSymbols: [VariableID] = []
    var allocatedDummies: [DefinitionID] = []
    /// The variable indices of the constraint being inserted (reused between adds).
    var scratchIndices: [VariableID] = []
    /// Scratch for a new definition's terms (see `place`), kept between adds.
    var definitionTermsScratch: [(VariableID, Double)] = []
    // Scratch for `expand`, kept between adds.
    var expansionCells: [Cell] = []
    var expansionTouched: [VariableID] = []
    var expansionDummies: [Cell] = []
    var expansionHeap = IndexHeap<DefinitionID>()

    /// An empty core with room for a small window's variables before its arrays first grow
    /// (each growth is an allocation, a copy and a free; see `Tableau.init()`).
    init() {
        let variables = 128
        variableList.reserveCapacity(variables)
        variableSymbol.reserveCapacity(variables)
        variableDefinition.reserveCapacity(variables)
        references.reserveCapacity(variables)
        accumulator.reserveCapacity(variables)
        pending.reserveCapacity(variables)
        scratchIndices.reserveCapacity(16)
        expansionCells.reserveCapacity(64)
        expansionTouched.reserveCapacity(64)
        expansionDummies.reserveCapacity(64)
    }

    /// Adds a constraint as a new record: the whole successful add path in one call. On a
    /// throw nothing is recorded; the caller rolls back to the variable count it saw before.
    mutating func insertRecord(_ constraint: Constraint, isEdit: Bool) throws -> RecordID {
        let r = RecordID(records.count)
        let storage = try add(constraint, rightHandSide: constraint.constant, as: r)
        records.append(
            Solver.Record(constraint: constraint, rightHandSide: constraint.constant, storage: storage, isEdit: isEdit))
        recordIndex[constraint.id] = r
        valuesAreCurrent = false
        return r
    }

    /// The variable's value in the current solution (0 for a variable the solver does not
    /// know), refreshing the values first when something changed.
    mutating func value(of variable: Variable) -> Double {
        guard let i = variableIndex[variable.id] else { return 0 }
        updateValues()
        return values[i.index]
    }

    /// Reads every value: the tableau's for the variables without a definition, then the
    /// definitions in creation order.
    /// - Complexity: O(variables + definition terms).
    mutating func updateAllValues() {
        if !valueSourcesAreCurrent {
            valueSourceVariables.clear()
            valueSourceSymbols.clear()
            for v in variableList.indices where !variableDefinition[v].exists {
                valueSourceVariables.append(VariableID(v))
                valueSourceSymbols.append(variableSymbol[v])
            }
            valueSourcesAreCurrent = true
        }
        var current: [Double] = []
        swap(&current, &values)
        computeValues(into: &current)
        swap(&current, &values)
    }

    /// Registers the constraint's variables, places it (see `place`), and counts its
    /// references. On a throw the caller rolls back to the variable count it saw before.
    mutating func add(_ constraint: Constraint, rightHandSide: Double, as r: RecordID) throws -> Solver.Storage {
        // An add may register variables and give them symbols or definitions.
        valueSourcesAreCurrent = false
        var variables: [VariableID] = []
        swap(&variables, &scratchIndices)
        variables.clear()
        defer { swap(&variables, &scratchIndices) }
        // By index, reading only the id of a known variable: copying a `Term` copies its
        // variable's name, and a name longer than a small string is a reference count taken
        // and dropped (an atomic operation) for every term of every add.
        constraint.expression.terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                if let known = variableIndex[terms[i].variable.id] {
                    variables.append(known)
                } else {
                    variables.append(register(terms[i].variable))
                }
            }
        }
        let storage = try place(constraint, rightHandSide: rightHandSide, as: r, variables: variables)
        for v in variables { references[v.index] += 1 }
        return storage
    }

    /// Forgets every placement (before re-placing all records into a fresh tableau); variables
    /// stay registered.
    mutating func clearPlacements() {
        valueSourcesAreCurrent = false
        let snapshots = tableau.usesColumnSnapshots
        tableau = Tableau()
        tableau.usesColumnSnapshots = snapshots
        definitions = Definitions(definitions: 32, terms: 64)
        for i in variableList.indices {
            variableSymbol[i] = .none
            variableDefinition[i] = .none
            references[i] = 0
        }
        valueTracking.forgetPlacements(variableCount: variableList.count)
    }

    /// Drops a definition that was never expanded into the tableau: its variable is free again.
    mutating func forgetDefinition(_ k: DefinitionID) {
        definitions.alive[k.index] = false
        variableDefinition[definitions.variable[k.index].index] = .none
        valueSourcesAreCurrent = false
        valueTracking.pending.append(definitions.variable[k.index])
    }

    /// Removes definition `k` after its dummy was substituted into tableau rows (it was
    /// expanded): the definition `x = Σ bⱼ·yⱼ + constant + β·d` becomes an ordinary row with a
    /// new external symbol for `x` as its basic symbol, and that required equality is then
    /// removed as any other is (Cassowary's marker method on `d`). The rows that held `x`'s
    /// definition hold `d`, so the marker's pivot gives them `x` back: the work follows the
    /// rows that hold `d`, not the tableau (a rebuild placed every record again).
    ///
    /// - Requires: `k` is alive, its record is gone from the records, and its dummy exists.
    /// - Throws: a numerical failure of the tableau; the caller then rebuilds from the records.
    mutating func removeExpandedDefinition(_ k: DefinitionID) throws {
        let x = definitions.variable[k.index]
        let d = definitions.dummy[k.index]
        var variables: [VariableID] = []
        var terms: [Term] = []
        for t in definitions.terms(k) {
            let y = definitions.termVariable[t]
            variables.append(y)
            terms.append(Term(variableList[y.index], definitions.termCoefficient[t]))
        }
        var constant = definitions.constant[k.index]
        let beta = definitions.dummyCoefficient[k.index]
        definitions.alive[k.index] = false
        variableDefinition[x.index] = .none
        valueSourcesAreCurrent = false
        valueTracking.pending.append(x)
        var cells = expand(terms, variables: variables, constant: &constant)
        defer { swap(&cells, &expansionCells) }
        cells.append(Cell(symbol: d, coefficient: beta))
        try tableau.removeDefinedRow(basic: symbol(for: x), cells: cells, constant: constant, marker: d)
    }

    /// Moves an optional constraint's right-hand constant to `constant` in one call (one
    /// exclusivity check of the solver's core instead of one per part: this is the path of
    /// every suggested value). Returns false, changing nothing, for a required constraint, which
    /// needs the transactional path (`Solver.moveConstant(record:to:)`); true when moved or
    /// already there.
    /// - Throws: a numerical failure of the tableau, with rows possibly mid-change and the record
    ///   still holding the old constant (the caller rebuilds from the records).
    mutating func moveOptionalConstant(record r: RecordID, to constant: Double) throws -> Bool {
        guard let record = records[r.index] else { return true }
        guard !record.isRequired else { return false }
        guard constant != record.rightHandSide else { return true }
        valuesAreCurrent = false
        try moveConstant(of: record.storage, from: record.rightHandSide, to: constant)
        records[r.index]?.rightHandSide = constant
        return true
    }

    /// Moves the right-hand constant of a placed constraint from `old` to `new`.
    /// - Throws: what the tableau throws (a conflict, or a numerical failure); a definition's
    ///   constant is then restored, the tableau's transaction is the caller's.
    mutating func moveConstant(of storage: Solver.Storage, from old: Double, to new: Double) throws {
        let delta = new - old
        switch storage {
        case .core(let tag):
            try tableau.shiftMarker(tag.marker, sign: tag.markerSign, delta: -delta)
            try failIfInjected()
        case .definition(let k):
            definitions.constant[k.index] = -new * definitions.dummyCoefficient[k.index]
            valueTracking.pending.append(definitions.variable[k.index])
            let d = definitions.dummy[k.index]
            do {
                if d.exists { try tableau.shiftMarker(d, sign: 1, delta: -delta) }
                try failIfInjected()
            } catch {
                definitions.constant[k.index] = -old * definitions.dummyCoefficient[k.index]
                throw error
            }
        }
    }

    /// The index of `variable`, registered now when new. A new variable has no value yet: the
    /// values are stale from here (a bound registers its variable without any add after it,
    /// and a read must then not index past the values).
    mutating func register(_ variable: Variable) -> VariableID {
        if let i = variableIndex[variable.id] { return i }
        valuesAreCurrent = false
        let i = VariableID(variableList.count)
        variableIndex[variable.id] = i
        variableList.append(variable)
        variableSymbol.append(.none)
        variableDefinition.append(.none)
        references.append(0)
        accumulator.append(0)
        pending.append(false)
        return i
    }

    /// Forgets variables registered after `count` (by an add that failed).
    mutating func unregister(downTo count: Int) {
        guard variableList.count > count else { return }
        for v in variableList[count...] { variableIndex[v.id] = nil }
        variableList.removeSubrange(count...)
        variableSymbol.removeSubrange(count...)
        variableDefinition.removeSubrange(count...)
        references.removeSubrange(count...)
        accumulator.removeSubrange(count...)
        pending.removeSubrange(count...)
        valueTracking.forgetVariables(downTo: count)
    }

    /// Undoes a failed placement: the tableau's transaction, the symbols and dummies it gave
    /// out, and the variables registered since `checkpoint`.
    mutating func rollback(checkpoint: Int) {
        valueSourcesAreCurrent = false
        tableau.rollbackTransaction()
        for v in allocatedVariableSymbols where v.index < variableSymbol.count { variableSymbol[v.index] = .none }
        for k in allocatedDummies { definitions.dummy[k.index] = .none }
        allocatedVariableSymbols.removeAll()
        allocatedDummies.removeAll()
        unregister(downTo: checkpoint)
    }

    /// Places a record: a required equality with a variable that nothing uses yet becomes a
    /// definition of that variable (no tableau work at all); anything else becomes a tableau row,
    /// inside a transaction.
    mutating func place(
        _ constraint: Constraint, rightHandSide: Double, as r: RecordID, variables: [VariableID]
    ) throws -> Solver.Storage {
        let coefficients = constraint.expression.terms
        if usesDefinitions, constraint.priority.isRequired, constraint.relation == .equal,
            let f = variables.indices.first(where: {
                isFresh(variables[$0]) && Swift.abs(coefficients[$0].coefficient) > 1e-6
            })
        {
            let a = coefficients[f].coefficient
            // The definition's terms are copied where they are kept: built in a scratch array
            // (one allocation per definition otherwise, 40,000 in laying out 10,000 labels).
            var terms: [(VariableID, Double)] = []
            swap(&terms, &definitionTermsScratch)
            defer { swap(&terms, &definitionTermsScratch) }
            terms.clear()
            for i in variables.indices where i != f {
                terms.append((variables[i], -coefficients[i].coefficient / a))
            }
            let x = variables[f]
            let k = definitions.append(
                variable: x, terms: terms, constant: rightHandSide / a, dummyCoefficient: -1 / a, record: r)
            variableDefinition[x.index] = k
            valueTracking.noteDefinition(k, of: x, using: terms)
            return .definition(k)
        }
        tableau.beginTransaction(recording: false)
        allocatedVariableSymbols.clear()
        allocatedDummies.clear()
        var constant = -rightHandSide
        var cells = expand(constraint.expression.terms, variables: variables, constant: &constant)
        defer { swap(&cells, &expansionCells) }
        let tag = try tableau.addRow(
            cells, constant: constant, relation: constraint.relation, priority: constraint.priority.rawValue,
            priorityBelow: constraint.priorityBelow.rawValue, owner: r)
        try failIfInjected()
        tableau.commitTransaction()
        return .core(tag)
    }

    /// Throws when a test injected a failure (see ``injectedFailures``), using one up.
    @inline(__always)
    mutating func failIfInjected() throws(TableauInternalError) {
        guard injectedFailures > 0 else { return }
        injectedFailures -= 1
        throw TableauInternalError(message: "injected failure")
    }

    /// The indices of a constraint's variables, in term order.
    func indices(of constraint: Constraint) -> [VariableID] {
        constraint.expression.terms.compactMap { variableIndex[$0.variable.id] }
    }

    func isFresh(_ v: VariableID) -> Bool {
        references[v.index] == 0 && !variableSymbol[v.index].exists && !variableDefinition[v.index].exists
    }

    /// The record's terms over tableau symbols: defined variables are replaced by their
    /// definitions (latest first, each once, so a chain costs its length), and the dummies of
    /// the definitions used join the row so that removal and constant changes still find them.
    /// - Complexity: O(definitions reached × log), O(terms) when none is reached.
    ///
    /// The result is lent out of `expansionCells`: the caller hands it back when done, so an
    /// add allocates nothing here once the scratch buffers have grown.
    mutating func expand(_ terms: [Term], variables: [VariableID], constant: inout Double) -> [Cell] {
        var cells: [Cell] = []
        swap(&cells, &expansionCells)
        cells.clear()
        if !variables.contains(where: { variableDefinition[$0.index].exists }) {
            // No definition to substitute (the common case): one cell per term (by index: a
            // copied `Term` copies its variable's name).
            for i in variables.indices {
                cells.append(Cell(symbol: symbol(for: variables[i]), coefficient: terms[i].coefficient))
            }
            return cells
        }
        var touched: [VariableID] = []
        swap(&touched, &expansionTouched)
        touched.clear()
        // Definitions to substitute, latest first: a definition refers only to earlier ones,
        // so each is expanded once, after everything that refers to it.
        var heap = IndexHeap<DefinitionID>()
        swap(&heap, &expansionHeap)
        var dummyCells: [Cell] = []
        swap(&dummyCells, &expansionDummies)
        dummyCells.clear()
        for i in variables.indices { add(variables[i], terms[i].coefficient, &touched, &heap) }
        while let k = heap.pop() {
            let x = definitions.variable[k.index].index
            let a = accumulator[x]
            accumulator[x] = 0
            guard a != 0 else { continue }
            constant += a * definitions.constant[k.index]
            for t in definitions.terms(k) {
                add(definitions.termVariable[t], a * definitions.termCoefficient[t], &touched, &heap)
            }
            if !definitions.dummy[k.index].exists {
                definitions.dummy[k.index] = tableau.newSymbol(.dummy, owner: definitions.record[k.index])
                allocatedDummies.append(k)
            }
            dummyCells.append(
                Cell(symbol: definitions.dummy[k.index], coefficient: a * definitions.dummyCoefficient[k.index]))
        }
        for v in touched {
            let i = v.index
            let a = accumulator[i]
            accumulator[i] = 0
            pending[i] = false
            guard !variableDefinition[i].exists, Swift.abs(a) > Tableau.epsilon else { continue }
            cells.append(Cell(symbol: symbol(for: v), coefficient: a))
        }
        cells.append(contentsOf: dummyCells)
        swap(&touched, &expansionTouched)
        swap(&heap, &expansionHeap)
        swap(&dummyCells, &expansionDummies)
        return cells
    }

    /// Adds `a × v` to the expansion's accumulator; a defined variable's definition is queued
    /// once. (A method with `inout`s rather than a closure, whose captures would be boxed.)
    @inline(__always)
    private mutating func add(
        _ v: VariableID, _ a: Double, _ touched: inout [VariableID], _ heap: inout IndexHeap<DefinitionID>
    ) {
        let i = v.index
        if accumulator[i] == 0 && !pending[i] { touched.append(v) }
        accumulator[i] += a
        let k = variableDefinition[i]
        if k.exists && !pending[i] {
            pending[i] = true
            heap.push(k)
        }
    }

    /// The variable's external tableau symbol, created on first use.
    mutating func symbol(for v: VariableID) -> SymbolID {
        if !variableSymbol[v.index].exists {
            variableSymbol[v.index] = tableau.newSymbol(.external, owner: .none)
            valueTracking.noteSymbol(variableSymbol[v.index], of: v)
            allocatedVariableSymbols.append(v)
        }
        return variableSymbol[v.index]
    }

    /// Every variable's value: tableau values first, then the definitions in creation order
    /// (a topological order, so one forward sweep).
    /// - Complexity: O(variables + definition terms).
    private func computeValues(into values: inout [Double]) {
        let n = variableList.count
        if values.count != n { values = Array(repeating: 0, count: n) }
        // Hot loop (once per update, O(n)): raw pointers, handed to a static function as
        // parameters so that the compiler keeps them in registers instead of reloading them
        // from closure contexts after every store into `values`.
        values.withUnsafeMutableBufferPointer { values in
            valueSourceVariables.withUnsafeBufferPointer { variables in
                valueSourceSymbols.withUnsafeBufferPointer { symbols in
                    tableau.rowOf.withUnsafeBufferPointer { rowOf in
                        tableau.rows.withUnsafeBufferPointer { rows in
                            SolverCore.readTableauValues(
                                into: values, variables: variables, symbols: symbols, rowOf: rowOf, rows: rows)
                        }
                    }
                }
            }
            definitions.variable.withUnsafeBufferPointer { variable in
                definitions.constant.withUnsafeBufferPointer { constant in
                    definitions.alive.withUnsafeBufferPointer { alive in
                        definitions.termStart.withUnsafeBufferPointer { start in
                            definitions.termVariable.withUnsafeBufferPointer { termVariable in
                                definitions.termCoefficient.withUnsafeBufferPointer { termCoefficient in
                                    SolverCore.evaluateDefinitions(
                                        into: values, variable: variable, constant: constant, alive: alive,
                                        start: start, termVariable: termVariable, termCoefficient: termCoefficient)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `values[v]` for every variable without a definition (the value sources): its basic
    /// row's constant, or 0.
    private static func readTableauValues(
        into values: UnsafeMutableBufferPointer<Double>, variables: UnsafeBufferPointer<VariableID>,
        symbols: UnsafeBufferPointer<SymbolID>, rowOf: UnsafeBufferPointer<RowID>, rows: UnsafeBufferPointer<RowHeader>
    ) {
        for k in 0..<variables.count {
            let s = symbols[k]
            let r = s.exists ? rowOf[s.index] : .none
            values[variables[k].index] = r.exists ? rows[r.index].constant : 0
        }
    }

    /// Every live definition's value, in creation order (a topological order).
    private static func evaluateDefinitions(
        into values: UnsafeMutableBufferPointer<Double>, variable: UnsafeBufferPointer<VariableID>,
        constant: UnsafeBufferPointer<Double>, alive: UnsafeBufferPointer<Bool>, start: UnsafeBufferPointer<Int32>,
        termVariable: UnsafeBufferPointer<VariableID>, termCoefficient: UnsafeBufferPointer<Double>
    ) {
        var i = 0
        for k in 0..<variable.count {
            let end = Int(start[k + 1])
            guard alive[k] else {
                i = end
                continue
            }
            var x = constant[k]
            while i < end {
                x += termCoefficient[i] * values[termVariable[i].index]
                i += 1
            }
            values[variable[k].index] = x
        }
    }
}
