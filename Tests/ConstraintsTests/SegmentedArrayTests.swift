import Constraints
import Testing

@testable import ConstraintSolver

@Test("SegmentedArray behaves like an array across segment boundaries, with copy-on-write")
func segmentedArray() {
    var a = SegmentedArray<Int?>()
    var model: [Int?] = []
    let n = 3 * (1 << SegmentedArray<Int?>.shift) + 17
    for i in 0..<n {
        a.append(i)
        model.append(i)
    }
    for i in stride(from: 0, to: n, by: 3) {
        a[i] = nil
        model[i] = nil
    }
    a[n - 1]? += 1
    model[n - 1]? += 1
    #expect(a.count == n)
    #expect(Array(a) == model)
    #expect(a.indices == model.indices)
    let copy = a
    a[1] = -1
    #expect(copy[1] == 1)
    #expect(a[1] == -1)
}
