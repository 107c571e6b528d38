import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// A chain closed at its far end makes a row as long as the chain; short changes to it take
/// the tableau's in-place path (`Tableau.replaceInLongRow`) and constant shifts log only the
/// constant (`UndoLog.Entry.rowConstant`). Each is held to a fresh solver of the same system.
@Suite("Long rows")
struct LongRowTests {
    /// A column of `n` views: tops chained by spacings, heights pulled to 21 at 750 and 250,
    /// a total closing the chain (not fresh when it comes, so the closing row is long).
    struct Column {
        let tops: [Variable]
        let heights: [Variable]
        let total = Variable("total")
        var links: [Constraint] = []
        /// Everything, in the order added (links before the total).
        var constraints: [Constraint] = []
        /// Everything but the links.
        var base: [Constraint] = []

        init(n: Int, requiredHeights: Bool = false) {
            tops = (0..<n).map { Variable("top\($0)") }
            heights = (0..<n).map { Variable("h\($0)") }
            constraints.append(total >= 0)
            constraints.append(tops[0] == 10)
            for i in 0..<n {
                if requiredHeights {
                    constraints.append(heights[i] == 21)
                } else {
                    constraints.append((heights[i] >= 21).withPriority(750))
                    constraints.append((heights[i] <= 21).withPriority(250))
                }
                if i > 0 {
                    let link = tops[i] == tops[i - 1] + heights[i - 1] + 10
                    links.append(link)
                    constraints.append(link)
                }
            }
            constraints.append(total == tops[n - 1] + heights[n - 1])
            let ids = Set(links.map(\.id))
            base = constraints.filter { !ids.contains($0.id) }
        }

        var variables: [Variable] { tops + heights + [total] }
    }

    static func expectSameValues(_ a: Solver, _ b: Solver, _ variables: [Variable], _ context: String) {
        for v in variables { expectClose(a.value(of: v), b.value(of: v), "\(context) \(v)") }
    }

    @Test("Short changes to a long row give a fresh solver's answers", arguments: 0..<12)
    func shortChanges(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        var column = Column(n: 300)
        let solver = Solver()
        try solver.add(contentsOf: column.constraints)
        // The links as the solver holds them (their constants moved in place).
        let held = column.links
        var hidden: [Int: Constraint] = [:]
        var order: [Int] = []
        var ties: [Constraint] = []
        for step in 0..<16 {
            let i = Int(random.next() % UInt64(column.heights.count))
            if let c = hidden[i] {
                try solver.remove(c)
                hidden[i] = nil
                order.removeAll { $0 == i }
            } else {
                let c = column.heights[i] == 0
                try solver.add(c)
                hidden[i] = c
                order.append(i)
            }
            if i > 0 && random.next() % 3 == 0 {
                // A tie to an earlier view: its substitution updates cells of the long row
                // ahead of the one that leaves.
                let tie = column.heights[i] == column.heights[Int(random.next() % UInt64(i))] + 0
                try solver.add(tie)
                ties.append(tie)
            }
            if i > 0 {
                let constant = [10.0, 5, 0][Int(random.next() % 3)]
                try solver.updateConstant(of: held[i - 1], to: constant)
                // The fresh solver's copy of the link, with the constant moved.
                column.links[i - 1] = column.tops[i] == column.tops[i - 1] + column.heights[i - 1] + constant
            }
            expectInvariants(solver)
            let fresh = Solver()
            try fresh.add(contentsOf: column.base)
            try fresh.add(contentsOf: column.links)
            try fresh.add(contentsOf: order.compactMap { hidden[$0] })
            try fresh.add(contentsOf: ties)
            Self.expectSameValues(solver, fresh, column.variables, "seed \(seed) step \(step)")
        }
    }

    @Test("A length that conflicts, once it has gone into the closing row in place, leaves it as it was")
    func squeezeRollsBack() throws {
        let column = Column(n: 300)
        let solver = Solver()
        try solver.add(contentsOf: column.constraints)
        // A stack view's order disambiguation: each length pulled to 21 at the lowest priority.
        var added: [Constraint] = column.heights.map { ($0 == 21).withPriority(0.5) }
        try solver.add(contentsOf: added)
        for k in [299, 297, 150, 3] {
            let floor = column.heights[k] >= 5
            try solver.add(floor)
            added.append(floor)
            let before = column.variables.map { solver.value(of: $0) }
            for squeeze in [column.heights[k] == 0, column.heights[k] <= 2] {
                #expect(throws: SolverError.self) { try solver.add(squeeze) }
                expectInvariants(solver)
                for (v, x) in zip(column.variables, before) { expectClose(solver.value(of: v), x, "\(k) \(v)") }
            }
            let hide = column.heights[k - 1] == 0
            try solver.add(hide)
            added.append(hide)
            let fresh = Solver()
            try fresh.add(contentsOf: column.constraints + added)
            LongRowTests.expectSameValues(solver, fresh, column.variables, "\(k)")
        }
    }

    @Test("Failed adds that changed long rows in place leave them as they were", arguments: 0..<6)
    func failedAddsRollBackInPlaceChanges(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0x0DD)
        let column = Column(n: 300)
        let solver = Solver()
        try solver.add(contentsOf: column.constraints)
        var added: [Constraint] = column.heights.map { $0 >= 0 }
        // Ties between views near the end: substitutions that meet cells the closing row holds.
        for _ in 0..<6 {
            let i = column.heights.count - 1 - Int.random(in: 0..<40, using: &random)
            let j = Int.random(in: 0..<i, using: &random)
            added.append(column.heights[i] == column.heights[j] + 0)
        }
        try solver.add(contentsOf: added)
        let pin = column.total == solver.value(of: column.total)
        try solver.add(pin)
        added.append(pin)
        var floored = Set<Int>(), hidden = Set<Int>()
        for step in 0..<8 {
            // A view near the end of the chain pushed past the pinned end: a conflict, found
            // after pivots that rewrite the closing row in place.
            let i = column.tops.count - 1 - Int.random(in: 0..<40, using: &random)
            let before = column.variables.map { solver.value(of: $0) }
            let push = column.tops[i] >= solver.value(of: column.tops[i]) + 1000
            #expect(throws: SolverError.self) { try solver.add(push) }
            expectInvariants(solver)
            for (v, x) in zip(column.variables, before) { expectClose(solver.value(of: v), x, "step \(step) \(v)") }
            // A view given a floor, then a length below it: a conflict found once the new
            // length has gone into the closing row (as hiding a view does).
            var f = Int.random(in: 0..<column.heights.count, using: &random)
            while hidden.contains(f) { f = (f + 1) % column.heights.count }
            floored.insert(f)
            let floor = column.heights[f] >= 5
            try solver.add(floor)
            added.append(floor)
            let middle = column.variables.map { solver.value(of: $0) }
            for squeeze in [column.heights[f] == 0, column.heights[f] <= 2] {
                #expect(throws: SolverError.self) { try solver.add(squeeze) }
                expectInvariants(solver)
                for (v, x) in zip(column.variables, middle) { expectClose(solver.value(of: v), x, "step \(step) \(v)") }
            }
            // A change that fits, then the whole held to a fresh solver.
            var k = Int.random(in: 0..<column.heights.count, using: &random)
            while floored.contains(k) { k = (k + 1) % column.heights.count }
            let hide = column.heights[k] == 0
            try solver.add(hide)
            added.append(hide)
            hidden.insert(k)
            let fresh = Solver()
            try fresh.add(contentsOf: column.constraints + added)
            LongRowTests.expectSameValues(solver, fresh, column.variables, "seed \(seed) step \(step)")
        }
    }

    @Test("A constant change that conflicts leaves the long rows as they were")
    func conflictingShiftRollsBack() throws {
        let column = Column(n: 300, requiredHeights: true)
        let solver = Solver()
        try solver.add(contentsOf: column.constraints)
        let total = solver.value(of: column.total)
        try solver.add(column.total == total)
        let before = column.variables.map { solver.value(of: $0) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: column.links[150], to: 12) }
        expectInvariants(solver)
        for (v, x) in zip(column.variables, before) { expectClose(solver.value(of: v), x, "\(v)") }
        // Still working: a change that fits.
        try solver.updateConstant(of: column.links[0], to: 10)
        expectClose(solver.value(of: column.total), total)
    }
}

/// `Solver.areCertainlyFixed` keeps a certificate of its last "fixed" and checks what changed
/// since instead of walking again: after every call of a seeded sequence of changes, the answer
/// it gives is held to a fresh walk of the same solver.
@Suite("Fixedness certificates")
struct FixedCertificateTests {
    @Test("A certified answer equals a fresh walk after every change")
    func certifiedEqualsWalk() throws {
        // Sixty seeded sequences, in one test so that the answers given by certificates are
        // counted: the sequences must use them, or the test would hold nothing to the walk.
        var hits = 0
        for seed in 0..<60 { hits += try run(seed: seed) }
        #expect(hits >= 100, "answers from certificates: \(hits)")
    }

    /// One sequence; returns how many answers came from a certificate.
    func run(seed: Int) throws -> Int {
        var random = SeededRandom(seed: UInt64(seed) &+ 0xF1ED)
        let system = RandomizedTests.randomSystem(seed: UInt64(seed) &+ 5000)
        let column = LongRowTests.Column(n: 40)
        let solver = Solver()
        try solver.add(contentsOf: column.constraints)
        var installed: [Constraint] = column.constraints
        for c in system.constraints {
            do { try solver.add(c) } catch {}
        }
        let asked = [column.total, column.tops[20]]
        let cutoffs: [Priority?] = [nil, 0.01, 0.01, 300]
        var others = system.constraints.filter { solver.contains($0) }
        for step in 0..<40 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                // One view's height pinned or let go.
                let h = column.heights[Int.random(in: 0..<column.heights.count, using: &random)]
                let c = (h == Double(Int.random(in: 0...40, using: &random)))
                    .withPriority([Priority.required, 500, 0.5].randomElement(using: &random) ?? .required)
                do {
                    try solver.add(c)
                    installed.append(c)
                } catch {}
            case 1:
                if let i = installed.indices.randomElement(using: &random), installed.count > 4 {
                    try solver.remove(installed[i])
                    installed.remove(at: i)
                }
            case 2:
                if let c = installed.randomElement(using: &random) {
                    do {
                        try solver.updateConstant(of: c, to: Double(Int.random(in: -20...60, using: &random)))
                    } catch {}
                }
            case 3:
                // A new link between two views of the column (ties, loops through the chain).
                let a = column.tops[Int.random(in: 0..<column.tops.count, using: &random)]
                let b = column.heights[Int.random(in: 0..<column.heights.count, using: &random)]
                let c = (a + b <= Double(Int.random(in: 100...2000, using: &random))).withPriority(
                    [Priority.required, 750, 1].randomElement(using: &random) ?? 750)
                do {
                    try solver.add(c)
                    installed.append(c)
                } catch {}
            case 4:
                // A required limit on one view's height: its slack can join the closing row.
                let h = column.heights[Int.random(in: 0..<column.heights.count, using: &random)]
                let c = h <= Double(Int.random(in: 15...40, using: &random))
                do {
                    try solver.add(c)
                    installed.append(c)
                } catch {}
            default:
                // Elsewhere in the solver: the other system's constraints leave, come back or
                // move (changes the journal records that the certificate must look past).
                if let i = others.indices.randomElement(using: &random) {
                    let c = others[i]
                    if Bool.random(using: &random) {
                        try solver.remove(c)
                        others.remove(at: i)
                        do {
                            try solver.add(c)
                            others.append(c)
                        } catch {}
                    } else {
                        do {
                            try solver.updateConstant(of: c, to: Double(Int.random(in: -50...50, using: &random)))
                        } catch {}
                    }
                }
            }
            let cutoff = cutoffs.randomElement(using: &random) ?? nil
            let answer = solver.areCertainlyFixed(asked, ignoringPrioritiesBelow: cutoff)
            solver.usesFixedCertificates = false
            let walked = solver.areCertainlyFixed(asked, ignoringPrioritiesBelow: cutoff)
            solver.usesFixedCertificates = true
            #expect(answer == walked, "seed \(seed) step \(step)")
            expectInvariants(solver)
        }
        // The sequences must answer from certificates often enough to test them.
        return solver.fixedCertificateHits
    }
}

/// The tableau's in-place changes to a long row inside a recording transaction are undone cell
/// by cell (`UndoLog.Entry.cellRemoved`, `.cellInserted`): a rollback gives the row back bit
/// for bit.
@Suite("Long rows, undone in place")
struct LongRowUndoTests {
    /// A tableau with one row of `n` cells (a basic symbol over `n` external symbols).
    static func longRow(_ n: Int) -> (Tableau, RowID, [SymbolID]) {
        var t = Tableau()
        let owner = RecordID(0)
        let xs = (0..<n).map { _ in t.newSymbol(.external, owner: owner) }
        let basic = t.newSymbol(.external, owner: owner)
        let slot = t.appendRow(
            Row(
                basic: basic, constant: 5,
                cells: xs.enumerated().map { Cell(symbol: $1, coefficient: Double($0 % 7 + 1)) }))
        t.setRowOf(basic, slot)
        return (t, slot, xs)
    }

    @Test("A substitution into a long row, rolled back, leaves the row as it was", arguments: [3, 200, 399])
    func rollback(position: Int) {
        var (t, slot, xs) = Self.longRow(400)
        let before = t.cells[slot]
        let fresh = t.newSymbol(.slack, owner: RecordID(0))
        t.beginTransaction(recording: true)
        // xs[position] = 3 + 2·fresh: in the long row, xs[position]'s cell leaves and
        // fresh's joins (at the end: the newest symbol).
        let r = t.appendRow(Row(basic: xs[position], constant: 3, cells: [Cell(symbol: fresh, coefficient: 2)]))
        t.setRowOf(xs[position], r)
        t.substitute(xs[position], by: r)
        let changed = t.cells[slot]
        #expect(changed.count == before.count)
        #expect(changed.last?.symbol == fresh)
        #expect(!changed.contains { $0.symbol == xs[position] })
        t.rollbackTransaction()
        let after = t.cells[slot]
        #expect(after.map(\.symbol) == before.map(\.symbol))
        #expect(after.map(\.coefficient) == before.map(\.coefficient))
        #expect(t.rows[slot.index].constant == 5)
    }

    @Test(
        "A substitution that changes or cancels cells the long row holds, rolled back, restores them",
        arguments: [-1.0, -4.0 / 7.0])
    func rollbackWithChangedCells(k: Double) {
        var (t, slot, xs) = Self.longRow(400)
        let before = t.cells[slot]
        let fresh = t.newSymbol(.slack, owner: RecordID(0))
        t.beginTransaction(recording: true)
        // xs[300] (coefficient 7 in the long row) = 3 + k·xs[10] + 2·fresh: xs[10]'s cell (4)
        // changes value to 4 + 7k, or cancels for k = −4/7.
        let r = t.appendRow(
            Row(
                basic: xs[300], constant: 3,
                cells: [Cell(symbol: xs[10], coefficient: k), Cell(symbol: fresh, coefficient: 2)]))
        t.setRowOf(xs[300], r)
        t.substitute(xs[300], by: r)
        let changed = t.cells[slot]
        #expect(changed.contains { $0.symbol == xs[10] } == (k == -1))
        #expect(changed.map(\.coefficient) != before.map(\.coefficient))
        t.rollbackTransaction()
        let after = t.cells[slot]
        #expect(after.map(\.symbol) == before.map(\.symbol))
        #expect(after.map(\.coefficient) == before.map(\.coefficient))
    }
}
