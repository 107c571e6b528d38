/// Many growable lists kept in one buffer: the cells of every tableau row, or the row slots of
/// every column.
///
/// A list is a region `start ..< start + capacity` of the buffer, of which the first `count`
/// elements are in use. A list that outgrows its region moves to the end of the buffer (or grows
/// in place when it is already last); the region it leaves is garbage, and the buffer is
/// compacted when garbage makes up more than half of it.
///
/// Why not an array per list: each Swift array is a separate allocation with its own reference
/// count and uniqueness check, and in the simplex's inner loops (a pivot merges into every row
/// that holds the entering symbol) those costs were a third of all instructions. Here a list
/// operation is one uniqueness check of the whole pool and plain pointer arithmetic; the pool's
/// state sits behind one immutable pointer, so no access needs a run-time exclusivity check.
///
/// A value type with copy-on-write, like an array: copies are independent. A pointer handed to
/// `withElements` is valid only inside the closure, which must not change the pool. Lists are
/// named by a typed index (`List`: row slots for cells, symbols for columns).
struct PooledLists<List: TypedIndex, Element: BitwiseCopyable> {
    /// Where a list lives: `start ..< start + capacity`, the first `count` in use.
    struct Region {
        var start: Int
        var count: Int32
        var capacity: Int32
    }

    /// The pool's state, in manually managed memory (elements and regions are trivial).
    struct State {
        /// From ``LargeAllocation``: a large pool's elements are on huge pages, in address
        /// space reserved for them to grow into.
        var buffer: LargeAllocation.Buffer<Element>
        var elementCapacity: Int
        /// The end of the last region: everything from here on is free.
        var used: Int
        /// Elements in regions no list owns any more.
        var garbage: Int
        var regions: UnsafeMutablePointer<Region>
        var regionCount: Int
        var regionCapacity: Int
        /// The smallest region a list takes when it first needs room.
        var minimumListCapacity: Int

        /// The first element.
        @inline(__always) var elements: UnsafeMutablePointer<Element> { buffer.pointer }
    }

    /// Owns the state; `let` so that reaching it needs no exclusivity check.
    final class Storage {
        let state: UnsafeMutablePointer<State>

        init(elementCapacity: Int, regionCapacity: Int, minimumListCapacity: Int) {
            let e = Swift.max(elementCapacity, 16)
            let r = Swift.max(regionCapacity, 8)
            state = .allocate(capacity: 1)
            state.initialize(
                to: State(
                    buffer: LargeAllocation.allocate(Element.self, capacity: e), elementCapacity: e, used: 0,
                    garbage: 0,
                    regions: .allocate(capacity: r), regionCount: 0, regionCapacity: r,
                    minimumListCapacity: Swift.max(1, minimumListCapacity)))
        }

        deinit {
            LargeAllocation.deallocate(state.pointee.buffer)
            state.pointee.regions.deallocate()
            state.deallocate()
        }

        func copy() -> Storage {
            let s = state.pointee
            let new = Storage(
                elementCapacity: s.used, regionCapacity: s.regionCount, minimumListCapacity: s.minimumListCapacity)
            new.state.pointee.elements.update(from: s.elements, count: s.used)
            new.state.pointee.regions.update(from: s.regions, count: s.regionCount)
            new.state.pointee.used = s.used
            new.state.pointee.garbage = s.garbage
            new.state.pointee.regionCount = s.regionCount
            return new
        }
    }

    private var storage: Storage

    /// Counts the changes made through this value (every change passes `unique()`): equal
    /// versions of one value mean equal lists, so a reader can keep what it derived from them.
    private(set) var version: UInt64 = 0

    /// An empty pool with room for `elementCapacity` elements in `listCapacity` lists before it
    /// first grows; a list that first needs room takes `minimumListCapacity` elements.
    init(elementCapacity: Int = 256, listCapacity: Int = 64, minimumListCapacity: Int = 4) {
        storage = Storage(
            elementCapacity: elementCapacity, regionCapacity: listCapacity, minimumListCapacity: minimumListCapacity)
    }

    /// The state, made this value's own, for a change.
    private mutating func unique() -> UnsafeMutablePointer<State> {
        version &+= 1
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage.state
    }

    /// The number of lists.
    var listCount: Int { storage.state.pointee.regionCount }

    /// Elements in the buffer, garbage included: what the lists cost in memory.
    var footprint: Int { storage.state.pointee.used }

    /// Adds an empty list and returns its index.
    /// - Complexity: O(1) amortized.
    @discardableResult
    mutating func appendList() -> List {
        let s = unique()
        if s.pointee.regionCount == s.pointee.regionCapacity {
            let capacity = 2 * s.pointee.regionCapacity
            let regions = UnsafeMutablePointer<Region>.allocate(capacity: capacity)
            regions.update(from: s.pointee.regions, count: s.pointee.regionCount)
            s.pointee.regions.deallocate()
            s.pointee.regions = regions
            s.pointee.regionCapacity = capacity
        }
        s.pointee.regions[s.pointee.regionCount] = Region(start: s.pointee.used, count: 0, capacity: 0)
        s.pointee.regionCount += 1
        return List(s.pointee.regionCount - 1)
    }

    /// Removes the lists from `n` on (their regions become garbage).
    mutating func truncate(toListCount n: Int) {
        guard n >= 0, n < listCount else { return }
        let s = unique()
        for l in n..<s.pointee.regionCount { s.pointee.garbage += Int(s.pointee.regions[l].capacity) }
        s.pointee.regionCount = n
        Self.compactIfWasteful(s)
    }

    /// The number of elements of list `i`.
    func count(of i: List) -> Int { Int(region(i).count) }

    private func region(_ i: List) -> Region {
        let s = storage.state
        // A bad index is a bug in the tableau, never the user's input: trap like an array.
        _ = (0..<s.pointee.regionCount)[i.index]
        return s.pointee.regions[i.index]
    }

    /// A copy of list `i`.
    /// - Complexity: O(count).
    subscript(i: List) -> [Element] {
        withElements(of: i) { Array($0) }
    }

    /// Calls `body` with list `i`'s elements (valid only inside `body`).
    func withElements<R>(of i: List, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        let r = region(i)
        return try withExtendedLifetime(storage) {
            try body(UnsafeBufferPointer(start: storage.state.pointee.elements + r.start, count: Int(r.count)))
        }
    }

    /// List `i`'s elements, valid until the pool next changes; the caller keeps the pool alive
    /// and unchanged while it reads them.
    ///
    /// For a read that also needs other parts of the value holding the pool: a closure given
    /// to `withElements(of:)` that reads them makes Swift retain and release the pool's storage
    /// and each of those parts around the call (atomic operations, on every dual pivot).
    /// - Complexity: O(1).
    func unsafeElements(of i: List) -> UnsafeBufferPointer<Element> {
        let r = region(i)
        return UnsafeBufferPointer(start: storage.state.pointee.elements + r.start, count: Int(r.count))
    }

    /// Appends list `i`'s elements to `array` (which is never the pool's own storage).
    ///
    /// Not `withElements(of:)` with an append in the closure: a closure that changes another
    /// part of the value holding the pool makes Swift retain and release the pool's storage
    /// around the call (two atomic operations, for every row an undo log saves).
    /// - Complexity: O(count).
    func appendElements(of i: List, to array: inout [Element]) {
        let r = region(i)
        array.append(
            contentsOf: UnsafeBufferPointer(start: storage.state.pointee.elements + r.start, count: Int(r.count)))
    }

    /// Calls `body` with list `i`'s elements for changing in place; `body` returns the new count,
    /// at most the old one (elements are kept from the front).
    mutating func updateElements(of i: List, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) {
        let r = region(i)
        let s = unique()
        let kept = body(UnsafeMutableBufferPointer(start: s.pointee.elements + r.start, count: Int(r.count)))
        s.pointee.regions[i.index].count = Int32(Swift.max(0, Swift.min(kept, Int(r.count))))
    }

    /// Appends `element` to list `i`.
    /// - Complexity: O(1) amortized.
    mutating func append(_ element: Element, to i: List) {
        Self.append(element, to: i, unique())
    }

    /// Appends `element` to each of `lists` (one uniqueness check for all).
    /// - Complexity: O(lists) amortized.
    mutating func append(_ element: Element, toEach lists: some Sequence<List>) {
        let s = unique()
        for i in lists { Self.append(element, to: i, s) }
    }

    /// Appends `element` to list `i` of the state `s`, growing its region when it is full.
    @inline(__always)
    private static func append(_ element: Element, to i: List, _ s: UnsafeMutablePointer<State>) {
        // A bad index is a bug in the tableau, never the user's input: trap like an array.
        _ = (0..<s.pointee.regionCount)[i.index]
        var r = s.pointee.regions[i.index]
        if r.count == r.capacity {
            reserve(Int(r.count) + 1, for: i.index, s)
            r = s.pointee.regions[i.index]
        }
        s.pointee.elements[r.start + Int(r.count)] = element
        s.pointee.regions[i.index].count = r.count + 1
    }

    /// Appends `element` to each of `lists`; a list that is full first drops the elements
    /// `isStale` picks, and moves to a larger region only when that frees nothing.
    ///
    /// For lists that may hold stale entries (a column's rows that were dropped): a list that
    /// gains and loses an entry again and again stays where it is instead of doubling.
    /// - Complexity: O(lists) amortized, plus one `isStale` call per element of a full list.
    mutating func append(
        _ element: Element, toEach lists: some Sequence<List>, droppingWhenFull isStale: (Element) -> Bool
    ) {
        let s = unique()
        for i in lists {
            // A bad index is a bug in the tableau, never the user's input: trap like an array.
            _ = (0..<s.pointee.regionCount)[i.index]
            let r = s.pointee.regions[i.index]
            if r.count == r.capacity {
                var kept = 0
                for k in 0..<Int(r.count) where !isStale(s.pointee.elements[r.start + k]) {
                    s.pointee.elements[r.start + kept] = s.pointee.elements[r.start + k]
                    kept += 1
                }
                s.pointee.regions[i.index].count = Int32(kept)
            }
            Self.append(element, to: i, s)
        }
    }

    /// Makes list `i` hold exactly `elements`.
    /// - Complexity: O(elements), plus a move of the list when it outgrows its region.
    mutating func replace(_ i: List, with elements: UnsafeBufferPointer<Element>) {
        let r = region(i)
        let s = unique()
        if elements.count > Int(r.capacity) { Self.reserve(elements.count, for: i.index, s) }
        if let base = elements.baseAddress {
            (s.pointee.elements + s.pointee.regions[i.index].start).update(from: base, count: elements.count)
        }
        s.pointee.regions[i.index].count = Int32(elements.count)
    }

    /// Makes list `i` hold exactly `elements`.
    mutating func replace(_ i: List, with elements: [Element]) {
        elements.withUnsafeBufferPointer { replace(i, with: $0) }
    }

    /// Empties list `i`, keeping its region for later appends.
    mutating func removeAll(_ i: List) {
        _ = region(i)
        unique().pointee.regions[i.index].count = 0
    }

    /// Empties list `i` and gives its region back.
    mutating func release(_ i: List) {
        let r = region(i)
        let s = unique()
        s.pointee.garbage += Int(r.capacity)
        s.pointee.regions[i.index] = Region(start: s.pointee.used, count: 0, capacity: 0)
        Self.compactIfWasteful(s)
    }

    /// Gives list `l` a region of at least `needed` elements, keeping its contents.
    private static func reserve(_ needed: Int, for l: Int, _ s: UnsafeMutablePointer<State>) {
        let old = Int(s.pointee.regions[l].capacity)
        let grown = Swift.max(needed, 2 * old, s.pointee.minimumListCapacity)
        if s.pointee.regions[l].start + old == s.pointee.used {
            // The last region grows in place; before the buffer itself grows, the garbage goes
            // (compaction keeps the order of regions, so this one stays last). A long row made
            // and dropped again and again otherwise doubled the buffer into fresh pages.
            if s.pointee.used + grown - old > s.pointee.elementCapacity { compactIfWasteful(s) }
            ensureFree(grown - old, s)
            s.pointee.used += grown - old
        } else {
            compactIfWasteful(s, extra: old)
            ensureFree(grown, s)
            let region = s.pointee.regions[l]
            let to = s.pointee.used
            (s.pointee.elements + to).update(from: s.pointee.elements + region.start, count: Int(region.count))
            s.pointee.used += grown
            s.pointee.garbage += old
            s.pointee.regions[l].start = to
        }
        s.pointee.regions[l].capacity = Int32(grown)
    }

    /// Makes room for `n` more elements after `used`.
    private static func ensureFree(_ n: Int, _ s: UnsafeMutablePointer<State>) {
        guard s.pointee.used + n > s.pointee.elementCapacity else { return }
        let capacity = Swift.max(s.pointee.used + n, 2 * s.pointee.elementCapacity)
        // In place when the buffer's reserved address space holds the new capacity (a large
        // pool): nothing is copied, and no page is faulted in twice.
        LargeAllocation.grow(&s.pointee.buffer, keeping: s.pointee.used, capacity: capacity)
        s.pointee.elementCapacity = capacity
    }

    /// Slides every region down over the garbage, in place, when garbage (plus `extra` about
    /// to become garbage) is more than half of the buffer; each list keeps its capacity. In
    /// place, not into a new buffer: a large new buffer would be fresh memory for the kernel to
    /// fault in, page by page, at every compaction.
    /// - Complexity: O(buffer + lists × log lists) when it compacts, which amortizes over the
    ///   moves that made the garbage.
    private static func compactIfWasteful(_ s: UnsafeMutablePointer<State>, extra: Int = 0) {
        let waste = s.pointee.garbage + extra
        guard waste > 1024, 2 * waste > s.pointee.used else { return }
        var order: [Int] = []
        order.reserveCapacity(s.pointee.regionCount)
        for l in 0..<s.pointee.regionCount where s.pointee.regions[l].capacity > 0 { order.append(l) }
        order.sort { s.pointee.regions[$0].start < s.pointee.regions[$1].start }
        let elements = s.pointee.elements
        var to = 0
        for l in order {
            let region = s.pointee.regions[l]
            // Regions do not overlap and are visited by start, so `to <= region.start`: a
            // forward copy never overwrites what it has yet to read.
            if to != region.start {
                for k in 0..<Int(region.count) { elements[to + k] = elements[region.start + k] }
            }
            s.pointee.regions[l].start = to
            to += Int(region.capacity)
        }
        // Empty lists (no capacity) start at the end, where their first append grows in place.
        for l in 0..<s.pointee.regionCount where s.pointee.regions[l].capacity == 0 {
            s.pointee.regions[l].start = to
        }
        s.pointee.used = to
        s.pointee.garbage = 0
    }

    /// Broken invariants, as sentences (for tests): regions lie inside the used part of the
    /// buffer without overlapping, counts fit their regions, and the used part is exactly the
    /// regions plus the garbage.
    /// - Complexity: O(lists × log lists).
    func invariantViolations() -> [String] {
        let s = storage.state.pointee
        var problems: [String] = []
        if s.used > s.elementCapacity { problems.append("used \(s.used) beyond capacity \(s.elementCapacity)") }
        var owned = 0
        var spans: [(start: Int, end: Int, list: Int)] = []
        for l in 0..<s.regionCount {
            let r = s.regions[l]
            if r.count < 0 || r.count > r.capacity { problems.append("list \(l): count \(r.count) of \(r.capacity)") }
            if r.capacity > 0 {
                if r.start < 0 || r.start + Int(r.capacity) > s.used {
                    problems.append("list \(l): region outside the buffer")
                }
                spans.append((r.start, r.start + Int(r.capacity), l))
            }
            owned += Int(r.capacity)
        }
        spans.sort { $0.start < $1.start }
        for (a, b) in zip(spans, spans.dropFirst()) where a.end > b.start {
            problems.append("lists \(a.list) and \(b.list) overlap")
        }
        if owned + s.garbage != s.used { problems.append("used \(s.used) != regions \(owned) + garbage \(s.garbage)") }
        return problems
    }
}
