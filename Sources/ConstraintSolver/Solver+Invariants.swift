/// Checks and digests for tests: the invariants the engine relies on, and an exact picture of
/// the state, so that "a failed call leaves the solver exactly as it was" can be tested bit
/// for bit.
extension Solver {
    /// Violated invariants, as readable sentences; empty when all hold.
    /// - Complexity: O(tableau size × row length).
    func invariantViolations() -> [String] {
        var problems = tableau.invariantViolations()
        for (v, k) in variableDefinition.enumerated() where k.exists {
            if !definitions.alive[k.index] || definitions.variable[k.index] != VariableID(v) {
                problems.append("variable \(v) points at a dead or foreign definition \(k)")
            }
            if variableSymbol[v].exists { problems.append("defined variable \(v) also has a tableau symbol") }
        }
        for k in (0..<definitions.count).map(DefinitionID.init) where definitions.alive[k.index] {
            for t in definitions.terms(k) {
                let y = definitions.termVariable[t]
                let j = variableDefinition[y.index]
                if j.rawValue >= k.rawValue { problems.append("definition \(k) refers to a later definition \(j)") }
            }
        }
        // A removed constraint's error symbols left the objective with it: no level keeps a
        // cost on them (they could never enter again, but a cost left there would mean the
        // removal took it out of the wrong level).
        let t = tableau
        for s in 0..<t.symbolCount where t.kind[s] == .error && t.owner[s].exists {
            let r = t.owner[s].index
            guard r < records.count, records[r] == nil else { continue }
            for level in t.levels where level.priority != .infinity && Swift.abs(level.cost[s]) > 1e-9 {
                problems.append("error \(s) of removed record \(r) costs \(level.cost[s]) at \(level.priority)")
            }
        }
        for (i, record) in records.enumerated() {
            guard let record else { continue }
            if recordIndex[record.constraint.id] != RecordID(i) { problems.append("record \(i) is not indexed") }
        }
        return problems
    }

    /// Everything observable and everything internal, bit for bit.
    func stateDigest() -> String {
        updateVariables()
        var out = ""
        for (i, v) in variableList.enumerated() {
            out +=
                "var \(v.id) \(v.name) sym=\(variableSymbol[i]) def=\(variableDefinition[i]) refs=\(references[i]) value=\(values[i].bitPattern)\n"
        }
        for (i, r) in records.enumerated() {
            guard let r else {
                out += "record \(i) removed\n"
                continue
            }
            out += "record \(i) \(r.constraint.id) rhs=\(r.rightHandSide.bitPattern) \(r.storage)\n"
        }
        for k in 0..<definitions.count {
            out +=
                "def \(k) alive=\(definitions.alive[k]) x=\(definitions.variable[k]) c=\(definitions.constant[k].bitPattern) d=\(definitions.dummy[k])\n"
        }
        for (i, r) in records.enumerated() where r?.isEdit == true { out += "edit record \(i)\n" }
        out += tableau.digest()
        out += "ambiguous " + ambiguousVariables().map(\.description).joined(separator: ",") + "\n"
        return out
    }
}

extension Tableau {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (slot, header) in rows.enumerated() where header.basic.exists {
            let row = self.row(RowID(slot))
            let b = row.basic.index
            if rowOf[b] != RowID(slot) { problems.append("row \(slot): basic \(b) maps to row \(rowOf[b])") }
            if kind[b] != .external && kind[b] != .dummy && row.constant < -Tableau.epsilon {
                problems.append("row \(slot): restricted basic \(b) is negative (\(row.constant))")
            }
            for (a, b) in zip(row.cells, row.cells.dropFirst()) where a.symbol >= b.symbol {
                problems.append("row \(slot): cells out of order (\(a.symbol) before \(b.symbol))")
            }
            for cell in row.cells {
                if rowOf[cell.symbol.index].exists { problems.append("row \(slot): holds basic symbol \(cell.symbol)") }
                if kind[b] != .external && kind[cell.symbol.index] == .external {
                    problems.append("row \(slot): restricted row holds external \(cell.symbol)")
                }
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(slot): bad coefficient \(cell.coefficient) for \(cell.symbol)")
                }
                if !columns[cell.symbol].contains(RowID(slot)) {
                    problems.append("row \(slot): symbol \(cell.symbol) misses its column entry")
                }
            }
            if !row.constant.isFinite { problems.append("row \(slot): constant \(row.constant)") }
        }
        for (s, r) in rowOf.enumerated() where r.exists {
            if r.index >= rows.count || rows[r.index].basic != SymbolID(s) {
                problems.append("symbol \(s) claims row \(r)")
            }
        }
        for s in 0..<symbolCount where !rowOf[s].exists && kind[s] != .dummy && kind[s] != .external {
            if lexSign(SymbolID(s)) < 0 { problems.append("symbol \(s) has a negative reduced cost") }
        }
        for (l, level) in levels.enumerated() {
            if level.cost.count < symbolCount {
                problems.append("level \(l): \(level.cost.count) costs for \(symbolCount) symbols")
                continue
            }
            if level.cost[symbolCount...].contains(where: { $0 != 0 }) {
                problems.append("level \(l): a cost past the last symbol")
            }
            for s in 0..<symbolCount where level.cost[s] != 0 {
                if rowOf[s].exists { problems.append("level \(l): basic symbol \(s) has a cost") }
                if kind[s] == .external { problems.append("level \(l): external \(s) has a cost") }
            }
        }
        // A column snapshot at the current version is exactly the column (see ColumnSnapshots).
        for entry in columnSnapshots.entries where entry.version == cells.version {
            let held = rows.indices.compactMap { slot -> RowHit? in
                guard rows[slot].basic.exists else { return nil }
                let a = coefficient(of: entry.symbol, inRow: RowID(slot))
                return a == 0 ? nil : RowHit(slot: RowID(slot), coefficient: a)
            }
            let kept = entry.hits.sorted { $0.slot < $1.slot }
            if kept.map(\.slot) != held.map(\.slot) || kept.map(\.coefficient) != held.map(\.coefficient) {
                problems.append("column snapshot of \(entry.symbol) differs from its column")
            }
        }
        problems += cells.invariantViolations().map { "row cells: " + $0 }
        problems += columns.invariantViolations().map { "columns: " + $0 }
        if cells.listCount != rows.count { problems.append("\(cells.listCount) cell lists for \(rows.count) rows") }
        if columns.listCount != symbolCount {
            problems.append("\(columns.listCount) columns for \(symbolCount) symbols")
        }
        if !candidates.isEmpty { problems.append("entering candidates not drained: \(candidates.count)") }
        return problems
    }

    func digest() -> String {
        var out = "symbols \(symbolCount) kinds \(kind.map { String($0.rawValue) }.joined())\n"
        for (slot, row) in rows.enumerated() {
            out += "row \(slot) b=\(row.basic) c=\(row.constant.bitPattern)"
            for cell in cells[RowID(slot)] { out += " \(cell.symbol):\(cell.coefficient.bitPattern)" }
            out += "\n"
        }
        for level in levels {
            out += "level \(level.priority) c=\(level.constant.bitPattern)"
            for (s, c) in level.cost.enumerated() where c != 0 { out += " \(s):\(c.bitPattern)" }
            out += "\n"
        }
        return out
    }
}
