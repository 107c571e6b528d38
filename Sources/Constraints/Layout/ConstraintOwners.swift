import ConstraintSolver

/// The layout constraint behind each installed solver constraint, by the solver constraint's
/// ``ConstraintSolver/Constraint/id``: a page table, not a dictionary.
///
/// Why: every installed constraint writes its entry, and laying out 100,000 labels writes half a
/// million; a dictionary hashes each id and lands on a random line of a table of megabytes. Ids
/// are a process-wide counter, so an engine's ids are nearly dense: pages of 64 slots, made
/// when first written, cover the range between the lowest and highest id seen. Small pages,
/// because engines made on several threads at once interleave their ids: a sparse engine then
/// pays half a kilobyte a page, not four.
struct ConstraintOwners {
    private static var pageBits: Int { 6 }
    private static var pageSize: Int { 1 << pageBits }
    /// For each page from `basePage` on: where its slots start in `slots`, or -1.
    private var pageStart: [Int32] = []
    /// The page number of `pageStart[0]`.
    private var basePage = 0
    /// Every made page's slots, one page after another.
    private var slots: [LayoutConstraint?] = []

    /// The layout constraint stored for solver constraint `id`, or nil.
    /// - Complexity: O(1); setting a value on a new page is O(page size), and one below the
    ///   lowest page seen O(pages) (the table starts lower).
    subscript(id: Int) -> LayoutConstraint? {
        get {
            guard id >= 0 else { return nil }
            let p = (id >> Self.pageBits) - basePage
            guard p >= 0, p < pageStart.count, pageStart[p] >= 0 else { return nil }
            return slots[Int(pageStart[p]) + (id & (Self.pageSize - 1))]
        }
        set {
            guard id >= 0 else { return }
            let page = id >> Self.pageBits
            if pageStart.isEmpty {
                guard newValue != nil else { return }
                basePage = page
            } else if page < basePage {
                guard newValue != nil else { return }
                pageStart.insert(contentsOf: repeatElement(-1, count: basePage - page), at: 0)
                basePage = page
            }
            let p = page - basePage
            if p >= pageStart.count {
                guard newValue != nil else { return }
                pageStart.append(contentsOf: repeatElement(-1, count: p + 1 - pageStart.count))
            }
            if pageStart[p] < 0 {
                guard newValue != nil else { return }
                pageStart[p] = Int32(slots.count)
                slots.append(contentsOf: repeatElement(nil, count: Self.pageSize))
            }
            slots[Int(pageStart[p]) + (id & (Self.pageSize - 1))] = newValue
        }
    }
}
