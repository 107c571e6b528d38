/// The page arithmetic of a table keyed by process-wide handle ids (``Variable/id``,
/// ``Constraint/id``): which slot of the owner's flat slot array holds an id, with pages made
/// only where ids were written.
///
/// Why a page table: handle ids come from one counter, so the ids one solver or engine uses are
/// nearly dense; a lookup is a shift and two array reads, with no hashing and no rehashing as
/// the table grows. The directory covers only the pages between the lowest and the highest id
/// written, so a short-lived table made late in a long process costs what it uses.
///
/// The directory holds no values: its owner keeps them in one array and appends `pageSize`
/// empty slots whenever ``makeSlot(for:)`` reports a new page. That keeps the value type out of
/// this type (no generic code to specialize across modules) while the solver's
/// ``HandleTable`` and the layout engine's table of constraint owners share the arithmetic.
package struct PageDirectory {
    /// log2 of the slots per page: 64 slots. Small pages, because tables made on several
    /// threads at once interleave their ids (a sparse table pays half a kilobyte a page); a
    /// constant, because the shift is on every look-up.
    @usableFromInline static var pageBits: Int { 6 }
    /// For each page from `base` on: where its slots start in the owner's array, or -1.
    @usableFromInline var pageStart: [Int32] = []
    /// The page number of `pageStart[0]`.
    @usableFromInline var base = 0
    /// How many pages have been made (the owner's array holds `pageCount × pageSize` slots).
    @usableFromInline var pageCount = 0

    /// An empty directory.
    @inlinable
    package init() {}

    /// The slots per page.
    @inlinable
    package static var pageSize: Int { 1 << pageBits }

    /// The slot of `id` in the owner's array, or nil when its page was never made (or `id` is
    /// negative).
    /// - Complexity: O(1).
    @inlinable
    package func slot(of id: Int) -> Int? {
        guard id >= 0 else { return nil }
        let p = (id >> Self.pageBits) - base
        guard p >= 0, p < pageStart.count else { return nil }
        let start = pageStart[p]
        guard start >= 0 else { return nil }
        return Int(start) + (id & (Self.pageSize - 1))
    }

    /// The slot of `id`, making its page when missing; nil for a negative id.
    ///
    /// When `madePage` is true the caller appends `pageSize` empty slots to its array before
    /// using the slot (the new page is always the last one).
    /// - Complexity: O(1) amortized; O(pages) when `id` is below the lowest page made (the
    ///   directory then starts lower).
    @inlinable
    package mutating func makeSlot(for id: Int) -> (slot: Int, madePage: Bool)? {
        guard id >= 0 else { return nil }
        let page = id >> Self.pageBits
        if pageStart.isEmpty {
            base = page
        } else if page < base {
            pageStart.insert(contentsOf: repeatElement(-1, count: base - page), at: 0)
            base = page
        }
        let p = page - base
        if p >= pageStart.count {
            pageStart.append(contentsOf: repeatElement(-1, count: p + 1 - pageStart.count))
        }
        var made = false
        if pageStart[p] < 0 {
            pageStart[p] = Int32(pageCount * Self.pageSize)
            pageCount += 1
            made = true
        }
        return (Int(pageStart[p]) + (id & (Self.pageSize - 1)), made)
    }
}
