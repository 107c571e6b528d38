/// Why an incremental add could not place its row: the required constraints conflict.
/// `markers` are the tableau symbols (slacks and dummies of required constraints) of the
/// infeasibility certificate, a starting point for the minimal conflicting set.
struct TableauConflict: Error {
    var markers: [SymbolID]
}
