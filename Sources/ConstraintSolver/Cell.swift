/// `coefficient × symbol` inside a row.
struct Cell {
    var symbol: SymbolID
    var coefficient: Double
}
