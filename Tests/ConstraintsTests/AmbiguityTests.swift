import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Ambiguity is exact")
struct AmbiguityTests {
    @Test("A variable nothing pins down is ambiguous; one pinned is not")
    func freeVariable() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x + 2 * y == 10)
        try solver.add(x >= 0)
        try solver.add((y == 3).withPriority(750))
        try solver.add((z <= x - 1).withPriority(250))
        #expect(solver.ambiguousVariables() == [z])
    }

    @Test("Tied optional constraints leave a range: ambiguous")
    func tie() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        #expect(solver.ambiguousVariables() == [x])
        try solver.add((x == 4).withPriority(100))
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.value(of: x), 4)
    }

    @Test("Dependent variables follow a free one through definitions")
    func throughDefinitions() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        try solver.add(b == a + 1)
        try solver.add(c == b - a)  // c = 1 whatever a is
        try solver.add(d == 2 * b)
        #expect(solver.ambiguousVariables() == [b, a, d])  // order of first use
    }

    @Test("A degenerate row that blocks one direction but not its combination")
    func degenerateCombination() throws {
        // x, y ≥ 0 and x ≤ y, with nothing else: x = y = 0 is one solution among many
        // (x = y = 5 is another), though neither can move alone from the vertex.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x <= y)
        #expect(Set(solver.ambiguousVariables()) == [x, y])
    }

    @Test("An implicit equality pins the face to a point")
    func implicitEquality() throws {
        // x + y ≤ 0 with x, y ≥ 0 forces x = y = 0 though no equality says so.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 0)
        try solver.add(z == x - y + 3)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("A hugging tie between two views sharing slack")
    func huggingTie() throws {
        let w1 = Variable("w1"), w2 = Variable("w2")
        let solver = Solver()
        try solver.add(w1 + w2 + 8 == 300)
        for w in [w1, w2] {
            try solver.add((w <= 50).withPriority(250))  // hugging
            try solver.add((w >= 50).withPriority(750))  // compression resistance
        }
        #expect(solver.ambiguousVariables() == [w1, w2])
        // Break the tie: w1 hugs harder.
        try solver.add((w1 <= 50).withPriority(251))
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.value(of: w1), 50)
        expectClose(solver.value(of: w2), 242)
    }

    @Test("Constraints below a cutoff priority do not hide an ambiguity")
    func cutoff() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y == x + 1)
        try solver.add((x == 5).withPriority(0.5))  // a fallback
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.ambiguousVariables(ignoringPrioritiesBelow: 1) == [y, x])
        try solver.add((x == 7).withPriority(2))
        #expect(solver.ambiguousVariables(ignoringPrioritiesBelow: 1).isEmpty)
        expectClose(solver.value(of: y), 8)
    }

    @Test("The quick fixedness test never calls an ambiguous variable fixed", arguments: 0..<150)
    func quickTestIsOneSided(seed: Int) {
        let system = RandomizedTests.randomSystem(seed: UInt64(seed) &+ 7000)
        let (solver, _) = RandomizedTests.solve(system, definitions: seed % 2 == 0)
        let ambiguous = Set(solver.ambiguousVariables(ignoringPrioritiesBelow: 2))
        for v in system.variables where solver.contains(variable: v) {
            if solver.areCertainlyFixed([v], ignoringPrioritiesBelow: 2) {
                #expect(!ambiguous.contains(v), "seed \(seed) \(v)")
            }
        }
    }

    @Test("The quick test stays one-sided on degenerate systems of inequalities", arguments: 0..<300)
    func quickTestOnDegenerateInequalities(seed: Int) throws {
        // Small integer constants and paired inequalities (hugging and compression at one
        // length): restricted rows at 0 that block or do not block a free slack.
        var random = SeededRandom(seed: UInt64(seed) &+ 0xB10C)
        let variables = (0..<Int.random(in: 2...4, using: &random)).map { Variable("v\($0)") }
        let solver = Solver()
        let priorities: [Priority] = [.required, .required, 750, 750, 250, 250, 500]
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            var expression = LinearExpression()
            for v in variables.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)) {
                expression = expression + Double([-1, 1, 1, 2].randomElement(using: &random) ?? 1) * v
            }
            let constant = LinearExpression(constant: Double(Int.random(in: 0...2, using: &random) * 10))
            let relation: Relation =
                [.lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &random)
                ?? .equal
            let priority = priorities.randomElement(using: &random) ?? .required
            try? solver.add(Constraint(expression, relation, constant, priority: priority))
        }
        let ambiguous = Set(solver.ambiguousVariables())
        for v in variables where solver.contains(variable: v) && solver.areCertainlyFixed([v]) {
            #expect(!ambiguous.contains(v), "seed \(seed) \(v)")
        }
    }

    @Test("A chain decided by required and optional constraints is certainly fixed")
    func quickTestSeesAChain() throws {
        let solver = Solver()
        let tops = (0..<20).map { Variable("top\($0)") }
        let heights = (0..<20).map { Variable("height\($0)") }
        try solver.add(tops[0] == 0)
        for i in 0..<20 {
            try solver.add((heights[i] >= 21).withPriority(750))
            try solver.add((heights[i] <= 21).withPriority(250))
            if i > 0 { try solver.add(tops[i] == tops[i - 1] + heights[i - 1] + 10) }
        }
        let bottom = Variable("bottom")
        try solver.add(bottom == tops[19] + heights[19] + 10)
        #expect(solver.areCertainlyFixed([bottom, tops[7]]))
        let free = Variable("free")
        try solver.add(free >= tops[3])
        #expect(!solver.areCertainlyFixed([free]))
        #expect(solver.ambiguousVariables().contains(free))
    }
}
