import TestSupport
import Testing

@testable import ConstraintSolver

/// Moving a constant reads its marker's column from a snapshot while no row's cells changed
/// (`ColumnSnapshots`): held to a twin solver that reads every column afresh.
@Suite("Column snapshots")
struct ColumnSnapshotTests {
    @Test("Suggestions read from snapshots give the values of fresh reads, bit for bit")
    func snapshotsEqualFreshReads() throws {
        // Eighty seeded sequences in one test, so that the snapshots actually used are counted:
        // without any the test would hold nothing to the fresh reads.
        var used = 0
        for seed in 0..<80 { used += try run(seed: UInt64(seed)) }
        #expect(used >= 500, "suggestions answered from a snapshot: \(used)")
    }

    /// One sequence of suggestions, constant moves, adds and removes on both solvers; returns
    /// how many suggestions found their column in a snapshot.
    func run(seed: UInt64) throws -> Int {
        var random = SeededRandom(seed: seed &+ 0x5A47)
        let system = RandomizedTests.randomSystem(seed: seed &+ 9000)
        let kept = Solver()
        let fresh = Solver()
        fresh.usesColumnSnapshots = false
        var installed: [Constraint] = []
        for c in system.constraints {
            if (try? kept.add(c)) != nil {
                try fresh.add(c)
                installed.append(c)
            }
        }
        let edited = Array(system.variables.prefix(3))
        for v in edited {
            let priority: Priority =
                [Priority(999), Priority(600), Priority(1)].randomElement(using: &random) ?? .required
            try kept.addEditVariable(v, priority: priority)
            try fresh.addEditVariable(v, priority: priority)
        }
        var used = 0
        for _ in 0..<60 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                // A pivot somewhere: a constraint leaves and comes back (the cells change).
                if let i = installed.indices.randomElement(using: &random) {
                    let c = installed[i]
                    try kept.remove(c)
                    try fresh.remove(c)
                    if (try? kept.add(c)) != nil { try fresh.add(c) } else { installed.remove(at: i) }
                }
            case 1:
                if let c = installed.randomElement(using: &random) {
                    let constant = Double(Int.random(in: -40...40, using: &random))
                    let keptFailed = (try? kept.updateConstant(of: c, to: constant)) == nil
                    let freshFailed = (try? fresh.updateConstant(of: c, to: constant)) == nil
                    #expect(keptFailed == freshFailed)
                }
            default:
                // A few values in turn, as a resize or an animation suggests them.
                guard let v = edited.randomElement(using: &random) else { break }
                let value: Double = [0, 10, 25, 60, -15, 100].randomElement(using: &random) ?? 0
                try kept.suggestValue(value, for: v)
                try fresh.suggestValue(value, for: v)
                let tableau = kept.tableau
                if tableau.columnSnapshots.entries.contains(where: { $0.version == tableau.cells.version }) {
                    used += 1
                }
            }
            for v in system.variables {
                #expect(kept.value(of: v).bitPattern == fresh.value(of: v).bitPattern, "seed \(seed): \(v)")
            }
            expectInvariants(kept)
        }
        return used
    }
}
