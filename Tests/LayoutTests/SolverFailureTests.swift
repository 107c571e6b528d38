import Testing

@testable import ConstraintSolver
@testable import Constraints

/// The layout engine never drops a solver failure: when removing a constraint fails
/// numerically and the solver cannot rebuild itself, `diagnostics()` says so.
@Suite struct SolverFailureTests {
    @Test func aFailedRemovalIsReported() throws {
        let (root, views) = window("box")
        let box = views[0]
        // An inequality: a row of the tableau, whose removal goes through the tableau.
        let width = box.widthAnchor >= 100
        try activate(
            box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor, width, box.widthAnchor <= 100,
            box.heightAnchor == 20)
        root.layoutIfNeeded()
        #expect(root.layoutEngine.diagnostics().isEmpty)
        // Make the row removal and the rebuild that would complete it both fail.
        root.layoutEngine.solver.core.injectedFailures = 1_000
        LayoutConstraint.deactivate([width])
        root.layoutEngine.solver.core.injectedFailures = 0
        root.layoutIfNeeded()
        let failures = root.layoutEngine.diagnostics().filter { $0.kind == .solverFailure }
        #expect(failures.count == 1)
        #expect(failures.first?.severity == .error)
        #expect(failures.first?.constraints.first === width)
        // The layout still runs, and the constraint is out of the engine.
        #expect(!width.isActive)
        #expect(failures.first?.message.hasPrefix("the solver failed while removing") == true)
    }
}
