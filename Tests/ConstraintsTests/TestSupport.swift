@testable import Constraints
import Testing

/// Tolerance for comparing solved values.
let tolerance = 1e-7

func expectClose(_ actual: Double, _ expected: Double, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Swift.abs(actual - expected) <= tolerance * max(1, Swift.abs(expected)), comment, sourceLocation: sourceLocation)
}

/// Fails the test when the engine's invariants do not hold.
func expectInvariants(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations()
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// The conflict of an unsatisfiable add, or nil when the add did something else.
func conflict(adding c: Constraint, to solver: Solver) -> [Constraint]? {
    do {
        try solver.add(c)
        return nil
    } catch {
        if case .unsatisfiable(_, let set) = error { return set }
        return nil
    }
}

/// A small deterministic generator for seeded random tests.
struct SeededRandom: RandomNumberGenerator {
    var inner: SplitMix64
    init(seed: UInt64) { inner = SplitMix64(seed: seed) }
    mutating func next() -> UInt64 { inner.next() }
}
