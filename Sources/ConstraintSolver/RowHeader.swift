/// What the tableau keeps per row slot besides its cells (which live in ``Tableau/cells``).
struct RowHeader {
    /// The basic symbol, or ``TypedIndex/none`` for an empty slot.
    var basic: SymbolID
    var constant: Double

    static let empty = RowHeader(basic: .none, constant: 0)
}
