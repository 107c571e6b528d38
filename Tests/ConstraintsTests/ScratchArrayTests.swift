import Testing

@testable import ConstraintSolver

/// The array helpers behind the solver's scratch lists and index tables (`Array+Scratch.swift`).
@Suite struct ScratchArrayTests {
    @Test func extendingToAnIndexAppendsExactlyUpToItAndNeverShrinks() {
        var table: [Int] = []
        table.extend(toIndex: 0, with: -1)
        #expect(table == [-1])
        table[0] = 7
        table.extend(toIndex: 1, with: -1)  // one past the end
        #expect(table == [7, -1])
        table.extend(toIndex: 4, with: 0)  // several past the end
        #expect(table == [7, -1, 0, 0, 0])
        table.extend(toIndex: 2, with: 9)  // already valid: unchanged
        #expect(table == [7, -1, 0, 0, 0])
    }

    @Test func growingAndClearingKeepWhatTheySay() {
        var scratch = [1, 2]
        scratch.grow(to: 5, with: 3)
        #expect(scratch == [1, 2, 3, 3, 3])
        scratch.grow(to: 1, with: 4)
        #expect(scratch.count == 5)
        let capacity = scratch.capacity
        scratch.clear()
        #expect(scratch.isEmpty && scratch.capacity == capacity)
        var long = Array(0..<20)
        long.clear()
        #expect(long.isEmpty)
    }
}
