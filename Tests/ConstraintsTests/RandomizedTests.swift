import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// Seeded random systems: the fast paths against the general tableau path, insertion-order
/// independence, and the invariants after every call.
@Suite("Randomized")
struct RandomizedTests {
    struct System {
        var variables: [Variable]
        var constraints: [Constraint]
    }

    static func randomSystem(seed: UInt64) -> System {
        var random = SeededRandom(seed: seed)
        let n = Int.random(in: 2...7, using: &random)
        let variables = (0..<n).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        let priorities: [Priority] = [.required, .required, .required, 750, 500.5, 250, 251, 1]
        for _ in 0..<Int.random(in: 2...12, using: &random) {
            let count = Int.random(in: 1...3, using: &random)
            var expression = LinearExpression()
            for v in variables.shuffled(using: &random).prefix(count) {
                let c = Double([-3, -2, -1, 1, 1, 1, 2, 3, 0.5].randomElement(using: &random) ?? 1)
                expression = expression + c * v
            }
            let constant = Double(Int.random(in: -50...50, using: &random))
            let relation: Relation =
                [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
            let priority = priorities.randomElement(using: &random) ?? .required
            constraints.append(
                Constraint(expression, relation, LinearExpression(constant: constant), priority: priority))
        }
        return System(variables: variables, constraints: constraints)
    }

    /// Adds in order, skipping conflicting required constraints; returns which were skipped.
    static func solve(_ system: System, definitions: Bool, order: [Int]? = nil) -> (Solver, [Int]) {
        let solver = Solver()
        solver.usesDefinitions = definitions
        var skipped: [Int] = []
        for i in order ?? Array(system.constraints.indices) {
            do {
                try solver.add(system.constraints[i])
            } catch {
                skipped.append(i)
            }
        }
        return (solver, skipped)
    }

    /// Both solvers report the same ambiguous variables (in the same order when
    /// `sameOrder`), and the same values for every other variable.
    static func expectSameAnswers(
        _ a: Solver, _ b: Solver, over variables: [Variable], sameOrder: Bool, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ambiguous = a.ambiguousVariables()
        if sameOrder {
            #expect(ambiguous == b.ambiguousVariables(), "\(context)", sourceLocation: sourceLocation)
        } else {
            #expect(Set(ambiguous) == Set(b.ambiguousVariables()), "\(context)", sourceLocation: sourceLocation)
        }
        for v in variables where !ambiguous.contains(v) {
            expectClose(a.value(of: v), b.value(of: v), "\(context) \(v)", sourceLocation: sourceLocation)
        }
    }

    @Test("Definitions give the same answers as the general path", arguments: 0..<200)
    func fastPathMatchesGeneralPath(seed: Int) throws {
        let system = Self.randomSystem(seed: UInt64(seed))
        let (fast, skippedFast) = Self.solve(system, definitions: true)
        let (general, skippedGeneral) = Self.solve(system, definitions: false)
        expectInvariants(fast)
        expectInvariants(general)
        #expect(skippedFast == skippedGeneral, "seed \(seed)")
        Self.expectSameAnswers(fast, general, over: system.variables, sameOrder: true, "seed \(seed)")
    }

    @Test("Where the solution is unique, insertion order does not change it", arguments: 0..<100)
    func insertionOrder(seed: Int) throws {
        let system = Self.randomSystem(seed: UInt64(seed) &+ 1000)
        let (solver, skipped) = Self.solve(system, definitions: true)
        guard skipped.isEmpty else { return }  // which constraint breaks depends on the order
        var random = SeededRandom(seed: UInt64(seed))
        let order = Array(system.constraints.indices).shuffled(using: &random)
        let (shuffled, skippedShuffled) = Self.solve(system, definitions: true, order: order)
        #expect(skippedShuffled.isEmpty)
        Self.expectSameAnswers(solver, shuffled, over: system.variables, sameOrder: false, "seed \(seed)")
    }

    @Test("Removing every constraint in random order keeps the invariants", arguments: 0..<150)
    func removals(seed: Int) throws {
        let system = Self.randomSystem(seed: UInt64(seed) &+ 5000)
        let (solver, skipped) = Self.solve(system, definitions: true)
        var random = SeededRandom(seed: UInt64(seed))
        let live = system.constraints.indices.filter { !skipped.contains($0) }.shuffled(using: &random)
        for (k, i) in live.enumerated() {
            try solver.remove(system.constraints[i])
            expectInvariants(solver)
            // The rest solves as a fresh solver would.
            let rest = live[(k + 1)...].sorted().map { system.constraints[$0] }
            let fresh = Solver()
            for c in rest { try fresh.add(c) }
            Self.expectSameAnswers(fresh, solver, over: system.variables, sameOrder: false, "seed \(seed) step \(k)")
        }
    }

    @Test("Same calls, same bytes", arguments: 0..<20)
    func determinism(seed: Int) {
        let system = Self.randomSystem(seed: UInt64(seed) &+ 9000)
        let (a, _) = Self.solve(system, definitions: true)
        let (b, _) = Self.solve(system, definitions: true)
        #expect(a.stateDigest() == b.stateDigest())
    }
}
