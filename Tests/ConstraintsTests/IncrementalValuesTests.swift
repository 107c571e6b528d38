import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// The incremental value update (the tableau's change log and the definitions downstream of
/// what changed) held to the full read, and the changed-variable list to the values themselves.
@Suite("Incremental values")
struct IncrementalValuesTests {
    /// Every variable's value as a full read finds it, on a copy of the solver's state.
    static func fullRead(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        var copy = solver.core
        copy.valuesAreCurrent = false
        copy.valueTracking.needsFullUpdate = true
        copy.updateValues()
        return variables.map { copy.value(of: $0) }
    }

    @Test("Values and changed lists after random adds, removals, constants and suggestions", arguments: 0..<300)
    func incrementalMatchesFullRead(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0xC4A9_6E5)
        let system = RandomizedTests.randomSystem(seed: UInt64(seed))
        let variables = system.variables
        let solver = Solver()
        solver.core.valueTracking.smallestTrackedSize = 0
        solver.recordsValueChanges = true
        var previous = variables.map { solver.value(of: $0) }
        _ = solver.takeChangedVariables()
        var installed: [Constraint] = []
        var edited: [Variable] = []
        for step in 0..<40 {
            let context = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                let c = system.constraints.randomElement(using: &random) ?? system.constraints[0]
                guard !solver.contains(c) else { continue }
                do {
                    try solver.add(c)
                    installed.append(c)
                } catch {}
            case 4:
                guard let c = installed.randomElement(using: &random) else { continue }
                try solver.remove(c)
                installed.removeAll { $0 == c }
            case 5...7:
                guard let c = installed.randomElement(using: &random) else { continue }
                let constant = Double(Int.random(in: -60...60, using: &random))
                do { try solver.updateConstant(of: c, to: constant) } catch {}
            default:
                let v = variables.randomElement(using: &random) ?? variables[0]
                if !solver.hasEditVariable(v) {
                    try solver.addEditVariable(
                        v, priority: [Priority(900), 600, 100].randomElement(using: &random) ?? 600)
                    edited.append(v)
                }
                try solver.suggestValue(Double(Int.random(in: -80...80, using: &random)), for: v)
            }
            let changed = solver.takeChangedVariables()
            let now = variables.map { solver.value(of: $0) }
            #expect(now == Self.fullRead(solver, variables), "\(context)")
            if let changed {
                let moved = Set(variables.indices.filter { now[$0] != previous[$0] }.map { variables[$0] })
                // Listed exactly: every variable that moved, and only those (a variable that
                // moved and came back within one update is not listed).
                #expect(Set(changed) == moved, "\(context)")
            }
            previous = now
        }
        #expect(edited.count <= variables.count)
    }

    @Test("A constant moved in a long chain reads only the rows and definitions downstream")
    func chainUpdateIsLocal() throws {
        let n = 2000
        let tops = (0..<n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("height\($0)") }
        let solver = Solver()
        solver.recordsValueChanges = true
        var sizes: [Constraint] = []
        try solver.add(tops[0] == 10)
        for i in 0..<n {
            if i > 0 { try solver.add(tops[i] == tops[i - 1] + heights[i - 1] + 10) }
            let size = Constraint(heights[i].expression, .equal, LinearExpression(constant: 21), priority: 750)
            try solver.add(size)
            sizes.append(size)
        }
        solver.updateVariables()
        _ = solver.takeChangedVariables()
        // The change log starts after the first update: one round trip first.
        try solver.updateConstant(of: sizes[n - 1], to: 22)
        _ = solver.takeChangedVariables()
        try solver.updateConstant(of: sizes[n - 1], to: 21)
        _ = solver.takeChangedVariables()
        // The last height: only it moves.
        try solver.updateConstant(of: sizes[n - 1], to: 42)
        let changed = try #require(solver.takeChangedVariables())
        #expect(Set(changed) == [heights[n - 1]])
        #expect(solver.value(of: heights[n - 1]) == 42)
        // A height in the middle: it and every top below it.
        try solver.updateConstant(of: sizes[n - 10], to: 30)
        let below = try #require(solver.takeChangedVariables())
        #expect(Set(below) == Set([heights[n - 10]] + tops[(n - 9)...]))
        #expect(solver.value(of: tops[n - 1]) == 10 + 31 * Double(n - 1) + 9)
    }
}
