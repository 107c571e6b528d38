/// Minimal conflicting sets: when required constraints cannot all hold, which few of them are
/// to blame.
extension Solver {
    /// The largest number of sub-solver adds (about k² for k candidates) spent proving a
    /// conflicting set minimal; larger sets are reported as the infeasibility certificate gave
    /// them. 500 candidates: an add into the dense rows of a system that conflicts through a
    /// thousand duplicated constraints costs 15 µs, not 1, and 1,443 candidates took 28 s.
    static let conflictVerificationBudget = 250_000

    /// A minimal set of required constraints that cannot hold together with `new`, while every
    /// proper subset can: `new` and the others in insertion order.
    ///
    /// Starts from the constraints of the infeasibility certificate the tableau found (`hints`,
    /// record indices), checks that they do conflict (else starts from every required
    /// constraint), then runs a deletion filter (``deletionFilter(_:with:)``): each constraint
    /// in turn is left out if the rest still conflict. What remains is irreducible.
    /// Feasibility is tested on fresh sub-solvers, so this solver is not touched.
    /// - Parameter replacing: the record that `new` replaces (a constant change), left out of
    ///   the candidates.
    /// - Throws: ``SolverError/internalError(_:)`` when a feasibility test fails numerically
    ///   (see ``isFeasible(_:with:)``); this solver is not touched either way.
    /// - Complexity: O(h log h) for h hints, O(records) more only when the hints do not
    ///   conflict; then O(k²) constraint adds for a starting set of k constraints at most, none
    ///   past ``conflictVerificationBudget``.
    func minimalConflict(adding new: Record, hints: [RecordID], replacing: RecordID? = nil) throws(SolverError)
        -> [Constraint]
    {
        func isCandidate(_ id: RecordID) -> Bool {
            guard id != replacing, id.index >= 0, id.index < records.count, let r = records[id.index] else {
                return false
            }
            return r.constraint.priority.isRequired && !r.isEdit
        }
        // The hints first, in insertion order (the candidates among them, once each): only when
        // they do not conflict with `new` is every required record scanned. Scanning (and
        // hashing) every record for each conflict made a document with a thousand conflicts
        // among ten thousand constraints take seconds.
        var set = Set(hints).filter(isCandidate).sorted()
        if try isFeasible(set, with: new) {
            set = records.indices.map { RecordID($0) }.filter(isCandidate)
        }
        // The filter costs about k² constraint adds for k candidates. A certificate from the
        // simplex is nearly always minimal already (a long chain that contradicts its end is
        // one: every link is needed), so past the budget it is reported as found instead of
        // spending minutes proving it (documented in docs/solver.md).
        if set.count * set.count <= Solver.conflictVerificationBudget { set = try deletionFilter(set, with: new) }
        var ordered = set.compactMap { r in records[r.index].map { (r, $0.constraint) } }
        ordered.append((replacing ?? RecordID(rawValue: .max), new.constraint))
        ordered.sort { $0.0 < $1.0 }
        return ordered.map(\.1)
    }

    /// The deletion filter: each candidate in turn is left out if the kept ones before it and
    /// every one after it still conflict with `new`; what remains is irreducible.
    ///
    /// Decided a block at a time: when the kept ones and the candidates after a block conflict
    /// alone, every candidate of the block goes at once (each one's own test would be of a
    /// superset), and the next block is twice as long; when they do not, the block is halved
    /// until one candidate is tested alone, which then stays. Exactly the one-at-a-time
    /// filter's answer: n tests when every candidate stays (a certificate is nearly minimal),
    /// about k·log(n/k) when k of n stay (a search over every required constraint).
    /// - Complexity: O(min(n, k log(n/k)) + log n) feasibility tests of up to n adds each.
    func deletionFilter(_ set: [RecordID], with new: Record) throws(SolverError) -> [RecordID] {
        var kept: [RecordID] = []
        var i = 0
        var block = 1
        while i < set.count {
            let end = Swift.min(set.count, i + block)
            if try !isFeasible(kept + set[end...], with: new) {
                i = end  // the whole block goes
                block *= 2
            } else if block > 1 {
                block /= 2  // something in it stays: look closer
            } else {
                kept.append(set[i])
                i += 1
            }
        }
        return kept
    }

    /// Whether the records (required, at their current constants) and `new` can hold together.
    ///
    /// - Requires: every constraint involved was validated when it entered this solver (its
    ///   numbers and priority are acceptable to any solver).
    /// - Throws: ``SolverError/internalError(_:)`` when the sub-solver fails numerically: that
    ///   answers neither "feasible" nor "infeasible", so it is not turned into either.
    func isFeasible(_ set: [RecordID], with new: Record) throws(SolverError) -> Bool {
        let sub = Solver(findsConflicts: false)
        sub.core.injectedFailures = core.injectedFailures
        for record in set.compactMap({ records[$0.index] }) + [new] {
            let c = Constraint(
                LinearExpression(terms: record.constraint.expression.terms), record.constraint.relation,
                LinearExpression(constant: record.rightHandSide))
            // `insert`, not `add`: every constraint here is a fresh handle (no duplicate) made of
            // numbers that were validated on their way in, so the only failures left are the
            // conflict, which is the answer, and a numerical failure, which is passed on.
            do {
                _ = try sub.insert(c, isEdit: false)
            } catch {
                guard case .unsatisfiable = error else { throw error }
                return false
            }
        }
        return true
    }
}
