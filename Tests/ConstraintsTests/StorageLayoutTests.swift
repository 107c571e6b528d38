import Testing

@testable import ConstraintSolver

/// The typed indices cost nothing in memory: each is as large as the `Int32` it wraps, and the
/// packed records keep their documented sizes (docs/solver.md: a record is 64 bytes).
@Suite("Typed indices keep the storage layout")
struct StorageLayoutTests {
    @Test("Every typed index is four bytes, like Int32")
    func indexSizes() {
        #expect(MemoryLayout<SymbolID>.stride == 4)
        #expect(MemoryLayout<RowID>.stride == 4)
        #expect(MemoryLayout<RecordID>.stride == 4)
        #expect(MemoryLayout<VariableID>.stride == 4)
        #expect(MemoryLayout<DefinitionID>.stride == 4)
    }

    @Test("Records, tags, cells and row headers keep their sizes")
    func recordSizes() {
        #expect(MemoryLayout<Solver.Record?>.stride == 64)
        #expect(MemoryLayout<ConstraintSolver.Tag>.stride == 12)
        #expect(MemoryLayout<Solver.Storage>.stride == 12)
        #expect(MemoryLayout<Cell>.stride == 16)
        #expect(MemoryLayout<RowHeader>.stride == 16)
        #expect(MemoryLayout<RowHit>.stride == 16)
        #expect(MemoryLayout<UndoLog.Entry>.stride == 32)
    }
}
