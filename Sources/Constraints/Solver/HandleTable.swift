/// A map from process-wide handle ids (``Variable/id``, ``Constraint/id``) to small indices,
/// stored as pages of a direct-mapped array.
///
/// Handle ids are dense (a counter), so a page table gives O(1) lookups with no hashing and no
/// rehashing as it grows. The table covers only the range of pages between the lowest and the
/// highest id it has seen, so a short-lived solver made late in a long process (a sub-solver)
/// costs what it uses, not what the process has made.
struct HandleTable {
    private static let pageBits = 10
    private static let pageSize = 1 << pageBits
    private var pages: [[Int32]?] = []
    /// The page number of `pages[0]`.
    private var base = 0

    /// The index stored for `id`, or nil.
    /// - Complexity: O(1).
    subscript(id: Int) -> Int32? {
        get {
            guard id >= 0 else { return nil }
            let p = (id >> HandleTable.pageBits) - base
            guard p >= 0, p < pages.count, let page = pages[p] else { return nil }
            let v = page[id & (HandleTable.pageSize - 1)]
            return v >= 0 ? v : nil
        }
        set {
            guard id >= 0 else { return }
            let page = id >> HandleTable.pageBits
            if pages.isEmpty {
                guard newValue != nil else { return }
                base = page
            } else if page < base {
                guard newValue != nil else { return }
                pages.insert(contentsOf: repeatElement(nil, count: base - page), at: 0)
                base = page
            }
            let p = page - base
            if p >= pages.count {
                guard newValue != nil else { return }
                pages.append(contentsOf: repeatElement(nil, count: p + 1 - pages.count))
            }
            guard var page = pages[p] ?? (newValue == nil ? nil : Array(repeating: -1, count: HandleTable.pageSize))
            else { return }
            pages[p] = nil  // keep the page uniquely referenced: the write below must not copy it
            page[id & (HandleTable.pageSize - 1)] = newValue ?? -1
            pages[p] = page
        }
    }
}
