import Testing

@testable import ConstraintSolver

/// The tableau's large buffers: aligned for huge pages on Linux, grown in place inside their
/// reserved address space, kept for reuse when freed, and whole through growth, copies and
/// frees like any other. Serialized: the kept ranges are shared by the whole process.
@Suite(.serialized) struct LargeAllocationTests {
    @Test func aLargeBufferIsAlignedToAHugePageAndHoldsItsElements() {
        let capacity = LargeAllocation.threshold / MemoryLayout<Int64>.stride + 3
        let b = LargeAllocation.allocate(Int64.self, capacity: capacity)
        defer { LargeAllocation.deallocate(b) }
        let p = b.pointer
        #if os(Linux)
            #expect(Int(bitPattern: p) % LargeAllocation.hugePageSize == 0)
        #endif
        // Below the reservation threshold: the allocator's memory, which it reuses.
        #expect(b.reservedBytes == 0)
        for i in 0..<capacity { p[i] = Int64(i) * 3 }
        #expect((0..<capacity).allSatisfy { p[$0] == Int64($0) * 3 })
    }

    @Test func aVeryLargeBufferTakesReservedAddressSpace() {
        let capacity = LargeAllocation.reservationThreshold / MemoryLayout<Int32>.stride
        let b = LargeAllocation.allocate(Int32.self, capacity: capacity)
        defer { LargeAllocation.deallocate(b) }
        #if os(Linux)
            #expect(Int(bitPattern: b.pointer) % LargeAllocation.hugePageSize == 0)
            #expect(b.reservedBytes == LargeAllocation.reservation(for: LargeAllocation.reservationThreshold))
            #expect(b.reservedBytes % LargeAllocation.hugePageSize == 0)
        #endif
        // Written at both ends (the middle is never touched, and costs nothing).
        b.pointer[0] = 1
        b.pointer[capacity - 1] = 2
        #expect(b.pointer[0] == 1 && b.pointer[capacity - 1] == 2)
    }

    @Test func aReservationHoldsItsBufferWhateverItsSize() {
        let sizes = [
            LargeAllocation.reservationThreshold, 1 << 30, (1 << 30) + 1, Int.max / 16 + 1, Int.max / 4,
        ]
        for bytes in sizes {
            let reserved = LargeAllocation.reservation(for: bytes)
            #expect(reserved >= bytes, "\(bytes) bytes")
            #expect(reserved % LargeAllocation.hugePageSize == 0)
        }
        // 16 times the size, at least 1 GiB.
        #expect(LargeAllocation.reservation(for: 64 << 20) == 1 << 30)
        #expect(LargeAllocation.reservation(for: 128 << 20) == 2 << 30)
    }

    @Test func aSmallBufferTakesThePlainPath() {
        let b = LargeAllocation.allocate(Int32.self, capacity: 10)
        defer { LargeAllocation.deallocate(b) }
        #expect(b.reservedBytes == 0)
        for i in 0..<10 { b.pointer[i] = Int32(i) }
        #expect((0..<10).map { b.pointer[$0] } == Array(0..<10))
        // An empty buffer is a valid pointer too.
        let empty = LargeAllocation.allocate(Int32.self, capacity: 0)
        LargeAllocation.deallocate(empty)
    }

    @Test func aSmallBufferGrowsByMovingItsElements() {
        var b = LargeAllocation.allocate(Int32.self, capacity: 10)
        defer { LargeAllocation.deallocate(b) }
        for i in 0..<10 { b.pointer[i] = Int32(i) }
        LargeAllocation.grow(&b, keeping: 10, capacity: 1000)
        for i in 10..<1000 { b.pointer[i] = Int32(i) }
        #expect((0..<1000).map { b.pointer[$0] } == Array(0..<1000))
        // Past the reservation threshold it moves into reserved address space (on Linux),
        // elements kept.
        let large = LargeAllocation.reservationThreshold / MemoryLayout<Int32>.stride + 1
        LargeAllocation.grow(&b, keeping: 1000, capacity: large)
        #if os(Linux)
            #expect(b.reservedBytes > 0)
        #endif
        b.pointer[large - 1] = -1
        #expect((0..<1000).map { b.pointer[$0] } == Array(0..<1000))
        #expect(b.pointer[large - 1] == -1)
    }

    #if os(Linux)
        @Test func aLargeBufferGrowsInPlaceUntilItsReservationIsFullThenMoves() {
            let capacity = LargeAllocation.reservationThreshold / MemoryLayout<Int64>.stride
            var b = LargeAllocation.allocate(Int64.self, capacity: capacity)
            defer { LargeAllocation.deallocate(b) }
            let start = b.pointer
            let reserved = b.reservedBytes
            // The first and last thousand elements (writing all 32 MiB would only cost time).
            let kept = Array(0..<1000) + Array((capacity - 1000)..<capacity)
            for i in kept { b.pointer[i] = Int64(i) }
            // Within the reservation: the same address, nothing copied, the new room writable.
            let inside = reserved / MemoryLayout<Int64>.stride
            LargeAllocation.grow(&b, keeping: capacity, capacity: inside)
            #expect(b.pointer == start && b.reservedBytes == reserved)
            #expect(b.touchedBytes == inside * MemoryLayout<Int64>.stride)
            b.pointer[inside - 1] = 42
            #expect(b.pointer[inside - 1] == 42)
            // One element past it: a new, larger reservation, the kept elements moved.
            LargeAllocation.grow(&b, keeping: capacity, capacity: inside + 1)
            #expect(b.pointer != start && b.reservedBytes > reserved)
            #expect(Int(bitPattern: b.pointer) % LargeAllocation.hugePageSize == 0)
            #expect(kept.allSatisfy { b.pointer[$0] == Int64($0) })
            b.pointer[inside] = 7
            #expect(b.pointer[inside] == 7)
        }
    #endif

    #if os(Linux)
        @Test func aFreedReservedRangeIsKeptAndReusedByTheNextOne() {
            let capacity = LargeAllocation.reservationThreshold / MemoryLayout<Int64>.stride
            let a = LargeAllocation.allocate(Int64.self, capacity: capacity)
            a.pointer[capacity - 1] = 5
            let address = a.pointer
            LargeAllocation.deallocate(a)
            #expect(LargeAllocation.spareCount >= 1)
            // The most recently written range that fits: this one, still mapped.
            let b = LargeAllocation.allocate(Int64.self, capacity: capacity)
            #expect(b.pointer == address)
            #expect(b.touchedBytes >= capacity * MemoryLayout<Int64>.stride)
            b.pointer[0] = 1
            b.pointer[capacity - 1] = 2
            #expect(b.pointer[0] == 1 && b.pointer[capacity - 1] == 2)
            LargeAllocation.deallocate(b)
        }

        @Test func atMostTheSpareLimitOfFreedRangesIsKept() {
            let capacity = LargeAllocation.reservationThreshold / MemoryLayout<Int32>.stride
            let buffers = (0...LargeAllocation.spareLimit).map { _ in
                LargeAllocation.allocate(Int32.self, capacity: capacity)
            }
            #expect(buffers.allSatisfy { $0.reservedBytes > 0 })
            #expect(Set(buffers.map(\.pointer)).count == buffers.count)
            for b in buffers { LargeAllocation.deallocate(b) }
            #expect(LargeAllocation.spareCount == LargeAllocation.spareLimit)
        }
    #endif

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
