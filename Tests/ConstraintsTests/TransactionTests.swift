import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// Every failing call leaves the solver bit-for-bit as it was (``Solver/stateDigest()``), and a
/// solver that saw failures keeps giving the answers of one that never did (kiwi's JavaScript
/// port stays corrupted after one unsatisfiable add).
@Suite("Failing calls are transactions")
struct TransactionTests {
    /// Runs `call`, which must throw, and checks the digest and invariants around it.
    func expectUnchanged(
        _ solver: Solver, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ call: () throws(SolverError) -> Void
    ) {
        let before = solver.stateDigest()
        var threw = false
        do throws(SolverError) { try call() } catch { threw = true }
        #expect(threw, "\(what) should have failed", sourceLocation: sourceLocation)
        #expect(solver.stateDigest() == before, "\(what) changed the state", sourceLocation: sourceLocation)
        #expect(solver.invariantViolations().isEmpty, "\(what) broke invariants", sourceLocation: sourceLocation)
    }

    @Test("Each error path of each call, one by one")
    func everyErrorPath() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let base = [x >= 0, y == x + 10, (z == 5).withPriority(.defaultLow), y <= 100]
        for c in base { try solver.add(c) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(20, for: x)
        let outside = z == 1
        expectUnchanged(solver, "duplicate add") { () throws(SolverError) in try solver.add(base[0]) }
        expectUnchanged(solver, "unsatisfiable add") { () throws(SolverError) in try solver.add(y >= 200) }
        expectUnchanged(solver, "unsatisfiable add of constants") { () throws(SolverError) in
            try solver.add(Constraint(LinearExpression(constant: 1), .equal, LinearExpression(constant: 2)))
        }
        for bad in [Double.nan, .infinity, -.infinity, 1e13, 1e308] {
            expectUnchanged(solver, "add with coefficient \(bad)") { () throws(SolverError) in
                try solver.add(bad * x == 1)
            }
            expectUnchanged(solver, "add with constant \(bad)") { () throws(SolverError) in try solver.add(x == bad) }
            expectUnchanged(solver, "add with priority \(bad)") { () throws(SolverError) in
                try solver.add((x == 1).withPriority(Priority(bad)))
            }
            expectUnchanged(solver, "updateConstant to \(bad)") { () throws(SolverError) in
                try solver.updateConstant(of: base[0], to: bad)
            }
            expectUnchanged(solver, "suggestValue \(bad)") { () throws(SolverError) in
                try solver.suggestValue(bad, for: x)
            }
            expectUnchanged(solver, "addEditVariable at priority \(bad)") { () throws(SolverError) in
                try solver.addEditVariable(z, priority: Priority(bad))
            }
        }
        for p in [0.0, -1, 1000.5] {
            expectUnchanged(solver, "add at priority \(p)") { () throws(SolverError) in
                try solver.add((x == 1).withPriority(Priority(p)))
            }
        }
        expectUnchanged(solver, "remove unknown") { () throws(SolverError) in try solver.remove(outside) }
        expectUnchanged(solver, "updateConstant of unknown") { () throws(SolverError) in
            try solver.updateConstant(of: outside, to: 1)
        }
        expectUnchanged(solver, "updateConstant that conflicts") { () throws(SolverError) in
            try solver.updateConstant(of: base[3], to: 5)
        }
        expectUnchanged(solver, "duplicate edit variable") { () throws(SolverError) in
            try solver.addEditVariable(x, priority: .defaultLow)
        }
        expectUnchanged(solver, "required edit variable") { () throws(SolverError) in
            try solver.addEditVariable(z, priority: .required)
        }
        expectUnchanged(solver, "remove unknown edit variable") { () throws(SolverError) in
            try solver.removeEditVariable(z)
        }
        expectUnchanged(solver, "suggest to unknown edit variable") { () throws(SolverError) in
            try solver.suggestValue(1, for: z)
        }
        // Still exact afterwards.
        expectClose(solver.value(of: x), 20)
        expectClose(solver.value(of: y), 30)
        expectClose(solver.value(of: z), 5)
    }

    /// Random calls on a few variables (so conflicts are common), failing ones mixed in: each
    /// failure leaves the digest as it was, and the final values equal those of a fresh solver
    /// given only the calls that succeeded.
    @Test("Random interleavings of failing and succeeding calls", arguments: 0..<8)
    func randomInterleavings(seed: UInt64) throws {
        var rng = SeededRandom(seed: 0xC0FFEE &+ seed)
        let vars = (0..<4).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        var edits: Set<Int> = []
        var replay: [(Solver) throws -> Void] = []
        let numbers: [Double] = [0, 1, -3, 7.5, 100, .nan, .infinity, 1e13]
        func number() -> Double { numbers[Int(rng.next() % UInt64(numbers.count))] }
        func random() -> Constraint {
            let a = vars[Int(rng.next() % 4)], b = vars[Int(rng.next() % 4)]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
            let priority: Priority = [.required, .required, .defaultHigh, .defaultLow, Priority(0)][Int(rng.next() % 5)]
            return Constraint(
                a + Double(rng.next() % 3) * b, relation, LinearExpression(constant: number()), priority: priority)
        }
        for _ in 0..<300 {
            let before = solver.stateDigest()
            var step: ((Solver) throws -> Void)?
            do throws(SolverError) {
                switch rng.next() % 7 {
                case 0, 1, 2:
                    let c =
                        rng.next() % 5 == 0 && !added.isEmpty ? added[Int(rng.next() % UInt64(added.count))] : random()
                    try solver.add(c)
                    added.append(c)
                    step = { try $0.add(c) }
                case 3:
                    guard !added.isEmpty else { continue }
                    let i = Int(rng.next() % UInt64(added.count))
                    let c = added[i]
                    try solver.remove(c)
                    added.remove(at: i)
                    step = { try $0.remove(c) }
                case 4:
                    guard !added.isEmpty else { continue }
                    let c = added[Int(rng.next() % UInt64(added.count))]
                    let k = number()
                    try solver.updateConstant(of: c, to: k)
                    step = { try $0.updateConstant(of: c, to: k) }
                case 5:
                    let i = Int(rng.next() % 4)
                    if rng.next() % 2 == 0 {
                        let p: Priority = [.defaultHigh, .required, Priority(.nan)][Int(rng.next() % 3)]
                        try solver.addEditVariable(vars[i], priority: p)
                        edits.insert(i)
                        step = { try $0.addEditVariable(vars[i], priority: p) }
                    } else {
                        try solver.removeEditVariable(vars[i])
                        edits.remove(i)
                        step = { try $0.removeEditVariable(vars[i]) }
                    }
                default:
                    let i = Int(rng.next() % 4)
                    let k = number()
                    try solver.suggestValue(k, for: vars[i])
                    step = { try $0.suggestValue(k, for: vars[i]) }
                }
            } catch {
                #expect(solver.stateDigest() == before, "\(error) changed the state")
                continue
            }
            if let step { replay.append(step) }
            #expect(solver.invariantViolations().isEmpty)
        }
        let fresh = Solver()
        for step in replay { try step(fresh) }
        for v in vars { expectClose(solver.value(of: v), fresh.value(of: v), "\(v)") }
        #expect(Set(solver.ambiguousVariables()) == Set(fresh.ambiguousVariables()))
    }
}
