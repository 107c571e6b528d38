/// A map from process-wide handle ids (``Variable/id``, ``Constraint/id``) to small indices,
/// stored as pages of a direct-mapped array.
///
/// Handle ids are dense (a counter), so a page table gives O(1) lookups with no hashing and no
/// rehashing as it grows; memory is proportional to the id range a solver actually uses, in
/// pages of 1,024 entries.
struct HandleTable {
    private static let pageBits = 10
    private static let pageSize = 1 << pageBits
    private var pages: [[Int32]?] = []

    /// The index stored for `id`, or nil.
    /// - Complexity: O(1).
    subscript(id: Int) -> Int32? {
        get {
            guard id >= 0 else { return nil }
            let p = id >> HandleTable.pageBits
            guard p < pages.count, let page = pages[p] else { return nil }
            let v = page[id & (HandleTable.pageSize - 1)]
            return v >= 0 ? v : nil
        }
        set {
            guard id >= 0 else { return }
            let p = id >> HandleTable.pageBits
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
