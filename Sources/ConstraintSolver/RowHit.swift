/// A row that holds a symbol, and the symbol's coefficient there.
struct RowHit {
    var slot: RowID
    var coefficient: Double
}
