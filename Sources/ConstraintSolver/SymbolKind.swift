/// The kinds of tableau symbols, as in Cassowary: external variables are unrestricted; slacks
/// and errors are restricted to be non-negative; dummies stand for required equalities and are
/// always zero (they never enter the basis during optimisation).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}
