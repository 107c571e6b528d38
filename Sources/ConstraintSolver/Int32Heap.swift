/// A binary heap of `Int32` ids, smallest or largest first: the solver's work lists (entering
/// candidates by symbol id, definitions to expand by index) where the order of the ids is the
/// order of the work, so no choice ever depends on hashing.
struct Int32Heap {
    enum Order { case ascending, descending }

    private(set) var items: [Int32] = []
    let order: Order

    init(order: Order) { self.order = order }

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    private func before(_ a: Int32, _ b: Int32) -> Bool { order == .ascending ? a < b : a > b }

    /// - Complexity: O(log *n*).
    mutating func push(_ value: Int32) {
        items.append(value)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard before(items[i], items[parent]) else { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    /// The first id in order, removed; nil when empty.
    /// - Complexity: O(log *n*).
    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, before(items[l], items[m]) { m = l }
                if r < items.count, before(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return first
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
