/// `coefficient × symbol` inside a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}
