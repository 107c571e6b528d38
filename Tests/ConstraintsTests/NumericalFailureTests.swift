import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// Numerical failures inside the solver (a pivot sequence that cannot finish) are reported as
/// ``SolverError/internalError(_:)``, never swallowed and never mistaken for a conflict, and
/// the solver is restored. Real pivots do not fail on systems this small, so the failures are
/// injected (``SolverCore/injectedFailures``): each one strikes after the tableau has changed,
/// as a real one would.
@Suite("Numerical failures are reported, and the solver restored")
struct NumericalFailureTests {
    /// x ≥ 10 and y ≥ x + 5 (tableau rows, not definitions), y pulled to 30 at 500.
    func system() throws -> (Solver, x: Variable, y: Variable, floor: Constraint) {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add(y >= x + 5)
        try solver.add((y == 30).withPriority(500))
        return (solver, x, y, floor)
    }

    /// The error's message, or nil when the call threw something else or nothing.
    func internalErrorMessage(_ body: () throws(SolverError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            if case .internalError(let message) = error { return message }
            return nil
        }
    }

    @Test("A failed add is reported and the solver rebuilt without it")
    func failedAdd() throws {
        let (solver, x, y, _) = try system()
        let constraints = solver.constraints
        solver.core.injectedFailures = 1
        let bad = y <= 100
        let message = try #require(internalErrorMessage { () throws(SolverError) in try solver.add(bad) })
        #expect(message.contains("injected failure"))
        #expect(!message.contains("failed too"))
        #expect(solver.constraints == constraints)
        #expect(!solver.contains(bad))
        expectClose(solver.value(of: y), 30)
        #expect(solver.value(of: x) >= 10 - 1e-9 && solver.value(of: x) <= 25 + 1e-9)
        expectInvariants(solver)
        try solver.add(y <= 20)
        expectClose(solver.value(of: y), 20)
    }

    @Test("A rebuild that fails too is reported, not swallowed")
    func failedRebuild() throws {
        let (solver, _, y, _) = try system()
        let constraints = solver.constraints
        // The first failure strikes the add, the second the rebuild that restores the solver.
        solver.core.injectedFailures = 2
        let message = try #require(internalErrorMessage { () throws(SolverError) in try solver.add(y <= 100) })
        #expect(message.contains("failed too"), "\(message)")
        #expect(solver.constraints == constraints)
    }

    @Test("A numerical failure in the conflict search is reported, not taken for infeasibility")
    func failedConflictSearch() throws {
        let (solver, x, _, _) = try system()
        let before = solver.stateDigest()
        // The add conflicts before any failure strikes; the sub-solvers of the conflict search
        // inherit the count, so their first placement fails.
        solver.core.injectedFailures = 1_000
        let message = internalErrorMessage { () throws(SolverError) in try solver.add(x <= 5) }
        solver.core.injectedFailures = 0
        #expect(message?.contains("injected failure") == true)
        #expect(solver.stateDigest() == before)
    }

    @Test("A failed move of a required constant is an internal error, rolled back exactly")
    func failedRequiredMove() throws {
        let (solver, _, _, floor) = try system()
        let before = solver.stateDigest()
        solver.core.injectedFailures = 1
        let message = internalErrorMessage { () throws(SolverError) in try solver.updateConstant(of: floor, to: 12) }
        #expect(message?.contains("injected failure") == true)
        #expect(solver.stateDigest() == before)
        #expect(solver.constant(of: floor) == 10)
    }

    @Test("A failed suggestion is reported and the solver restored to the old value")
    func failedSuggestion() throws {
        let (solver, x, y, _) = try system()
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(15, for: x)
        expectClose(solver.value(of: x), 15)
        solver.core.injectedFailures = 1
        let message = internalErrorMessage { () throws(SolverError) in try solver.suggestValue(40, for: x) }
        #expect(message?.contains("injected failure") == true)
        expectClose(solver.value(of: x), 15)
        expectClose(solver.value(of: y), 30)
        expectInvariants(solver)
        try solver.suggestValue(40, for: x)
        expectClose(solver.value(of: x), 40)
        expectClose(solver.value(of: y), 45)
    }

    @Test("The ambiguity program keeps coefficients that users may not write")
    func ambiguityProgramKeepsEveryCoefficient() throws {
        // d₁ ≥ 0, d₂ ≥ 0 and −d₁ − 1e-7·d₂ ≥ 0 hold only at zero: every inequality is an
        // implicit equality. Validated like a user's constraint, the third inequality (its
        // coefficient below 1e-6) was dropped, and all three looked free.
        let d1 = Variable("d1"), d2 = Variable("d2")
        let positive = Solver.positiveInequalities([d1.expression, d2.expression, -1.0 * d1 - 1e-7 * d2])
        #expect(positive == [false, false, false])
        #expect(Solver.positiveInequalities([d1.expression, d2.expression, d1 - d2]) == [true, true, true])
    }

    @Test("A failed ambiguity program is reported as nil, which widens the answer")
    func failedAmbiguityProgram() {
        let d1 = Variable("d1")
        #expect(Solver.positiveInequalities([d1.expression, -d1.expression], injectedFailures: 1) == nil)
        #expect(Solver.positiveInequalities([d1.expression, -d1.expression]) == [false, false])
    }
}
