import Testing

@testable import ConstraintSolver

/// The fixedness journal (`FixedJournal`) must name every symbol whose reduced cost was
/// written: a certificate of "fixed" stays valid only while no symbol of a walked row can have
/// become free, and a cost moved onto a walked row's symbol by a pivot is such a change. The
/// randomized certificate test rarely builds one, so the substitution's notes are held here
/// directly, on both of its paths (logged inside a recording transaction, one pass otherwise).
@Suite("The fixedness journal follows the costs a substitution writes")
struct FixedJournalTests {
    /// A tableau where error `e` costs 1 at priority 500 (and `b` costs `costOfB`), and the
    /// substitution `e = 2 + a − 3b` made inside a transaction: e's cost moves onto a (+1) and
    /// b (−3). The journal follows changes from the start of the transaction.
    static func substituted(
        recording: Bool, costOfB: Double
    ) -> (t: Tableau, e: SymbolID, a: SymbolID, b: SymbolID, level: Int) {
        var t = Tableau()
        let owner = RecordID(0)
        let e = t.newSymbol(.error, owner: owner)
        let a = t.newSymbol(.slack, owner: owner)
        let b = t.newSymbol(.slack, owner: owner)
        let level = t.levelIndex(for: 500)
        t.setCost(level, e, 1)
        if costOfB != 0 { t.setCost(level, b, costOfB) }
        t.beginTransaction(recording: recording)
        t.journal.start()
        let r = t.appendRow(
            Row(basic: e, constant: 2, cells: [Cell(symbol: a, coefficient: 1), Cell(symbol: b, coefficient: -3)]))
        t.setRowOf(e, r)
        t.substitute(e, by: r)
        return (t, e, a, b, level)
    }

    @Test("Substituting a costed symbol notes every cost it writes", arguments: [false, true])
    func substitutionNotesCosts(recording: Bool) {
        var (t, e, a, b, level) = Self.substituted(recording: recording, costOfB: 0)
        #expect(t.levels[level].cost[e.index] == 0)
        #expect(t.levels[level].cost[a.index] == 1)
        #expect(t.levels[level].cost[b.index] == -3)
        #expect(t.levels[level].constant == 2)
        #expect(!t.journal.isVoid)
        for s in [e, a, b] { #expect(t.journal.costs.contains(s), "symbol \(s) not noted") }
        t.commitTransaction()
    }

    @Test("A substitution rolled back gives every cost back")
    func substitutionRolledBack() {
        var (t, e, a, b, level) = Self.substituted(recording: true, costOfB: 3)
        // b's cost cancels (3 − 3): written as 0, then given back.
        #expect(t.levels[level].cost[b.index] == 0)
        t.rollbackTransaction()
        #expect(t.levels[level].cost[e.index] == 1)
        #expect(t.levels[level].cost[a.index] == 0)
        #expect(t.levels[level].cost[b.index] == 3)
        #expect(t.levels[level].constant == 0)
    }
}
