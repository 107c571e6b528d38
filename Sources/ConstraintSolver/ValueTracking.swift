/// The solver's bookkeeping for incremental value updates: which definitions use each variable
/// (so a changed value reaches exactly the definitions downstream of it), the tableau symbol
/// of each external variable, the variables a change touched outside the tableau, and the list
/// of changed variables reported to a caller that asked for it (``Solver/recordsValueChanges``).
struct ValueTracking {
    /// Whether the next update must read every value (nothing to go by, or the log is known to
    /// be incomplete: a rollback, a rebuild, variables forgotten).
    var needsFullUpdate = true
    /// Below this many variables a full read is cheaper than keeping a change log (tests lower
    /// it to hold the incremental path to the full read on small systems).
    var smallestTrackedSize = 512
    /// ``smallestTrackedSize`` once lazy bounds are in use (``Solver/addLowerBound(_:for:)``):
    /// every add then reads the values.
    static let smallestTrackedSizeWithBounds = 64
    /// How many of the next updates read everything without a log, after an incremental update
    /// found too much changed (``backoff`` each time).
    var untrackedUpdates = 0
    /// How many updates the solver has made (a change log starts after the first).
    var updates = 0
    static let backoff = 8

    /// Whether the indexes below (symbols, dependents, pending) are kept: from the first update
    /// that starts a change log on (small systems never do, and pay nothing for them).
    var isIndexed = false

    /// Per tableau symbol: the variable whose external symbol it is, or none.
    var symbolVariable: [VariableID] = []

    /// Per variable: the first entry of its list of dependent definitions (-1: none). The lists
    /// are linked through `dependentNext`; entry `e` names `dependentDefinition[e]`.
    var dependentHead: [Int32] = []
    var dependentNext: [Int32] = []
    var dependentDefinition: [DefinitionID] = []

    /// Variables whose value may have changed outside the tableau since the last update (a
    /// definition made, forgotten or given a new constant).
    var pending: [VariableID] = []

    /// Per definition: whether it waits in `queue`.
    var queued: [Bool] = []
    /// Definitions to evaluate again, a binary min-heap of ids (creation order is a topological
    /// order: a definition uses only variables defined before it).
    var queue: [Int32] = []
    /// Definitions queued during the current update, and how many it may queue before the
    /// update gives up and reads everything.
    var pushed = 0
    var budget = 0

    /// Whether changed variables are collected for ``Solver/takeChangedVariables()``.
    var reports = false
    /// Whether more changed than `changed` lists (or the update read every value): the caller
    /// must assume that any variable changed.
    var reportOverflowed = true
    /// The variables whose value changed since the caller last took the list, each once.
    var changed: [VariableID] = []
    /// Per variable: whether it is in `changed`.
    var reported: [Bool] = []

    /// Per variable: its lower bound not yet in the tableau (`-infinity`: none; see
    /// `Solver+Bounds.swift`); grown on first use, so a solver without bounds keeps none.
    var lowerBound: [Double] = []

    /// `v`'s bound not yet in the tableau, `-infinity` for none.
    @inline(__always)
    func bound(of v: VariableID) -> Double {
        v.index < lowerBound.count ? lowerBound[v.index] : -.infinity
    }

    /// Sets `v`'s bound not yet in the tableau.
    mutating func setBound(_ b: Double, of v: VariableID) {
        lowerBound.extend(toIndex: v.index, with: -.infinity)
        lowerBound[v.index] = b
    }
    /// The variables with a bound not yet in the tableau, in the order bounded.
    var bounded: [VariableID] = []
    /// Variables whose value fell below their bound in an update, each at most once per update.
    var violations: [VariableID] = []

    /// A new definition `k` of `x` over `terms`: `x`'s value is new, and `k` depends on the
    /// terms' variables.
    mutating func noteDefinition(_ k: DefinitionID, of x: VariableID, using terms: [(VariableID, Double)]) {
        guard isIndexed else { return }
        queued.extend(toIndex: k.index, with: false)
        for (y, _) in terms {
            dependentHead.extend(toIndex: y.index, with: -1)
            dependentDefinition.append(k)
            dependentNext.append(dependentHead[y.index])
            dependentHead[y.index] = Int32(dependentDefinition.count - 1)
        }
        pending.append(x)
    }

    /// `symbol` is now `v`'s external symbol.
    mutating func noteSymbol(_ symbol: SymbolID, of v: VariableID) {
        guard isIndexed else { return }
        symbolVariable.extend(toIndex: symbol.index, with: .none)
        symbolVariable[symbol.index] = v
    }

    /// Variables from `count` on were forgotten (a failed add): read everything next time.
    mutating func forgetVariables(downTo count: Int) {
        needsFullUpdate = true
        if dependentHead.count > count { dependentHead.removeSubrange(count...) }
        if lowerBound.count > count { lowerBound.removeSubrange(count...) }
        bounded.removeAll { $0.index >= count }
        violations.removeAll { $0.index >= count }
        if reported.count > count {
            changed.removeAll { $0.index >= count }
            reported.removeSubrange(count...)
        }
    }

    /// Every placement was forgotten (a rebuild): no definitions, no symbols.
    mutating func forgetPlacements(variableCount: Int) {
        needsFullUpdate = true
        for i in dependentHead.indices { dependentHead[i] = -1 }
        dependentNext.removeAll()
        dependentDefinition.removeAll()
        symbolVariable.removeAll()
        queued.removeAll()
        queue.removeAll()
        pending.removeAll()
    }

    /// Adds `v` to the changed list when changes are reported.
    @inline(__always)
    mutating func report(_ v: VariableID) {
        guard reports, !reportOverflowed else { return }
        reported.extend(toIndex: v.index, with: false)
        guard !reported[v.index] else { return }
        reported[v.index] = true
        changed.append(v)
        if changed.count > Swift.max(64, reported.count / 4) { reportOverflowed = true }
    }

    /// Empties the changed list; with `overflowed`, the next list starts as "anything may have
    /// changed".
    mutating func resetReport(overflowed: Bool) {
        for v in changed { reported[v.index] = false }
        changed.clear()
        reportOverflowed = overflowed
    }

    /// Empties the queue of definitions (an incremental update given up half way).
    mutating func clearQueue() {
        for k in queue { queued[Int(k)] = false }
        queue.clear()
    }

    mutating func push(_ k: DefinitionID) {
        guard !queued[k.index] else { return }
        queued[k.index] = true
        pushed += 1
        queue.append(k.rawValue)
        var i = queue.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard queue[i] < queue[parent] else { break }
            queue.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> DefinitionID? {
        guard let first = queue.first else { return nil }
        let last = queue.removeLast()
        if !queue.isEmpty {
            queue[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < queue.count, queue[l] < queue[m] { m = l }
                if r < queue.count, queue[r] < queue[m] { m = r }
                if m == i { break }
                queue.swapAt(i, m)
                i = m
            }
        }
        queued[Int(first)] = false
        return DefinitionID(rawValue: first)
    }
}
