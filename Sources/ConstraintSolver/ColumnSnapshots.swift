/// The rows that held a few symbols when their columns were last read, kept while no row's cells
/// change.
///
/// Why: moving an edit constraint's constant (a suggested value each frame of a resize or an
/// animation) walks its marker's column on every call, and between pivots that column stays the
/// same; reading it again costs a binary search per row and a pass of marks.
///
/// Exact because a snapshot is keyed by the cell pool's `version`, which every change to any
/// row's cells advances (a row added, removed, pivoted, substituted into or rolled back): a
/// snapshot taken at the current version lists exactly the rows, in the order and with the
/// coefficients, that `Tableau.rowsHolding(_:)` gives. Row constants are not part of it.
struct ColumnSnapshots {
    /// One symbol's rows at one version of the cells.
    struct Entry {
        var symbol: SymbolID
        var version: UInt64
        var hits: [RowHit]
    }

    /// How many symbols are kept: a few edit variables at once (width and height, the corners
    /// of a drag), not every constant a layout moves.
    static let capacity = 8

    private(set) var entries: [Entry] = []
    /// The entry to replace next when full (round robin).
    private var next = 0

    /// The rows holding `symbol` when the cells were at `version`, or nil when not kept.
    /// - Complexity: O(``capacity``).
    func hits(of symbol: SymbolID, version: UInt64) -> [RowHit]? {
        for entry in entries where entry.symbol == symbol && entry.version == version { return entry.hits }
        return nil
    }

    /// Keeps `hits` as `symbol`'s rows at `version`, in place of an older snapshot of the same
    /// symbol or, when full, of the oldest kept.
    /// - Complexity: O(``capacity``).
    mutating func keep(_ hits: [RowHit], of symbol: SymbolID, version: UInt64) {
        let entry = Entry(symbol: symbol, version: version, hits: hits)
        if let i = entries.firstIndex(where: { $0.symbol == symbol }) {
            entries[i] = entry
        } else if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
