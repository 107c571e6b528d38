import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Priorities are strictly ordered")
struct PrioritySemanticsTests {
    @Test("x == 0 @251 beats three constraints that want x == 100 @250")
    func higherPriorityIsNeverTradedAway() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 0).withPriority(251))
        try solver.add((x == 100).withPriority(250))
        try solver.add((2 * x == 200).withPriority(250))
        try solver.add((x + y == 100).withPriority(250))
        try solver.add((y == 0).withPriority(1000))
        expectClose(solver.value(of: x), 0)
        expectInvariants(solver)
    }

    @Test("Within one priority the errors add up")
    func errorsAddUpWithinALevel() throws {
        let x = Variable("x")
        let solver = Solver()
        // |x − 0| + |x − 10| + |x − 10| is least at x = 10.
        try solver.add((x == 0).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        expectClose(solver.value(of: x), 10)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("Scaled constraints weigh their error as written")
    func scaledErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(500))
        try solver.add((3 * x == 30).withPriority(500))  // error 3|x − 10| outweighs |x|
        expectClose(solver.value(of: x), 10)
    }

    @Test("Inequality errors count only the violation")
    func inequalityErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x >= 5).withPriority(500))
        try solver.add((x == 0).withPriority(400))
        expectClose(solver.value(of: x), 5)
        try solver.add((x <= 3).withPriority(600))
        expectClose(solver.value(of: x), 3)
    }

    @Test("Many fractional levels keep their order", arguments: [1, 2, 5])
    func fractionalLevels(seed: Int) throws {
        // x is pulled to i by a constraint at priority 100 + i/7 for i in 0..<40, in a shuffled
        // order: the highest level wins outright.
        var random = SeededRandom(seed: UInt64(seed))
        let x = Variable("x")
        let solver = Solver()
        for i in (0..<40).shuffled(using: &random) {
            try solver.add((x == Double(i)).withPriority(Priority(100 + Double(i) / 7)))
        }
        expectClose(solver.value(of: x), 39)
        expectInvariants(solver)
    }

    @Test("Required constraints hold exactly against every optional pull")
    func requiredHolds() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(a + b == 10)
        try solver.add(a >= 2)
        try solver.add((a == 0).withPriority(999))
        try solver.add((b == 100).withPriority(998))
        expectClose(solver.value(of: a), 2)
        expectClose(solver.value(of: b), 8)
    }

    @Test("Lower priorities still count once higher ones are satisfied")
    func lowerPrioritiesBreakTies() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.add(w >= 10)
        try solver.add(w <= 50)
        try solver.add((w >= 30).withPriority(750))
        try solver.add((w == 0).withPriority(250))  // hugging: as small as allowed
        expectClose(solver.value(of: w), 30)
    }
}
