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

@Test("PageDirectory makes each page once and gives every id its own slot")
func pageDirectory() throws {
    var directory = PageDirectory()
    let size = PageDirectory.pageSize
    #expect(directory.slot(of: 10 * size) == nil)
    // Pages in any order (a later one, then one below the first): each made once, slots distinct.
    let ids = [10 * size + 3, 12 * size, 10 * size + 4, 2 * size + 1, 12 * size + size - 1]
    var slots: [Int] = []
    var pages = 0
    for id in ids {
        let result = directory.makeSlot(for: id)
        let made = try #require(result)
        if made.madePage { pages += 1 }
        slots.append(made.slot)
        #expect(made.slot < pages * size, "the slot lies in a page the owner has appended")
        #expect(directory.slot(of: id) == made.slot)
    }
    #expect(pages == 3)
    #expect(Set(slots).count == ids.count)
    // Writing an id again finds its slot without a new page; other ids of made pages are
    // slots too, ids of pages never made are not, and negative ids never are.
    let again = directory.makeSlot(for: ids[0])
    #expect(again?.slot == slots[0] && again?.madePage == false)
    #expect(directory.slot(of: 10 * size + 5) != nil)
    #expect(directory.slot(of: 11 * size) == nil)
    let negative = directory.makeSlot(for: -1)
    #expect(negative == nil)
    #expect(directory.slot(of: -1) == nil)
}
