/// A map from process-wide handle ids (``Variable/id``, ``Constraint/id``) to small typed
/// indices (`Value`: a variable's or a record's), stored as pages of a direct-mapped array.
///
/// Handle ids are dense (a counter), so a page table gives O(1) lookups with no hashing and no
/// rehashing as it grows. The table covers only the range of pages between the lowest and the
/// highest id it has seen, so a short-lived solver made late in a long process (a sub-solver)
/// costs what it uses, not what the process has made.
struct HandleTable<Value: TypedIndex> {
    private static var pageBits: Int { 10 }
    private static var pageSize: Int { 1 << pageBits }
    /// For each page from `base` on: where its entries start in `slots`, or -1.
    private var pageStart: [Int32] = []
    /// The page number of `pageStart[0]`.
    private var base = 0
    /// Every allocated page's entries, one after another; ``TypedIndex/none`` for "no index".
    private var slots: [Value] = []

    /// The index stored for `id`, or nil.
    /// - Complexity: O(1).
    subscript(id: Int) -> Value? {
        get {
            guard id >= 0 else { return nil }
            let p = (id >> HandleTable.pageBits) - base
            guard p >= 0, p < pageStart.count else { return nil }
            let start = pageStart[p]
            guard start >= 0 else { return nil }
            let v = slots[Int(start) + (id & (HandleTable.pageSize - 1))]
            return v.exists ? v : nil
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
                slots.append(contentsOf: repeatElement(Value.none, count: HandleTable.pageSize))
            }
            slots[Int(pageStart[p]) + (id & (HandleTable.pageSize - 1))] = newValue ?? .none
        }
    }
}
