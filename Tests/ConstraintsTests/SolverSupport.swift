import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

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
