import Constraints
import Testing

@testable import ConstraintSolver

@Test("HandleTable maps ids in any order, across pages, and forgets them")
func handleTable() {
    var table = HandleTable<RecordID>()
    #expect(table[5_000_000] == nil)
    table[5_000_000] = RecordID(1)
    table[3] = RecordID(2)  // below the first page seen: the table grows downwards
    table[5_001_500] = RecordID(3)  // a later page
    table[-1] = RecordID(4)  // negative ids are never stored
    #expect(table[5_000_000] == RecordID(1))
    #expect(table[3] == RecordID(2))
    #expect(table[5_001_500] == RecordID(3))
    #expect(table[-1] == nil)
    #expect(table[4] == nil)
    table[3] = nil
    #expect(table[3] == nil)
    #expect(table[5_000_000] == RecordID(1))
}
