import TestSupport
import Testing

@testable import ConstraintSolver

/// `Constraint.preferring(_:equalTo:above:below:)`: one row standing for the pair
/// `lhs <= rhs @above`, `lhs >= rhs @below` (a view's hugging and compression resistance).
@Suite("Preferred values")
struct PreferredValueTests {
    static let priorities: [Priority] = [1, 250, 251, 500.5, 750, 999]

    /// A preferred value on a variable of a random system, and the pair it stands for.
    struct Preference {
        let band: Constraint
        let pair: [Constraint]
    }

    static func preference(_ v: Variable, _ value: Double, _ above: Priority, _ below: Priority) -> Preference {
        Preference(
            band: .preferring(v.expression, equalTo: LinearExpression(constant: value), above: above, below: below),
            pair: [(v <= value).withPriority(above), (v >= value).withPriority(below)])
    }

    @Test("A preferred value answers as the pair of inequalities it stands for", arguments: 0..<150)
    func bandEqualsPair(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0xBA4D)
        let system = RandomizedTests.randomSystem(seed: UInt64(seed) &+ 7000)
        let banded = Solver()
        let paired = Solver()
        var preferences: [Preference] = []
        for v in system.variables where Int.random(in: 0..<3, using: &random) > 0 {
            let above = Self.priorities.randomElement(using: &random) ?? 250
            let below = Self.priorities.randomElement(using: &random) ?? 750
            preferences.append(Self.preference(v, Double(Int.random(in: -60...60, using: &random)), above, below))
        }
        // Preferences first or among the system's constraints: both orders must agree.
        var order: [Either] = system.constraints.map { .constraint($0) } + preferences.map { .preference($0) }
        order.shuffle(using: &random)
        for item in order {
            switch item {
            case .constraint(let c):
                let failed = (try? banded.add(c)) == nil
                #expect(failed == ((try? paired.add(c)) == nil), "seed \(seed)")
            case .preference(let p):
                try banded.add(p.band)
                for c in p.pair { try paired.add(c) }
            }
        }
        expectInvariants(banded)
        RandomizedTests.expectSameAnswers(banded, paired, over: system.variables, sameOrder: false, "seed \(seed)")

        // Moved, then removed one by one: still the pair's answers.
        for (k, p) in preferences.enumerated() {
            let value = Double(Int.random(in: -60...60, using: &random))
            try banded.updateConstant(of: p.band, to: value)
            for c in p.pair { try paired.updateConstant(of: c, to: value) }
            expectInvariants(banded)
            RandomizedTests.expectSameAnswers(
                banded, paired, over: system.variables, sameOrder: false, "seed \(seed) moved \(k)")
        }
        for (k, p) in preferences.enumerated() {
            try banded.remove(p.band)
            for c in p.pair { try paired.remove(c) }
            expectInvariants(banded)
            RandomizedTests.expectSameAnswers(
                banded, paired, over: system.variables, sameOrder: false, "seed \(seed) removed \(k)")
        }
    }

    enum Either {
        case constraint(Constraint)
        case preference(Preference)
    }

    @Test("Going over costs at one priority, falling short at the other")
    func sidesCostApart() throws {
        let w = Variable("w")
        let solver = Solver()
        // Hugging 250 against a pull to 300 at 500: the pull wins; compression 750 against a
        // pull to 50 at 500: the preference wins.
        let band = Constraint.preferring(w.expression, equalTo: LinearExpression(constant: 98), above: 250, below: 750)
        try solver.add(band)
        let pull = (w == 300).withPriority(500)
        try solver.add(pull)
        #expect(solver.value(of: w) == 300)
        try solver.remove(pull)
        try solver.add((w == 50).withPriority(500))
        #expect(solver.value(of: w) == 98)
        #expect(band.description == "w == 98 @250/750")
    }

    @Test("Removing a preference that falls short takes its cost out at the priority below")
    func removalWhileShort() throws {
        let w = Variable("w")
        let solver = Solver()
        let band = Constraint.preferring(w.expression, equalTo: LinearExpression(constant: 98), above: 250, below: 750)
        let cap = w <= 50
        try solver.add(band)
        try solver.add(cap)
        #expect(solver.value(of: w) == 50)  // short by 48: the error below is basic
        try solver.remove(band)
        try solver.remove(cap)
        try solver.add((w == 70).withPriority(500))
        #expect(solver.value(of: w) == 70)
        expectInvariants(solver)
    }

    @Test("Only an optional equality has two priorities")
    func requiredSidesAreRejected() {
        let w = Variable("w")
        let solver = Solver()
        for (above, below) in [(Priority.required, Priority(750)), (250, .required)] {
            let band = Constraint.preferring(
                w.expression, equalTo: LinearExpression(constant: 1), above: above, below: below)
            #expect(throws: SolverError.self) { try solver.add(band) }
        }
        #expect(solver.constraints.isEmpty)
    }
}
