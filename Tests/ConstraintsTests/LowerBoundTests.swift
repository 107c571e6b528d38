import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// Lazy lower bounds (`Solver+Bounds.swift`) held to the same bounds added as ordinary
/// required constraints before everything else.
@Suite("Lower bounds")
struct LowerBoundTests {
    @Test("Lazy bounds give the answers of bound rows added first", arguments: 0..<300)
    func lazyMatchesEager(seed: Int) throws {
        try compareLazyToEager(seed: seed, changeLog: false)
    }

    /// The same with the values read through the change log from the first variable on (a
    /// solver with bounds keeps one from a few dozen variables; these systems are smaller).
    @Test("Lazy bounds read through the change log give the same answers", arguments: 0..<150)
    func lazyWithChangeLogMatchesEager(seed: Int) throws {
        try compareLazyToEager(seed: seed, changeLog: true)
    }

    @Test("Bounds start the change log on small systems")
    func boundsLowerTheTrackedSize() throws {
        let solver = Solver()
        #expect(solver.core.valueTracking.smallestTrackedSize > ValueTracking.smallestTrackedSizeWithBounds)
        try solver.addLowerBound(0, for: Variable("w"))
        #expect(solver.core.valueTracking.smallestTrackedSize == ValueTracking.smallestTrackedSizeWithBounds)
    }

    private func compareLazyToEager(seed: Int, changeLog: Bool) throws {
        let system = RandomizedTests.randomSystem(seed: UInt64(seed))
        var random = SeededRandom(seed: UInt64(seed) &+ 0xB0B)
        let bounded = system.variables.filter { _ in Bool.random(using: &random) }
        let lazy = Solver(), eager = Solver()
        if changeLog { lazy.core.valueTracking.smallestTrackedSize = 0 }
        for v in bounded {
            try lazy.addLowerBound(0, for: v)
            try eager.add(v >= 0)
        }
        var skippedLazy: [Int] = [], skippedEager: [Int] = []
        for (i, c) in system.constraints.enumerated() {
            do { try lazy.add(c) } catch { skippedLazy.append(i) }
            do { try eager.add(c) } catch { skippedEager.append(i) }
        }
        #expect(skippedLazy == skippedEager, "seed \(seed)")
        expectInvariants(lazy)
        let ambiguous = lazy.ambiguousVariables()
        #expect(Set(ambiguous) == Set(eager.ambiguousVariables()), "seed \(seed)")
        for v in system.variables where !ambiguous.contains(v) {
            expectClose(lazy.value(of: v), eager.value(of: v), "seed \(seed) \(v)")
        }
        for v in bounded { #expect(lazy.value(of: v) >= -1e-8, "seed \(seed) \(v)") }
        // Constant moves of what was added: the same refusals, the same values.
        let added = system.constraints.indices.filter { !skippedLazy.contains($0) }
        for _ in 0..<6 {
            guard let i = added.randomElement(using: &random) else { break }
            let constant = Double(Int.random(in: -60...60, using: &random))
            let c = system.constraints[i]
            var lazyFailed = false, eagerFailed = false
            do { try lazy.updateConstant(of: c, to: constant) } catch { lazyFailed = true }
            do { try eager.updateConstant(of: c, to: constant) } catch { eagerFailed = true }
            #expect(lazyFailed == eagerFailed, "seed \(seed) constant")
            let amb = Set(lazy.ambiguousVariables())
            #expect(amb == Set(eager.ambiguousVariables()), "seed \(seed) constant")
            for v in system.variables where !amb.contains(v) {
                expectClose(lazy.value(of: v), eager.value(of: v), "seed \(seed) constant \(v)")
            }
        }
    }

    @Test("A conflict caused by a bound names it in a minimal set")
    func conflictNamesTheBound() throws {
        let top = Variable("top"), height = Variable("height")
        let solver = Solver()
        try solver.addLowerBound(0, for: height)
        try solver.add(top == 841)
        let bottom = top + height == 768 + 1
        #expect(throws: SolverError.self) { try solver.add(bottom) }
        do {
            try solver.add(bottom)
        } catch {
            guard case .unsatisfiable(let c, let set) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(c == bottom)
            #expect(set.count == 3)
            #expect(set.contains { solver.boundedVariable(of: $0) == height })
        }
        #expect(!solver.contains(bottom))
        #expect(solver.value(of: height) == 0)
    }

    @Test("Without bounds the raw API adds no bound")
    func noBoundsByDefault() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(width == -16)
        #expect(solver.value(of: width) == -16)
    }
}
