extension Tableau {
    /// Adds the row of one constraint `Σ cells + constant REL 0` (cells over parametric or basic
    /// symbols) at `priority` (1000 = required), Cassowary style: substitute basic symbols, add
    /// slack, error or dummy symbols, pick a subject, or fall back to an artificial variable;
    /// then re-optimise.
    ///
    /// Call inside a transaction: on a conflict this throws with the tableau mid-change, and the
    /// caller rolls back.
    /// - Complexity: proportional to the rows the new row's symbols touch, not to the tableau.
    /// - Parameter priorityBelow: for an optional equality, the priority of its error below
    ///   (the other error's is `priority`); `priority` for every other constraint.
    mutating func addRow(
        _ cells: [Cell], constant: Double, relation: Relation, priority: Double, priorityBelow: Double? = nil,
        owner: RecordID
    ) throws -> Tag {
        var row = substituted(cells, constant: constant)
        defer { swap(&row.cells, &draftCells) }
        var tag = addMarkers(
            to: &row, relation: relation, priority: priority, priorityBelow: priorityBelow ?? priority, owner: owner)
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient }
        }
        try place(&row, tag: &tag)
        try optimize()
        return tag
    }

    /// Gives a new constraint's row the symbols that stand for it: a slack (inequality) or a
    /// dummy (required equality), plus the error symbols of an optional constraint, which cost
    /// 1 each at its priority's level (an optional equality's error below at `priorityBelow`'s).
    ///
    /// - Requires: `row` is the substituted expression of the constraint (`0 = row`), without
    ///   its markers yet.
    /// - Returns: the tag naming the new symbols; `row` holds them (appended, so after every
    ///   older symbol: the cells stay sorted).
    private mutating func addMarkers(
        to row: inout Row, relation: Relation, priority: Double, priorityBelow: Double, owner: RecordID
    ) -> Tag {
        let required = priority >= 1000
        var tag = Tag(marker: .none, other: .none, markerSign: 1)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = relation == .lessThanOrEqual ? 1 : -1
            tag.marker = newSymbol(.slack, owner: owner)
            tag.markerSign = k
            row.cells.append(Cell(symbol: tag.marker, coefficient: k))
            if !required {
                tag.other = newSymbol(.error, owner: owner)
                row.cells.append(Cell(symbol: tag.other, coefficient: -k))
            }
        case .equal:
            if required {
                tag.marker = newSymbol(.dummy, owner: owner)
                row.cells.append(Cell(symbol: tag.marker, coefficient: 1))
            } else {
                tag.marker = newSymbol(.error, owner: owner)
                tag.other = newSymbol(.error, owner: owner)
                tag.markerSign = -1
                row.cells.append(Cell(symbol: tag.marker, coefficient: -1))
                row.cells.append(Cell(symbol: tag.other, coefficient: 1))
            }
        }
        if !required {
            // `0 = expression − marker + other` for an optional equality: the marker is the
            // excess above, the other error the shortfall below.
            let isEquality = kind[tag.marker.index] == .error
            if isEquality { setCost(levelIndex(for: priority), tag.marker, 1) }
            setCost(levelIndex(for: isEquality ? priorityBelow : priority), tag.other, 1)
        }
        return tag
    }

    /// Makes a new row part of the basis: solved for a subject when one is usable; else, for a
    /// required constraint the current solution violates, with its marker basic and repaired by
    /// the dual simplex; else through phase one (an artificial variable).
    ///
    /// - Requires: `row` holds its markers (``addMarkers(to:relation:priority:owner:)``) and a
    ///   non-negative constant; a transaction is open.
    /// - Throws: ``TableauConflict`` when the required constraints cannot hold together (the
    ///   tableau is then mid-change: the caller rolls back).
    /// - Guarantees: on return the tableau is feasible; `tag.markerSign` says how the row
    ///   ended up encoding the marker.
    private mutating func place(_ row: inout Row, tag: inout Tag) throws {
        var subject = chooseSubject(row, tag)
        if !subject.exists, row.cells.allSatisfy({ kind[$0.symbol.index] == .dummy }) {
            guard Swift.abs(row.constant) <= Tableau.epsilon else {
                throw TableauConflict(markers: row.cells.map(\.symbol))
            }
            subject = tag.marker
        }
        if !subject.exists, !tag.other.exists, kind[tag.marker.index] == .slack, row.coefficient(of: tag.marker) > 0 {
            // A required inequality that the current solution violates: make its slack basic
            // (negative) and let the dual simplex restore feasibility. The tableau is optimal,
            // so this takes a pivot or two where phase one would take a whole optimisation;
            // a row the dual simplex cannot repair proves the conflict.
            try placeRepairedByDualSimplex(&row, marker: tag.marker, alwaysQueued: false)
        } else if !subject.exists, !tag.other.exists, kind[tag.marker.index] == .dummy, row.constant > Tableau.epsilon {
            // A required equality that the current solution violates, the same way: its dummy
            // made basic with a negative value leaves the basis at the first dual pivot, which
            // is exactly "dummy == 0", and dummies never enter again. Orient the row so the
            // value is negative (the marker's sign says which encoding the row uses).
            if let i = row.cells.firstIndex(where: { $0.symbol == tag.marker }), row.cells[i].coefficient < 0 {
                row.cells[i].coefficient = -row.cells[i].coefficient
                tag.markerSign = -tag.markerSign
            }
            try placeRepairedByDualSimplex(&row, marker: tag.marker, alwaysQueued: true)
        } else if !subject.exists {
            try addWithArtificialVariable(row)
        } else {
            solve(&row, for: subject)
            let slot = appendRow(row)
            setRowOf(subject, slot)
            substitute(subject, by: slot)
        }
    }

    /// Appends `row` solved for `marker` (basic, possibly negative) and lets the dual simplex
    /// restore feasibility.
    ///
    /// - Requires: a transaction is open; `marker` is the new constraint's slack or dummy, in
    ///   `row`. Turns on the undo log first: the dual pivots change existing rows before
    ///   success is known.
    /// - Parameter alwaysQueued: queue the row for the dual simplex whatever its value (else
    ///   only when negative).
    /// - Throws: ``TableauConflict`` when no pivot can repair the row.
    private mutating func placeRepairedByDualSimplex(_ row: inout Row, marker: SymbolID, alwaysQueued: Bool) throws {
        solve(&row, for: marker)
        if row.constant < -Tableau.epsilon, try placeRepairedByOnePivot(&row) { return }
        startRecording()
        let slot = appendRow(row)
        setRowOf(marker, slot)
        if alwaysQueued || row.constant < 0 { infeasible.append(slot) }
        try dualOptimize()
    }

    /// The common case of ``placeRepairedByDualSimplex(_:marker:alwaysQueued:)``: a repair that
    /// is one dual pivot, after which every row is feasible (a view's width pinned by its edges
    /// against its intrinsic width: the width preference's error enters). Tells that from the
    /// rows before changing any, then appends the row already solved for the entering symbol —
    /// exactly the row the pivot would make of it, with the same arithmetic — and substitutes.
    /// Nothing after that can prove a conflict, so nothing is logged: a conflict is the only
    /// failure the undo log is for (a numerical one rebuilds the solver from its records).
    ///
    /// - Requires: `row` is solved for its marker, whose value (the constant) is negative.
    /// - Returns: false, with nothing changed, when the repair takes more than that pivot or
    ///   none is possible (the general path then logs, and proves the conflict).
    /// - Complexity: O(rows holding the entering symbol × their size).
    private mutating func placeRepairedByOnePivot(_ row: inout Row) throws -> Bool {
        let entering = row.cells.withUnsafeBufferPointer { Tableau.dualEntering($0, kind: kind, levels: levels) }
        guard entering.exists, let e = row.index(of: entering) else { return false }
        // The value `entering` takes, as the pivot computes it; every restricted row that holds
        // it must stay at or above −ε (the dual simplex leaves rows within ε alone).
        let inverse = 1 / row.cells[e].coefficient
        let value = -inverse * row.constant
        // The rows that hold `entering`, each once, with its coefficient: read here, and used
        // again by the substitution (no second pass over the column).
        var hits: [RowHit] = []
        swap(&hits, &hitScratch)
        readRowsHolding(entering, into: &hits)
        for hit in hits {
            let header = rows[hit.slot.index]
            if kind[header.basic.index] != .external && header.constant + hit.coefficient * value < -Tableau.epsilon {
                swap(&hits, &hitScratch)
                return false
            }
        }
        var pivoted = Row(basic: entering, constant: value, cells: [])
        swap(&pivoted.cells, &sourceScratch)
        pivoted.cells.grow(to: row.cells.count, with: Cell(symbol: .none, coefficient: 0))
        let n = row.cells.withUnsafeBufferPointer { r in
            pivoted.cells.withUnsafeMutableBufferPointer { o in
                Tableau.writePivoted(r, leaving: row.basic, entering: entering, inverse: inverse, into: o)
            }
        }
        if pivoted.cells.count > n { pivoted.cells.removeLast(pivoted.cells.count - n) }
        let slot = appendRow(pivoted)
        swap(&pivoted.cells, &sourceScratch)
        setRowOf(entering, slot)
        hits.withUnsafeBufferPointer { substitute(entering, by: slot, in: $0) }
        swap(&hits, &hitScratch)
        // Rows the substitution left within ε below zero are queued; the dual simplex drops them
        // and re-optimises, as after the pivot.
        try dualOptimize()
        return true
    }

    /// `Σ cells + constant` with every basic symbol replaced by its row, cells sorted. The
    /// row's cells are lent out of `draftCells` (``addRow`` hands them back).
    /// - Complexity: O(Σ length of the rows substituted).
    private mutating func substituted(_ cells: [Cell], constant: Double) -> Row {
        var row = Row(basic: .none, constant: constant, cells: [])
        swap(&row.cells, &draftCells)
        row.cells.clear()
        // Room for every cell the substitutions can bring, and the markers.
        var room = 3
        for cell in cells {
            let r = rowOf[cell.symbol.index]
            room += r.exists ? self.cells.count(of: r) : 1
        }
        row.cells.reserveCapacity(room)
        // `position` maps a symbol to its cell in the row being built; taken out of self so
        // that the basic rows can be read in place meanwhile.
        var position: [Int32] = []
        swap(&position, &self.position)
        for cell in cells {
            let r = rowOf[cell.symbol.index]
            if r.exists {
                row.constant += cell.coefficient * rows[r.index].constant
                self.cells.withElements(of: r) { basic in
                    for c in basic {
                        Tableau.accumulate(c.symbol, cell.coefficient * c.coefficient, into: &row.cells, &position)
                    }
                }
            } else {
                Tableau.accumulate(cell.symbol, cell.coefficient, into: &row.cells, &position)
            }
        }
        swap(&position, &self.position)
        if row.cells.count >= 128 && row.cells.count * 16 >= self.position.count {
            // A long row (a sum along a chain of definitions): reading the cells out in symbol
            // order through `position` costs one pass over the symbols, where sorting cost
            // n log n comparisons (a tenth of hiding a view at the end of 10,000).
            orderCellsBySymbol(&row)
        } else {
            releasePositions(pruning: &row)
            Tableau.sortBySymbol(&row.cells)
        }
        return row
    }

    /// Puts a row's cells in symbol order, dropping near-zero ones and clearing their scratch
    /// positions: ``releasePositions(pruning:)`` and a sort in one pass over the symbols.
    /// - Requires: `position` maps exactly the row's symbols to their cells.
    /// - Complexity: O(symbols).
    private mutating func orderCellsBySymbol(_ row: inout Row) {
        var ordered: [Cell] = []
        swap(&ordered, &sourceScratch)
        ordered.clear()
        ordered.reserveCapacity(row.cells.count)
        let cells = row.cells
        position.withUnsafeMutableBufferPointer { position in
            for s in position.indices where position[s] >= 0 {
                let cell = cells[Int(position[s])]
                position[s] = -1
                if Swift.abs(cell.coefficient) > Tableau.epsilon { ordered.append(cell) }
            }
        }
        swap(&row.cells, &ordered)
        swap(&ordered, &sourceScratch)
    }

    /// Adds `coefficient × symbol` to cells being built, where `position` maps a symbol to
    /// its cell (-1: none yet). A static function with explicit `inout`s, not a closure: a
    /// closure's captured variables would be boxed and checked for exclusivity on every use.
    @inline(__always)
    static func accumulate(
        _ symbol: SymbolID, _ coefficient: Double, into cells: inout [Cell], _ position: inout [Int32]
    ) {
        let p = position[symbol.index]
        if p >= 0 {
            cells[Int(p)].coefficient += coefficient
        } else {
            position[symbol.index] = Int32(cells.count)
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
    }

    /// The subject of a new row: an external symbol if there is one (the one in the fewest
    /// rows, to limit fill-in; ties to the lowest id), else the constraint's own slack or error
    /// when its coefficient is negative (so its value, the row's constant, is non-negative).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> SymbolID {
        var best = SymbolID.none
        var bestCount = Int.max
        for cell in row.cells where kind[cell.symbol.index] == .external {
            let count = columns.count(of: cell.symbol)
            if count < bestCount || (count == bestCount && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
            }
        }
        if best.exists { return best }
        func usable(_ symbol: SymbolID) -> Bool {
            guard symbol.exists else { return false }
            let k = kind[symbol.index]
            return (k == .slack || k == .error) && row.coefficient(of: symbol) < 0
        }
        if usable(tag.marker) { return tag.marker }
        if usable(tag.other) { return tag.other }
        return .none
    }

    /// Rewrites `0 = c + a·s + Σ` as `s = −c/a − Σ/a`.
    private mutating func solve(_ row: inout Row, for subject: SymbolID) {
        let index = row.index(of: subject) ?? 0
        let a = row.cells[index].coefficient
        let factor = -1 / a
        row.constant *= factor
        // One pass over the buffer: the subject's cell is closed over while the others are
        // scaled (an element write through the array's subscript checks its uniqueness each
        // time, and `remove(at:)` is a move of its own).
        row.cells.withUnsafeMutableBufferPointer { cells in
            for i in 0..<index { cells[i].coefficient *= factor }
            for i in Swift.min(index + 1, cells.count)..<cells.count {
                cells[i - 1] = Cell(symbol: cells[i].symbol, coefficient: cells[i].coefficient * factor)
            }
        }
        row.cells.removeLast()
        row.basic = subject
    }

    /// Phase one for a row with no usable subject: an artificial variable equal to the row is
    /// minimised at a temporary top level above every priority. If it cannot reach zero, the
    /// required constraints conflict; the art level's reduced costs then name the constraints
    /// of the infeasibility certificate.
    private mutating func addWithArtificialVariable(_ row: Row) throws {
        // From here on existing rows change before success is known: log for rollback.
        startRecording()
        let art = newSymbol(.slack, owner: .none)
        var zeros: [Double] = []
        swap(&zeros, &spareCost)
        if zeros.count > symbolCount { zeros.removeSubrange(symbolCount...) }
        zeros.grow(to: symbolCount, with: 0)
        artificialTouched.clear()
        // `consume`: the level must own the only reference, or every cost written below would
        // copy the whole vector.
        insertLevel(Level(priority: .infinity, cost: consume zeros, constant: 0), at: 0)
        var artRow = row
        artRow.basic = art
        let slot = appendRow(artRow)
        setRowOf(art, slot)
        for cell in row.cells { setCost(0, cell.symbol, cell.coefficient) }
        setLevelConstant(0, row.constant)
        try optimize()
        let succeeded = Swift.abs(levels[0].constant) <= Tableau.epsilon
        if !succeeded {
            var markers: [SymbolID] = []
            for s in 0..<symbolCount where Swift.abs(levels[0].cost[s]) > Tableau.epsilon && !rowOf[s].exists {
                markers.append(SymbolID(s))
            }
            throw TableauConflict(markers: markers)
        }
        var cost = levels.removeFirst().cost
        for s in artificialTouched { cost[s.index] = 0 }
        artificialTouched.clear()
        spareCost = consume cost
        let artSlot = rowOf[art.index]
        if artSlot.exists {
            let cells = self.cells[artSlot]
            if cells.isEmpty {
                dropRow(artSlot)
            } else {
                // Art is basic at zero: pivot it out on any restricted symbol (a dummy only
                // when nothing else is left: the new constraint was then redundant).
                let entering =
                    cells.filter { kind[$0.symbol.index] == .slack || kind[$0.symbol.index] == .error }
                    .map(\.symbol).min() ?? cells.map(\.symbol).min() ?? .none
                pivot(entering: entering, slot: artSlot)
            }
        }
        for hit in rowsHolding(art) { removeCell(art, from: hit.slot) }
        columns.removeAll(art)
        for l in levels.indices where levels[l].cost[art.index] != 0 { setCost(l, art, 0) }
    }

    /// Removes a constraint's row (Cassowary's marker method): takes its errors out of the
    /// objective, pivots the marker into the basis if it is parametric, drops that row, and
    /// re-optimises.
    /// - Parameter priorityBelow: as given to ``addRow(_:constant:relation:priority:priorityBelow:owner:)``.
    mutating func removeRow(_ tag: Tag, priority: Double, priorityBelow: Double? = nil) throws(TableauInternalError) {
        let isEquality = kind[tag.marker.index] == .error
        for e in [tag.marker, tag.other] where e.exists && kind[e.index] == .error {
            let level = levelIndex(for: isEquality && e == tag.other ? (priorityBelow ?? priority) : priority)
            let r = rowOf[e.index]
            if r.exists {
                let row = self.row(r)
                for cell in row.cells {
                    setCost(level, cell.symbol, levels[level].cost[cell.symbol.index] - cell.coefficient)
                }
                setLevelConstant(level, levels[level].constant - row.constant)
            } else {
                setCost(level, e, levels[level].cost[e.index] - 1)
            }
        }
        let marker = tag.marker
        if !rowOf[marker.index].exists, let slot = markerLeavingRow(marker) {
            pivot(entering: marker, slot: slot)
        }
        if rowOf[marker.index].exists { dropRow(rowOf[marker.index]) }
        try optimize()
    }

    /// Adds the row `basic = constant + Σ cells` (cells over any symbols; `basic` a new symbol
    /// in no row) and removes the required equality whose dummy is `marker`, which the row
    /// holds: what removing a definition kept outside the tableau amounts to (see
    /// `SolverCore.removeExpandedDefinition`).
    /// - Complexity: O(Σ sizes of the rows that hold `marker` and of the rows substituted).
    mutating func removeDefinedRow(
        basic: SymbolID, cells: [Cell], constant: Double, marker: SymbolID
    ) throws(TableauInternalError) {
        var row = substituted(cells, constant: constant)
        row.basic = basic
        let slot = appendRow(row)
        swap(&row.cells, &draftCells)
        setRowOf(basic, slot)
        try removeRow(Tag(marker: marker, other: .none, markerSign: 1), priority: 1000)
    }

    /// The row in which a parametric marker should become basic for removal: a restricted row
    /// where it has a negative coefficient (minimum ratio), else one with a positive coefficient
    /// (minimum ratio), else an external row; ties to the lowest basic id.
    private mutating func markerLeavingRow(_ marker: SymbolID) -> RowID? {
        var first: (ratio: Double, basic: SymbolID, slot: RowID)?
        var second: (ratio: Double, basic: SymbolID, slot: RowID)?
        var third: (basic: SymbolID, slot: RowID)?
        func better(_ r: Double, _ b: SymbolID, _ current: (ratio: Double, basic: SymbolID, slot: RowID)?) -> Bool {
            guard let c = current else { return true }
            return r < c.ratio - Tableau.epsilon || (r <= c.ratio + Tableau.epsilon && b < c.basic)
        }
        for hit in rowsHolding(marker) {
            let slot = hit.slot
            let row = rows[slot.index]
            let a = hit.coefficient
            if kind[row.basic.index] == .external {
                if third == nil || row.basic < third!.basic { third = (row.basic, slot) }
            } else if a < 0 {
                let r = -row.constant / a
                if better(r, row.basic, first) { first = (r, row.basic, slot) }
            } else {
                let r = row.constant / a
                if better(r, row.basic, second) { second = (r, row.basic, slot) }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    /// Moves a constraint's constant: the expression's constant changes by `delta`, which is the
    /// same as its marker taking the value `delta / sign` in the old system. Rows that hold the
    /// marker move by `coefficient × delta / sign`; rows whose restricted basic symbol goes
    /// negative are queued for the dual simplex.
    /// - Complexity: O(rows holding the marker), then the dual pivots this needs.
    mutating func shiftMarker(_ marker: SymbolID, sign: Double, delta: Double) throws {
        let shift = delta / sign
        let r = rowOf[marker.index]
        if r.exists {
            try moveConstant(ofRow: r, by: -shift)
        } else {
            for hit in rowsHoldingKept(marker) {
                try moveConstant(ofRow: hit.slot, by: hit.coefficient * shift)
            }
            for l in levels.indices where levels[l].cost[marker.index] != 0 {
                setLevelConstant(l, levels[l].constant + levels[l].cost[marker.index] * shift)
            }
        }
        try dualOptimize()
    }

    /// Adds `amount` to a row's constant; queues the row for the dual simplex when its
    /// restricted basic symbol goes negative.
    /// - Throws: ``TableauConflict`` when the row is a redundant required equality's (a basic
    ///   dummy) moved off zero: the required constraints then contradict each other.
    private mutating func moveConstant(ofRow slot: RowID, by amount: Double) throws {
        touchRowConstant(slot)
        rows[slot.index].constant += amount
        let basic = rows[slot.index].basic
        switch kind[basic.index] {
        case .external: break
        case .dummy:
            if Swift.abs(rows[slot.index].constant) > Tableau.epsilon {
                throw TableauConflict(markers: [basic] + cells[slot].map(\.symbol))
            }
        case .slack, .error:
            if rows[slot.index].constant < 0 { infeasible.append(slot) }
        }
    }
}
