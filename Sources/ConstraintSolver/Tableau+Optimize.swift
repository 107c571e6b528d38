extension Tableau {
    /// Primal simplex on the lexicographic objective until no parametric symbol has a
    /// lexicographically negative reduced cost.
    ///
    /// Entering: the candidate with the lexicographically smallest reduced cost (Dantzig's rule,
    /// fewer pivots than Bland's on layouts), falling back to Bland's rule (the lowest-numbered
    /// candidate) after ``degenerateLimit`` degenerate pivots in a row, so the loop cannot cycle.
    /// Leaving: the minimum ratio, ties to the lowest-numbered basic symbol. Every choice is
    /// independent of hashing.
    /// - Complexity: per pivot, O(rows holding the entering symbol × their size).
    mutating func optimize() throws(TableauInternalError) {
        var degenerateStreak = 0
        while true {
            let entering: SymbolID
            if degenerateStreak < Tableau.degenerateLimit {
                guard let e = steepestCandidate() else { return }
                entering = e
            } else {
                guard let e = lowestCandidate() else { return }
                entering = e
            }
            var bestSlot = RowID.none
            var bestRatio = Double.infinity
            var bestBasic = SymbolID(rawValue: .max)
            var hits: [RowHit] = []
            swap(&hits, &hitScratch)
            defer { swap(&hits, &hitScratch) }
            collectRowsHolding(entering, into: &hits)
            for hit in hits {
                let slot = hit.slot
                let row = rows[slot.index]
                guard kind[row.basic.index] != .external else { continue }
                let a = hit.coefficient
                guard a < -Tableau.epsilon else { continue }
                let ratio = -row.constant / a
                if ratio < bestRatio - Tableau.epsilon
                    || (ratio <= bestRatio + Tableau.epsilon && row.basic < bestBasic)
                {
                    bestRatio = Swift.min(ratio, bestRatio)
                    bestSlot = slot
                    bestBasic = row.basic
                }
            }
            guard bestSlot.exists else {
                throw TableauInternalError(message: "the objective is unbounded")
            }
            degenerateStreak = bestRatio <= Tableau.epsilon ? degenerateStreak + 1 : 0
            // The ratio test has just found every row that holds `entering`: the substitution
            // goes through them instead of reading and searching the column again.
            hits.withUnsafeBufferPointer { pivot(entering: entering, slot: bestSlot, hits: $0) }
        }
    }

    /// Degenerate pivots in a row after which the entering rule falls back to Bland's.
    static let degenerateLimit = 8

    private func canEnter(_ s: SymbolID) -> Bool {
        let e = s.index
        return !rowOf[e].exists && kind[e] != .dummy && kind[e] != .external && lexSign(s) < 0
    }

    /// Bland's rule: the lowest-numbered candidate with a negative reduced cost.
    mutating func lowestCandidate() -> SymbolID? {
        takeCandidate(lowestId: true)
    }

    /// Dantzig's rule on the lexicographic objective: the candidate whose reduced cost is
    /// lexicographically smallest (ties to the lowest id).
    mutating func steepestCandidate() -> SymbolID? {
        takeCandidate(lowestId: false)
    }

    /// Removes and returns the best candidate that can enter (the lowest id, or the
    /// lexicographically smallest reduced cost, ties to the lowest id), dropping the candidates
    /// that no longer can; the rest stay. The list is in the order the symbols were queued,
    /// which the calls alone determine, so the choice is deterministic.
    /// - Complexity: O(candidates × levels).
    private mutating func takeCandidate(lowestId: Bool) -> SymbolID? {
        var list: [SymbolID] = []
        swap(&list, &candidates)
        var kept = 0
        var best = -1
        for i in list.indices {
            let s = list[i]
            guard canEnter(s) else {
                inCandidates[s.index] = false
                continue
            }
            list[kept] = s
            if best < 0 || (lowestId ? s < list[best] : lexLess(s, list[best])) { best = kept }
            kept += 1
        }
        var chosen: SymbolID?
        if best >= 0 {
            let s = list[best]
            chosen = s
            inCandidates[s.index] = false
            list[best] = list[kept - 1]
            kept -= 1
        }
        if kept < list.count { list.removeLast(list.count - kept) }
        swap(&list, &candidates)
        return chosen
    }

    /// Whether `s`'s reduced cost is lexicographically smaller than `t`'s (ties: lower id).
    private func lexLess(_ s: SymbolID, _ t: SymbolID) -> Bool {
        for level in levels {
            let x = level.cost[s.index], y = level.cost[t.index]
            if x < y - Tableau.epsilon { return true }
            if x > y + Tableau.epsilon { return false }
        }
        return s < t
    }

    /// Dual simplex: restores feasibility of the rows in `infeasible` (restricted basic symbols
    /// with negative values) while keeping every reduced cost lexicographically non-negative.
    /// Used after an edit or a constant change, which moves only row constants.
    ///
    /// Entering: the symbol with the lexicographically smallest ratio `cost / coefficient`
    /// among positive coefficients of the row, ties to the lowest-numbered symbol.
    /// - Throws: ``TableauConflict`` when a row cannot be made feasible: its basic symbol is
    ///   negative and nothing in it can raise it, so the required constraints contradict.
    mutating func dualOptimize() throws {
        while let slot = infeasible.popLast() {
            guard slot.index < rows.count else { continue }
            let row = rows[slot.index]
            guard row.basic.exists, kind[row.basic.index] != .external, row.constant < -Tableau.epsilon else {
                continue
            }
            // The pool is not changed before the pivot below.
            let best = Tableau.dualEntering(cells.unsafeElements(of: slot), kind: kind, levels: levels)
            guard best.exists else {
                throw TableauConflict(markers: [row.basic] + cells[slot].map(\.symbol))
            }
            pivot(entering: best, slot: slot)
        }
        // A dual pivot keeps the objective optimal only up to rounding: the primal loop drains
        // the candidates the pivots pushed and repairs any cost the arithmetic left negative.
        try optimize()
    }

    /// The dual simplex's entering symbol for an infeasible row with cells `cells`: the symbol
    /// with the lexicographically smallest ratio `cost / coefficient` among the positive
    /// coefficients (dummies never enter), ties to the lowest-numbered; none when there is no
    /// such symbol (the row's basic symbol cannot be raised: the constraints conflict).
    ///
    /// Static, with the symbols' kinds and the levels handed in: an instance method called
    /// inside a closure over one of the tableau's pools made Swift copy the whole tableau.
    /// - Complexity: O(row × levels).
    static func dualEntering(_ cells: UnsafeBufferPointer<Cell>, kind: [SymbolKind], levels: [Level]) -> SymbolID {
        var best = SymbolID.none
        var bestCoefficient = 0.0
        for cell in cells where cell.coefficient > Tableau.epsilon && kind[cell.symbol.index] != .dummy {
            if !best.exists || dualRatioLess(cell.symbol, cell.coefficient, than: best, bestCoefficient, levels) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    private static func dualRatioLess(
        _ s: SymbolID, _ a: Double, than t: SymbolID, _ b: Double, _ levels: [Level]
    ) -> Bool {
        for level in levels {
            let x = level.cost[s.index] / a
            let y = level.cost[t.index] / b
            if x < y - Tableau.epsilon { return true }
            if x > y + Tableau.epsilon { return false }
        }
        return s < t
    }
}
