/// A map from process-wide handle ids (``Variable/id``, ``Constraint/id``) to small typed
/// indices (`Value`: a variable's or a record's), stored as pages of a direct-mapped array.
///
/// Handle ids are dense (a counter), so a page table gives O(1) lookups with no hashing and no
/// rehashing as it grows. The table covers only the range of pages between the lowest and the
/// highest id it has seen, so a short-lived solver made late in a long process (a sub-solver)
/// costs what it uses, not what the process has made.
struct HandleTable<Value: TypedIndex> {
    /// Where each id's slot is.
    private var directory = PageDirectory()
    /// Every made page's entries, one after another; ``TypedIndex/none`` for "no index".
    private var slots: [Value] = []

    /// The index stored for `id`, or nil.
    /// - Complexity: O(1).
    subscript(id: Int) -> Value? {
        get {
            guard let s = directory.slot(of: id) else { return nil }
            let v = slots[s]
            return v.exists ? v : nil
        }
        set {
            guard let newValue else {
                if let s = directory.slot(of: id) { slots[s] = .none }
                return
            }
            guard let (s, madePage) = directory.makeSlot(for: id) else { return }
            if madePage { slots.append(contentsOf: repeatElement(Value.none, count: PageDirectory.pageSize)) }
            slots[s] = newValue
        }
    }
}
