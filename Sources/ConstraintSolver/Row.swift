/// A row outside the tableau: one being built for a new constraint, or a saved copy in the undo
/// log. `basic = constant + Σ cells` (before a subject is chosen, `0 = constant + Σ cells`).
///
/// Cells are sorted by symbol, strictly ascending, here and in the tableau: a lookup is a binary
/// search, and adding a multiple of one row to another is one two-pointer pass.
struct Row {
    var basic: SymbolID
    var constant: Double
    var cells: [Cell]

    /// The position of `symbol`'s cell, if the row holds it.
    /// - Complexity: O(log cells).
    func index(of symbol: SymbolID) -> Int? { cells.withUnsafeBufferPointer { $0.index(of: symbol) } }

    /// - Complexity: O(log cells).
    func coefficient(of symbol: SymbolID) -> Double { index(of: symbol).map { cells[$0].coefficient } ?? 0 }
}
