import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Conflicts and errors leave the solver unchanged")
struct ConflictAndErrorTests {
    /// a == 10, b == a + 5, c >= b, plus an unrelated d: c <= 12 conflicts with the first three.
    func chain() throws -> (Solver, [Constraint], Variable) {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let cs = [a == 10, b == a + 5, c >= b, d == 4, (d == 7).withPriority(500), c <= 40]
        for x in cs { try solver.add(x) }
        return (solver, cs, c)
    }

    @Test("An unsatisfiable required add throws a minimal set and restores the state")
    func minimalConflictAndRollback() throws {
        let (solver, cs, c) = try chain()
        let before = solver.stateDigest()
        let bad = c <= 12
        let set = try #require(conflict(adding: bad, to: solver))
        #expect(set == [cs[0], cs[1], cs[2], bad])
        #expect(solver.stateDigest() == before)
        #expect(!solver.contains(bad))
        expectInvariants(solver)
        // The solver keeps working after the failure.
        try solver.add(c <= 16)
        expectClose(solver.value(of: c), 15)
    }

    @Test("The set is minimal: every proper subset is satisfiable")
    func minimality() throws {
        let (solver, _, c) = try chain()
        let bad = c <= 12
        let set = try #require(conflict(adding: bad, to: solver))
        for i in set.indices {
            var subset = set
            subset.remove(at: i)
            let fresh = Solver()
            for x in subset { try fresh.add(x.withPriority(.required)) }
        }
    }

    @Test("A conflict through definitions and the artificial-variable path")
    func conflictViaExpandedDefinitions() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(x[0] == 0)
        for i in 1..<6 { try solver.add(x[i] == x[i - 1] + 10) }
        try solver.add(x[3] >= 0)
        let before = solver.stateDigest()
        let set = try #require(conflict(adding: x[5] <= x[2] + 5, to: solver))
        #expect(set.count == 4)  // the three links x3, x4, x5 and the new constraint
        #expect(solver.stateDigest() == before)
        expectInvariants(solver)
    }

    @Test("Contradictory constants alone")
    func constantContradiction() throws {
        let solver = Solver()
        let c = Constraint(LinearExpression(constant: 1), .equal, LinearExpression(constant: 2))
        #expect(try #require(conflict(adding: c, to: solver)) == [c])
        #expect(solver.constraints.isEmpty)
    }

    @Test("Duplicate and unknown constraints are typed errors")
    func duplicateAndUnknown() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        let before = solver.stateDigest()
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x >= 0
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.remove(other) }
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.updateConstant(of: other, to: 3) }
        #expect(solver.stateDigest() == before)
    }

    @Test("Edit variable errors")
    func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        let before = solver.stateDigest()
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.addEditVariable(x, priority: 0) }
        #expect(solver.stateDigest() == before)
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .defaultLow) }
        let error = #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        if case .invalidNumber(let value, _)? = error {
            #expect(value.isNaN)
        } else {
            Issue.record("\(String(describing: error))")
        }
    }

    @Test(
        "Invalid numbers and priorities are rejected before anything changes",
        arguments: [Double.nan, .infinity, -.infinity, 1e13])
    func invalidNumbers(bad: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 1)
        let before = solver.stateDigest()
        #expect(throws: SolverError.self) { try solver.add(bad * x == 1) }
        #expect(throws: SolverError.self) { try solver.add(x == bad) }
        #expect(throws: SolverError.self) { try solver.add((x == 1).withPriority(Priority(bad))) }
        #expect(throws: SolverError.invalidPriority(1001)) { try solver.add((x == 1).withPriority(1001)) }
        #expect(throws: SolverError.self) { try solver.add(x == 1e-12 * Variable("y")) }  // would vanish
        #expect(solver.stateDigest() == before)
    }

    @Test("A constant change that breaks required constraints throws and restores")
    func constantChangeConflict() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 10
        try solver.add(low)
        try solver.add(y == x + 1)
        let high = y <= 30
        try solver.add(high)
        let before = solver.stateDigest()
        #expect(throws: SolverError.self) { try solver.updateConstant(of: low, to: 40) }
        #expect(solver.stateDigest() == before)
        try solver.updateConstant(of: low, to: 20)
        expectClose(solver.value(of: x), 20)
        expectInvariants(solver)
    }

    @Test("A long chain that contradicts its end: every link is in the set, found quickly")
    func longChainConflict() throws {
        // 2,100 links: past the verification budget, so the certificate's set is reported
        // without the k² proof; it is still the whole chain, which is the minimal set.
        let t = (0..<2_100).map { Variable("t\($0)") }
        let solver = Solver()
        var chain = [t[0] == 10]
        for i in 1..<t.count { chain.append(t[i] == t[i - 1] + 31) }
        try solver.add(contentsOf: chain)
        let end = t[t.count - 1] <= 100
        let set = try #require(conflict(adding: end, to: solver))
        #expect(set.count == chain.count + 1)
        #expect(Set(set.map(\.id)) == Set((chain + [end]).map(\.id)))
    }
}
