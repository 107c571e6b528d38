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
