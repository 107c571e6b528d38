import InternalUtilities

/// Exact ambiguity: which variables are not pinned down by the constraints and priorities.
extension Solver {
    /// The variables that could take another value without making any priority level's error
    /// worse, in order of first use.
    ///
    /// A variable is listed if and only if it is not constant on the lexicographically optimal
    /// face. At the optimum every parametric symbol whose reduced cost is lexicographically
    /// positive must stay at zero on that face; the others (set *Z*) may move, limited only by
    /// restricted basic rows at zero that would go negative. The face's directions at the
    /// current solution form the cone *K* of moves in *Z* that keep those rows non-negative; a
    /// variable varies on the face exactly when it varies along the linear span of *K*.
    ///
    /// The span is computed exactly: when degenerate rows block some direction, one small
    /// linear program (on a fresh sub-solver) finds which of the cone's inequalities are implicit
    /// equalities; the span is then *Z* with those held at zero, a linear subspace. Each
    /// variable's change along two pseudo-random vectors of that subspace (fixed seed, so the
    /// answer is deterministic) is propagated through the rows and the definitions: a variable
    /// that depends on the subspace changes along a generic vector unless its dependence
    /// cancels exactly, which these vectors avoid with probability one.
    ///
    /// If that linear program fails numerically (exact arithmetic rules it out), none of its
    /// inequalities is taken to be an implicit equality: the answer may then list more
    /// variables than it should, never fewer.
    ///
    /// - Parameter cutoff: when given, constraints below this priority do not count: a variable
    ///   that only they pin down is reported. The layout layer uses this for fallbacks (an
    ///   explicit content size at a tiny priority) that must not hide an ambiguity.
    /// - Complexity: O(tableau size + definitions), plus the linear program when degenerate
    ///   rows block a zero-cost direction.
    public func ambiguousVariables(ignoringPrioritiesBelow cutoff: Priority? = nil) -> [Variable] {
        materializeActiveBounds()
        let t = tableau
        let n = t.symbolCount
        let floor = cutoff?.rawValue ?? -.infinity
        var free = [Bool](repeating: false, count: n)
        for s in 0..<n where !t.rowOf[s].exists && t.kind[s] != .dummy && t.lexSign(SymbolID(s), downTo: floor) == 0 {
            free[s] = true
        }
        var blocking: [RowID] = []
        for slot in t.rows.indices where t.isRestrictedAtZero(RowID(slot)) {
            if t.cells[RowID(slot)].contains(where: { free[$0.symbol.index] && $0.coefficient < -Tableau.epsilon }) {
                blocking.append(RowID(slot))
            }
        }
        var zeroed = [Bool](repeating: false, count: n)
        var equalities: [RowID] = []
        if !blocking.isEmpty { (zeroed, equalities) = implicitEqualities(blocking, free: free) }

        var generator = SplitMix64(seed: 0x5EED_AB1E)
        var ambiguous = [Bool](repeating: false, count: variableList.count)
        for _ in 0..<2 {
            var h = [Double](repeating: 0, count: n)
            for s in 0..<n where free[s] && !zeroed[s] { h[s] = generator.nextDirection() }
            if !equalities.isEmpty { project(&h, onto: equalities, free: free, zeroed: zeroed) }
            markChanging(along: h, &ambiguous, &generator)
        }
        return variableList.indices.filter { references[$0] > 0 && ambiguous[$0] }.map { variableList[$0] }
    }

    /// Whether every one of `variables` is certainly fixed on the lexicographically optimal
    /// face: written over the tableau's parametric symbols (through its row, or its definition
    /// and those it uses), it reaches only symbols that must stay at zero there — dummies, and
    /// symbols whose reduced cost is lexicographically positive over the priorities from
    /// `cutoff` on. A quick, one-sided test: true is exact; false means "perhaps not", which
    /// ``ambiguousVariables(ignoringPrioritiesBelow:)`` decides. A variable the solver does not
    /// hold is not fixed.
    ///
    /// The layout layer asks it before the exact analysis, which walks the whole system: a
    /// content size that the constraints decide passes it in the time its own rows take. Asked
    /// again with the same variables after a "fixed" that met no free symbol, it checks what
    /// changed since instead of walking (see `FixedJournal`): a change at the end of a chain
    /// whose closing row names every view costs the change, not the row.
    /// - Complexity: O(rows and definition terms reached from `variables`); O(what changed
    ///   since × log of the rows walked) when the last answer still stands.
    public func areCertainlyFixed(_ variables: [Variable], ignoringPrioritiesBelow cutoff: Priority? = nil) -> Bool {
        let floor = cutoff?.rawValue ?? -.infinity
        var asked: [Int] = []
        for v in variables {
            guard let i = core.variableIndex[v.id] else { return false }
            asked.append(i.index)
        }
        if usesFixedCertificates, let certificate = tableau.fixedCertificate, certificate.variables == asked,
            certificate.floor == floor, certificateStands(certificate)
        {
            core.tableau.journal.start()
            fixedCertificateHits += 1
            return true
        }
        var certificate = FixedCertificate()
        certificate.variables = asked
        certificate.floor = floor
        let fixed = walkForFixedness(asked, floor: floor, recording: &certificate)
        // Without certificates (tests comparing with them), the held one is left as it is.
        guard usesFixedCertificates else { return fixed }
        if fixed, !certificate.variables.isEmpty {
            certificate.rows.sort()
            core.tableau.fixedCertificate = certificate
            core.tableau.journal.start()
        } else {
            core.tableau.fixedCertificate = nil
            core.tableau.journal.stop()
        }
        return fixed
    }

    /// Whether `certificate` still stands: every variable it reached is placed as it was (so
    /// the rows walked are still those variables' rows: a pivot or a drop would have moved
    /// them), and no symbol that joined one of those rows, and none whose reduced cost was
    /// written and that is in one of them (or is a reached parametric symbol), is free now.
    /// - Complexity: O(journal entries × log rows walked + reached variables).
    private func certificateStands(_ certificate: FixedCertificate) -> Bool {
        let t = tableau
        let journal = t.journal
        guard journal.isOn, !journal.isVoid else { return false }
        for (v, k) in certificate.definitions {
            guard variableDefinition[v] == k, definitions.alive[k.index] else { return false }
        }
        for (v, s, slot) in certificate.symbols {
            guard variableSymbol[v] == s, t.rowOf[s.index] == slot else { return false }
        }
        let costs = t.levels.filter { $0.priority >= certificate.floor }.map(\.cost)
        func free(_ s: SymbolID) -> Bool {
            guard s.index < t.symbolCount, t.kind[s.index] != .dummy else { return false }
            for l in costs.indices where Swift.abs(costs[l][s.index]) > Tableau.epsilon { return false }
            return true
        }
        func walked(_ slot: RowID) -> Bool {
            var low = 0
            var high = certificate.rows.count
            while low < high {
                let middle = (low + high) >> 1
                if certificate.rows[middle] < slot { low = middle + 1 } else { high = middle }
            }
            return low < certificate.rows.count && certificate.rows[low] == slot
        }
        // A cell that joined and left again (a pivot's intermediate step) is no matter.
        for (slot, s) in journal.gained where walked(slot) && free(s) && t.coefficient(of: s, inRow: slot) != 0 {
            return false
        }
        for s in journal.costs where free(s) {
            if certificate.symbols.contains(where: { $0.symbol == s && !$0.slot.exists }) { return false }
            for slot in certificate.rows where t.coefficient(of: s, inRow: slot) != 0 { return false }
        }
        return true
    }

    /// The walk of ``areCertainlyFixed(_:ignoringPrioritiesBelow:)``; records in `certificate`
    /// what it read, and leaves its `variables` empty when it met a free symbol (whose
    /// blocking rows a certificate does not follow).
    private func walkForFixedness(_ asked: [Int], floor: Double, recording certificate: inout FixedCertificate)
        -> Bool
    {
        // Lazy lower bounds stay out (unlike the exact analysis): the current solution meets
        // them (a violated one is placed), so it is optimal with or without them, and the
        // optimal face with them is part of the face without. Fixed without them is fixed.
        let t = tableau
        var marks = EpochMarks()
        swap(&marks, &fixedMarks)
        defer { swap(&marks, &fixedMarks) }
        marks.begin(first: variableList.count, second: t.symbolCount)
        var todo: [Int] = []
        for i in asked where marks.markFirst(i) { todo.append(i) }
        var metFree = false
        // A parametric symbol with reduced cost zero (not a dummy, which is always 0). The
        // levels' cost vectors are taken out once (walking the levels as values retains and
        // releases each vector per symbol, and a long row has tens of thousands of symbols).
        let costs = t.levels.filter { $0.priority >= floor }.map(\.cost)
        func free(_ s: SymbolID) -> Bool {
            guard t.kind[s.index] != .dummy else { return false }
            for l in costs.indices where Swift.abs(costs[l][s.index]) > Tableau.epsilon { return false }
            return true
        }
        // A free symbol that can move on the face: unless it is a slack or error (they only
        // grow from 0) blocked by a restricted row at 0 that it would push below 0 and that no
        // other symbol could hold up (the slack of a hugging and compression pair at the same
        // length is blocked so by the other's row).
        func movable(_ s: SymbolID) -> Bool {
            guard free(s) else { return false }
            guard t.kind[s.index] == .slack || t.kind[s.index] == .error else { return true }
            return !t.columns.withElements(of: s) { column in
                column.contains { slot in
                    guard slot.index < t.rows.count, t.isRestrictedAtZero(slot) else { return false }
                    return t.cells.withElements(of: slot) { cells in
                        guard let own = cells.first(where: { $0.symbol == s }), own.coefficient < -Tableau.epsilon
                        else { return false }
                        return cells.allSatisfy { c in
                            c.symbol == s || t.kind[c.symbol.index] == .dummy
                                || (t.kind[c.symbol.index] != .external
                                    && (c.coefficient < 0 || !free(c.symbol)))
                        }
                    }
                }
            }
        }
        while let i = todo.popLast() {
            let k = variableDefinition[i]
            if k.exists {
                // Its dummy is fixed; the variables it is defined over are looked at in turn.
                certificate.definitions.append((i, k))
                for term in definitions.terms(k) {
                    let y = definitions.termVariable[term].index
                    if marks.markFirst(y) { todo.append(y) }
                }
                continue
            }
            let s = variableSymbol[i]
            guard s.exists else { return false }  // in no row and no definition: free
            let r = t.rowOf[s.index]
            certificate.symbols.append((i, s, r))
            guard r.exists else {
                if free(s) {
                    metFree = true
                    if movable(s) { return false }
                }
                continue
            }
            certificate.rows.append(r)
            let fixed = t.cells.withElements(of: r) { cells in
                // Only a free symbol needs its column looked at: marked so that it is looked at
                // once (the test for being free is cheaper than the mark).
                for cell in cells where free(cell.symbol) && marks.markSecond(cell.symbol.index) {
                    metFree = true
                    if movable(cell.symbol) { return false }
                }
                return true
            }
            if !fixed { return false }
        }
        // A free symbol held by a blocking row: the certificate does not follow rows'
        // constants, so this answer is not certified.
        if metFree { certificate.variables = [] }
        return true
    }

    /// Propagates a direction `h` over parametric symbols to every variable and marks those that
    /// move. Variables in no row and no definition are free: they get a direction of their own.
    private func markChanging(along h: [Double], _ ambiguous: inout [Bool], _ generator: inout SplitMix64) {
        let t = tableau
        var delta = h
        var magnitude = h.map { Swift.abs($0) }
        for (slot, row) in t.rows.enumerated() where row.basic.exists {
            var d = 0.0, m = 0.0
            for cell in t.cells[RowID(slot)] {
                d += cell.coefficient * h[cell.symbol.index]
                m += Swift.abs(cell.coefficient * h[cell.symbol.index])
            }
            delta[row.basic.index] = d
            magnitude[row.basic.index] = m
        }
        var dv = [Double](repeating: 0, count: variableList.count)
        var mv = [Double](repeating: 0, count: variableList.count)
        for v in variableList.indices where !variableDefinition[v].exists {
            let s = variableSymbol[v]
            if s.exists {
                dv[v] = delta[s.index]
                mv[v] = magnitude[s.index]
            } else {
                dv[v] = generator.nextDirection()
                mv[v] = Swift.abs(dv[v])
            }
        }
        for k in (0..<definitions.count).map(DefinitionID.init) where definitions.alive[k.index] {
            var d = 0.0, m = 0.0
            for i in definitions.terms(k) {
                let y = definitions.termVariable[i].index
                let b = definitions.termCoefficient[i]
                d += b * dv[y]
                m += Swift.abs(b) * mv[y]
            }
            let x = definitions.variable[k.index].index
            dv[x] = d
            mv[x] = m
        }
        for v in dv.indices where Swift.abs(dv[v]) > 1e-9 * mv[v] && Swift.abs(dv[v]) > 1e-12 {
            ambiguous[v] = true
        }
    }

    /// Which inequalities of the cone of optimal moves are implicit equalities: the symbols of
    /// *Z* that can never become positive (`zeroed`) and the blocking rows that can never
    /// become positive (`equalities`).
    ///
    /// Blocking rows that share no symbol are independent, so they are solved in groups
    /// (connected components, in order of first appearance): the cost follows the size of each
    /// group, not of the whole layout.
    private func implicitEqualities(_ blocking: [RowID], free: [Bool]) -> ([Bool], [RowID]) {
        var zeroed = [Bool](repeating: false, count: tableau.symbolCount)
        var equalities: [RowID] = []
        for group in independentGroups(of: blocking, free: free) {
            let (z, e) = implicitEqualities(coordinates: group.coordinates, rows: group.rows, free: free)
            for s in z { zeroed[s.index] = true }
            equalities += e
        }
        return (zeroed, equalities)
    }

    /// The blocking rows split into groups that share no free symbol (connected components of
    /// the rows and their free symbols, by union-find), with the free symbols of each.
    ///
    /// - Requires: every row of `blocking` is a live row slot; `free` has one flag per symbol.
    /// - Returns: the groups in order of their first coordinate's first appearance, each with
    ///   its coordinates and rows in order of first appearance: the order of `blocking` and of
    ///   the cells alone decides it (the dictionary is only looked up, never iterated).
    /// - Complexity: O(cells of the blocking rows × α).
    private func independentGroups(
        of blocking: [RowID], free: [Bool]
    ) -> [(coordinates: [SymbolID], rows: [RowID])] {
        let t = tableau
        // Coordinates (free symbols of blocking rows), numbered in order of first appearance,
        // joined into components by the rows that hold them.
        var coordinateIndex: [SymbolID: Int] = [:]
        var coordinates: [SymbolID] = []
        var parent: [Int] = []
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        var rowCoordinates: [[Int]] = []
        for slot in blocking {
            var mine: [Int] = []
            for cell in t.cells[slot] where free[cell.symbol.index] {
                let i: Int
                if let known = coordinateIndex[cell.symbol] {
                    i = known
                } else {
                    i = coordinates.count
                    coordinateIndex[cell.symbol] = i
                    coordinates.append(cell.symbol)
                    parent.append(i)
                }
                mine.append(i)
                let a = root(mine[0]), b = root(i)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
            rowCoordinates.append(mine)
        }
        var groupOf: [Int: Int] = [:]
        var groups: [(coordinates: [SymbolID], rows: [RowID])] = []
        for i in coordinates.indices {
            let r = root(i)
            if groupOf[r] == nil {
                groupOf[r] = groups.count
                groups.append(([], []))
            }
            groups[groupOf[r] ?? 0].coordinates.append(coordinates[i])
        }
        for (k, mine) in rowCoordinates.enumerated() {
            guard let first = mine.first, let g = groupOf[root(first)] else { continue }
            groups[g].rows.append(blocking[k])
        }
        return groups
    }

    /// One group: which of its inequalities `fᵢ ≥ 0` (a coordinate, or a blocking row) are
    /// implicit equalities, by ``positiveInequalities(_:injectedFailures:)``.
    private func implicitEqualities(coordinates: [SymbolID], rows: [RowID], free: [Bool]) -> ([SymbolID], [RowID]) {
        let t = tableau
        if rows.count == 1, let slot = rows.first {
            // One row (the common case): a positive coefficient on a free symbol lets the row
            // and, with it, every symbol of the row become positive; with none, the row holds
            // all of them at zero.
            let cells = t.cells[slot].filter { free[$0.symbol.index] }
            return cells.contains { $0.coefficient > Tableau.epsilon } ? ([], []) : (coordinates, rows)
        }
        var variable: [SymbolID: Variable] = [:]
        for s in coordinates { variable[s] = Variable("d\(s)") }
        var functionals: [LinearExpression] = coordinates.compactMap { variable[$0]?.expression }
        for slot in rows {
            let terms = t.cells[slot].compactMap { cell in
                variable[cell.symbol].map { Term($0, cell.coefficient) }
            }
            functionals.append(LinearExpression(terms: terms))
        }
        // A failed linear program proves nothing: then no inequality is taken to be an
        // implicit equality, which can only add variables to the answer, never hide one.
        let positive =
            Solver.positiveInequalities(functionals, injectedFailures: core.injectedFailures)
            ?? Array(repeating: true, count: functionals.count)
        var zeroed: [SymbolID] = []
        var equalities: [RowID] = []
        for (i, canBePositive) in positive.enumerated() where !canBePositive {
            if i < coordinates.count {
                zeroed.append(coordinates[i])
            } else {
                equalities.append(rows[i - coordinates.count])
            }
        }
        return (zeroed, equalities)
    }

    /// Which of the inequalities `fᵢ ≥ 0` (functionals over variables that nothing else
    /// constrains) can be strictly positive at a point where all of them hold.
    ///
    /// One linear program: for each inequality a variable `tᵢ` with `0 ≤ tᵢ ≤ 1`, `tᵢ ≤ fᵢ`,
    /// pulled to 1 at one priority. Inequalities that can be positive can all be at once (the
    /// cone is closed under addition and scaling), so at the optimum `tᵢ = 1` exactly for
    /// those, and `tᵢ = 0` for the others.
    ///
    /// - Requires: the functionals' numbers are finite (they come from tableau rows, which may
    ///   hold coefficients outside what ``Solver/add(_:)`` accepts from users: they are placed
    ///   without that validation, so none is dropped).
    /// - Returns: one flag per functional; nil when the program failed numerically. A conflict
    ///   cannot be the cause: every `tᵢ = 0` with every variable at zero satisfies all the
    ///   required constraints.
    static func positiveInequalities(_ functionals: [LinearExpression], injectedFailures: Int = 0) -> [Bool]? {
        let lp = Solver(findsConflicts: false)
        lp.core.injectedFailures = injectedFailures
        var indicators: [Variable] = []
        for f in functionals {
            let ti = Variable("t")
            indicators.append(ti)
            let cs: [Constraint] = [ti <= 1.0, ti >= 0.0, ti <= f, (ti == 1.0).withPriority(1)]
            for c in cs {
                do {
                    _ = try lp.insert(c, isEdit: false)
                } catch {
                    return nil
                }
            }
        }
        return indicators.map { lp.value(of: $0) >= 0.5 }
    }

    /// Moves `h` into the subspace where every implicit-equality row is zero: Gaussian
    /// elimination with partial pivoting on those rows over the symbols they hold; free columns
    /// keep their pseudo-random values, pivot columns are solved for.
    private func project(_ h: inout [Double], onto equalities: [RowID], free: [Bool], zeroed: [Bool]) {
        let t = tableau
        var columnOf: [SymbolID: Int] = [:]
        var unknowns: [SymbolID] = []
        for slot in equalities {
            for cell in t.cells[slot] where free[cell.symbol.index] && !zeroed[cell.symbol.index] {
                if columnOf[cell.symbol] == nil {
                    columnOf[cell.symbol] = unknowns.count
                    unknowns.append(cell.symbol)
                }
            }
        }
        let m = equalities.count, u = unknowns.count
        guard u > 0 else { return }
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: u), count: m)
        for (i, slot) in equalities.enumerated() {
            for cell in t.cells[slot] {
                if let j = columnOf[cell.symbol] { matrix[i][j] += cell.coefficient }
            }
        }
        var pivotColumns: [Int] = []
        var rank = 0
        for j in 0..<u where rank < m {
            var best = rank
            for i in rank..<m where Swift.abs(matrix[i][j]) > Swift.abs(matrix[best][j]) { best = i }
            guard Swift.abs(matrix[best][j]) > 1e-12 else { continue }
            matrix.swapAt(rank, best)
            let p = matrix[rank][j]
            for k in 0..<u { matrix[rank][k] /= p }
            for i in 0..<m where i != rank && matrix[i][j] != 0 {
                let f = matrix[i][j]
                for k in 0..<u { matrix[i][k] -= f * matrix[rank][k] }
            }
            pivotColumns.append(j)
            rank += 1
        }
        let isPivot = Set(pivotColumns)
        for (r, j) in pivotColumns.enumerated() {
            var value = 0.0
            for k in 0..<u where !isPivot.contains(k) { value -= matrix[r][k] * h[unknowns[k].index] }
            h[unknowns[j].index] = value
        }
    }
}

extension SplitMix64 {
    /// A direction component: magnitude in [0.5, 1.5), random sign.
    mutating func nextDirection() -> Double {
        let m = 0.5 + nextUnit()
        return next() & 1 == 0 ? m : -m
    }
}

extension Tableau {
    /// Whether row `slot` is live, its basic symbol restricted (a slack or an error, which
    /// cannot go below 0) and at 0: the rows that can block a zero-cost direction of the
    /// optimal face, in the exact analysis and in the quick one-sided test alike.
    func isRestrictedAtZero(_ slot: RowID) -> Bool {
        let row = rows[slot.index]
        guard row.basic.exists else { return false }
        let k = kind[row.basic.index]
        return (k == .slack || k == .error) && Swift.abs(row.constant) <= Tableau.epsilon
    }
}
