import ConstraintSolver
import TestSupport
import Testing

@testable import Constraints

/// The engine's table from solver constraint ids to layout constraints, held to a dictionary
/// over seeded random writes: ids above, inside and below the pages seen, removals, overwrites.
@Suite struct ConstraintOwnersTests {
    @Test(arguments: 0..<8)
    func behavesLikeADictionary(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 0x0E4E)
        let (root, v) = window("a")
        let pool = (0..<16).map { _ in v[0].widthAnchor == 10 }
        var table = ConstraintOwners()
        var model: [Int: LayoutConstraint] = [:]
        // Ids in a few clusters far apart, as engines' ids interleave in a process.
        let bases = [0, 5_000, 1_000_000, 40].shuffled(using: &random)
        for _ in 0..<3000 {
            let id = bases[Int(random.next() % UInt64(bases.count))] + Int(random.next() % 2000)
            if random.next() % 4 == 0 {
                table[id] = nil
                model[id] = nil
            } else {
                let c = pool[Int(random.next() % UInt64(pool.count))]
                table[id] = c
                model[id] = c
            }
            let probe = bases[Int(random.next() % UInt64(bases.count))] + Int(random.next() % 2100) - 50
            #expect(table[probe] === model[probe])
        }
        for (id, c) in model { #expect(table[id] === c) }
        #expect(table[-1] == nil)
        _ = root
    }

    @Test func removingFromAnEmptyTableMakesNoPage() {
        var table = ConstraintOwners()
        table[1_000_000] = nil
        table[3] = nil
        #expect(table[3] == nil && table[1_000_000] == nil)
    }
}
