/// Bringing the values up to date: incrementally from the tableau's change log and the
/// definitions downstream of what changed, or by reading everything when the log cannot say.
extension SolverCore {
    /// Brings `values` up to date.
    /// - Complexity: O(changed rows + changed variables × log) when the change log is complete
    ///   (a constant moved, a suggestion, a few constraints added); O(variables + definition
    ///   terms) otherwise.
    mutating func updateValues() {
        guard !valuesAreCurrent else { return }
        valuesAreCurrent = true
        // (Not `let changes = tableau.changes`: copying the log would retain its arrays.)
        if valueTracking.needsFullUpdate || tableau.changes.overflowed || !tableau.changes.isTracking
            || values.count > variableList.count
        {
            updateAllValues()
            if valueTracking.reports { valueTracking.reportOverflowed = true }
            findAllViolations()
        } else if !updateChangedValues() {
            // Too much changed for the incremental path to pay: read everything, and do not
            // keep a log for the next few updates (a loop of edits that move everything, such
            // as a window resize, then pays nothing for it).
            valueTracking.clearQueue()
            updateAllValues()
            if valueTracking.reports { valueTracking.reportOverflowed = true }
            valueTracking.untrackedUpdates = ValueTracking.backoff
            findAllViolations()
        }
        valueTracking.needsFullUpdate = false
        valueTracking.pending.clear()
        let n = variableList.count
        // Not after the first update: a solver read once (a benchmark's build) would pay for
        // indexes it never uses.
        valueTracking.updates &+= 1
        var tracking = n >= valueTracking.smallestTrackedSize && valueTracking.updates >= 2
        if valueTracking.untrackedUpdates > 0 {
            valueTracking.untrackedUpdates -= 1
            tracking = false
        }
        if tracking && !valueTracking.isIndexed { buildValueIndexes() }
        tableau.changes.reset(tracking: tracking, limit: Swift.max(16, n / 16))
    }

    /// Builds the indexes the incremental update needs (the first time it may run): the
    /// variable of each external symbol and the definitions that use each variable.
    /// - Complexity: O(variables + definition terms), once.
    private mutating func buildValueIndexes() {
        valueTracking.isIndexed = true
        for v in variableList.indices where variableSymbol[v].exists {
            valueTracking.noteSymbol(variableSymbol[v], of: VariableID(v))
        }
        for k in 0..<definitions.count {
            let id = DefinitionID(k)
            let terms = definitions.terms(id).map { (definitions.termVariable[$0], definitions.termCoefficient[$0]) }
            valueTracking.noteDefinition(id, of: definitions.variable[k], using: terms)
        }
        valueTracking.pending.removeAll()
    }

    /// The incremental update: the variables of the changed rows and basis changes, the
    /// variables a change touched outside the tableau, then the definitions downstream of
    /// every value that changed, in creation order.
    /// Returns false, with some values updated and others not, when more than a sixteenth of
    /// the definitions had to be evaluated again (the caller then reads everything).
    private mutating func updateChangedValues() -> Bool {
        let n = variableList.count
        valueTracking.pushed = 0
        valueTracking.budget = Swift.max(64, definitions.count / 16)
        while values.count < n {
            values.append(0)
            consider(VariableID(values.count - 1))
        }
        // By index, not `for … in`: iterating an array stored in `self` while `self` changes
        // retains and releases its buffer (this runs after every add once bounds are set), and
        // nothing here changes the log.
        let rowCount = tableau.rows.count
        var i = 0
        while i < tableau.changes.rows.count {
            let slot = tableau.changes.rows[i]
            i += 1
            guard slot.index < rowCount else { continue }
            let b = tableau.rows[slot.index].basic
            if b.exists { consider(symbol: b) }
        }
        i = 0
        while i < tableau.changes.symbols.count {
            consider(symbol: tableau.changes.symbols[i])
            i += 1
        }
        // (`consider` never adds to the pending list.)
        i = 0
        while i < valueTracking.pending.count {
            let v = valueTracking.pending[i]
            i += 1
            if v.index < n { consider(v) }
        }
        guard valueTracking.pushed <= valueTracking.budget else { return false }
        while let k = valueTracking.pop() {
            guard valueTracking.pushed <= valueTracking.budget else { return false }
            guard definitions.alive[k.index] else { continue }
            var x = definitions.constant[k.index]
            for t in definitions.terms(k) {
                x += definitions.termCoefficient[t] * values[definitions.termVariable[t].index]
            }
            set(definitions.variable[k.index], x)
        }
        return true
    }

    /// The variable whose external symbol `s` is, if any, considered for a new value.
    @inline(__always)
    private mutating func consider(symbol s: SymbolID) {
        guard s.index < valueTracking.symbolVariable.count, tableau.kind[s.index] == .external else { return }
        let v = valueTracking.symbolVariable[s.index]
        guard v.exists, v.index < variableSymbol.count, variableSymbol[v.index] == s else { return }
        consider(v)
    }

    /// Reads `v`'s value again: from the tableau, or by queueing its definition.
    private mutating func consider(_ v: VariableID) {
        let k = variableDefinition[v.index]
        if k.exists {
            valueTracking.push(k)
            return
        }
        let s = variableSymbol[v.index]
        let r = s.exists ? tableau.rowOf[s.index] : .none
        set(v, r.exists ? tableau.rows[r.index].constant : 0)
    }

    /// Stores `v`'s value; when it changed, reports it and queues the definitions that use it.
    @inline(__always)
    private mutating func set(_ v: VariableID, _ x: Double) {
        guard values[v.index] != x else { return }
        values[v.index] = x
        valueTracking.report(v)
        if x < valueTracking.bound(of: v) - Tableau.epsilon { valueTracking.violations.append(v) }
        var e = v.index < valueTracking.dependentHead.count ? valueTracking.dependentHead[v.index] : -1
        while e >= 0, valueTracking.pushed <= valueTracking.budget {
            valueTracking.push(valueTracking.dependentDefinition[Int(e)])
            e = valueTracking.dependentNext[Int(e)]
        }
    }

    /// After a full read: every bounded variable below its bound.
    private mutating func findAllViolations() {
        guard !valueTracking.bounded.isEmpty else { return }
        valueTracking.violations.clear()
        for v in valueTracking.bounded where values[v.index] < valueTracking.bound(of: v) - Tableau.epsilon {
            valueTracking.violations.append(v)
        }
    }

    /// The variables whose value changed since the last call (values brought up to date first),
    /// or nil when that is not known or too many changed to list.
    mutating func takeChangedSlots() -> [Int]? {
        updateValues()
        let list = valueTracking.reportOverflowed ? nil : valueTracking.changed.map(\.index)
        valueTracking.resetReport(overflowed: false)
        return list
    }

    /// The same, as variables.
    mutating func takeChangedVariables() -> [Variable]? {
        updateValues()
        let list = valueTracking.reportOverflowed ? nil : valueTracking.changed.map { variableList[$0.index] }
        valueTracking.resetReport(overflowed: false)
        return list
    }
}
