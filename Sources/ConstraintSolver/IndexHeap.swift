/// A binary max-heap of typed indices: the definitions still to expand, latest first (a
/// definition refers only to earlier ones, so popping the largest index first expands each one
/// after everything that refers to it). The order of the indices is the order of the work, so
/// no choice ever depends on hashing.
struct IndexHeap<Index: TypedIndex> {
    private var items: [Index] = []

    /// An empty heap.
    init() {}

    /// Adds `value`; duplicates are kept (the caller queues each index once).
    /// - Complexity: O(log *n*).
    mutating func push(_ value: Index) {
        items.append(value)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i] > items[parent] else { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    /// The largest index, removed; nil when empty.
    /// - Complexity: O(log *n*).
    mutating func pop() -> Index? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, items[l] > items[m] { m = l }
                if r < items.count, items[r] > items[m] { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return first
    }
}
