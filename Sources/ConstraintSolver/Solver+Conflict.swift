/// Minimal conflicting sets: when required constraints cannot all hold, which few of them are
/// to blame.
extension Solver {
    /// The largest number of sub-solver adds (about k² for k candidates) spent proving a
    /// conflicting set minimal; larger sets are reported as the infeasibility certificate gave
    /// them.
    static let conflictVerificationBudget = 4_000_000

    /// A minimal set of required constraints that cannot hold together with `new`, while every
    /// proper subset can: `new` and the others in insertion order.
    ///
    /// Starts from the constraints of the infeasibility certificate the tableau found (`hints`,
    /// record indices), checks that they do conflict (else starts from every required
    /// constraint), then runs a deletion filter: each constraint in turn is left out if the
    /// rest still conflict. What remains is irreducible. Feasibility is tested on fresh
    /// sub-solvers, so this solver is not touched.
    /// - Parameter replacing: the record that `new` replaces (a constant change), left out of
    ///   the candidates.
    /// - Throws: ``SolverError/internalError(_:)`` when a feasibility test fails numerically
    ///   (see ``isFeasible(_:with:)``); this solver is not touched either way.
    /// - Complexity: O(k²) constraint adds for a starting set of k constraints.
    func minimalConflict(adding new: Record, hints: [RecordID], replacing: RecordID? = nil) throws(SolverError)
        -> [Constraint]
    {
        let required = records.indices.compactMap { i -> RecordID? in
            guard let r = records[i], r.constraint.priority.isRequired, !r.isEdit, RecordID(i) != replacing else {
                return nil
            }
            return RecordID(i)
        }
        let hinted = Set(hints)
        var set = required.filter { hinted.contains($0) }
        if try isFeasible(set, with: new) { set = required }
        // The filter costs about k² constraint adds for k candidates. A certificate from the
        // simplex is nearly always minimal already (a long chain that contradicts its end is
        // one: every link is needed), so past the budget it is reported as found instead of
        // spending minutes proving it (documented in docs/solver.md).
        let verifiable = set.count * set.count <= Solver.conflictVerificationBudget
        var i = verifiable ? 0 : set.count
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if try isFeasible(trial, with: new) { i += 1 } else { set = trial }
        }
        var ordered = set.compactMap { r in records[r.index].map { (r, $0.constraint) } }
        ordered.append((replacing ?? RecordID(rawValue: .max), new.constraint))
        ordered.sort { $0.0 < $1.0 }
        return ordered.map(\.1)
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
