import Testing

@testable import ConstraintSolver

/// The tableau's large buffers: aligned for huge pages on Linux, and whole through growth,
/// copies and frees like any other.
@Suite struct LargeAllocationTests {
    @Test func aLargeBufferIsAlignedToAHugePageAndHoldsItsElements() {
        let capacity = LargeAllocation.threshold / MemoryLayout<Int64>.stride + 3
        let p = LargeAllocation.allocate(Int64.self, capacity: capacity)
        defer { LargeAllocation.deallocate(p) }
        #if os(Linux)
            #expect(Int(bitPattern: p) % LargeAllocation.hugePageSize == 0)
        #endif
        for i in 0..<capacity { p[i] = Int64(i) * 3 }
        #expect((0..<capacity).allSatisfy { p[$0] == Int64($0) * 3 })
    }

    @Test func aSmallBufferTakesThePlainPath() {
        let p = LargeAllocation.allocate(Int32.self, capacity: 10)
        defer { LargeAllocation.deallocate(p) }
        for i in 0..<10 { p[i] = Int32(i) }
        #expect((0..<10).map { p[$0] } == Array(0..<10))
        // An empty buffer is a valid pointer too.
        let empty = LargeAllocation.allocate(Int32.self, capacity: 0)
        LargeAllocation.deallocate(empty)
    }

    @Test func aPoolGrowsPastTheThresholdWithItsListsWholeAndItsCopiesIndependent() {
        var pool = PooledLists<RowID, Int64>(elementCapacity: 16, listCapacity: 2, minimumListCapacity: 4)
        let a = pool.appendList(), b = pool.appendList()
        let n = LargeAllocation.threshold / MemoryLayout<Int64>.stride + 1000
        for i in 0..<n {
            pool.append(Int64(i), to: i % 3 == 0 ? a : b)
        }
        let before = pool
        pool.append(-1, to: a)
        pool.replace(b, with: [7, 8])
        #expect(pool.count(of: b) == 2 && pool[b] == [7, 8])
        let expectedA = (0..<n).filter { $0 % 3 == 0 }.map(Int64.init)
        #expect(pool[a] == expectedA + [-1])
        // The copy taken before the changes still has the lists as they were.
        #expect(before[a] == expectedA)
        #expect(before[b] == (0..<n).filter { $0 % 3 != 0 }.map(Int64.init))
        #expect(pool.invariantViolations().isEmpty && before.invariantViolations().isEmpty)
    }
}
