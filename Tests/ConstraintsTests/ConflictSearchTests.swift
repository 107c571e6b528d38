import TestSupport
import Testing

@testable import ConstraintSolver

/// The conflict search's deletion filter (`Solver+Conflict.swift`) decides candidates a block at
/// a time: held to the one-at-a-time filter, written here.
@Suite("Conflict search")
struct ConflictSearchTests {
    /// The refused constraint as the search sees it.
    static func record(_ c: Constraint) -> Solver.Record {
        Solver.Record(constraint: c, rightHandSide: c.constant, storage: .definition(.none), isEdit: false)
    }

    /// The deletion filter one candidate at a time: the reference.
    static func oneAtATime(_ solver: Solver, _ set: [RecordID], with new: Solver.Record) throws -> [RecordID] {
        var set = set
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if try solver.isFeasible(trial, with: new) { i += 1 } else { set = trial }
        }
        return set
    }

    /// Every required record of `solver`, in insertion order.
    static func required(_ solver: Solver) -> [RecordID] {
        solver.records.indices.compactMap { i in
            guard let r = solver.records[i], r.isRequired, !r.isEdit else { return nil }
            return RecordID(i)
        }
    }

    @Test("Blocks decide as one at a time does, on random systems", arguments: 0..<80)
    func blocksMatchOneAtATime(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0xC0F1)
        let system = RandomizedTests.randomSystem(seed: UInt64(seed) &+ 11_000)
        let solver = Solver()
        var refused: [Constraint] = []
        // Required only, so that refusals are conflicts; a few unrelated chains make the
        // candidates many and the conflicts few.
        var constraints = system.constraints.map { $0.withPriority(.required) }
        let chain = (0..<Int.random(in: 5...30, using: &random)).map { Variable("c\($0)") }
        for (a, b) in zip(chain, chain.dropFirst()) { constraints.append(b == a + 1) }
        constraints.shuffle(using: &random)
        for c in constraints {
            do { try solver.add(c) } catch { refused.append(c) }
        }
        if let first = chain.first, let last = chain.last {
            refused.append(last == first - 3)  // contradicts the whole chain
        }
        let candidates = Self.required(solver)
        for c in refused {
            let new = Self.record(c)
            let blocks = try solver.deletionFilter(candidates, with: new)
            let single = try Self.oneAtATime(solver, candidates, with: new)
            #expect(blocks == single, "seed \(seed): \(c)")
            #expect(try !solver.isFeasible(single, with: new), "seed \(seed): \(c)")
        }
    }

    @Test("A chain contradicting its end keeps every link, and nothing else")
    func aChainKeepsEveryLink() throws {
        let solver = Solver()
        let xs = (0..<60).map { Variable("x\($0)") }
        let others = (0..<200).map { Variable("o\($0)") }
        // Unrelated constraints first and between: most candidates go, in blocks.
        for o in others.prefix(100) { try solver.add(o == 7) }
        for (a, b) in zip(xs, xs.dropFirst()) { try solver.add(b == a + 2) }
        for o in others.suffix(100) { try solver.add(o >= 1) }
        let new = Self.record(xs[59] == xs[0] + 1)
        let kept = try solver.deletionFilter(Self.required(solver), with: new)
        #expect(kept.count == 59)
        #expect(kept == Array(Self.required(solver)[100..<159]))
    }
    @Test("Hints that do not conflict, or none, fall back to every required record")
    func hintsThatMissTheConflictFallBackToEveryRecord() throws {
        let solver = Solver()
        let xs = (0..<6).map { Variable("x\($0)") }
        let others = (0..<20).map { Variable("o\($0)") }
        for o in others.prefix(10) { try solver.add(o == 7) }
        for (a, b) in zip(xs, xs.dropFirst()) { try solver.add(b == a + 2) }
        for o in others.suffix(10) { try solver.add(o >= 1) }
        let new = Self.record(xs[5] == xs[0] + 1)
        let chain = Array(Self.required(solver)[10..<15])
        let links = chain.compactMap { solver.records[$0.index]?.constraint.id }
        // The tableau's hints name the chain: the search starts there. Hints that miss it (the
        // unrelated constraints, or nothing) send it over every required record, to the same set.
        let unrelated = Array(Self.required(solver).prefix(3))
        for hints in [chain, unrelated, [], chain.reversed() + chain] {
            let found = try solver.minimalConflict(adding: new, hints: hints)
            #expect(found.map(\.id) == links + [new.constraint.id])
        }
    }
}
