/// What a ``HandleTable`` slot holds when nothing is stored there.
package protocol HandleTableSlot {
    /// The empty slot.
    static var vacant: Self { get }
    /// Whether this is the empty slot.
    var isVacant: Bool { get }
}

/// A typed index: ``TypedIndex/none`` is the empty slot (a table of indices stays 4 bytes a slot).
extension TypedIndex {
    @inline(__always) static var vacant: Self { .none }
    @inline(__always) var isVacant: Bool { !exists }
}

/// An optional reference: nil is the empty slot (the layout engine's constraint owners).
extension Optional: HandleTableSlot where Wrapped: AnyObject {
    /// nil.
    @inlinable package static var vacant: Self { nil }
    /// Whether this is nil.
    @inlinable package var isVacant: Bool { self == nil }
}

/// A map from process-wide handle ids (``Variable/id``, ``Constraint/id``) to values stored in
/// slots (`Value`: a variable's or a record's index in the solver; the layout constraint behind
/// a solver constraint in the layout engine), as pages of a direct-mapped array.
///
/// Handle ids are dense (a counter), so a page table gives O(1) lookups with no hashing and no
/// rehashing as it grows. The table covers only the range of pages between the lowest and the
/// highest id it has seen, so a short-lived solver made late in a long process (a sub-solver)
/// costs what it uses, not what the process has made. Laying out 100,000 labels, the engine's
/// owners in a `Dictionary` instead cost 7–11% of the layout (docs/performance.md, round eight).
///
/// `@inlinable` so that the layout engine's table, in another module, is specialized too.
package struct HandleTable<Value: HandleTableSlot> {
    @usableFromInline static var pageBits: Int { 10 }
    @usableFromInline static var pageSize: Int { 1 << pageBits }
    /// For each page from `base` on: where its entries start in `slots`, or -1.
    @usableFromInline var pageStart: [Int32] = []
    /// The page number of `pageStart[0]`.
    @usableFromInline var base = 0
    /// Every allocated page's entries, one after another; ``HandleTableSlot/vacant`` for none.
    @usableFromInline var slots: [Value] = []

    /// An empty table.
    @inlinable package init() {}

    /// The number of pages made (for tests: a removal from an empty table makes none).
    package var pageCount: Int { slots.count / Self.pageSize }

    /// The value stored for `id`, or nil.
    /// - Complexity: O(1); a value set on a new page is O(page size), and one below the lowest
    ///   page seen O(pages) (the table starts lower).
    @inlinable package subscript(id: Int) -> Value? {
        get {
            guard id >= 0 else { return nil }
            let p = (id >> HandleTable.pageBits) - base
            guard p >= 0, p < pageStart.count else { return nil }
            let start = pageStart[p]
            guard start >= 0 else { return nil }
            let v = slots[Int(start) + (id & (HandleTable.pageSize - 1))]
            return v.isVacant ? nil : v
        }
        set {
            guard id >= 0 else { return }
            let page = id >> HandleTable.pageBits
            if pageStart.isEmpty {
                guard newValue != nil else { return }
                base = page
            } else if page < base {
                guard newValue != nil else { return }
                pageStart.insert(contentsOf: repeatElement(-1, count: base - page), at: 0)
                base = page
            }
            let p = page - base
            if p >= pageStart.count {
                guard newValue != nil else { return }
                pageStart.append(contentsOf: repeatElement(-1, count: p + 1 - pageStart.count))
            }
            if pageStart[p] < 0 {
                guard newValue != nil else { return }
                pageStart[p] = Int32(slots.count)
                slots.append(contentsOf: repeatElement(Value.vacant, count: HandleTable.pageSize))
            }
            slots[Int(pageStart[p]) + (id & (HandleTable.pageSize - 1))] = newValue ?? .vacant
        }
    }
}
