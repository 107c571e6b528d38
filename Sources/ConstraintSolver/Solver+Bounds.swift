/// Lower bounds on variables, held lazily: `x >= b`, required, enters the tableau as an ordinary
/// constraint only when a solution would otherwise break it (or, for an exact answer about
/// ambiguity, when it holds with equality). A layout engine bounds every width and height by 0
/// this way: nearly all sizes are positive in every solution, so nearly no bound ever costs a
/// row (two required rows per view cost a layout of 10,000 labels about 80%).
///
/// Why this is exact: a solution that meets every bound is optimal for the system with the
/// bounds too (adding constraints that the optimum already meets cannot improve on it), so
/// values do not depend on which bounds are in the tableau as long as the solution meets all of
/// them; after every call that can move values the solver brings in each bound the new
/// solution breaks, and solves again, until none is broken. A required constraint that cannot
/// hold together with the bounds is reported like any other conflict: its minimal conflicting
/// set names the bounds it needs (their ``Constraint``s come from ``boundConstraint(for:)``; see
/// ``boundedVariable(of:)``). Ambiguity looks at the bounds that hold with equality, which are
/// the only ones that limit the moves around the current solution.
///
/// The raw API (``add(_:)`` and the rest) knows nothing of bounds until one is set: a solver
/// without bounds does no bound work at all.
extension Solver {
    /// Bounds `variable` below by `bound`: `variable >= bound`, required, held lazily (see the
    /// extension's notes). Setting a bound on a variable that has one replaces it, unless its
    /// constraint is already in the tableau (it then stays as it is).
    /// - Throws: ``SolverError/invalidNumber(_:context:)`` for a bound that is not finite or
    ///   larger than ``magnitudeLimit``; ``SolverError/unsatisfiable(constraint:conflict:)`` when
    ///   the current solution breaks the bound and the required constraints cannot meet it (the
    ///   bound is then not set).
    /// - Complexity: O(1), plus the work of bringing the bound in when the solution breaks it.
    public func addLowerBound(_ bound: Double, for variable: Variable) throws(SolverError) {
        try checkNumber(bound, "lower bound of \(variable)")
        if !usesBounds {
            usesBounds = true
            // With lazy bounds the values are read after every call that may move them (to find
            // a broken bound), so a change log pays for itself on much smaller systems than for
            // a solver read once per frame.
            core.valueTracking.smallestTrackedSize = Swift.min(
                core.valueTracking.smallestTrackedSize, ValueTracking.smallestTrackedSizeWithBounds)
        }
        let v = core.register(variable)
        guard boundConstraints[v] == nil else { return }
        if core.valueTracking.bound(of: v) == -.infinity { core.valueTracking.bounded.append(v) }
        core.valueTracking.setBound(bound, of: v)
        // A variable that no constraint uses yet is 0 (no update needed).
        let value = core.isFresh(v) ? 0 : core.value(of: variable)
        if value < bound - Tableau.epsilon {
            do {
                try enforceBounds()
            } catch {
                core.valueTracking.setBound(-.infinity, of: v)
                core.valueTracking.bounded.removeAll { $0 == v }
                throw error
            }
        }
    }

    /// The constraint a bound becomes in the tableau, as conflict sets name it; nil when
    /// `variable` has no bound.
    public func boundConstraint(for variable: Variable) -> Constraint? {
        guard let v = core.variableIndex[variable.id] else { return nil }
        if let c = boundConstraints[v] { return c }
        let bound = core.valueTracking.bound(of: v)
        guard bound > -.infinity else { return nil }
        return Constraint(variable.expression, .greaterThanOrEqual, LinearExpression(constant: bound))
    }

    /// The variable whose bound `constraint` is (a member of a conflicting set made for a bound),
    /// or nil for any other constraint.
    public func boundedVariable(of constraint: Constraint) -> Variable? {
        boundOwners[constraint.id]
    }

    /// Whether any bound is set but not yet in the tableau.
    var hasLazyBounds: Bool { usesBounds && !core.valueTracking.bounded.isEmpty }

    /// Brings in every bound the solution breaks, solving again, until none is broken.
    /// - Throws: what adding a bound throws: ``SolverError/unsatisfiable(constraint:conflict:)``
    ///   (the bound cannot hold with the required constraints) or an internal error. The bounds
    ///   brought in before stay: they hold in every solution of the system with the bounds.
    func enforceBounds() throws(SolverError) {
        while true {
            core.updateValues()
            // Nearly always nothing is broken: done without touching the list.
            if core.valueTracking.violations.isEmpty { return }
            var broken: [VariableID] = []
            swap(&broken, &core.valueTracking.violations)
            defer {
                broken.clear()
                swap(&broken, &core.valueTracking.violations)
            }
            var added = false
            for v in broken {
                let bound = core.valueTracking.bound(of: v)
                guard bound > -.infinity, core.values[v.index] < bound - Tableau.epsilon else { continue }
                try materializeBound(v)
                added = true
            }
            guard added else { return }
        }
    }

    /// Puts `v`'s bound into the tableau as a required constraint.
    func materializeBound(_ v: VariableID) throws(SolverError) {
        let variable = core.variableList[v.index]
        let bound = core.valueTracking.bound(of: v)
        let c = Constraint(variable.expression, .greaterThanOrEqual, LinearExpression(constant: bound))
        // Named before the add: a conflicting set thrown by it holds `c`.
        boundOwners[c.id] = variable
        _ = try insert(c, isEdit: false)
        core.valueTracking.setBound(-.infinity, of: v)
        core.valueTracking.bounded.removeAll { $0 == v }
        boundConstraints[v] = c
    }

    /// Before an ambiguity analysis: brings in the bounds that hold with equality (the only ones
    /// that limit moves around the current solution). Adding one cannot conflict (the current
    /// solution meets it); a numerical failure leaves that bound out, and the analysis may then
    /// list more variables than it should, never fewer.
    func materializeActiveBounds() {
        guard hasLazyBounds else { return }
        core.updateValues()
        let active = core.valueTracking.bounded.filter {
            core.values[$0.index] <= core.valueTracking.bound(of: $0) + Tableau.epsilon
        }
        for v in active {
            do throws(SolverError) { try materializeBound(v) } catch { continue }
        }
    }

    /// A required constraint on one bounded variable that the bound alone contradicts
    /// (`width == -16` under `width >= 0`): refused at once with the two as its minimal
    /// conflicting set, without a search (each alone can hold, together they cannot). A layout
    /// can hold thousands of these (a Visual Format line that repeats a view), and each search
    /// walks the records.
    /// - Complexity: O(1).
    func checkAgainstBound(_ c: Constraint) throws(SolverError) {
        guard c.priority.isRequired, c.expression.terms.count == 1 else { return }
        let term = c.expression.terms[0]
        guard let v = core.variableIndex[term.variable.id] else { return }
        let bound: Double
        if let materialized = boundConstraints[v] {
            bound = materialized.constant
        } else {
            bound = core.valueTracking.bound(of: v)
        }
        guard bound > -.infinity else { return }
        // a·x + k REL 0, so x REL' −k/a (the relation flips for a < 0).
        let a = term.coefficient, limit = -c.expression.constant / a
        let contradicts: Bool
        switch c.relation {
        case .equal: contradicts = limit < bound - Tableau.epsilon
        case .lessThanOrEqual: contradicts = a > 0 && limit < bound - Tableau.epsilon
        case .greaterThanOrEqual: contradicts = a < 0 && limit < bound - Tableau.epsilon
        }
        guard contradicts, let boundConstraint = boundConstraint(for: term.variable) else { return }
        boundOwners[boundConstraint.id] = term.variable
        // In the order the general path gives: the constraint, then the bound brought in after it.
        throw .unsatisfiable(constraint: c, conflict: [c, boundConstraint])
    }

    /// Runs `change` (a successful call that may have moved values), then brings in the bounds
    /// it broke; when that fails, `undo` takes the change back and the failure is reported
    /// against `constraint`.
    func keepingBounds(
        of constraint: Constraint, _ undo: () throws(SolverError) -> Void
    ) throws(SolverError) {
        guard hasLazyBounds else { return }
        do {
            try enforceBounds()
        } catch {
            try undo()
            if case .unsatisfiable(_, let set) = error { throw .unsatisfiable(constraint: constraint, conflict: set) }
            throw error
        }
    }
}
