/// An array that, once large, grows by whole segments instead of by copying: the solver's
/// records, which reach millions of entries.
///
/// Up to one segment (65,536 elements) it is a plain array growing by doubling. Past that, a
/// full segment stays where it is and a new one is started: elements never move again. A plain
/// array doubles by copying everything into fresh memory, which the kernel faults in page by
/// page; at 500,000 constraints the records' copies were 44% of all page faults of the adds,
/// and the faults about a quarter of their time.
///
/// A value type with copy-on-write like `Array` (each segment is an array).
struct SegmentedArray<Element>: RandomAccessCollection, MutableCollection {
    /// log₂ of the segment length.
    static var shift: Int { 16 }
    static var mask: Int { (1 << shift) - 1 }

    private var segments: [[Element]] = []
    private(set) var count = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// - Complexity: O(1). Traps on an index out of range, like `Array`.
    subscript(i: Int) -> Element {
        get {
            _ = (0..<count)[i]
            return segments[i >> Self.shift][i & Self.mask]
        }
        _modify {
            _ = (0..<count)[i]
            yield &segments[i >> Self.shift][i & Self.mask]
        }
    }

    /// Appends `element`, which moves in (`consuming`: a record copied in cost a retain of
    /// each of its references and a release of the copy it came from).
    /// - Complexity: amortized O(1); past the first segment, elements never move.
    mutating func append(_ element: consuming Element) {
        if count == segments.count << Self.shift {
            var segment: [Element] = []
            // The first segment grows like an array from a small window's worth (small solvers
            // stay small, and the first doublings, which copy and retain every element, are
            // skipped); later ones are taken whole, so that they never copy.
            segment.reserveCapacity(segments.isEmpty ? 128 : 1 << Self.shift)
            segments.append(segment)
        }
        segments[segments.count - 1].append(element)
        count += 1
    }

    /// Removes the last element.
    /// - Requires: the array is not empty.
    mutating func removeLast() {
        segments[(count - 1) >> Self.shift].removeLast()
        if segments[segments.count - 1].isEmpty { segments.removeLast() }
        count -= 1
    }
}
