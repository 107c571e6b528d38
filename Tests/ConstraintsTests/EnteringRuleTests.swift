import Testing

@testable import ConstraintSolver

/// The dual simplex's entering rule (`Tableau.dualEntering`), held directly: a wrong choice
/// costs only pivots (the dual simplex ends in the primal one, which still reaches the optimum),
/// so no solution shows it, and a rule with a flipped comparison once passed every other test.
///
/// The rule: among the leaving row's symbols with a positive coefficient that are not dummies,
/// the one whose reduced costs divided by its coefficient are lexicographically smallest over
/// the levels (highest priority first); equal ratios at every level go to the lower symbol.
@Suite("Dual entering rule")
struct DualEnteringTests {
    /// Kinds by symbol index: 0 external, 1–4 errors, 5 slack, 6 dummy.
    let kind: [SymbolKind] = [.external, .error, .error, .error, .error, .slack, .dummy]

    /// One level per list of costs (by symbol index), highest priority first.
    func levels(_ costs: [Double]...) -> [Level] {
        costs.enumerated().map { i, cost in Level(priority: Double(1000 - i), cost: cost, constant: 0) }
    }

    /// The symbol the rule picks for a row of `(symbol, coefficient)` cells.
    func entering(_ cells: [(Int, Double)], _ levels: [Level]) -> SymbolID {
        let row = cells.map { Cell(symbol: SymbolID($0.0), coefficient: $0.1) }
        return row.withUnsafeBufferPointer { Tableau.dualEntering($0, kind: kind, levels: levels) }
    }

    @Test("the smallest ratio of cost to coefficient enters, not the smallest cost")
    func smallestRatio() {
        // Ratios 4/2 = 2 for symbol 1 and 3/1 = 3 for symbol 2: symbol 1, though it costs more.
        let l = levels([0, 4, 3, 0, 0, 0, 0])
        #expect(entering([(1, 2), (2, 1)], l) == SymbolID(1))
        #expect(entering([(2, 1), (1, 2)], l) == SymbolID(1))
        // A larger coefficient makes the dearer symbol the cheaper move: 10/10 = 1 against 2/1.
        let m = levels([0, 10, 2, 0, 0, 0, 0])
        #expect(entering([(1, 10), (2, 1)], m) == SymbolID(1))
        #expect(entering([(1, 1), (2, 1)], m) == SymbolID(2))
    }

    @Test("a tie at a level is decided by the next level, then by the lower symbol")
    func lexicographicTies() {
        // Equal at the first level (1/1 and 2/2); the second level prefers symbol 4 (0/2 against 5/1).
        let l = levels([0, 0, 0, 1, 2, 0, 0], [0, 0, 0, 5, 0, 0, 0])
        #expect(entering([(3, 1), (4, 2)], l) == SymbolID(4))
        // The first level decides even when the second says the opposite.
        let m = levels([0, 0, 0, 1, 3, 0, 0], [0, 0, 0, 9, 0, 0, 0])
        #expect(entering([(3, 1), (4, 1)], m) == SymbolID(3))
        // Equal everywhere: the lower symbol, whatever the row's order.
        let n = levels([0, 2, 2, 0, 0, 0, 0], [0, 1, 1, 0, 0, 0, 0])
        #expect(entering([(2, 1), (1, 1)], n) == SymbolID(1))
        #expect(entering([(1, 1), (2, 1)], n) == SymbolID(1))
    }

    @Test("dummies and symbols whose coefficient is not positive never enter")
    func excludedSymbols() {
        let l = levels([0, 5, 5, 0, 0, 1, 0])
        // The dummy (ratio 0) and the negative coefficient (ratio −5) would win if they counted.
        #expect(entering([(6, 1), (2, -1), (1, 1)], l) == SymbolID(1))
        // Nor does a coefficient within the tolerance of zero, though symbol 3 costs nothing.
        #expect(entering([(3, Tableau.epsilon / 2), (1, 1)], l) == SymbolID(1))
        #expect(entering([(3, -Tableau.epsilon / 2), (1, 1)], l) == SymbolID(1))
        // The slack (1/1) beats the error (5/1): kinds other than dummies compete alike.
        #expect(entering([(1, 1), (5, 1)], l) == SymbolID(5))
        // Nothing can enter: the row's basic symbol cannot be raised (a conflict).
        #expect(!entering([(6, 1), (2, -3)], l).exists)
        #expect(!entering([], l).exists)
    }
}

/// The primal simplex's entering rules (`Tableau.steepestCandidate`, Dantzig's rule on the
/// lexicographic objective, and `Tableau.lowestCandidate`, Bland's), held directly for the
/// same reason: a worse entering symbol still reaches the optimum, only by more pivots.
@Suite("Primal entering rules")
struct PrimalEnteringTests {
    /// A tableau with symbols 0–5 (0 external, 1–4 errors, 5 a dummy), two levels (priority
    /// 1000 above 250) with the given reduced costs, and `queued` as the candidate list.
    func tableau(high: [Double], low: [Double], queued: [Int]) -> Tableau {
        var t = Tableau()
        let kinds: [SymbolKind] = [.external, .error, .error, .error, .error, .dummy]
        for k in kinds { _ = t.newSymbol(k, owner: .none) }
        let h = t.levelIndex(for: 1000)
        let l = t.levelIndex(for: 250)
        for s in 0..<kinds.count {
            t.writeCost(h, SymbolID(s), high[s])
            t.writeCost(l, SymbolID(s), low[s])
        }
        t.candidates = queued.map { SymbolID($0) }
        for s in queued { t.inCandidates[s] = true }
        return t
    }

    @Test("Dantzig's rule: the lexicographically most negative reduced cost enters")
    func steepest() {
        // −3 at the first level beats −1 there, whatever the second level says.
        var t = tableau(high: [0, -1, -3, 0, 0, 0], low: [0, -9, 0, 0, 0, 0], queued: [1, 2])
        #expect(t.steepestCandidate() == SymbolID(2))
        // The chosen symbol leaves the list; the other stays queued.
        #expect(t.candidates == [SymbolID(1)])
        #expect(!t.inCandidates[2] && t.inCandidates[1])
        #expect(t.steepestCandidate() == SymbolID(1))
        #expect(t.steepestCandidate() == nil)
        // Equal at the first level: the second decides (−5 below −1).
        t = tableau(high: [0, -1, -1, 0, 0, 0], low: [0, -1, -5, 0, 0, 0], queued: [1, 2])
        #expect(t.steepestCandidate() == SymbolID(2))
        // Equal everywhere: the lower symbol, whatever the queue's order.
        t = tableau(high: [0, 0, 0, -2, -2, 0], low: [0, 0, 0, 0, 0, 0], queued: [4, 3])
        #expect(t.steepestCandidate() == SymbolID(3))
        // A zero cost at the first level is not negative: −1 below it still counts.
        t = tableau(high: [0, 0, 0, 0, 0, 0], low: [0, -1, 0, 0, 0, 0], queued: [2, 1])
        #expect(t.steepestCandidate() == SymbolID(1))
    }

    @Test("symbols that cannot enter are dropped from the list")
    func dropped() {
        // The external and the dummy (most negative of all) never enter; symbol 3's cost is
        // positive at the first level (the negative one below does not count); symbol 4 is basic.
        var t = tableau(high: [-9, -1, 0, 2, -4, -9], low: [0, 0, -1, -7, 0, 0], queued: [0, 5, 3, 4, 2, 1])
        t.rowOf[4] = RowID(0)
        #expect(t.steepestCandidate() == SymbolID(1))
        // Every one was looked at: the list keeps only symbol 2 (a negative cost below a zero).
        #expect(t.candidates == [SymbolID(2)])
        #expect((0..<6).map { t.inCandidates[$0] } == [false, false, true, false, false, false])
        // A reduced cost of zero at every level: nothing to gain, so nothing enters (optimal).
        t = tableau(high: [0, 0, 0, 0, 0, 0], low: [0, 0, 0, 0, 0, 0], queued: [1, 2])
        #expect(t.steepestCandidate() == nil)
        #expect(t.candidates.isEmpty)
    }

    @Test("Bland's rule: the lowest-numbered candidate that can enter, whatever its cost")
    func lowest() {
        var t = tableau(high: [0, 0, -1, -5, 0, 0], low: [0, -2, 0, 0, 0, 0], queued: [3, 2, 1])
        #expect(t.lowestCandidate() == SymbolID(1))
        #expect(t.lowestCandidate() == SymbolID(2))
        #expect(t.lowestCandidate() == SymbolID(3))
        #expect(t.lowestCandidate() == nil)
    }
}
