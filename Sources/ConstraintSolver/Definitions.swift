/// Required equalities that define a variable nobody else had used yet, kept out of the
/// simplex tableau as a triangular system.
///
/// `x = Σ bⱼ·yⱼ + constant + β·d` where `d` is the constraint's dummy (zero; it is only given a
/// tableau symbol when the definition is expanded into a tableau row) and β = −1/aₓ. A definition
/// refers only to variables that were in use when it was made, so definitions in creation order
/// are a topological order: values are one forward sweep, and expansion (substituting
/// definitions into a row for the tableau) walks them backwards.
///
/// This is what makes long chains linear: `top₍ᵢ₎ = top₍ᵢ₋₁₎ + height₍ᵢ₋₁₎ + 10` stays a
/// three-term definition instead of a tableau row that holds every earlier label.
struct Definitions {
    /// The variable each definition defines.
    var variable: [VariableID] = []
    var constant: [Double] = []
    /// β = −1/aₓ: the dummy's coefficient, and also the factor from the right-hand constant.
    var dummyCoefficient: [Double] = []
    /// The dummy's tableau symbol once expanded, else ``TypedIndex/none``.
    var dummy: [SymbolID] = []
    /// The record each definition places.
    var record: [RecordID] = []
    var alive: [Bool] = []
    /// Terms of definition k are `termStart[k] ..< termStart[k + 1]`.
    var termStart: [Int32] = [0]
    var termVariable: [VariableID] = []
    var termCoefficient: [Double] = []

    var count: Int { variable.count }

    /// Empty, with room for `definitions` definitions of `terms` terms in all before the
    /// arrays first grow (each growth is an allocation, a copy and a free; see
    /// `SolverCore.init()`).
    init(definitions: Int, terms: Int) {
        variable.reserveCapacity(definitions)
        constant.reserveCapacity(definitions)
        dummyCoefficient.reserveCapacity(definitions)
        dummy.reserveCapacity(definitions)
        record.reserveCapacity(definitions)
        alive.reserveCapacity(definitions)
        termStart.reserveCapacity(definitions + 1)
        termVariable.reserveCapacity(terms)
        termCoefficient.reserveCapacity(terms)
    }

    mutating func append(
        variable x: VariableID, terms: [(VariableID, Double)], constant c: Double, dummyCoefficient beta: Double,
        record r: RecordID
    ) -> DefinitionID {
        let k = DefinitionID(variable.count)
        variable.append(x)
        constant.append(c)
        dummyCoefficient.append(beta)
        dummy.append(.none)
        record.append(r)
        alive.append(true)
        for (y, b) in terms {
            termVariable.append(y)
            termCoefficient.append(b)
        }
        termStart.append(Int32(termVariable.count))
        return k
    }

    func terms(_ k: DefinitionID) -> Range<Int> { Int(termStart[k.index])..<Int(termStart[k.index + 1]) }
}
