import Constraints
import TestSupport
import Testing

@testable import ConstraintSolver

/// PooledLists against a model (an array of arrays), over seeded random operations that make
/// lists grow, move, shrink, empty and disappear, so that relocation and compaction are
/// exercised; and copy-on-write.
@Suite struct PooledListsTests {
    @Test func aListThatFirstNeedsRoomTakesTheMinimum() {
        var pool = PooledLists<RowID, Int32>(elementCapacity: 64, listCapacity: 2, minimumListCapacity: 16)
        let a = pool.appendList(), b = pool.appendList()
        pool.append(1, to: a)
        #expect(pool.footprint == 16)
        pool.append(2, to: b)
        #expect(pool.footprint == 32)
        // Growing past it doubles.
        for k in 0..<16 { pool.append(Int32(k), to: b) }
        #expect(pool.count(of: b) == 17 && pool.footprint >= 16 + 32)
        #expect(pool.invariantViolations().isEmpty)
    }

    @Test(
        "PooledLists behaves like an array of arrays",
        arguments: [(1, 4), (2, 4), (3, 4), (4, 4), (5, 16)] as [(UInt64, Int)])
    func matchesModel(seed: UInt64, minimumListCapacity: Int) {
        var generator = SeededRandom(seed: seed)
        var pool = PooledLists<RowID, Int32>(
            elementCapacity: 16, listCapacity: 2, minimumListCapacity: minimumListCapacity)
        var model: [[Int32]] = []
        var next: Int32 = 0
        func value() -> Int32 {
            next &+= 1
            return next
        }
        for step in 0..<6000 {
            let choice = generator.next() % 100
            let l = model.isEmpty ? -1 : Int(generator.next() % UInt64(model.count))
            switch choice {
            case 0..<6:
                #expect(pool.appendList() == RowID(model.count))
                model.append([])
            case 6..<55 where l >= 0:
                let v = value()
                pool.append(v, to: RowID(l))
                model[l].append(v)
            case 55..<70 where l >= 0:
                let n = Int(generator.next() % 40)
                let values = (0..<n).map { _ in value() }
                pool.replace(RowID(l), with: values)
                model[l] = values
            case 70..<76 where l >= 0:
                pool.removeAll(RowID(l))
                model[l].removeAll()
            case 76..<82 where l >= 0:
                pool.release(RowID(l))
                model[l].removeAll()
            case 82..<92 where l >= 0:
                // Keep the odd elements, in place.
                pool.updateElements(of: RowID(l)) { buffer in
                    var kept = 0
                    for i in buffer.indices where buffer[i] % 2 != 0 {
                        buffer[kept] = buffer[i]
                        kept += 1
                    }
                    return kept
                }
                model[l] = model[l].filter { $0 % 2 != 0 }
            case 94..<98 where l >= 0:
                // The same value to a few lists, a list possibly twice.
                let lists = (0..<Int(generator.next() % 4)).map { _ in
                    RowID(Int(generator.next() % UInt64(model.count)))
                }
                let v = value()
                pool.append(v, toEach: lists)
                for i in lists { model[i.index].append(v) }
            case 92..<94 where !model.isEmpty:
                let n = Int(generator.next() % UInt64(model.count + 1))
                pool.truncate(toListCount: n)
                model.removeSubrange(n...)
            default:
                continue
            }
            #expect(pool.listCount == model.count)
            #expect(pool.invariantViolations() == [], "step \(step)")
            if step % 50 == 0 || step > 5950 {
                for i in model.indices {
                    #expect(pool[RowID(i)] == model[i], "list \(i) at step \(step)")
                    #expect(pool.count(of: RowID(i)) == model[i].count)
                    // The two reads without a closure: in place, and appended after an element.
                    #expect(Array(pool.unsafeElements(of: RowID(i))) == model[i])
                    var out: [Int32] = [-1]
                    pool.appendElements(of: RowID(i), to: &out)
                    #expect(out == [-1] + model[i])
                }
            }
        }
        // Enough moves happened for the buffer to be compacted at least once.
        #expect(pool.footprint < 4 * (model.map(\.count).reduce(0, +) + 1024) + 64 * model.count)
    }

    @Test("A copy of a PooledLists is independent (copy-on-write)")
    func copyOnWrite() {
        var a = PooledLists<RowID, Int32>()
        a.appendList()
        a.append(1, to: RowID(0))
        var b = a
        b.append(2, to: RowID(0))
        b.appendList()
        #expect(a[RowID(0)] == [1])
        #expect(a.listCount == 1)
        #expect(b[RowID(0)] == [1, 2])
        #expect(b.listCount == 2)
        a.replace(RowID(0), with: [7, 8, 9])
        #expect(b[RowID(0)] == [1, 2])
        #expect(a[RowID(0)] == [7, 8, 9])
    }
}
