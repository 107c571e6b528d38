/// Two sets of small integers (variable and symbol indices, say) that empty in O(1): an index
/// is in a set when its entry equals the current epoch, and ``begin(first:second:)`` starts a
/// new epoch. A walk that marks what it has seen then costs what it walks, not a cleared array
/// the size of the system per call.
struct EpochMarks {
    private var epoch: UInt32 = 0
    private var first: [UInt32] = []
    private var second: [UInt32] = []

    /// Empties both sets and makes room for indices below `first` and `second`.
    /// - Complexity: O(1) amortized; O(size) when the arrays grow, or once every 2³² − 1 calls
    ///   when the epoch wraps and the arrays are cleared.
    mutating func begin(first firstCount: Int, second secondCount: Int) {
        if epoch == UInt32.max {
            // Wrapped: old entries could equal a reused epoch.
            for i in first.indices { first[i] = 0 }
            for i in second.indices { second[i] = 0 }
            epoch = 0
        }
        epoch += 1
        if first.count < firstCount { first.append(contentsOf: repeatElement(0, count: firstCount - first.count)) }
        if second.count < secondCount { second.append(contentsOf: repeatElement(0, count: secondCount - second.count)) }
    }

    /// Adds `i` to the first set; returns whether it was new.
    /// - Requires: `i` is below the `first` count of the last ``begin(first:second:)``.
    @inline(__always)
    mutating func markFirst(_ i: Int) -> Bool {
        guard first[i] != epoch else { return false }
        first[i] = epoch
        return true
    }

    /// Adds `i` to the second set; returns whether it was new.
    /// - Requires: `i` is below the `second` count of the last ``begin(first:second:)``.
    @inline(__always)
    mutating func markSecond(_ i: Int) -> Bool {
        guard second[i] != epoch else { return false }
        second[i] = epoch
        return true
    }
}
