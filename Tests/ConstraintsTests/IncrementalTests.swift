import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Edits, constant changes and removal")
struct IncrementalTests {
    @Test("Suggesting values moves an edit variable and what depends on it")
    func suggest() throws {
        let w = Variable("w"), half = Variable("half")
        let solver = Solver()
        try solver.add(2 * half == w)
        try solver.add(w >= 100)
        try solver.addEditVariable(w, priority: .defaultHigh)
        for value in [300.0, 50, 1000, 120] {
            try solver.suggestValue(value, for: w)
            expectClose(solver.value(of: w), max(100, value))
            expectClose(solver.value(of: half), max(100, value) / 2)
            expectInvariants(solver)
        }
        try solver.removeEditVariable(w)
        #expect(!solver.hasEditVariable(w))
        expectInvariants(solver)
    }

    @Test("An edit variable is held at its current value until a suggestion")
    func editHoldsCurrentValue() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 42).withPriority(10))
        try solver.addEditVariable(x, priority: 500)
        try solver.add((x == 7).withPriority(20))
        expectClose(solver.value(of: x), 42)
    }

    @Test("Changing a constant in place equals removing and adding")
    func constantChange() throws {
        let top = (0..<5).map { Variable("top\($0)") }
        let solver = Solver()
        let first = top[0] == 10
        try solver.add(first)
        var links: [Constraint] = []
        for i in 1..<5 {
            links.append(top[i] == top[i - 1] + 20)
            try solver.add(links.last!)
        }
        try solver.add(top[4] <= 500)
        try solver.updateConstant(of: first, to: 30)
        try solver.updateConstant(of: links[2], to: 25)
        expectClose(solver.value(of: top[4]), 30 + 20 + 20 + 25 + 20)
        #expect(solver.constant(of: links[2]) == 25)
        expectInvariants(solver)
        let optional = (top[4] == 0).withPriority(300)
        try solver.add(optional)
        try solver.updateConstant(of: optional, to: 1)
        expectClose(solver.value(of: top[4]), 115)
    }

    @Test("Removing constraints, including expanded definitions")
    func removal() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let ab = b == a + 5
        let ca = c == a * 2
        try solver.add(ab)
        try solver.add(ca)
        let pin = a == 1
        try solver.add(pin)
        let limit = b <= 100  // expands b's definition into the tableau
        try solver.add(limit)
        expectClose(solver.value(of: c), 2)
        try solver.remove(ab)
        expectInvariants(solver)
        #expect(!solver.contains(ab))
        expectClose(solver.value(of: c), 2)
        #expect(solver.ambiguousVariables() == [b])
        try solver.remove(pin)
        try solver.remove(limit)
        try solver.remove(ca)
        #expect(solver.constraints.isEmpty)
        #expect(solver.variables.isEmpty)
        expectInvariants(solver)
    }

    @Test("Remove then add again gives the same solution")
    func churn() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let cs = [x + y == 10, (x == 3).withPriority(600), (y >= 8).withPriority(700)]
        try solver.add(contentsOf: cs)
        let before = (solver.value(of: x), solver.value(of: y))
        for c in cs {
            try solver.remove(c)
            try solver.add(c)
        }
        expectClose(solver.value(of: x), before.0)
        expectClose(solver.value(of: y), before.1)
        expectClose(before.0, 2)
    }
}

/// Required rows that the current solution violates enter through the dual simplex; their
/// markers must still answer constant changes, removal and conflicts.
@Test("Violated required rows added by the dual simplex keep working")
func dualSimplexAdds() throws {
    let a = Variable("a"), b = Variable("b")
    let solver = Solver()
    try solver.add(a >= 0)
    try solver.add(b >= 0)
    try solver.add((a == 0).withPriority(100))
    try solver.add((b == 0).withPriority(200))
    let sum = a + b == 10  // violated at a = b = 0, no free subject: a dual pivot
    try solver.add(sum)
    expectClose(solver.value(of: a), 10)
    expectClose(solver.value(of: b), 0)
    try solver.updateConstant(of: sum, to: 20)
    expectClose(solver.value(of: a), 20)
    let floor = a >= 25  // violated inequality: a dual pivot, then b must give way (b >= 0 fails)
    let before = solver.stateDigest()
    let set = try #require(conflict(adding: floor, to: solver))
    #expect(Set(set.map(\.id)) == Set([sum.id, floor.id, solver.constraints[1].id]))
    #expect(solver.stateDigest() == before)
    try solver.remove(sum)
    try solver.add(floor)
    expectClose(solver.value(of: a), 25)
    expectInvariants(solver)
}
