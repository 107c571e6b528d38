/// What the tableau keeps per row slot besides its cells (which live in ``Tableau/cells``).
struct RowHeader {
    /// The basic symbol, or -1 for an empty slot.
    var basic: Int32
    var constant: Double

    static let empty = RowHeader(basic: -1, constant: 0)
}
