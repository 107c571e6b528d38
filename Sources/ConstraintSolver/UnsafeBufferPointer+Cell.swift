/// Searches over a row's cells, which are sorted by symbol, strictly ascending.
extension UnsafeBufferPointer<Cell> {
    /// The position of `symbol`'s cell in sorted cells, or where it would be inserted.
    /// - Complexity: O(log count).
    func lowerBound(_ symbol: SymbolID) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of `symbol`'s cell in sorted cells, if present.
    func index(of symbol: SymbolID) -> Int? {
        let i = lowerBound(symbol)
        return i < count && self[i].symbol == symbol ? i : nil
    }
}
