/// What ``Tableau/addRow(_:constant:relation:priority:priorityBelow:owner:)`` made for a constraint.
struct Tag {
    /// The slack, dummy or positive error that identifies the constraint's row.
    var marker: SymbolID
    /// The second error symbol of an optional constraint, or ``TypedIndex/none``.
    var other: SymbolID
    /// `k` in `0 = expression + k × marker`, ±1: how a change of the constant moves the
    /// marker. Kept in a byte: a solver keeps one tag per constraint, and at half a million
    /// constraints every byte of the record is half a megabyte to allocate and fault in.
    private var sign: Int8

    var markerSign: Double {
        get { Double(sign) }
        set { sign = newValue < 0 ? -1 : 1 }
    }

    init(marker: SymbolID, other: SymbolID, markerSign: Double) {
        self.marker = marker
        self.other = other
        self.sign = markerSign < 0 ? -1 : 1
    }
}
