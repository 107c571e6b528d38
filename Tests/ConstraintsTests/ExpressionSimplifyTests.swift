import InternalUtilities
import Testing

@testable import ConstraintSolver

/// `simplify()` combines repeated variables in place (first appearance keeps its place, sums
/// in the order written) and drops zero coefficients, on both of its paths (a scan for up to
/// eight terms, an index beyond); `Constraint(difference:)` is exactly the two-sided
/// constructor on `lhs − rhs`.
@Suite("Expression simplification")
struct ExpressionSimplifyTests {
    /// The rule written plainly: a list of variables in first-appearance order and their sums.
    static func reference(_ e: LinearExpression) -> LinearExpression {
        var order: [Variable] = []
        var sums: [Int: Double] = [:]
        for t in e.terms {
            if sums[t.variable.id] == nil { order.append(t.variable) }
            sums[t.variable.id, default: 0] += t.coefficient
        }
        var terms: [Term] = []
        for v in order {
            let c = sums[v.id] ?? 0
            if c != 0 { terms.append(Term(v, c)) }
        }
        return LinearExpression(terms: terms, constant: e.constant)
    }

    /// A random expression of up to 20 terms over `pool` (so repeats are common), with
    /// coefficients that often cancel exactly.
    static func randomExpression(_ pool: [Variable], _ g: inout SplitMix64) -> LinearExpression {
        let n = Int.random(in: 0...20, using: &g)
        var terms: [Term] = []
        for _ in 0..<n {
            let v = pool[Int.random(in: 0..<pool.count, using: &g)]
            let c: Double = [-2, -1, -0.5, 0, 0.5, 1, 2, 3.25][Int.random(in: 0..<8, using: &g)]
            terms.append(Term(v, c))
        }
        return LinearExpression(terms: terms, constant: Double(Int.random(in: -5...5, using: &g)))
    }

    static func same(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    @Test("500 seeded expressions simplify as the plain rule says, short and long")
    func matchesReference() {
        var g = SplitMix64(seed: 0x51_3D11)
        var long = 0
        for k in 0..<500 {
            let pool = (0..<Int.random(in: 1...12, using: &g)).map { Variable("v\($0)") }
            let e = Self.randomExpression(pool, &g)
            if e.terms.count > 8 { long += 1 }
            let s = e.simplified()
            let r = Self.reference(e)
            #expect(Self.same(s, r), "case \(k): \(e) gave \(s), expected \(r)")
        }
        // Both paths ran.
        #expect(long > 100 && long < 400)
    }

    @Test("A constraint built from the difference is the one built from both sides")
    func differenceMatchesTwoSides() {
        var g = SplitMix64(seed: 0xD1FF)
        for k in 0..<300 {
            let pool = (0..<Int.random(in: 1...8, using: &g)).map { Variable("v\($0)") }
            let lhs = Self.randomExpression(pool, &g)
            let rhs = Self.randomExpression(pool, &g)
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][k % 3]
            let two = Constraint(lhs, relation, rhs, priority: 750)
            var difference = lhs
            for t in rhs.terms { difference.terms.append(Term(t.variable, -t.coefficient)) }
            difference.constant = lhs.constant - rhs.constant
            let one = Constraint(difference: difference, relation, priority: 750)
            #expect(Self.same(one.expression, two.expression), "case \(k)")
            #expect(one.relation == two.relation && one.priority == two.priority && one.priorityBelow == 750)
            #expect(one.id != two.id)
        }
        let x = Variable("x")
        let band = Constraint(
            difference: LinearExpression(terms: [Term(x)], constant: -98), .equal, priority: 250, below: 750)
        #expect(band.priority == 250 && band.priorityBelow == 750 && band.constant == 98)
    }
}
