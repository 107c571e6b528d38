import ConstraintSolver

/// The layout constraint behind each installed solver constraint, by the solver constraint's
/// ``ConstraintSolver/Constraint/id``: a page table, not a dictionary.
///
/// Why: every installed constraint writes its entry, and laying out 100,000 labels writes half a
/// million; a dictionary hashes each id and lands on a random line of a table of megabytes. Ids
/// are a process-wide counter, so an engine's ids are nearly dense: pages of 64 slots, made
/// when first written, cover the range between the lowest and highest id seen. Small pages,
/// because engines made on several threads at once interleave their ids: a sparse engine then
/// pays half a kilobyte a page, not four. The page arithmetic is the solver's
/// (``ConstraintSolver/PageDirectory``, shared with its `HandleTable`).
struct ConstraintOwners {
    /// Where each id's slot is.
    private var directory = PageDirectory()
    /// Every made page's slots, one page after another.
    private var slots: [LayoutConstraint?] = []

    /// The layout constraint stored for solver constraint `id`, or nil.
    /// - Complexity: O(1); setting a value on a new page is O(page size), and one below the
    ///   lowest page seen O(pages) (the table starts lower).
    subscript(id: Int) -> LayoutConstraint? {
        get {
            guard let s = directory.slot(of: id) else { return nil }
            return slots[s]
        }
        set {
            guard let newValue else {
                if let s = directory.slot(of: id) { slots[s] = nil }
                return
            }
            guard let (s, madePage) = directory.makeSlot(for: id) else { return }
            if madePage { slots.append(contentsOf: repeatElement(nil, count: PageDirectory.pageSize)) }
            slots[s] = newValue
        }
    }
}
